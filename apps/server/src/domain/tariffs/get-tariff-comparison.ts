import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { tariffFeatures, tariffFeatureValues, tariffs, type Database } from '@portal/db';
import { BASIC_TARIFF_SLUG, type ApiLocale, type TariffComparison } from '@portal/contract';
import { mapTariff } from './map-tariff';

/**
 * GET /tariffs/with-comparison (decision 011): the columns are the free basic services followed
 * by the public paid plans; every row has a value for every column (a missing cell reads as not
 * included). The trial is not a column: it opens the paid plans' services for its 14 days.
 */
export async function getTariffComparison(options: {
  db: Database;
  locale: ApiLocale;
}): Promise<TariffComparison> {
  const { db, locale } = options;
  const isEnglish = locale === 'en';
  const plans = await db
    .select()
    .from(tariffs)
    .where(
      or(eq(tariffs.slug, BASIC_TARIFF_SLUG), and(eq(tariffs.isPublic, true), eq(tariffs.isTrial, false))),
    )
    .orderBy(asc(tariffs.position), asc(tariffs.id));
  const features = await db
    .select()
    .from(tariffFeatures)
    .orderBy(asc(tariffFeatures.position), asc(tariffFeatures.id));
  const cells = plans.length
    ? await db
        .select()
        .from(tariffFeatureValues)
        .where(
          inArray(
            tariffFeatureValues.tariffId,
            plans.map((plan) => plan.id),
          ),
        )
    : [];
  const cellOf = new Map(cells.map((cell) => [`${cell.featureId}:${cell.tariffId}`, cell]));
  return {
    plans: plans.map((plan) => mapTariff(plan, locale)),
    features: features.map((feature) => ({
      id: feature.id,
      slug: feature.slug,
      name: isEnglish ? feature.nameEn : feature.nameUk,
      values: Object.fromEntries(
        plans.map((plan) => {
          const cell = cellOf.get(`${feature.id}:${plan.id}`);
          return [
            String(plan.id),
            { included: cell?.included ?? false, note: (isEnglish ? cell?.noteEn : cell?.noteUk) ?? '' },
          ];
        }),
      ),
    })),
  };
}
