import { useLocation } from 'react-router';
import {
  PAYMENT_EVENT_VERDICTS,
  type PaginationMeta,
  type PaymentEvent,
  type PaymentRefusal,
} from '@portal/contract';
import { DataTable } from '../../../components/ui/data-table';
import { Pagination, buildPageHref } from '../../../components/ui/pagination';
import { useAdminTranslation } from '../../../i18n/admin';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { formatKopiykas } from '../../../lib/money';
import { AdminPageHeading } from '../../../components/back-office/page-heading';
import { INVOICES_PATH } from './invoices-page';
import { FilterField, ListFilters } from '../../../components/back-office/list-filters';
import { VerdictTag } from './money-tags';
import type { PaymentsQuery } from './money-query';

const PATH = '/admin/payments';

/**
 * /admin/payments: every callback of the payment provider with the portal's verdict (applied, a
 * replay, a forgery…), newest first, filtered by verdict and the day received; each leads to its
 * invoice. Below, the callbacks refused before they were trusted, counted by verdict for the same
 * days (issue 24 §6: a flood of forgeries is a few numbers, not thousands of rows).
 */
export function PaymentsPage({
  query,
  items,
  meta,
  refusals,
}: {
  query: PaymentsQuery;
  items: PaymentEvent[];
  meta: PaginationMeta;
  refusals: PaymentRefusal[];
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
                {/* A phone leaves the date and the amount's columns out: they are read here. */}
                <span className="text-sm text-muted sm:hidden">
                  {formatDateTime(payment.received_at, locale)}
                </span>
                {payment.amount !== null && (
                  <span className="text-sm whitespace-nowrap text-ink sm:hidden">
                    {formatKopiykas(payment.amount, payment.currency ?? 'UAH', locale, { exact: true })}
                  </span>
                )}
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
            className: 'hidden sm:table-cell whitespace-nowrap text-right',
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
      <RefusalsSection refusals={refusals} />
    </>
  );
}

/** The refused callbacks of the period, a row per verdict. */
function RefusalsSection({ refusals }: { refusals: PaymentRefusal[] }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby="payment-refusals-title" className="mt-10" data-testid="payment-refusals">
      <h2 id="payment-refusals-title" className="text-lg font-semibold">
        {t('payments.refusals.title')}
      </h2>
      <p className="mt-1 mb-3 text-[15px] text-muted">{t('payments.refusals.lead')}</p>
      <DataTable
        caption={t('payments.refusals.title')}
        isCaptionHidden
        rows={refusals}
        getRowKey={(refusal) => refusal.verdict}
        testId="payment-refusals-table"
        empty={t('payments.refusals.none')}
        columns={[
          {
            key: 'verdict',
            header: t('payments.refusals.columns.verdict'),
            cell: (refusal) => t(`payments.refusals.verdicts.${refusal.verdict}`),
          },
          {
            key: 'count',
            header: t('payments.refusals.columns.count'),
            cell: (refusal) => formatNumber(refusal.count, locale),
            className: 'text-right',
          },
          {
            key: 'last',
            header: t('payments.refusals.columns.last'),
            cell: (refusal) => (
              <span className="flex flex-col text-sm">
                <span>{formatDateTime(refusal.last_at, locale)}</span>
                {refusal.last_ip && <span className="break-all text-muted">{refusal.last_ip}</span>}
              </span>
            ),
          },
        ]}
      />
    </section>
  );
}
