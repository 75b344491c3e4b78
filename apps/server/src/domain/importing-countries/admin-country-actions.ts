import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import {
  buildPaginationMeta,
  getCountryName,
  isBlockedCountry,
  parseRowId,
  type AdminCountryAction,
  type ApiLocale,
  type AdminCountryActionData,
  type AdminCountryActionsQuery,
  type CountryActionParticipant,
  type PaginationMeta,
} from '@portal/contract';
import {
  companies,
  countryActionParticipants,
  countryActions,
  geoCountries,
  users,
  type Database,
} from '@portal/db';
import { toCsv } from '../../lib/csv';
import { AppError } from '../../lib/app-error';
import { recordAudit, type Executor } from '../audit/record-audit';
import { getTodayInKyiv } from '../reference/find-country-actions';
import { actorOfScope, assertBackOfficeScope, type BackOfficeScope } from '../access/scope';

type ActionRow = typeof countryActions.$inferSelect;

function toAdminAction(
  action: ActionRow,
  countryCode: string,
  participants: number,
  locale: ApiLocale,
): AdminCountryAction {
  return {
    id: action.id,
    slug: action.slug,
    kind: action.kind,
    country: { id: action.geoCountryId, code: countryCode, name: getCountryName(countryCode, locale) },
    title: { uk: action.titleUk, en: action.titleEn },
    description: { uk: action.descriptionUk, en: action.descriptionEn },
    city: { uk: action.cityUk, en: action.cityEn },
    starts_on: action.startsOn,
    ends_on: action.endsOn,
    apply_by: action.applyBy,
    participants,
  };
}

function selectAdminActions(db: Pick<Database, 'select'>) {
  return db
    .select({
      action: countryActions,
      countryCode: geoCountries.code,
      participants: count(countryActionParticipants.id),
    })
    .from(countryActions)
    .innerJoin(geoCountries, eq(geoCountries.id, countryActions.geoCountryId))
    .leftJoin(countryActionParticipants, eq(countryActionParticipants.countryActionId, countryActions.id))
    .groupBy(countryActions.id, geoCountries.code);
}

/** GET /admin/country-actions: every action, the latest start first, with its participants' number. */
export async function findAdminCountryActions(options: {
  db: Database;
  scope: BackOfficeScope;
  query: AdminCountryActionsQuery;
  locale: ApiLocale;
  today?: string;
}): Promise<{ items: AdminCountryAction[]; meta: PaginationMeta }> {
  const { db, scope, query, locale, today = getTodayInKyiv() } = options;
  assertBackOfficeScope(scope);
  const conditions: SQL[] = [];
  if (query.geo_country_id !== undefined)
    conditions.push(eq(countryActions.geoCountryId, query.geo_country_id));
  if (query.when === 'upcoming') conditions.push(gte(countryActions.endsOn, today));
  if (query.when === 'past') conditions.push(lt(countryActions.endsOn, today));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [total] = await db.select({ n: count() }).from(countryActions).where(where);
  const rows = await selectAdminActions(db)
    .where(where)
    .orderBy(desc(countryActions.startsOn), desc(countryActions.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    items: rows.map((row) => toAdminAction(row.action, row.countryCode, row.participants, locale)),
    meta: buildPaginationMeta(total?.n ?? 0, query),
  };
}

/** One action for the back office; 404 for an id that names none. */
export async function getAdminCountryAction(options: {
  db: Pick<Database, 'select'>;
  scope: BackOfficeScope;
  id: string;
  locale: ApiLocale;
}): Promise<AdminCountryAction> {
  assertBackOfficeScope(options.scope);
  const id = parseRowId(options.id);
  if (id === undefined) throw new AppError('not_found');
  const [row] = await selectAdminActions(options.db).where(eq(countryActions.id, id));
  if (!row) throw new AppError('not_found');
  return toAdminAction(row.action, row.countryCode, row.participants, options.locale);
}

/** The columns of an action from the back office's body; 422 when the country is not an importing one. */
async function toColumns(db: Executor, body: AdminCountryActionData) {
  const [country] = await db
    .select({ code: geoCountries.code })
    .from(geoCountries)
    .where(eq(geoCountries.id, body.geo_country_id))
    .limit(1);
  if (!country || isBlockedCountry(country.code)) {
    throw new AppError('validation_failed', 'error.validation_failed', {
      fields: { geo_country_id: ['validation.not_importing_country'] },
    });
  }
  return {
    geoCountryId: body.geo_country_id,
    kind: body.kind,
    titleUk: body.title.uk,
    titleEn: body.title.en,
    descriptionUk: body.description.uk,
    descriptionEn: body.description.en,
    cityUk: body.city?.uk ?? '',
    cityEn: body.city?.en ?? '',
    startsOn: body.starts_on,
    endsOn: body.ends_on,
    applyBy: body.apply_by ?? null,
  };
}

/** What the audit log keeps of an action: the fields a manager edits. */
function toAuditFields(action: ActionRow) {
  const { id: _id, slug: _slug, ...fields } = action;
  return fields;
}

/** A readable, unique slug: the English title and the year, with a random tail when taken. */
function slugOf(title: string, startsOn: string, tail?: string): string {
  const base =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'action';
  return [base, startsOn.slice(0, 4), tail].filter(Boolean).join('-');
}

/** POST /admin/country-actions: a new action, live at once; audited (`country_action.create`). */
export async function createAdminCountryAction(options: {
  db: Database;
  scope: BackOfficeScope;
  ip: string;
  locale: ApiLocale;
  body: AdminCountryActionData;
}): Promise<AdminCountryAction> {
  const { db, scope, body, locale } = options;
  assertBackOfficeScope(scope);
  const id = await db.transaction(async (tx) => {
    const columns = await toColumns(tx, body);
    let inserted: ActionRow | undefined;
    for (let attempt = 0; !inserted && attempt < 5; attempt++) {
      const tail = attempt === 0 ? undefined : randomBytes(3).toString('hex');
      [inserted] = await tx
        .insert(countryActions)
        .values({ ...columns, slug: slugOf(body.title.en, body.starts_on, tail) })
        .onConflictDoNothing({ target: countryActions.slug })
        .returning();
    }
    if (!inserted) throw new Error('no free slug for a country action');
    await recordAudit(tx, {
      actor: actorOfScope(scope, options.ip),
      action: 'country_action.create',
      entityType: 'country_action',
      entityId: String(inserted.id),
      before: null,
      after: toAuditFields(inserted),
    });
    return inserted.id;
  });
  return getAdminCountryAction({ db, scope, id: String(id), locale });
}

/** PUT /admin/country-actions/{id}: the action edited, live at once; its participants stay. Audited. */
export async function updateAdminCountryAction(options: {
  db: Database;
  scope: BackOfficeScope;
  ip: string;
  id: string;
  locale: ApiLocale;
  body: AdminCountryActionData;
}): Promise<AdminCountryAction> {
  const { db, scope, body, locale } = options;
  assertBackOfficeScope(scope);
  const id = parseRowId(options.id);
  if (id === undefined) throw new AppError('not_found');
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(countryActions).where(eq(countryActions.id, id)).for('update');
    if (!before) throw new AppError('not_found');
    const columns = await toColumns(tx, body);
    const [after] = await tx.update(countryActions).set(columns).where(eq(countryActions.id, id)).returning();
    await recordAudit(tx, {
      actor: actorOfScope(scope, options.ip),
      action: 'country_action.update',
      entityType: 'country_action',
      entityId: String(id),
      before: toAuditFields(before),
      after: toAuditFields(after!),
    });
  });
  return getAdminCountryAction({ db, scope, id: String(id), locale });
}

/** The companies taking part in an action, in the order they signed up; 404 for an unknown action. */
export async function findCountryActionParticipants(options: {
  db: Database;
  scope: BackOfficeScope;
  id: string;
  locale: ApiLocale;
}): Promise<{ action: AdminCountryAction; participants: CountryActionParticipant[] }> {
  const action = await getAdminCountryAction(options);
  const rows = await options.db
    .select({ participant: countryActionParticipants, company: companies, user: users })
    .from(countryActionParticipants)
    .innerJoin(companies, eq(companies.id, countryActionParticipants.companyId))
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(countryActionParticipants.countryActionId, action.id))
    .orderBy(asc(countryActionParticipants.createdAt), asc(countryActionParticipants.id));
  return {
    action,
    participants: rows.map(({ participant, company, user }) => ({
      user_id: user.id,
      company_name: company.nameUk,
      company_name_en: company.nameEn,
      edrpou_code: company.edrpouCode,
      contact_name: [user.name, user.surname].filter(Boolean).join(' '),
      email: user.email,
      phone: user.phone ?? '',
      website: company.websiteUrl,
      taken_part_at: participant.createdAt.toISOString(),
    })),
  };
}

const CSV_COLUMNS: [string, keyof CountryActionParticipant][] = [
  ['Компанія', 'company_name'],
  ['Company (English)', 'company_name_en'],
  ['ЄДРПОУ', 'edrpou_code'],
  ['Контактна особа', 'contact_name'],
  ['E-mail', 'email'],
  ['Телефон', 'phone'],
  ['Website', 'website'],
  ['Signed up', 'taken_part_at'],
];

/** The participants as CSV: UTF-8 with a BOM (spreadsheets then read Cyrillic), CRLF lines. */
export function toParticipantsCsv(participants: CountryActionParticipant[]): string {
  return toCsv([
    CSV_COLUMNS.map(([title]) => title),
    ...participants.map((row) => CSV_COLUMNS.map(([, key]) => row[key])),
  ]);
}
