import { and, eq, gte, isNotNull, or, type SQL } from 'drizzle-orm';
import {
  isBlockedCountry,
  type ApiLocale,
  type ExporterCountryAction,
  type ExporterCountryActionsQuery,
} from '@portal/contract';
import { countryActionParticipants, countryActions, geoCountries, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { applyDeadlineOf, getTodayInKyiv, toCountryAction } from '../reference/find-country-actions';
import { companyOfScope, scopeCondition, type ExporterScope } from '../access/scope';

type Reader = Pick<Database, 'select'>;
type ActionRow = typeof countryActions.$inferSelect;

/** An action with the company's participation, as the cabinet shows it. */
function toExporterAction(
  action: ActionRow,
  countryCode: string,
  takenAt: Date | null,
  locale: ApiLocale,
  today: string,
): ExporterCountryAction {
  return {
    ...toCountryAction(action, countryCode, locale),
    taking_part: takenAt !== null,
    taken_part_at: takenAt?.toISOString() ?? null,
    can_take_part: takenAt === null && applyDeadlineOf(action) >= today,
  };
}

/** Actions with the company's participation row (if any), by the given condition. */
async function selectActions(db: Reader, scope: ExporterScope, where: SQL | undefined) {
  return db
    .select({
      action: countryActions,
      countryCode: geoCountries.code,
      takenAt: countryActionParticipants.createdAt,
    })
    .from(countryActions)
    .innerJoin(geoCountries, eq(geoCountries.id, countryActions.geoCountryId))
    .leftJoin(
      countryActionParticipants,
      and(
        eq(countryActionParticipants.countryActionId, countryActions.id),
        scopeCondition(countryActionParticipants, scope),
      ),
    )
    .where(where);
}

/**
 * GET /profile/countries-importers/get/countries-actions: actions not yet ended, by start date,
 * then the ended ones the company took part in, the latest first; each with the company's
 * participation and whether it may still sign up.
 */
export async function findExporterCountryActions(options: {
  db: Database;
  scope: ExporterScope;
  locale: ApiLocale;
  query: ExporterCountryActionsQuery;
  today?: string;
}): Promise<ExporterCountryAction[]> {
  const { db, scope, locale, query, today = getTodayInKyiv() } = options;
  const rows = await selectActions(
    db,
    scope,
    and(
      or(gte(countryActions.endsOn, today), isNotNull(countryActionParticipants.id)),
      query.geo_country_id === undefined ? undefined : eq(countryActions.geoCountryId, query.geo_country_id),
    ),
  );
  const offered = rows.filter((row) => !isBlockedCountry(row.countryCode));
  const byStart = (a: ActionRow, b: ActionRow) =>
    a.startsOn.localeCompare(b.startsOn) || a.endsOn.localeCompare(b.endsOn) || a.id - b.id;
  const coming = offered
    .filter((row) => row.action.endsOn >= today)
    .sort((a, b) => byStart(a.action, b.action));
  const past = offered.filter((row) => row.action.endsOn < today).sort((a, b) => byStart(b.action, a.action));
  return [...coming, ...past].map((row) =>
    toExporterAction(row.action, row.countryCode, row.takenAt, locale, today),
  );
}

/**
 * POST /profile/countries-importers/take-part/country-action: the company signs up, once per
 * action (the unique index decides between two clicks at once: one row, the other 409
 * `country_action.already_taking_part`), until the action's last day to apply (409
 * `country_action.deadline_passed` after it). An unknown action answers 422 on its field.
 */
export async function takePartInCountryAction(options: {
  db: Database;
  scope: ExporterScope;
  locale: ApiLocale;
  actionId: number;
  today?: string;
}): Promise<ExporterCountryAction> {
  const { db, scope, locale, actionId, today = getTodayInKyiv() } = options;
  const [row] = await selectActions(db, scope, eq(countryActions.id, actionId));
  if (!row || isBlockedCountry(row.countryCode)) {
    throw new AppError('validation_failed', 'error.validation_failed', {
      fields: { country_action_id: ['country_action.unknown'] },
    });
  }
  if (row.takenAt !== null) throw new AppError('conflict', 'country_action.already_taking_part');
  if (applyDeadlineOf(row.action) < today) throw new AppError('conflict', 'country_action.deadline_passed');
  const [inserted] = await db
    .insert(countryActionParticipants)
    .values({ countryActionId: row.action.id, companyId: companyOfScope(scope), userId: scope.user.id })
    .onConflictDoNothing()
    .returning({ createdAt: countryActionParticipants.createdAt });
  if (!inserted) throw new AppError('conflict', 'country_action.already_taking_part');
  return toExporterAction(row.action, row.countryCode, inserted.createdAt, locale, today);
}
