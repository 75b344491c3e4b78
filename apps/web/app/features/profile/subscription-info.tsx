import { useTranslation } from 'react-i18next';
import { hasActiveSubscription, type Profile } from '@portal/contract';
import { ButtonLink } from '../../components/ui/button-link';
import { useAccountsTranslation } from '../../i18n/accounts';
import { useLocale } from '../../i18n/use-locale';
import { formatDate } from '../../lib/format';

/** The #subscription-info anchor of spec §2: the tariff and its expiry, or the basic services. */
export function SubscriptionInfo({ profile }: { profile: Pick<Profile, 'active_tariff'> }) {
  const { t } = useAccountsTranslation();
  const { t: tMain } = useTranslation();
  const locale = useLocale();
  const tariff = hasActiveSubscription(profile) ? profile.active_tariff : null;
  return (
    <section
      id="subscription-info"
      aria-labelledby="subscription-info-heading"
      data-testid="subscription-info"
      data-active={tariff ? 'true' : 'false'}
      className="scroll-mt-40 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="subscription-info-heading" className="text-lg font-bold text-brand-900">
        {t('subscription.title')}
      </h2>
      {tariff ? (
        <div className="mt-3 space-y-1 text-[15px]">
          <p>
            {t('subscription.tariff')}: <strong data-testid="subscription-name">{tariff.name}</strong>
          </p>
          {tariff.expiry_date && (
            <p>
              {t('subscription.validUntil')}: <strong>{formatDate(tariff.expiry_date, locale)}</strong>
            </p>
          )}
        </div>
      ) : (
        <div className="mt-3 flex flex-col items-start gap-4">
          <p className="text-[15px]">
            <strong data-testid="subscription-name">{tMain('account.basicServices')}</strong>
            <span className="block text-muted">{t('subscription.basicText')}</span>
          </p>
          <ButtonLink to="/tariffs" variant="outline" size="sm">
            {t('subscription.chooseTariff')}
          </ButtonLink>
        </div>
      )}
    </section>
  );
}
