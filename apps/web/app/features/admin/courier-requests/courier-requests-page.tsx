import {
  COURIER_STATES,
  type AdminCourierRequest,
  type CourierState,
  type PaginationMeta,
} from '@portal/contract';
import { CourierStateTag } from '../../../components/courier/courier-state-tag';
import { defineList } from '../../../components/back-office/list-declaration';
import { BackOfficeListPage } from '../../../components/back-office/list-page';
import { buildListHref, SEARCH_MAX_LENGTH } from '../../../components/back-office/list-query';
import { useCourierTranslation } from '../../../i18n/courier';
import { LocalizedLink } from '../../../i18n/localized-link';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime } from '../../../lib/format';
import { COURIER_REQUESTS_PATH, type CourierRequestsQuery } from './courier-requests-query';

/** The courier requests' list (decision 045): all, then by state; found by words and period; one company's. */
export const COURIER_REQUESTS_LIST = defineList({
  path: COURIER_REQUESTS_PATH,
  testId: 'courier-requests',
  tabs: { param: 'state', values: COURIER_STATES, hasAll: true },
  filters: ['search', 'from', 'to'],
  kept: ['company'],
});

/** Where a request goes from and to, in one line. */
function routeOf(request: AdminCourierRequest): string {
  return `${request.city} → ${request.country.name}`;
}

/**
 * /admin/courier-requests (issue 28 §5): every company's courier requests, newest first, on tabs
 * of all, queued, delivered and not delivered (each with its count under the other filters),
 * found by company, EDRPOU, city or contact and by the day sent; each row with its company, route,
 * state and attempts, opening the request.
 */
export function CourierRequestsPage({
  query,
  items,
  meta,
  counts,
}: {
  query: CourierRequestsQuery;
  items: readonly AdminCourierRequest[];
  meta: PaginationMeta;
  counts: Record<CourierState, number>;
}) {
  const { t } = useCourierTranslation();
  const locale = useLocale();
  const companyName = items[0]?.company.name;
  return (
    <BackOfficeListPage
      list={COURIER_REQUESTS_LIST}
      query={query}
      notice={
        query.company && (
          <p
            className="mb-4 flex flex-wrap items-center gap-3 text-[15px]"
            data-testid="courier-requests-company"
          >
            <span>
              {companyName
                ? t('admin.companyFilter', { name: companyName })
                : t('admin.companyFilterUnnamed')}
            </span>
            <LocalizedLink
              to={buildListHref(COURIER_REQUESTS_PATH, { ...query, company: undefined, page: undefined })}
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              {t('admin.allCompanies')}
            </LocalizedLink>
          </p>
        )
      }
      counts={counts}
      texts={{
        title: t('admin.title'),
        lead: t('admin.lead'),
        tabsLabel: t('admin.tabsLabel'),
        tabLabel: (state) => t(`admin.tabs.${state as CourierState | 'all'}`),
        filtersLabel: t('admin.filtersLabel'),
        found: t('admin.found', { count: meta.total }),
        empty: t('admin.empty'),
      }}
      filters={[
        {
          name: 'search',
          type: 'search',
          label: t('admin.search'),
          hint: t('admin.searchHint'),
          maxLength: SEARCH_MAX_LENGTH,
        },
        { name: 'from', type: 'date', label: t('admin.from') },
        { name: 'to', type: 'date', label: t('admin.to') },
      ]}
      rows={items}
      meta={meta}
      columns={[
        {
          key: 'sent',
          header: t('admin.columns.sent'),
          isRowLink: true,
          cell: (request) => (
            <span className="flex flex-col">
              <span className="whitespace-nowrap">{formatDateTime(request.created_at, locale)}</span>
              {/* Phones show the row in this one column: the others do not fit 375 px. */}
              <span className="flex flex-col items-start gap-1 text-sm font-normal text-ink sm:hidden">
                <span>{request.company.name}</span>
                <span>{routeOf(request)}</span>
                <CourierStateTag state={request.state} />
              </span>
            </span>
          ),
        },
        {
          key: 'company',
          header: t('admin.columns.company'),
          cell: (request) => (
            <span className="flex flex-col">
              <span>{request.company.name}</span>
              <span className="text-sm text-muted">
                {t('admin.edrpou', { code: request.company.edrpou_code })}
              </span>
            </span>
          ),
          className: 'hidden sm:table-cell',
        },
        {
          key: 'route',
          header: t('admin.columns.route'),
          cell: (request) => routeOf(request),
          className: 'hidden md:table-cell',
        },
        {
          key: 'state',
          header: t('admin.columns.state'),
          cell: (request) => <CourierStateTag state={request.state} />,
          className: 'hidden sm:table-cell',
        },
        {
          key: 'attempts',
          header: t('admin.columns.attempts'),
          cell: (request) => request.attempts,
          className: 'hidden md:table-cell text-right tabular-nums',
        },
      ]}
    />
  );
}
