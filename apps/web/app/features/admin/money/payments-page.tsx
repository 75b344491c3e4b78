import { useLocation } from 'react-router';
import { PAYMENT_EVENT_VERDICTS, type PaginationMeta, type PaymentEvent } from '@portal/contract';
import { DataTable } from '../../../components/ui/data-table';
import { Pagination, buildPageHref } from '../../../components/ui/pagination';
import { useAdminTranslation } from '../../../i18n/admin';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime } from '../../../lib/format';
import { formatKopiykas } from '../../../lib/money';
import { AdminPageHeading } from '../ui/page-heading';
import { INVOICES_PATH } from './invoices-page';
import { FilterField, ListFilters } from './list-filters';
import { VerdictTag } from './money-tags';
import type { PaymentsQuery } from './money-query';

const PATH = '/admin/payments';

/**
 * /admin/payments: every callback of the payment provider with the portal's verdict (applied, a
 * replay, a forgery…), newest first, filtered by verdict and the day received; each leads to its
 * invoice.
 */
export function PaymentsPage({
  query,
  items,
  meta,
}: {
  query: PaymentsQuery;
  items: PaymentEvent[];
  meta: PaginationMeta;
}) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const location = useLocation();
  return (
    <>
      <AdminPageHeading
        title={t('payments.title')}
        lead={t('payments.lead')}
        breadcrumbs={[{ label: t('nav.dashboard'), to: '/admin' }, { label: t('payments.title') }]}
      />
      <ListFilters
        label={t('payments.filtersLabel')}
        resetTo={PATH}
        isFiltered={Boolean(query.verdict || query.from || query.to)}
        testId="payments-filters"
      >
        <FilterField
          name="verdict"
          type="select"
          label={t('payments.verdict')}
          value={query.verdict}
          options={[
            { value: '', label: t('payments.anyVerdict') },
            ...PAYMENT_EVENT_VERDICTS.map((verdict) => ({ value: verdict, label: t(`verdicts.${verdict}`) })),
          ]}
        />
        <FilterField name="from" type="date" label={t('payments.receivedFrom')} value={query.from} />
        <FilterField name="to" type="date" label={t('payments.receivedTo')} value={query.to} />
      </ListFilters>
      <p className="mb-3 text-[15px] text-muted" role="status" data-testid="payments-total">
        {t('payments.found', { count: meta.total })}
      </p>
      <DataTable
        caption={t('payments.caption')}
        isCaptionHidden
        rows={items}
        getRowKey={(payment) => payment.id}
        getRowHref={(payment) => (payment.invoice ? `${INVOICES_PATH}/${payment.invoice.id}` : undefined)}
        testId="payments-table"
        empty={t('common.nothingFound')}
        columns={[
          {
            key: 'invoice',
            header: t('payments.columns.invoice'),
            isRowLink: true,
            cell: (payment) => (
              <span className="whitespace-nowrap">{payment.invoice?.number ?? t('payments.noInvoice')}</span>
            ),
          },
          {
            key: 'received',
            header: t('payments.columns.received'),
            cell: (payment) => formatDateTime(payment.received_at, locale),
            className: 'hidden sm:table-cell',
          },
          {
            key: 'verdict',
            header: t('payments.columns.verdict'),
            cell: (payment) => (
              <span className="flex flex-col items-start gap-1">
                <VerdictTag verdict={payment.verdict} />
                <span className="text-sm text-muted sm:hidden">
                  {formatDateTime(payment.received_at, locale)}
                </span>
              </span>
            ),
          },
          {
            key: 'amount',
            header: t('payments.columns.amount'),
            cell: (payment) =>
              payment.amount === null
                ? '—'
                : formatKopiykas(payment.amount, payment.currency ?? 'UAH', locale, { exact: true }),
            className: 'whitespace-nowrap text-right',
          },
          {
            key: 'provider',
            header: t('payments.columns.providerStatus'),
            cell: (payment) => (
              <span className="flex flex-col text-sm">
                <span>
                  {payment.provider} · {payment.status ?? '—'}
                </span>
                {payment.provider_payment_id && (
                  <span className="break-all text-muted">{payment.provider_payment_id}</span>
                )}
              </span>
            ),
            className: 'hidden md:table-cell',
          },
        ]}
      />
      <Pagination
        page={meta.current_page}
        pageCount={meta.last_page}
        getHref={(page) => buildPageHref(location, page)}
        className="mt-6"
      />
    </>
  );
}
