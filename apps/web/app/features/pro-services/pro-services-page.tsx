import { PRO_PARTNER_EMAILS_PER_DAY, type Profile } from '@portal/contract';
import { ButtonLink } from '../../components/ui/button-link';
import { PageHeading } from '../../components/ui/page-heading';
import { CATALOG_PATH } from '../../request-kinds/service-order/catalog-query';
import { LocalizedLink } from '../../i18n/localized-link';
import { useMoneyTranslation } from '../../i18n/money';
import { useLocale } from '../../i18n/use-locale';
import { formatDate, formatDateTime, formatNumber } from '../../lib/format';
import { findRunningSubscription, PRO_SERVICES } from './pro-services';
import type { ProServiceState, ProServiceStates } from './pro-services-state';

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

/** The words of a service's state in the page's language. */
function useStateText(): (state: ProServiceState) => string {
  const { t } = useMoneyTranslation();
  const locale = useLocale();
  const number = (value: number) => formatNumber(value, locale);
  return (state) => {
    switch (state.kind) {
      case 'clubNext':
        return t('pro.state.clubNext', { title: state.title, date: formatDateTime(state.startsAt, locale) });
      case 'clubUpcoming':
        return state.upcoming > 0
          ? t('pro.state.clubUpcoming', { number: number(state.upcoming) })
          : t('pro.state.clubNone');
      case 'academy':
        return t('pro.state.academy', {
          inProgress: number(state.inProgress),
          certificates: number(state.certificates),
        });
      case 'partners':
        return t('pro.state.partners', {
          sent: number(state.sent),
          left: number(state.leftToday),
          limit: number(PRO_PARTNER_EMAILS_PER_DAY),
        });
      case 'vkursi':
        return state.isOpen ? t('pro.state.vkursiOpen') : t('pro.state.vkursiClosed');
    }
  };
}

/**
 * /profile/pro-services (spec §2, issue 16 §1): every professional service — business club,
 * analyses, the assistant, academy, partners, Vkursi — as a card leading to its page, and the
 * company's standing. A subscriber's cards say where the company stands in each (`states`);
 * without a subscription they say what each offers and which need one, and the standing shows
 * the way to the plans.
 */
export function ProServicesPage({
  profile,
  states,
}: {
  profile: Pick<Profile, 'active_tariff'>;
  states: ProServiceStates;
}) {
  const { t } = useMoneyTranslation();
  const stateText = useStateText();
  const isSubscribed = findRunningSubscription(profile) !== null;
  return (
    <>
      <PageHeading title={t('pro.title')} lead={t('pro.lead')} />
      <p className="-mt-2 mb-6">
        <LocalizedLink
          to={CATALOG_PATH}
          className="text-[15px] font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          data-testid="pro-catalogue-link"
        >
          {t('pro.catalogueLink')}
        </LocalizedLink>
      </p>
      <SubscriptionStanding profile={profile} />
      <section aria-labelledby="pro-services-list-title">
        <h2 id="pro-services-list-title" className="mb-4 text-xl font-bold text-brand-900 sm:text-2xl">
          {t('pro.servicesTitle')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2" data-testid="pro-services">
          {PRO_SERVICES.map((service) => {
            const state = states[service.key];
            return (
              <li
                key={service.key}
                data-testid={`pro-service-${service.key}`}
                className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-5 transition-colors duration-200 focus-within:bg-brand-50 hover:bg-brand-50 sm:p-6"
              >
                <h3 className="text-lg font-bold text-brand-900">
                  <LocalizedLink
                    to={service.path}
                    className="underline-offset-4 after:absolute after:inset-0 after:content-[''] hover:underline"
                  >
                    {t(`pro.services.${service.key}.title`)}
                  </LocalizedLink>
                </h3>
                <p className="mt-2 flex-1 text-[15px] leading-relaxed text-muted">
                  {t(`pro.services.${service.key}.text`)}
                </p>
                {!isSubscribed && (
                  <p className="mt-3 text-sm font-semibold text-ink" data-testid="pro-service-access">
                    {service.isGated ? t('pro.withSubscription') : t('pro.withoutSubscription')}
                  </p>
                )}
                {state && (
                  <p
                    className="mt-3 rounded-lg border border-brand-100 bg-white px-3 py-2 text-[15px] font-semibold text-brand-900"
                    data-testid="pro-service-state"
                    data-state={state.kind}
                  >
                    {stateText(state)}
                  </p>
                )}
                <p className="mt-3 text-sm font-semibold text-brand-700" aria-hidden="true">
                  {t('pro.open')} →
                </p>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
