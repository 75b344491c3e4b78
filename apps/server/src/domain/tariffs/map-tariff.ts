import type { tariffs } from '@portal/db';
import type { ApiLocale, Tariff } from '@portal/contract';

export type TariffRow = typeof tariffs.$inferSelect;

export function mapTariff(row: TariffRow, locale: ApiLocale): Tariff {
  const isEnglish = locale === 'en';
  return {
    id: row.id,
    slug: row.slug,
    name: isEnglish ? row.nameEn : row.nameUk,
    description: isEnglish ? row.descriptionEn : row.descriptionUk,
    price: row.priceMinor,
    currency: row.currency,
    period_months: row.periodMonths,
    is_trial: row.isTrial,
    trial_days: row.trialDays,
    is_recommended: row.isRecommended,
  };
}
