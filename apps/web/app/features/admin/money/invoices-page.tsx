import { useLocation } from 'react-router';
import {
  INVOICE_STATUSES,
  PAYMENT_METHODS,
  type AdminInvoiceListItem,
  type InvoiceStatus,
  type PaginationMeta,
} from '@portal/contract';
import { DataTable } from '../../../components/ui/data-table';
import { Pagination, buildPageHref } from '../../../components/ui/pagination';
import { useAdminTranslation } from '../../../i18n/admin';
import { LocalizedLink } from '../../../i18n/localized-link';
import { useLocale } from '../../../i18n/use-locale';
import { formatDate } from '../../../lib/format';
import { formatKopiykas } from '../../../lib/money';
import { buildListHref, SEARCH_MAX_LENGTH } from '../../../components/back-office/list-query';
import { FilterTabs } from '../../../components/back-office/filter-tabs';
import { AdminPageHeading } from '../../../components/back-office/page-heading';
import { FilterField, ListFilters } from '../../../components/back-office/list-filters';
import { InvoiceStatusTag } from './money-tags';
import { INVOICE_FILTERS, invoiceFiltersOf, type InvoicesQuery } from './money-query';

export const INVOICES_PATH = '/admin/invoices';
const CURRENCY = 'UAH';

type InvoicesPageProps = {
  query: InvoicesQuery;
  items: AdminInvoiceListItem[];
  meta: PaginationMeta;
  /** Invoices in each status within the other filters (the tabs' badges). */
  counts: Record<InvoiceStatus, number>;
  /** Kopiykas paid on the invoices matching the filters. */
  paid_total: number;
};

/**
 * /admin/invoices: every company's invoices by status (each tab with its count), filtered by
 * payment method, issue period, company and text, with the money paid within the filter.
 */
export function InvoicesPage({ query, items, meta, counts, paid_total }: InvoicesPageProps) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const location = useLocation();
  const filters = invoiceFiltersOf(query);
  const tabs = INVOICE_FILTERS.map((status) => ({
    key: status,
    label: status === 'all' ? t('invoices.all') : t(`invoiceStatus.${status}`),
    count: status === 'all' ? INVOICE_STATUSES.reduce((sum, each) => sum + counts[each], 0) : counts[status],
    to: buildListHref(INVOICES_PATH, { status: status === 'all' ? undefined : status, ...filters }),
    isCurrent: query.status === status,
  }));
  const status = query.status === 'all' ? undefined : query.status;
  // The company filter comes from the company's page; its name is on every row found.
  const companyName = query.company ? items[0]?.company.name : undefined;
  const isFiltered = Boolean(query.payment_method || query.from || query.to || query.search);

  return (
    <>
      <AdminPageHeading
        title={t('invoices.title')}
        lead={t('invoices.lead')}
        breadcrumbs={[{ label: t('nav.dashboard'), to: '/admin' }, { label: t('invoices.title') }]}
      />
      {query.company && (
        <p
          className="mb-4 flex flex-wrap items-center gap-3 text-[15px]"
          data-testid="invoices-company-filter"
        >
          <span>
            {companyName
              ? t('invoices.companyFilter', { name: companyName })
              : t('invoices.companyFilterUnnamed')}
          </span>
          <LocalizedLink
            to={buildListHref(INVOICES_PATH, { ...filters, company: undefined, status })}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {t('invoices.allCompanies')}
          </LocalizedLink>
        </p>
      )}
      <FilterTabs label={t('invoices.tabsLabel')} tabs={tabs} testId="invoices-tabs" />
      <ListFilters
        label={t('invoices.filtersLabel')}
        keep={{ status, company: query.company }}
        resetTo={buildListHref(INVOICES_PATH, { status, company: query.company })}
        isFiltered={isFiltered}
        testId="invoices-filters"
      >
        <FilterField
          name="search"
          type="search"
          label={t('invoices.searchLabel')}
          hint={t('invoices.searchHint')}
          value={query.search}
          maxLength={SEARCH_MAX_LENGTH}
          className="sm:col-span-2 xl:col-span-1"
        />
        <FilterField
          name="payment_method"
          type="select"
          label={t('invoices.method')}
          value={query.payment_method}
          options={[
            { value: '', label: t('invoices.anyMethod') },
            ...PAYMENT_METHODS.map((method) => ({ value: method, label: t(`paymentMethod.${method}`) })),
          ]}
        />
        <FilterField name="from" type="date" label={t('invoices.issuedFrom')} value={query.from} />
        <FilterField name="to" type="date" label={t('invoices.issuedTo')} value={query.to} />
      </ListFilters>
      <div className="mb-3 flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:items-baseline sm:justify-between">
        <p className="text-[15px] text-muted" role="status" data-testid="invoices-total">
          {t('invoices.found', { count: meta.total })}
        </p>
        <p className="text-[15px] text-ink" data-testid="invoices-paid-total">
          {query.from || query.to ? t('invoices.paidTotalInPeriod') : t('invoices.paidTotal')}{' '}
          <strong className="whitespace-nowrap">
            {formatKopiykas(paid_total, CURRENCY, locale, { exact: true })}
          </strong>
        </p>
      </div>
      <DataTable
        caption={t('invoices.caption', {
          filter: query.status === 'all' ? t('invoices.all') : t(`invoiceStatus.${query.status}`),
        })}
        isCaptionHidden
        rows={items}
        getRowKey={(invoice) => invoice.id}
        getRowHref={(invoice) => `${INVOICES_PATH}/${invoice.id}`}
        testId="invoices-table"
        empty={t('common.nothingFound')}
        columns={[
          {
            key: 'number',
            header: t('invoices.columns.number'),
            isRowLink: true,
            cell: (invoice) => (
              <span className="flex flex-col">
                <span className="whitespace-nowrap">{invoice.number}</span>
                {/* Phones show the row in this one column: the others do not fit 375 px. */}
                <span className="flex flex-col items-start gap-1 text-sm font-normal text-ink sm:hidden">
                  <span>{invoice.company.name}</span>
                  <span>{formatKopiykas(invoice.amount, invoice.currency, locale, { exact: true })}</span>
                  <InvoiceStatusTag status={invoice.status} />
                </span>
              </span>
            ),
          },
          {
            key: 'company',
            header: t('invoices.columns.company'),
            cell: (invoice) => (
              <span className="flex flex-col">
                <span>{invoice.company.name}</span>
                <span className="text-sm text-muted">
                  {t('invoices.edrpou', { code: invoice.company.edrpou_code })}
                </span>
                <span className="text-sm text-muted md:hidden">{invoice.subject.name}</span>
              </span>
            ),
            className: 'hidden sm:table-cell',
          },
          {
            key: 'tariff',
            header: t('invoices.columns.tariff'),
            cell: (invoice) => (
              <span className="flex flex-col">
                <span>{invoice.subject.name}</span>
                <span className="text-sm text-muted">{t(`paymentMethod.${invoice.payment_method}`)}</span>
              </span>
            ),
            className: 'hidden md:table-cell',
          },
          {
            key: 'amount',
            header: t('invoices.columns.amount'),
            cell: (invoice) => formatKopiykas(invoice.amount, invoice.currency, locale, { exact: true }),
            className: 'hidden sm:table-cell text-right whitespace-nowrap',
          },
          {
            key: 'issued',
            header: t('invoices.columns.issued'),
            cell: (invoice) => formatDate(invoice.issued_at, locale),
            className: 'hidden sm:table-cell whitespace-nowrap',
          },
          {
            key: 'status',
            header: t('invoices.columns.status'),
            cell: (invoice) => (
              <span className="flex flex-col items-start gap-1">
                <InvoiceStatusTag status={invoice.status} />
                {invoice.paid_at && (
                  <span className="text-sm whitespace-nowrap text-muted">
                    {t('invoices.paidOn', { date: formatDate(invoice.paid_at, locale) })}
                  </span>
                )}
              </span>
            ),
            className: 'hidden sm:table-cell',
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
