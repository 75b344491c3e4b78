import { ButtonLink } from '../../components/ui/button-link';
import { Container } from '../../components/ui/container';
import { useMoneyTranslation } from '../../i18n/money';
import { usePagesTranslation } from '../../i18n/pages';
import { useLocale } from '../../i18n/use-locale';
import { formatDate } from '../../lib/format';
import { ComparisonTable } from './comparison-table';
import { PlanCard } from './plan-card';
import { decideBuyerState, MY_COMPANY_PATH, REGISTRATION_PATH, type BuyerState } from './purchase';
import { arrangePlans, getTrialDays } from './tariff-pricing';
import type { Profile, Tariff as TariffPlan, TariffComparison } from '@portal/contract';
import { PageIntro } from '../../components/ui/page-intro';
import { lazy, Suspense } from 'react';

/** The trial's form, like the plans' purchase (plan-card.tsx): a part of its own in the browser. */
const TrialForm = import.meta.env.SSR
  ? (await import('./trial-form')).TrialForm
  : lazy(() => import('./trial-form').then((module) => ({ default: module.TrialForm })));

const FREE_SERVICES = ['freeRegistration', 'freeExportApplications', 'freeAnalysisRequests'] as const;

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      className="mt-0.5 shrink-0"
    >
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Basic services stay free (DOMAIN.md): registration, export applications, market-analysis requests. */
function FreeServices() {
  const { t } = usePagesTranslation();
  return (
    <section
      aria-labelledby="free-services-title"
      data-testid="free-services"
      className="mt-8 rounded-2xl border border-green-200 bg-green-50 p-6 sm:p-8"
    >
      <h2 id="free-services-title" className="text-xl font-bold text-green-900">
        {t('tariffs.freeTitle')}
      </h2>
      <p className="mt-2 text-ink">{t('tariffs.freeText')}</p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-3">
        {FREE_SERVICES.map((key) => (
          <li key={key} className="flex items-start gap-2 text-[15px] font-medium text-green-900">
            <CheckIcon />
            {t(`tariffs.${key}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The 14-day trial (DOMAIN.md), once per company. */
function TrialOffer({ plan, buyer }: { plan: TariffPlan; buyer: BuyerState }) {
  const { t } = usePagesTranslation();
  return (
    <section
      aria-labelledby="trial-title"
      data-testid="trial-offer"
      className="theme-dark mt-10 flex flex-col gap-5 rounded-2xl bg-brand-900 p-6 text-white sm:p-8 md:flex-row md:items-center md:justify-between"
    >
      <div className="max-w-2xl">
        <h2 id="trial-title" className="text-2xl font-bold">
          {t('tariffs.trialTitle')}:{' '}
          <span className="text-accent-400">{t('tariffs.trialDays', { count: getTrialDays(plan) })}</span>
        </h2>
        <p className="mt-2 leading-relaxed text-slate-200">{plan.description || t('tariffs.trialText')}</p>
      </div>
      {buyer === 'guest' && (
        <ButtonLink
          to={REGISTRATION_PATH}
          variant="accent"
          size="lg"
          className="shrink-0 py-2 text-center whitespace-normal!"
          data-testid="trial-action"
        >
          {t('tariffs.trialActionGuest')}
        </ButtonLink>
      )}
      {(buyer === 'ready' || buyer === 'subscribed') && (
        <Suspense fallback={null}>
          <TrialForm isSubscribed={buyer === 'subscribed'} />
        </Suspense>
      )}
    </section>
  );
}

/**
 * Why the plans carry no buttons for this signed-in visitor: a company not verified yet (with the
 * way to its details), or staff, who have no company.
 */
function BuyerNotice({ buyer, profile }: { buyer: BuyerState; profile: Profile | null }) {
  const { t } = useMoneyTranslation();
  const locale = useLocale();
  if (buyer === 'unverified') {
    return (
      <div
        className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
        data-testid="purchase-unverified"
      >
        <h3 className="text-lg font-bold">{t('purchase.notApprovedTitle')}</h3>
        <p className="mt-1 max-w-3xl text-[15px] leading-relaxed">{t('purchase.notApprovedText')}</p>
        <ButtonLink to={MY_COMPANY_PATH} variant="outline" size="sm" className="mt-3">
          {t('purchase.notApprovedLink')}
        </ButtonLink>
      </div>
    );
  }
  if (buyer === 'staff') {
    return <p className="mt-3 max-w-3xl leading-relaxed text-muted">{t('purchase.staffText')}</p>;
  }
  const tariff = profile?.active_tariff;
  if (buyer === 'subscribed' && tariff) {
    return (
      <div
        className="mt-6 rounded-xl border border-green-300 bg-green-50 p-5 text-green-950"
        data-testid="purchase-active"
      >
        <h3 className="text-lg font-bold">{t('purchase.activeTitle', { plan: tariff.name })}</h3>
        <p className="mt-1 max-w-3xl text-[15px] leading-relaxed">
          {t('purchase.activeText', { date: formatDate(tariff.expiry_date, locale) })}
        </p>
      </div>
    );
  }
  return null;
}

type TariffsPageProps = { plans: TariffPlan[]; comparison: TariffComparison; profile: Profile | null };

/**
 * /tariffs (spec §2, issue 14 §4): the plans, the trial offer, the free basic services and the
 * comparison. A guest's buttons lead to sign-up; a verified company buys a plan (by card or bank
 * transfer) or starts the trial here; a company not verified yet reads why it cannot yet.
 */
export function TariffsPage({ plans, comparison, profile }: TariffsPageProps) {
  const { t } = usePagesTranslation();
  const { trial, paid } = arrangePlans(plans);
  const buyer = decideBuyerState(profile);
  return (
    <Container className="py-10 sm:py-14">
      <PageIntro title={t('tariffs.title')} lead={t('tariffs.lead')} />
      <FreeServices />
      {trial && <TrialOffer plan={trial} buyer={buyer} />}
      <section aria-labelledby="plans-title" className="mt-14">
        <h2 id="plans-title" className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
          {t('tariffs.plansTitle')}
        </h2>
        {paid.length > 0 && <BuyerNotice buyer={buyer} profile={profile} />}
        {paid.length === 0 ? (
          <p className="mt-4 text-muted">{t('tariffs.empty')}</p>
        ) : (
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="plan-cards">
            {paid.map((plan) => (
              <PlanCard key={plan.id} plan={plan} buyer={buyer} />
            ))}
          </ul>
        )}
      </section>
      <ComparisonTable comparison={comparison} />
    </Container>
  );
}
