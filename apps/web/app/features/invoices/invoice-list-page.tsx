import { useId } from 'react';
import { Form, useLocation } from 'react-router';
import { INVOICE_STATUSES, type InvoiceListItem, type PaginationMeta } from '@portal/contract';
import { INPUT_CLASSES } from '../../components/form/field-parts';
import { InvoiceStatusBadge } from '../../components/money/invoice-status-badge';
import { EmptyState } from '../../components/requests/empty-state';
import { RequestList, type RequestListColumn } from '../../components/requests/request-list';
import { ButtonLink, buttonClasses } from '../../components/ui/button-link';
import { PageHeading } from '../../components/ui/page-heading';
import { buildPageHref, Pagination } from '../../components/ui/pagination';
import { LocalizedLink } from '../../i18n/localized-link';
import { useMoneyTranslation } from '../../i18n/money';
import { useLocale } from '../../i18n/use-locale';
import { cx } from '../../lib/cx';
import { formatDate } from '../../lib/format';
import { formatKopiykas } from '../../lib/money';
import { toInvoicePagePath, type InvoiceFilters } from './invoice-rules';

export type InvoiceListPageProps = {
  filters: InvoiceFilters;
  items: InvoiceListItem[];
  meta: PaginationMeta;
};

/** The status filter: a plain GET form, so it lives in the address and works without JavaScript. */
function StatusFilter({ status }: { status: InvoiceFilters['status'] }) {
  const { t } = useMoneyTranslation();
  const id = useId();
  return (
    <Form
      method="get"
      role="search"
      aria-label={t('invoices.filters')}
      className="mb-6 flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
      data-testid="invoice-filters"
    >
      <div className="min-w-0 flex-1 sm:max-w-xs">
        <label htmlFor={id} className="mb-1.5 block text-[15px] font-semibold text-ink">
          {t('invoices.status')}
        </label>
        <select
          id={id}
          name="status"
          defaultValue={status}
          className={cx(INPUT_CLASSES, 'pr-10')}
          data-testid="filter-status"
        >
          <option value="">{t('invoices.anyStatus')}</option>
          {INVOICE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`status.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClasses('solid')}>
        {t('invoices.apply')}
      </button>
      {status && (
        <LocalizedLink
          to="/profile/invoices"
          className="inline-flex min-h-11 items-center text-[15px] font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('invoices.reset')}
        </LocalizedLink>
      )}
    </Form>
  );
}

/**
 * /profile/invoices (spec §2, issue 14 §2): the company's invoices, newest first, paged, by
 * status; each opens its page. Without any, the way to the tariffs.
 */
export function InvoiceListPage({ filters, items, meta }: InvoiceListPageProps) {
  const { t } = useMoneyTranslation();
  const locale = useLocale();
  const location = useLocation();
  const date = (iso: string | null) =>
    iso ? <time dateTime={iso}>{formatDate(iso, locale)}</time> : t('invoices.notPaid');

  const columns: RequestListColumn<InvoiceListItem>[] = [
    {
      key: 'number',
      header: t('invoices.number'),
      isRowLink: true,
      cell: (row) => <span className="font-semibold whitespace-nowrap tabular-nums">{row.number}</span>,
      className: 'whitespace-nowrap',
    },
    { key: 'item', header: t('invoices.item'), cell: (row) => row.item },
    {
      key: 'amount',
      header: t('invoices.amount'),
      cell: (row) => (
        <span className="whitespace-nowrap tabular-nums" data-testid="invoice-amount">
          {formatKopiykas(row.amount, row.currency, locale, { exact: true })}
        </span>
      ),
      className: 'whitespace-nowrap',
    },
    {
      key: 'status',
      header: t('invoices.status'),
      cell: (row) => <InvoiceStatusBadge status={row.status} />,
    },
    {
      key: 'issued',
      header: t('invoices.issued'),
      cell: (row) => date(row.issued_at),
      className: 'whitespace-nowrap',
    },
    {
      key: 'paid',
      header: t('invoices.paid'),
      cell: (row) => date(row.paid_at),
      className: 'whitespace-nowrap',
    },
  ];

  return (
    <>
      <PageHeading title={t('invoices.title')} lead={t('invoices.lead')} />
      <p className="mb-4 text-[15px] text-muted" data-testid="invoices-total">
        {t('invoices.total', { count: meta.total })}
      </p>
      {(meta.total > 0 || filters.status) && <StatusFilter status={filters.status} />}
      <RequestList
        rows={items}
        columns={columns}
        getRowKey={(row) => row.id}
        getRowHref={(row) => toInvoicePagePath(row.id)}
        caption={t('invoices.caption')}
        testId="invoice-list"
        empty={
          filters.status ? (
            <EmptyState
              title={t('invoices.emptyFilteredTitle')}
              text={t('invoices.emptyFilteredText')}
              testId="invoices-empty"
            />
          ) : (
            <EmptyState
              title={t('invoices.emptyTitle')}
              text={t('invoices.emptyText')}
              testId="invoices-empty"
            >
              <ButtonLink to="/tariffs">{t('invoices.toTariffs')}</ButtonLink>
            </EmptyState>
          )
        }
      />
      <Pagination
        className="mt-6"
        page={meta.current_page}
        pageCount={meta.last_page}
        getHref={(page) => buildPageHref(location, page)}
      />
    </>
  );
}
