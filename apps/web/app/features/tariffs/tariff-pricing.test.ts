import { describe, expect, it } from 'vitest';
import { arrangePlans, describePeriod, formatPrice, getTrialDays } from './tariff-pricing';
import type { Tariff as TariffPlan } from '@portal/contract';

/** Intl separates groups and the symbol with (narrow) no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

function plan(overrides: Partial<TariffPlan>): TariffPlan {
  return {
    id: 1,
    slug: 'plan',
    name: 'Plan',
    description: '',
    price: 199_000,
    currency: 'UAH',
    period_months: 1,
    is_trial: false,
    trial_days: null,
    is_recommended: false,
    ...overrides,
  };
}

describe('tariff prices in UAH from kopiykas (ARCHITECTURE §3, DOMAIN.md)', () => {
  it('writes whole hryvnias without decimals in the page language', () => {
    expect(plain(formatPrice(199_000, 'UAH', 'ua'))).toBe('1 990 ₴');
    expect(plain(formatPrice(199_000, 'UAH', 'en'))).toBe('₴1,990');
    expect(plain(formatPrice(1_999_000, 'UAH', 'ua'))).toBe('19 990 ₴');
  });

  it('keeps two decimals when there are kopiykas', () => {
    expect(plain(formatPrice(199_050, 'UAH', 'ua'))).toBe('1 990,50 ₴');
    expect(plain(formatPrice(199_005, 'UAH', 'en'))).toBe('₴1,990.05');
  });

  it('zero is a price too', () => {
    expect(plain(formatPrice(0, 'UAH', 'ua'))).toBe('0 ₴');
  });

  it('names the period after the price', () => {
    expect(describePeriod(1)).toEqual({ key: 'perMonth' });
    expect(describePeriod(12)).toEqual({ key: 'perYear' });
    expect(describePeriod(3)).toEqual({ key: 'perMonths', count: 3 });
  });
});

describe('plan order on /tariffs', () => {
  const trial = plan({ id: 9, slug: 'trial', is_trial: true, price: 0, trial_days: 14 });
  const yearly = plan({ id: 4, slug: 'pro-year', period_months: 12, price: 1_990_000 });
  const pro = plan({ id: 3, slug: 'pro', price: 399_000, is_recommended: true });
  const start = plan({ id: 2, slug: 'start', price: 199_000 });
  const quarter = plan({ id: 5, slug: 'quarter', period_months: 3, price: 499_000 });

  it('sets the trial apart and orders paid plans by period, then by price', () => {
    const lineup = arrangePlans([yearly, trial, pro, quarter, start]);
    expect(lineup.trial?.slug).toBe('trial');
    expect(lineup.paid.map((p) => p.slug)).toEqual(['start', 'pro', 'quarter', 'pro-year']);
  });

  it('keeps the API order for equal plans and works without a trial', () => {
    const twin = plan({ id: 7, slug: 'twin', price: 199_000 });
    const lineup = arrangePlans([twin, start]);
    expect(lineup.trial).toBeNull();
    expect(lineup.paid.map((p) => p.slug)).toEqual(['twin', 'start']);
  });

  it('a trial lasts 14 days unless the plan says otherwise', () => {
    expect(getTrialDays(trial)).toBe(14);
    expect(getTrialDays(plan({ is_trial: true, trial_days: null }))).toBe(14);
    expect(getTrialDays(plan({ is_trial: true, trial_days: 30 }))).toBe(30);
  });
});
