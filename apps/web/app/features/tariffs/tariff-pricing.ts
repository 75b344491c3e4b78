import type { Tariff as TariffPlan, UiLocale } from '@portal/contract';
import { formatKopiykas } from '../../lib/money';

/** A trial lasts 14 days (DOMAIN.md) when the plan does not say otherwise. */
export const DEFAULT_TRIAL_DAYS = 14;

/**
 * A price in kopiykas as the page's language writes it: '1 990 ₴' in Ukrainian, '₴1,990' in
 * English. Whole hryvnias without decimals, otherwise two.
 */
export function formatPrice(minor: number, currency: string, locale: UiLocale): string {
  return formatKopiykas(minor, currency, locale);
}

export type PeriodLabel = { key: 'perMonth' } | { key: 'perYear' } | { key: 'perMonths'; count: number };

/** '/ міс.', '/ рік' or '/ 3 міс.' after the price. */
export function describePeriod(months: number): PeriodLabel {
  if (months === 1) return { key: 'perMonth' };
  if (months === 12) return { key: 'perYear' };
  return { key: 'perMonths', count: months };
}

export type PlanLineup = {
  /** The trial offer, shown apart from the paid plans. */
  trial: TariffPlan | null;
  /** Paid plans from the shortest period to the longest, cheaper first within a period. */
  paid: TariffPlan[];
};

/** Splits the trial from the paid plans and orders the paid ones for the cards. */
export function arrangePlans(plans: readonly TariffPlan[]): PlanLineup {
  const trial = plans.find((plan) => plan.is_trial) ?? null;
  const paid = plans
    .filter((plan) => !plan.is_trial)
    .map((plan, index) => ({ plan, index }))
    .sort(
      (a, b) =>
        a.plan.period_months - b.plan.period_months || a.plan.price - b.plan.price || a.index - b.index,
    )
    .map(({ plan }) => plan);
  return { trial, paid };
}

/** How many days a trial plan gives. */
export function getTrialDays(plan: TariffPlan): number {
  return plan.trial_days && plan.trial_days > 0 ? plan.trial_days : DEFAULT_TRIAL_DAYS;
}
