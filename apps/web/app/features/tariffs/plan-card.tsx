import { ButtonLink } from '../../components/ui/button-link';
import { usePagesTranslation } from '../../i18n/pages';
import { useLocale } from '../../i18n/use-locale';
import { cx } from '../../lib/cx';
import { toSubscriptionRequestPath } from './subscription-request';
import { describePeriod, formatPrice } from './tariff-pricing';
import type { Tariff as TariffPlan } from '@portal/contract';

/** Where a guest's button leads: sign-up. */
export const REGISTRATION_PATH = '/auth/registration';

/**
 * Where a plan's button leads: sign-up for a guest; for a signed-in user, since buying is not
 * built yet, the subscription request on this page with the plan chosen (never back to the
 * cabinet, which only leads here again).
 */
export function getPlanActionPath(plan: Pick<TariffPlan, 'slug'>, isSignedIn: boolean): string {
  return isSignedIn ? toSubscriptionRequestPath(plan.slug) : REGISTRATION_PATH;
}

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

/** One paid plan (spec §2 /tariffs); the recommended one stands out. */
export function PlanCard({ plan, isSignedIn }: { plan: TariffPlan; isSignedIn: boolean }) {
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
      <ButtonLink
        to={getPlanActionPath(plan, isSignedIn)}
        variant={plan.is_recommended ? 'solid' : 'outline'}
        className="mt-6 w-full py-2 text-center whitespace-normal!"
        data-testid="plan-action"
      >
        {isSignedIn ? t('tariffs.requestPlanAction', { plan: plan.name }) : t('tariffs.registerToChoose')}
        {!isSignedIn && <span className="sr-only">: {plan.name}</span>}
      </ButtonLink>
    </li>
  );
}
