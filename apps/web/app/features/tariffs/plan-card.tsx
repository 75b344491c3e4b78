import { ButtonLink } from '../../components/ui/button-link';
import { usePagesTranslation } from '../../i18n/pages';
import { useLocale } from '../../i18n/use-locale';
import { cx } from '../../lib/cx';
import { REGISTRATION_PATH, type BuyerState } from './purchase';
import { describePeriod, formatPrice } from './tariff-pricing';
import type { Tariff as TariffPlan } from '@portal/contract';
import { lazy, Suspense } from 'react';

/**
 * The purchase (card or invoice, with its checkout form and validation) is for a company that may
 * buy. In place on the server; in the browser a separate part loaded when such a card hydrates, so
 * that a guest's /tariffs (the cached public page) carries none of its script (issue 30 §4).
 */
const PurchaseChoice = import.meta.env.SSR
  ? (await import('./purchase-choice')).PurchaseChoice
  : lazy(() => import('./purchase-choice').then((module) => ({ default: module.PurchaseChoice })));

export function PlanPrice({ plan, className }: { plan: TariffPlan; className?: string }) {
  const { t } = usePagesTranslation();
  const locale = useLocale();
  const period = describePeriod(plan.period_months);
  return (
    <p className={cx('flex flex-wrap items-baseline gap-x-1.5', className)} data-testid="plan-price">
      <span className="text-4xl font-extrabold tracking-tight whitespace-nowrap text-brand-900">
        {formatPrice(plan.price, plan.currency, locale)}
      </span>
      <span className="text-base font-semibold text-muted">
        {period.key === 'perMonths'
          ? t('tariffs.perMonths', { count: period.count })
          : t(`tariffs.${period.key}`)}
      </span>
    </p>
  );
}

/** What a plan's card offers: sign-up for a guest, the purchase for a company that may buy. */
function PlanAction({ plan, buyer }: { plan: TariffPlan; buyer: BuyerState }) {
  const { t } = usePagesTranslation();
  if (buyer === 'guest') {
    return (
      <ButtonLink
        to={REGISTRATION_PATH}
        variant={plan.is_recommended ? 'solid' : 'outline'}
        className="mt-6 w-full py-2 text-center whitespace-normal!"
        data-testid="plan-action"
      >
        {t('tariffs.registerToChoose')}
        <span className="sr-only">: {plan.name}</span>
      </ButtonLink>
    );
  }
  if (buyer === 'ready' || buyer === 'subscribed') {
    return (
      <Suspense fallback={null}>
        <PurchaseChoice plan={plan} isRenewal={buyer === 'subscribed'} isRecommended={plan.is_recommended} />
      </Suspense>
    );
  }
  // Staff and companies not verified yet: the page says why above the plans.
  return null;
}

/** One paid plan (spec §2 /tariffs); the recommended one stands out. */
export function PlanCard({ plan, buyer }: { plan: TariffPlan; buyer: BuyerState }) {
  const { t } = usePagesTranslation();
  return (
    <li
      data-testid={`plan-${plan.slug}`}
      data-recommended={plan.is_recommended || undefined}
      className={cx(
        'relative flex flex-col rounded-2xl border bg-white p-6 sm:p-8',
        plan.is_recommended
          ? 'border-brand-600 shadow-xl ring-2 shadow-brand-900/10 ring-brand-600'
          : 'border-slate-200 shadow-sm',
      )}
    >
      {plan.is_recommended && (
        <p className="absolute -top-3.5 left-6 rounded-full bg-accent-400 px-3 py-1 text-sm font-bold text-brand-900">
          {t('tariffs.recommended')}
        </p>
      )}
      <h3 className="text-xl font-bold text-brand-900">{plan.name}</h3>
      <PlanPrice plan={plan} className="mt-4" />
      {plan.description && <p className="mt-4 flex-1 leading-relaxed text-muted">{plan.description}</p>}
      <PlanAction plan={plan} buyer={buyer} />
    </li>
  );
}
