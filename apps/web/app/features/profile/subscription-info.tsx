import { useTranslation } from '../../i18n/use-translation';
import { hasActiveSubscription, type Profile } from '@portal/contract';
import { InvoiceStatusBadge } from '../../components/money/invoice-status-badge';
import { ButtonLink } from '../../components/ui/button-link';
import { useAccountsTranslation } from '../../i18n/accounts';
import { LocalizedLink } from '../../i18n/localized-link';
import { useLocale } from '../../i18n/use-locale';
import { formatDate } from '../../lib/format';
import { countDaysLeft, formatKopiykas } from '../../lib/money';
import type { SubscriptionInfoData } from './subscription-info-data.server';

const LINK = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

/** The latest invoices, each a link to its page, and the way to all of them. */
function LatestInvoices({
  invoices,
  total,
}: {
  invoices: SubscriptionInfoData['latestInvoices'];
  total: number;
}) {
  const { t } = useAccountsTranslation();
  const locale = useLocale();
  if (invoices.length === 0) return null;
  return (
    <div className="mt-5 border-t border-slate-200 pt-4" data-testid="subscription-invoices">
      <h3 className="text-[15px] font-bold text-brand-900">{t('subscription.invoicesTitle')}</h3>
      <ul className="mt-2 flex flex-col gap-2 text-[15px]">
        {invoices.map((invoice) => (
          <li key={invoice.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <LocalizedLink to={`/profile/invoices/${invoice.id}`} className={`${LINK} tabular-nums`}>
              {invoice.number}
            </LocalizedLink>
            <span className="tabular-nums">
              {formatKopiykas(invoice.amount, invoice.currency, locale, { exact: true })}
            </span>
            <InvoiceStatusBadge status={invoice.status} />
          </li>
        ))}
      </ul>
      <LocalizedLink to="/profile/invoices" className={`${LINK} mt-3 inline-block text-[15px]`}>
        {t('subscription.allInvoices', { count: total })}
      </LocalizedLink>
    </div>
  );
}

/**
 * The #subscription-info anchor of spec §2 (issue 14 §4): the running plan — trial or paid, its
 * last day in Kyiv and the days left — or the basic services; the latest invoices; the way to
 * renew (the periods stack) or to choose a plan.
 */
export function SubscriptionInfo({
  profile,
  info,
}: {
  profile: Pick<Profile, 'active_tariff'>;
  info: SubscriptionInfoData;
}) {
  const { t } = useAccountsTranslation();
  const { t: tMain } = useTranslation();
  const locale = useLocale();
  const tariff = hasActiveSubscription(profile) ? profile.active_tariff : null;
  const daysLeft = countDaysLeft(tariff?.expiry_date);
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
        <div className="mt-3 flex flex-col items-start gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-[15px]">
            <dt className="text-muted">{t('subscription.tariff')}</dt>
            <dd>
              <strong data-testid="subscription-name">{tariff.name}</strong>
            </dd>
            <dt className="text-muted">{t('subscription.kind')}</dt>
            <dd data-testid="subscription-kind">
              {tariff.is_trial ? t('subscription.trial') : t('subscription.paid')}
            </dd>
            {tariff.started_at && (
              <>
                <dt className="text-muted">{t('subscription.startedAt')}</dt>
                <dd>
                  <time dateTime={tariff.started_at}>{formatDate(tariff.started_at, locale)}</time>
                </dd>
              </>
            )}
            {tariff.expiry_date && (
              <>
                <dt className="text-muted">{t('subscription.validUntil')}</dt>
                <dd>
                  <time dateTime={tariff.expiry_date}>{formatDate(tariff.expiry_date, locale)}</time>
                  {daysLeft !== null && (
                    <span className="block text-sm text-muted" data-testid="subscription-days-left">
                      {t('subscription.daysLeft', { count: daysLeft })}
                    </span>
                  )}
                </dd>
              </>
            )}
          </dl>
          <ButtonLink to="/tariffs" variant="outline" size="sm" data-testid="subscription-renew">
            {t('subscription.renew')}
          </ButtonLink>
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
      <LatestInvoices invoices={info.latestInvoices} total={info.invoiceTotal} />
    </section>
  );
}
