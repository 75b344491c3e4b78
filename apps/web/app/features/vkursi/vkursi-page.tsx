import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import type { Profile, VkursiAccount } from '@portal/contract';
import { FormAlert, FormStatus, SubmitButton } from '../../components/form/form-feedback';
import { useApiForm, type ApiForm } from '../../components/form/use-api-form';
import { buttonClasses, ButtonLink } from '../../components/ui/button-link';
import { PageHeading, ProfileSection } from '../../components/ui/page-heading';
import { LocalizedLink } from '../../i18n/localized-link';
import { useMoneyTranslation } from '../../i18n/money';
import { useLocale } from '../../i18n/use-locale';
import { useVkursiTranslation } from '../../i18n/vkursi';
import { cx } from '../../lib/cx';
import { formatDate } from '../../lib/format';
import { INTENT_FIELD } from '../../lib/forms/form-values';
import { decideVkursiAccess, OPEN_VKURSI_FIELDS, OPEN_VKURSI_INTENT } from './vkursi-access';

type OpenForm = ApiForm<{ account: VkursiAccount }>;

const OFFERS = ['registry', 'courts', 'taxes', 'monitoring'] as const;
const STEPS = ['step1', 'step2', 'step3'] as const;

/** The account box: a heading, its words, and what may be done, in the tone of the state. */
function AccountPanel({
  state,
  tone,
  title,
  children,
  panelRef,
}: {
  state: string;
  tone: string;
  title: string;
  children: ReactNode;
  panelRef?: Ref<HTMLElement>;
}) {
  return (
    <section
      ref={panelRef}
      tabIndex={panelRef ? -1 : undefined}
      aria-labelledby="vkursi-account-title"
      data-testid="vkursi-account"
      data-state={state}
      className={cx(
        'mb-8 flex flex-col items-start gap-3 rounded-2xl border p-5 focus:outline-none sm:p-6',
        tone,
      )}
    >
      <h2 id="vkursi-account-title" className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The opened account: the e-mail to sign in with, since when, and the way to Vkursi. */
function OpenedAccount({ account, email, form }: { account: VkursiAccount; email: string; form: OpenForm }) {
  const { t } = useVkursiTranslation();
  const locale = useLocale();
  const panel = useRef<HTMLElement>(null);
  const isJustOpened = form.success !== null;
  // Opened from this page: the button is gone, so the focus moves to what replaced it.
  useEffect(() => {
    if (isJustOpened) panel.current?.focus();
  }, [isJustOpened]);
  return (
    <AccountPanel
      state="opened"
      tone="border-green-300 bg-green-50 text-green-950"
      title={t('account.openedTitle')}
      panelRef={panel}
    >
      <FormStatus testId="vkursi-opened-now">{isJustOpened ? t('account.openedNow') : null}</FormStatus>
      <dl className="grid gap-x-4 gap-y-1 text-[15px] sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t('account.loginEmail')}</dt>
        <dd className="break-all" data-testid="vkursi-login-email">
          {email}
        </dd>
        {account.registered_at && (
          <>
            <dt className="font-semibold">{t('account.openedAt')}</dt>
            <dd>
              <time dateTime={account.registered_at}>{formatDate(account.registered_at, locale)}</time>
            </dd>
          </>
        )}
      </dl>
      {account.login_url && (
        <a
          href={account.login_url}
          target="_blank"
          rel="noopener noreferrer"
          className={cx(buttonClasses('solid', 'md'), 'whitespace-normal')}
          data-testid="vkursi-login-url"
        >
          {t('account.toVkursi')}
          <span className="sr-only"> ({t('account.newTab')})</span>
          <span aria-hidden="true">↗</span>
        </a>
      )}
    </AccountPanel>
  );
}

/**
 * The account not opened yet: for a subscriber of an approved company, 'Open my Vkursi account'
 * (a form to the route's action, so it works without JavaScript); else the way to the plans, or
 * why the company cannot yet. A refusal of the API (502 `vkursi.unavailable`: Vkursi down, nothing
 * kept; 403 once the subscription has ended) is shown in the page's language, and the button then
 * offers to try again.
 */
function ClosedAccount({ profile, form }: { profile: Profile; form: OpenForm }) {
  const { t } = useVkursiTranslation();
  const access = decideVkursiAccess(profile);
  const alert = <FormAlert errors={form.generalErrors} testId="vkursi-error" />;
  switch (access.kind) {
    case 'ready':
      return (
        <AccountPanel state="ready" tone="border-slate-200 bg-white text-ink" title={t('account.title')}>
          <p className="text-[15px] leading-relaxed">{t('account.closedText')}</p>
          <form.Form {...form.formProps} className="flex flex-col items-start gap-3">
            <input type="hidden" name={INTENT_FIELD} value={form.intent} />
            {alert}
            <SubmitButton isSubmitting={form.isSubmitting} testId="vkursi-open">
              {form.generalErrors.length > 0 ? t('account.retry') : t('account.open')}
            </SubmitButton>
          </form.Form>
        </AccountPanel>
      );
    case 'noSubscription':
      return (
        <AccountPanel
          state="noSubscription"
          tone="border-brand-100 bg-brand-50 text-brand-950"
          title={t('account.lockedTitle')}
        >
          {alert}
          <p className="text-[15px] leading-relaxed">{t('account.lockedText')}</p>
          <ButtonLink to="/tariffs" size="sm" data-testid="vkursi-to-tariffs">
            {t('account.toTariffs')}
          </ButtonLink>
        </AccountPanel>
      );
    case 'pending':
      return (
        <AccountPanel
          state="pending"
          tone="border-amber-300 bg-amber-50 text-amber-950"
          title={t('account.pendingTitle')}
        >
          {alert}
          <p className="text-[15px] leading-relaxed">{t('account.pendingText')}</p>
        </AccountPanel>
      );
    case 'denied':
      return (
        <AccountPanel
          state="denied"
          tone="border-red-300 bg-red-50 text-red-950"
          title={t('account.deniedTitle')}
        >
          {alert}
          <p className="text-[15px] leading-relaxed">{t('account.deniedText')}</p>
          {access.reason && (
            <p className="text-[15px] leading-relaxed" data-testid="vkursi-deny-reason">
              <span className="font-semibold">{t('account.deniedReason')}:</span> {access.reason}
            </p>
          )}
          <ButtonLink to="/profile/my-company" size="sm" variant="outline">
            {t('account.toCompany')}
          </ButtonLink>
        </AccountPanel>
      );
  }
}

/**
 * /profile/pro-services/vkursi (spec §2, issue 16 §5, decision 032): what Vkursi, the Ukrainian
 * company-data service, gives; the person's account there, opened or not; and opening it once.
 */
export function VkursiPage({ account, profile }: { account: VkursiAccount; profile: Profile }) {
  const { t } = useVkursiTranslation();
  const money = useMoneyTranslation().t;
  const form = useApiForm<{ account: VkursiAccount }>({
    intent: OPEN_VKURSI_INTENT,
    fields: OPEN_VKURSI_FIELDS,
  });
  return (
    <>
      <LocalizedLink
        to="/profile/pro-services"
        className="mb-4 inline-block text-[15px] font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        ← {money('pro.back')}
      </LocalizedLink>
      <PageHeading title={money('pro.services.vkursi.title')} lead={t('lead')} />
      {account.registered ? (
        <OpenedAccount account={account} email={profile.email} form={form} />
      ) : (
        <ClosedAccount profile={profile} form={form} />
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <ProfileSection id="vkursi-offer" title={t('offer.title')}>
          <ul className="flex list-disc flex-col gap-2 pl-5 text-[15px] leading-relaxed text-ink">
            {OFFERS.map((offer) => (
              <li key={offer}>{t(`offer.${offer}`)}</li>
            ))}
          </ul>
        </ProfileSection>
        <ProfileSection id="vkursi-how" title={t('how.title')}>
          <ol className="flex list-decimal flex-col gap-3 pl-5 text-[15px] leading-relaxed text-ink">
            {STEPS.map((step) => (
              <li key={step}>{t(`how.${step}`)}</li>
            ))}
          </ol>
        </ProfileSection>
      </div>
    </>
  );
}
