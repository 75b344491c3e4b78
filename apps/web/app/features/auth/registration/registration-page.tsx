import { useTranslation } from '../../../i18n/use-translation';
import { useAccountsTranslation } from '../../../i18n/accounts';
import { LocalizedLink } from '../../../i18n/localized-link';
import { useProfile } from '../../../lib/session/use-profile';
import { AuthCard } from '../auth-card';
import { CompanyStep, MainInfoStep } from './details-steps';
import { EmailStep } from './email-step';
import { PhoneStep } from './phone-step';
import { RegisterStep } from './register-step';
import { getRegistrationStep, getStepName } from './registration-steps';
import { StepProgress } from './step-progress';

const LINK = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

/**
 * /auth/registration: one page for the five steps of spec §4. The step comes from the profile's
 * registration_step (read by the root loader on every navigation), so the page resumes at the
 * right step after a reload or a new sign-in.
 */
export function RegistrationPage() {
  const { t: tMain } = useTranslation();
  const { t } = useAccountsTranslation();
  const profile = useProfile();
  const step = getRegistrationStep(profile);
  const name = getStepName(step);
  return (
    <AuthCard
      title={tMain('auth.registrationTitle')}
      lead={
        profile === null && (
          <>
            {t('registration.haveAccount')}{' '}
            <LocalizedLink to="/auth/login" className={LINK}>
              {t('registration.loginLink')}
            </LocalizedLink>
          </>
        )
      }
    >
      <StepProgress step={step} />
      <section data-testid={`registration-step-${step}`}>
        <h2 id="registration-step-heading" className="mb-6 text-2xl font-bold text-brand-900">
          {t(`registration.headings.${name}`)}
        </h2>
        {profile === null || step === 1 ? (
          <RegisterStep />
        ) : step === 2 ? (
          <EmailStep key={profile.email} email={profile.email} />
        ) : step === 3 ? (
          <PhoneStep profile={profile} />
        ) : step === 4 ? (
          <MainInfoStep profile={profile} />
        ) : (
          <CompanyStep profile={profile} />
        )}
      </section>
    </AuthCard>
  );
}
