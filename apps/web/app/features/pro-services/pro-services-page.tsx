import type { Profile } from '@portal/contract';
import { ButtonLink } from '../../components/ui/button-link';
import { PageHeading } from '../../components/ui/page-heading';
import { LocalizedLink } from '../../i18n/localized-link';
import { useMoneyTranslation } from '../../i18n/money';
import { useLocale } from '../../i18n/use-locale';
import { cx } from '../../lib/cx';
import { formatDate } from '../../lib/format';
import { findRunningSubscription, PRO_SERVICES } from './pro-services';

/** The company's standing: subscribed (plan, last day, renew) or not (what it gives, the plans). */
export function SubscriptionStanding({ profile }: { profile: Pick<Profile, 'active_tariff'> }) {
  const { t } = useMoneyTranslation();
  const locale = useLocale();
  const running = findRunningSubscription(profile);
  return running ? (
    <section
      aria-labelledby="pro-standing-title"
      data-testid="pro-standing"
      data-subscribed="true"
      className="mb-8 flex flex-col items-start gap-3 rounded-2xl border border-green-300 bg-green-50 p-5 text-green-950 sm:p-6"
    >
      <div>
        <h2 id="pro-standing-title" className="text-lg font-bold">
          {t('pro.subscribedTitle')}
        </h2>
        <p className="mt-1 text-[15px]">
          {t('pro.subscribedText', { plan: running.plan, date: formatDate(running.endsAt, locale) })}
        </p>
      </div>
      <ButtonLink to="/tariffs" variant="outline" size="sm">
        {t('pro.renew')}
      </ButtonLink>
    </section>
  ) : (
    <section
      aria-labelledby="pro-standing-title"
      data-testid="pro-standing"
      data-subscribed="false"
      className="mb-8 flex flex-col items-start gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-5 text-brand-950 sm:p-6"
    >
      <div>
        <h2 id="pro-standing-title" className="text-lg font-bold">
          {t('pro.notSubscribedTitle')}
        </h2>
        <p className="mt-1 text-[15px]">{t('pro.notSubscribedText')}</p>
      </div>
      <ButtonLink to="/tariffs" size="sm">
        {t('pro.toTariffs')}
      </ButtonLink>
    </section>
  );
}

/**
 * /profile/pro-services (spec §2): the professional services a subscription gives — business club,
 * analyses, academy, partners, Vkursi — and the company's standing. Only the services with a page
 * are links; the others say they are coming.
 */
export function ProServicesPage({ profile }: { profile: Pick<Profile, 'active_tariff'> }) {
  const { t } = useMoneyTranslation();
  return (
    <>
      <PageHeading title={t('pro.title')} lead={t('pro.lead')} />
      <SubscriptionStanding profile={profile} />
      <section aria-labelledby="pro-services-list-title">
        <h2 id="pro-services-list-title" className="mb-4 text-xl font-bold text-brand-900 sm:text-2xl">
          {t('pro.servicesTitle')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2" data-testid="pro-services">
          {PRO_SERVICES.map((service) => (
            <li
              key={service.key}
              data-testid={`pro-service-${service.key}`}
              className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-5 transition-colors duration-200 focus-within:bg-brand-50 hover:bg-brand-50 sm:p-6"
            >
              <h3 className="text-lg font-bold text-brand-900">
                {service.path ? (
                  <LocalizedLink
                    to={service.path}
                    className="underline-offset-4 after:absolute after:inset-0 after:content-[''] hover:underline"
                  >
                    {t(`pro.services.${service.key}.title`)}
                  </LocalizedLink>
                ) : (
                  t(`pro.services.${service.key}.title`)
                )}
              </h3>
              <p className="mt-2 flex-1 text-[15px] leading-relaxed text-muted">
                {t(`pro.services.${service.key}.text`)}
              </p>
              <p className={cx('mt-3 text-sm font-semibold', service.path ? 'text-brand-700' : 'text-muted')}>
                {service.path ? `${t('pro.open')} →` : t('pro.soon')}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
