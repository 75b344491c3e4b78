import { usePagesTranslation } from '../../i18n/pages';
import { cx } from '../../lib/cx';
import type { Tariff, TariffComparison, TariffFeatureValue } from '@portal/contract';
import { useLocale } from '../../i18n/use-locale';
import { describePeriod, formatPrice } from './tariff-pricing';

function CheckMark() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
      className="text-green-700"
    >
      <circle cx="12" cy="12" r="10" fill="currentColor" opacity="0.12" />
      <path
        d="M7 12.5l3.2 3.2L17 9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function DashMark() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
      className="text-slate-500"
    >
      <path d="M8 12h8" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

function PriceText({ plan }: { plan: Tariff }) {
  const { t } = usePagesTranslation();
  const locale = useLocale();
  const period = describePeriod(plan.period_months);
  const suffix =
    period.key === 'perMonths' ? t('tariffs.perMonths', { count: period.count }) : t(`tariffs.${period.key}`);
  return `${formatPrice(plan.price, plan.currency, locale)} ${suffix}`;
}

/** A tick or a dash with its words for assistive technology, and the note (a limit) beside it. */
function FeatureCell({ value }: { value: TariffFeatureValue | undefined }) {
  const { t } = usePagesTranslation();
  const isIncluded = value?.included ?? false;
  return (
    <td className="px-4 py-3 text-center align-middle" data-included={isIncluded}>
      <span className="inline-flex flex-col items-center gap-1">
        {isIncluded ? <CheckMark /> : <DashMark />}
        <span className="sr-only">{isIncluded ? t('tariffs.included') : t('tariffs.notIncluded')}</span>
        {value?.note && <span className="text-sm leading-snug text-muted">{value.note}</span>}
      </span>
    </td>
  );
}

/**
 * The comparison of `endpoints.getTariffComparison` (spec §2): a real table with a caption and header
 * cells. On a phone it scrolls sideways inside its own focusable region, with a visible hint, so
 * the page itself never scrolls sideways (WCAG 1.4.10).
 */
export function ComparisonTable({ comparison }: { comparison: TariffComparison }) {
  const { t } = usePagesTranslation();
  const { plans, features } = comparison;
  if (plans.length === 0 || features.length === 0) return null;
  return (
    <section aria-labelledby="comparison-title" className="mt-16">
      <h2 id="comparison-title" className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
        {t('tariffs.comparisonTitle')}
      </h2>
      <p id="comparison-hint" className="mt-3 flex items-center gap-2 text-[15px] text-muted lg:hidden">
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
          className="shrink-0"
        >
          <path
            d="M4 12h16M8 8l-4 4 4 4M16 8l4 4-4 4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {t('tariffs.scrollHint')}
      </p>
      <div
        role="region"
        aria-labelledby="comparison-caption"
        aria-describedby="comparison-hint"
        // The region is focusable so keyboard users can scroll it too (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-testid="comparison-scroller"
        className="relative mt-5 overflow-x-auto rounded-2xl border border-slate-200"
      >
        <table className="w-full min-w-[40rem] border-collapse text-left" data-testid="comparison-table">
          <caption
            id="comparison-caption"
            className="px-4 pt-4 pb-2 text-left text-[15px] font-semibold text-ink"
          >
            {t('tariffs.comparisonCaption')}
          </caption>
          <thead>
            <tr className="border-b border-slate-200 bg-brand-50">
              <th
                scope="col"
                className="sticky left-0 z-10 bg-brand-50 px-4 py-3 text-sm font-semibold text-muted"
              >
                {t('tariffs.feature')}
              </th>
              {plans.map((plan) => (
                <th
                  key={plan.id}
                  scope="col"
                  className={cx(
                    'px-4 py-3 text-center text-base font-bold text-brand-900',
                    plan.is_recommended && 'bg-brand-100',
                  )}
                >
                  {plan.name}
                  <span className="mt-0.5 block text-sm font-medium whitespace-nowrap text-muted">
                    {plan.price === 0 ? t('tariffs.free') : <PriceText plan={plan} />}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {features.map((feature) => (
              <tr
                key={feature.id}
                className="group border-b border-slate-100 last:border-b-0 hover:bg-slate-50"
              >
                <th
                  scope="row"
                  className="sticky left-0 z-10 max-w-48 min-w-36 bg-white px-4 group-hover:bg-slate-50 sm:max-w-64 lg:min-w-64 py-3 text-[15px] leading-snug font-medium text-ink"
                >
                  {feature.name}
                </th>
                {plans.map((plan) => (
                  <FeatureCell key={plan.id} value={feature.values[String(plan.id)]} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
