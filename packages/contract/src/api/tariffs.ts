import { z } from 'zod';
import { envelope } from '../envelope';

/**
 * Subscription plans (DOMAIN.md: paid plans priced in UAH per period, a 14-day trial once per
 * company; basic services are free). Prices are integer minor units (kopiykas, ARCHITECTURE §3).
 */

/** The free basic services, shown as the first column of the comparison; never bought. */
export const BASIC_TARIFF_SLUG = 'basic';
/** The trial plan activated once per company (DOMAIN.md). */
export const TRIAL_TARIFF_SLUG = 'trial';

export const TariffSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** Price for the whole period in minor units (kopiykas): 199000 is 1 990,00 UAH. */
  price: z.number().int(),
  /** ISO 4217, UAH. */
  currency: z.string(),
  /** Months the plan runs for; 0 for the basic services and the trial (see trial_days). */
  period_months: z.number().int(),
  is_trial: z.boolean(),
  /** Days of a trial plan (14); null for other plans. */
  trial_days: z.number().int().nullable(),
  is_recommended: z.boolean(),
});
export type Tariff = z.infer<typeof TariffSchema>;

/**
 * GET /tariffs: what the plans page offers — the trial (is_trial, price 0) and the paid plans,
 * in order of position. The basic services are not a plan one chooses and are not listed.
 */
export const TariffsResponseSchema = envelope(z.array(TariffSchema));

/** GET /tariffs/{idOrSlug}: any plan by its numeric id or its slug, the trial and basic included. */
export const TariffParamsSchema = z.object({ idOrSlug: z.string().max(200) });
export const TariffResponseSchema = envelope(TariffSchema);

export const TariffFeatureValueSchema = z.object({
  included: z.boolean(),
  /** A remark shown beside the tick or dash (e.g. 'Paid per report'); empty when none. */
  note: z.string(),
});
export type TariffFeatureValue = z.infer<typeof TariffFeatureValueSchema>;

export const TariffFeatureRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** What each column gives of this feature, keyed by the plan's id as a string. */
  values: z.record(z.string(), TariffFeatureValueSchema),
});
export type TariffFeatureRow = z.infer<typeof TariffFeatureRowSchema>;

/**
 * GET /tariffs/with-comparison: the columns of the comparison table — the free basic services
 * (slug `basic`, price 0) first, then the paid plans — and its rows, each with a value for every
 * column. The trial is not a column: it opens the paid plans' professional services for 14 days.
 */
export const TariffComparisonSchema = z.object({
  plans: z.array(TariffSchema),
  features: z.array(TariffFeatureRowSchema),
});
export type TariffComparison = z.infer<typeof TariffComparisonSchema>;
export const TariffComparisonResponseSchema = envelope(TariffComparisonSchema);
