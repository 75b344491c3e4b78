import { ButtonLink } from '../../components/ui/button-link';
import { Container } from '../../components/ui/container';
import { usePagesTranslation } from '../../i18n/pages';
import { ComparisonTable } from './comparison-table';
import { getPlanActionPath, PlanCard } from './plan-card';
import { SubscriptionRequest } from './subscription-request-form';
import { arrangePlans, getTrialDays } from './tariff-pricing';
import type { Profile, Tariff as TariffPlan, TariffComparison } from '@portal/contract';
import { PageIntro } from '../../components/ui/page-intro';

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
function TrialOffer({ plan, isSignedIn }: { plan: TariffPlan; isSignedIn: boolean }) {
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
      <ButtonLink
        to={getPlanActionPath(plan, isSignedIn)}
        variant="accent"
        size="lg"
        className="shrink-0 py-2 text-center whitespace-normal!"
      >
        {isSignedIn ? t('tariffs.trialRequestAction') : t('tariffs.trialActionGuest')}
      </ButtonLink>
    </section>
  );
}

type TariffsPageProps = { plans: TariffPlan[]; comparison: TariffComparison; profile: Profile | null };

/**
 * /tariffs (spec §2): the plans, the trial offer, the free basic services and the comparison.
 * A guest's buttons lead to sign-up; a signed-in user's to the subscription request, since
 * buying on the site is not built yet (the page says so).
 */
export function TariffsPage({ plans, comparison, profile }: TariffsPageProps) {
  const { t } = usePagesTranslation();
  const { trial, paid } = arrangePlans(plans);
  const isSignedIn = profile !== null;
  return (
    <Container className="py-10 sm:py-14">
      <PageIntro title={t('tariffs.title')} lead={t('tariffs.lead')} />
      <FreeServices />
      {trial && <TrialOffer plan={trial} isSignedIn={isSignedIn} />}
      <section aria-labelledby="plans-title" className="mt-14">
        <h2 id="plans-title" className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
          {t('tariffs.plansTitle')}
        </h2>
        {isSignedIn && paid.length > 0 && (
          <p className="mt-3 max-w-3xl leading-relaxed text-muted" data-testid="purchase-note">
            {t('tariffs.purchaseNote')}
          </p>
        )}
        {paid.length === 0 ? (
          <p className="mt-4 text-muted">{t('tariffs.empty')}</p>
        ) : (
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="plan-cards">
            {paid.map((plan) => (
              <PlanCard key={plan.id} plan={plan} isSignedIn={isSignedIn} />
            ))}
          </ul>
        )}
      </section>
      {profile && plans.length > 0 && (
        <SubscriptionRequest plans={[...(trial ? [trial] : []), ...paid]} profile={profile} />
      )}
      <ComparisonTable comparison={comparison} />
    </Container>
  );
}
