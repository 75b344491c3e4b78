import { asc, eq, inArray } from 'drizzle-orm';
import {
  BASIC_TARIFF_SLUG,
  type AdminTariff,
  type AdminTariffBody,
  type FieldErrors,
} from '@portal/contract';
import { tariffFeatures, tariffFeatureValues, tariffs, type Database } from '@portal/db';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../audit/record-audit';
import type { Transaction } from '../../requests/change-request-status';
import { actorOfScope, assertBackOfficeScope, type BackOfficeScope } from '../../access/scope';
import type { TariffRow } from '../../tariffs/map-tariff';

type Reader = Pick<Database, 'select'> | Transaction;

/** Every tariff with both languages and a value for every comparison row (a missing cell: not included). */
async function readAdminTariffs(db: Reader, ids?: number[]): Promise<AdminTariff[]> {
  const [rows, features] = await Promise.all([
    db
      .select()
      .from(tariffs)
      .where(ids ? inArray(tariffs.id, ids) : undefined)
      .orderBy(asc(tariffs.position), asc(tariffs.id)),
    db.select().from(tariffFeatures).orderBy(asc(tariffFeatures.position), asc(tariffFeatures.id)),
  ]);
  const cells = rows.length
    ? await db
        .select()
        .from(tariffFeatureValues)
        .where(
          inArray(
            tariffFeatureValues.tariffId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  const cellOf = new Map(cells.map((cell) => [`${cell.tariffId}:${cell.featureId}`, cell]));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: { uk: row.nameUk, en: row.nameEn },
    description: { uk: row.descriptionUk, en: row.descriptionEn },
    price: row.priceMinor,
    currency: row.currency,
    period_months: row.periodMonths,
    is_trial: row.isTrial,
    trial_days: row.trialDays,
    is_recommended: row.isRecommended,
    is_public: row.isPublic,
    position: row.position,
    features: features.map((feature) => {
      const cell = cellOf.get(`${row.id}:${feature.id}`);
      return {
        feature_id: feature.id,
        slug: feature.slug,
        name: { uk: feature.nameUk, en: feature.nameEn },
        included: cell?.included ?? false,
        note: { uk: cell?.noteUk ?? '', en: cell?.noteEn ?? '' },
      };
    }),
  }));
}

/** `GET /admin/tariffs`: every tariff, public or not, by position. */
export async function listAdminTariffs(options: {
  db: Database;
  scope: BackOfficeScope;
}): Promise<{ items: AdminTariff[] }> {
  assertBackOfficeScope(options.scope);
  return { items: await readAdminTariffs(options.db) };
}

/**
 * What a tariff's kind allows (DOMAIN.md 'Money'): a paid plan costs something for 1..36 months;
 * the basic services and the trial are free and have no months (the trial runs its days, which
 * only it has). Field errors keyed as the body names them.
 */
function checkTariffRules(tariff: TariffRow, body: AdminTariffBody): FieldErrors {
  const errors: FieldErrors = {};
  const isPaidPlan = !tariff.isTrial && tariff.slug !== BASIC_TARIFF_SLUG;
  if (isPaidPlan) {
    if (body.price <= 0) errors.price = ['money.price_required'];
    if (body.period_months < 1) errors.period_months = ['money.period_required'];
  } else {
    if (body.price !== 0) errors.price = ['money.price_free'];
    if (body.period_months !== 0) errors.period_months = ['money.period_fixed'];
  }
  if (tariff.isTrial && body.trial_days === null) errors.trial_days = ['money.trial_days_required'];
  if (!tariff.isTrial && body.trial_days !== null) errors.trial_days = ['money.trial_days_only_trial'];
  return errors;
}

/**
 * `PUT /admin/tariffs/{id}`: names, description, price, period and comparison cells, in both
 * languages, in one transaction with the tariff's row locked and the audit entry (before and
 * after). The public tariff calls read the tables on every request (decision 027), so the edit
 * is live at once on every instance. Issued invoices keep the price they were issued at.
 */
export async function updateAdminTariff(options: {
  db: Database;
  scope: BackOfficeScope;
  ip: string;
  id: number;
  body: AdminTariffBody;
}): Promise<AdminTariff> {
  const { db, scope, id, body } = options;
  assertBackOfficeScope(scope);
  const actor = actorOfScope(scope, options.ip);
  return db.transaction(async (tx) => {
    const [tariff] = await tx.select().from(tariffs).where(eq(tariffs.id, id)).for('update').limit(1);
    if (!tariff) throw new AppError('not_found', 'error.not_found');
    const errors = checkTariffRules(tariff, body);
    const featureIds = body.features.map((feature) => feature.feature_id);
    const known = new Set(
      featureIds.length
        ? (
            await tx
              .select({ id: tariffFeatures.id })
              .from(tariffFeatures)
              .where(inArray(tariffFeatures.id, featureIds))
          ).map((row) => row.id)
        : [],
    );
    body.features.forEach((feature, index) => {
      if (!known.has(feature.feature_id)) errors[`features.${index}.feature_id`] = ['money.feature_unknown'];
    });
    if (Object.keys(errors).length > 0)
      throw new AppError('validation_failed', 'error.validation_failed', { fields: errors });

    const [before] = await readAdminTariffs(tx, [id]);
    await tx
      .update(tariffs)
      .set({
        nameUk: body.name.uk,
        nameEn: body.name.en,
        descriptionUk: body.description.uk,
        descriptionEn: body.description.en,
        priceMinor: body.price,
        periodMonths: body.period_months,
        trialDays: body.trial_days,
        isRecommended: body.is_recommended,
        isPublic: body.is_public,
      })
      .where(eq(tariffs.id, id));
    for (const feature of body.features) {
      const cell = { included: feature.included, noteUk: feature.note.uk, noteEn: feature.note.en };
      await tx
        .insert(tariffFeatureValues)
        .values({ tariffId: id, featureId: feature.feature_id, ...cell })
        .onConflictDoUpdate({
          target: [tariffFeatureValues.tariffId, tariffFeatureValues.featureId],
          set: cell,
        });
    }
    const [after] = await readAdminTariffs(tx, [id]);
    await recordAudit(tx, {
      actor,
      action: 'tariff.update',
      entityType: 'tariff',
      entityId: String(id),
      before: before!,
      after: after!,
    });
    return after!;
  });
}
