import { ASSISTANT_TOPICS, canFileRequests, toApiLocale, type Profile } from '@portal/contract';
import { CompanyStateNotice } from '../../components/accounts/company-state-notice';
import { ButtonLink } from '../../components/ui/button-link';
import { PageHeading, ProfileSection } from '../../components/ui/page-heading';
import { useAdvisoryTranslation } from '../../i18n/advisory';
import { LocalizedLink } from '../../i18n/localized-link';
import { useMoneyTranslation } from '../../i18n/money';
import { useLocale } from '../../i18n/use-locale';

const STEPS = ['how1', 'how2', 'how3'] as const;

/**
 * /profile/pro-services/assistant (spec §2): what the exporter's assistant offers and the way to
 * /profile/assistance. Not gated (DOMAIN.md 'Professional services': open to any approved
 * company); a company not yet approved is told its state and what to do (CompanyStateNotice).
 */
export function AssistantServicePage({ profile }: { profile: Profile }) {
  const { t } = useAdvisoryTranslation();
  const money = useMoneyTranslation().t;
  const locale = useLocale();
  const canAsk = canFileRequests(profile);
  const lang = toApiLocale(locale);
  return (
    <>
      <LocalizedLink
        to="/profile/pro-services"
        className="mb-4 inline-block text-[15px] font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        ← {money('pro.back')}
      </LocalizedLink>
      <PageHeading title={money('pro.services.assistant.title')} lead={t('assistantService.lead')} />
      {canAsk ? (
        <div className="mb-8 flex flex-wrap items-center gap-3">
          <ButtonLink to="/profile/assistance" data-testid="assistant-service-ask">
            {t('assistantService.toForm')}
          </ButtonLink>
        </div>
      ) : (
        // Issue 25: the company's state and what to do, as on every page closed to it.
        <div data-testid="assistant-service-locked" className="mb-8">
          <CompanyStateNotice profile={profile} />
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <ProfileSection id="assistant-topics" title={t('assistantService.offerTitle')}>
          <ul className="flex list-disc flex-col gap-2 pl-5 text-[15px] leading-relaxed text-ink">
            {ASSISTANT_TOPICS.map((topic) => (
              <li key={topic.code}>{topic[lang]}</li>
            ))}
          </ul>
        </ProfileSection>
        <ProfileSection id="assistant-how" title={t('assistantService.howTitle')}>
          <ol className="flex list-decimal flex-col gap-3 pl-5 text-[15px] leading-relaxed text-ink">
            {STEPS.map((step) => (
              <li key={step}>{t(`assistantService.${step}`)}</li>
            ))}
          </ol>
        </ProfileSection>
      </div>
    </>
  );
}
