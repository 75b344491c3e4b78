import type { AdminSubscription } from '@portal/contract';
import { DataTable } from '../../../components/ui/data-table';
import { useAdminTranslation } from '../../../i18n/admin';
import { LocalizedLink } from '../../../i18n/localized-link';
import { useLocale } from '../../../i18n/use-locale';
import { formatDate, formatDateTime } from '../../../lib/format';
import { buildListHref } from '../../../components/back-office/list-query';
import { AdminSection } from '../../../components/back-office/page-heading';
import { INVOICES_PATH } from './invoices-page';
import { SubscriptionStateTag } from './money-tags';

const LINK = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

/**
 * A company's subscriptions on its page, newest first: the plan, trial or paid, the period, its
 * state and the invoice that paid for it; and the way to all the company's invoices.
 */
export function CompanySubscriptions({
  userId,
  subscriptions,
}: {
  userId: string;
  subscriptions: readonly AdminSubscription[];
}) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  return (
    <AdminSection
      id="company-subscriptions"
      title={t('subscriptions.title')}
      testId="company-subscriptions"
      actions={
        <LocalizedLink
          to={buildListHref(INVOICES_PATH, { company: userId })}
          className={LINK}
          data-testid="company-invoices-link"
        >
          {t('subscriptions.invoicesLink')}
        </LocalizedLink>
      }
    >
      {subscriptions.length === 0 ? (
        <p className="text-[15px] text-muted">{t('subscriptions.empty')}</p>
      ) : (
        <DataTable
          caption={t('subscriptions.title')}
          isCaptionHidden
          rows={subscriptions}
          getRowKey={(subscription) => subscription.id}
          testId="company-subscriptions-table"
          className="rounded-xl"
          columns={[
            {
              key: 'tariff',
              header: t('subscriptions.columns.tariff'),
              cell: (subscription) => (
                <span className="flex flex-col">
                  <span className="font-semibold">{subscription.tariff.name}</span>
                  <span className="text-sm text-muted">
                    {subscription.is_trial ? t('subscriptions.trial') : t('subscriptions.paid')}
                  </span>
                </span>
              ),
            },
            {
              key: 'period',
              header: t('subscriptions.columns.period'),
              cell: (subscription) => (
                <span className="flex flex-col">
                  <span className="whitespace-nowrap">
                    {formatDate(subscription.starts_at, locale)} – {formatDate(subscription.ends_at, locale)}
                  </span>
                  {subscription.ended_at && (
                    <span className="text-sm text-muted">
                      {t('subscriptions.endedOn', { date: formatDateTime(subscription.ended_at, locale) })}
                    </span>
                  )}
                </span>
              ),
            },
            {
              key: 'state',
              header: t('subscriptions.columns.state'),
              cell: (subscription) => <SubscriptionStateTag state={subscription.state} />,
            },
            {
              key: 'invoice',
              header: t('subscriptions.columns.invoice'),
              cell: (subscription) =>
                subscription.invoice_id ? (
                  <LocalizedLink to={`${INVOICES_PATH}/${subscription.invoice_id}`} className={LINK}>
                    {subscription.invoice_number ?? t('subscriptions.invoice')}
                  </LocalizedLink>
                ) : (
                  <span className="text-muted">—</span>
                ),
            },
          ]}
        />
      )}
    </AdminSection>
  );
}
