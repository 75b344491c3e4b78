import type { ReactNode } from 'react';
import type { Profile } from '@portal/contract';
import { ButtonLink } from '../../components/ui/button-link';
import { PageHeading } from '../../components/ui/page-heading';
import { LocalizedLink } from '../../i18n/localized-link';
import { useMoneyTranslation } from '../../i18n/money';
import { useLocale } from '../../i18n/use-locale';
import { formatDate } from '../../lib/format';
import { findRunningSubscription, type GatedServiceKey } from './pro-services';

/**
 * The base page of a gated service (spec §2, §6: /profile/pro-services/business-club and
 * /profile/pro-services/analysis), where a company without a subscription lands from any of its
 * sub-pages: what the service offers, and either that it is included or the way to the plans.
 * A service with sub-pages says what the subscription opens (`includedText`), offers them
 * (`actions`, shown to subscribers only) and shows its content below (`children`).
 */
export function ProServicePage({
  service,
  profile,
  includedText,
  actions,
  children,
}: {
  service: GatedServiceKey;
  profile: Pick<Profile, 'active_tariff'>;
  /** The subscriber's text with `{{plan}}` and `{{date}}` filled; the generic one by default. */
  includedText?: (running: { plan: string; date: string }) => string;
  /** Links into the gated sub-pages: never shown without a subscription (the gate would bounce them). */
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useMoneyTranslation();
  const locale = useLocale();
  const running = findRunningSubscription(profile);
  return (
    <>
      <LocalizedLink
        to="/profile/pro-services"
        className="mb-4 inline-block text-[15px] font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        ← {t('pro.back')}
      </LocalizedLink>
      <PageHeading title={t(`pro.services.${service}.title`)} lead={t(`pro.services.${service}.text`)} />
      {running ? (
        <section
          aria-labelledby="service-access-title"
          data-testid="service-access"
          data-subscribed="true"
          className="rounded-2xl border border-green-300 bg-green-50 p-5 text-green-950 sm:p-6"
        >
          <h2 id="service-access-title" className="text-lg font-bold">
            {t('pro.includedTitle')}
          </h2>
          <p className="mt-1 text-[15px]">
            {(includedText ?? ((values) => t('pro.includedText', values)))({
              plan: running.plan,
              date: formatDate(running.endsAt, locale),
            })}
          </p>
          {actions && <div className="mt-4 flex flex-wrap items-center gap-3">{actions}</div>}
        </section>
      ) : (
        <section
          aria-labelledby="service-access-title"
          data-testid="service-access"
          data-subscribed="false"
          className="flex flex-col items-start gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-5 text-brand-950 sm:p-6"
        >
          <div>
            <h2 id="service-access-title" className="text-lg font-bold">
              {t('pro.lockedTitle')}
            </h2>
            <p className="mt-1 text-[15px]">{t('pro.lockedText')}</p>
          </div>
          <ButtonLink to="/tariffs" size="sm">
            {t('pro.toTariffs')}
          </ButtonLink>
        </section>
      )}
      {children}
    </>
  );
}
