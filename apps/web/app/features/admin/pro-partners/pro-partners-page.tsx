import { useLocation } from 'react-router';
import {
  ADMIN_PRO_PARTNER_STATES,
  PRO_PARTNER_KINDS,
  type AdminProPartnerListItem,
  type PaginationMeta,
} from '@portal/contract';
import { ButtonLink } from '../../../components/ui/button-link';
import { DataTable } from '../../../components/ui/data-table';
import { buildPageHref, Pagination } from '../../../components/ui/pagination';
import { useAdminTranslation } from '../../../i18n/admin';
import { useAdminPartnersTranslation } from '../../../i18n/adminPartners';
import { useLocale } from '../../../i18n/use-locale';
import { formatNumber } from '../../../lib/format';
import { pickNameWithLang } from '../../../lib/localized-name';
import { buildListHref, SEARCH_MAX_LENGTH } from '../../../components/back-office/list-query';
import { FilterField, ListFilters } from '../../../components/back-office/list-filters';
import { PublicationTag } from '../../../components/back-office/publication-tag';
import { FilterTabs } from '../../../components/back-office/filter-tabs';
import { AdminPageHeading } from '../../../components/back-office/page-heading';
import { PRO_PARTNERS_PATH, type ProPartnersQuery } from './pro-partner-form';

/**
 * /admin/pro-partners: every professional partner by name, on tabs of all, published and drafts
 * (each with its count under the kind and search chosen), filtered by kind of service and a part
 * of the name; each row with its logo, kind, countries served, state and requests of the last 30
 * days, and opening its editor.
 */
export function ProPartnersPage({
  query,
  items,
  meta,
  counts,
}: {
  query: ProPartnersQuery;
  items: readonly AdminProPartnerListItem[];
  meta: PaginationMeta;
  counts: { published: number; draft: number };
}) {
  const { t } = useAdminPartnersTranslation();
  const { t: tAdmin } = useAdminTranslation();
  const locale = useLocale();
  const location = useLocation();
  const title = t('list.title');
  const filters = { kind: query.kind, search: query.search };
  const tabs = [
    {
      key: 'all',
      label: t('list.tabs.all'),
      to: buildListHref(PRO_PARTNERS_PATH, filters),
      count: counts.published + counts.draft,
      isCurrent: query.state === undefined,
    },
    ...ADMIN_PRO_PARTNER_STATES.map((state) => ({
      key: state,
      label: t(`list.tabs.${state}`),
      to: buildListHref(PRO_PARTNERS_PATH, { state, ...filters }),
      count: counts[state],
      isCurrent: query.state === state,
    })),
  ];
  return (
    <>
      <AdminPageHeading
        title={title}
        lead={t('list.lead')}
        breadcrumbs={[{ label: tAdmin('nav.dashboard'), to: '/admin' }, { label: title }]}
        aside={
          <ButtonLink to={`${PRO_PARTNERS_PATH}/new`} className="self-start" data-testid="partner-new">
            {t('list.new')}
          </ButtonLink>
        }
      />
      <FilterTabs label={t('list.tabsLabel')} tabs={tabs} testId="partners-tabs" />
      <ListFilters
        label={t('list.filtersLabel')}
        keep={{ state: query.state }}
        resetTo={buildListHref(PRO_PARTNERS_PATH, { state: query.state })}
        isFiltered={query.kind !== undefined || query.search !== undefined}
        testId="partners-filters"
      >
        <FilterField
          name="search"
          type="search"
          label={t('list.search')}
          hint={t('list.searchHint')}
          value={query.search}
          maxLength={SEARCH_MAX_LENGTH}
        />
        <FilterField
          name="kind"
          type="select"
          label={t('list.kind')}
          value={query.kind}
          options={[
            { value: '', label: t('list.anyKind') },
            ...PRO_PARTNER_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
          ]}
        />
      </ListFilters>
      <p className="mb-3 text-[15px] text-muted" role="status" data-testid="partners-total">
        {t('list.found', { count: meta.total })}
      </p>
      <DataTable
        caption={title}
        isCaptionHidden
        rows={items}
        getRowKey={(partner) => String(partner.id)}
        getRowHref={(partner) => `${PRO_PARTNERS_PATH}/${partner.id}`}
        testId="partners-table"
        empty={t('list.empty')}
        columns={[
          {
            key: 'name',
            header: t('list.columns.name'),
            isRowLink: true,
            cell: (partner) => {
              const name = pickNameWithLang(partner.name, locale);
              return (
                <span className="flex items-start gap-3">
                  {partner.image_url ? (
                    <img
                      src={partner.image_url}
                      alt=""
                      width={40}
                      height={40}
                      loading="lazy"
                      className="hidden size-10 shrink-0 rounded-md border border-slate-200 bg-white object-contain sm:block"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="hidden size-10 shrink-0 rounded-md border border-dashed border-slate-300 sm:block"
                    />
                  )}
                  <span className="flex min-w-0 flex-col">
                    <span lang={name.lang} className="break-words">
                      {name.text}
                    </span>
                    <span className="text-sm font-normal text-muted">
                      {t(`kinds.${partner.kind}`)}
                      <span className="sm:hidden">
                        {' · '}
                        {t('list.requestsCount', { count: partner.requests_last_30_days })}
                      </span>
                    </span>
                  </span>
                </span>
              );
            },
          },
          {
            key: 'countries',
            header: t('list.columns.countries'),
            cell: (partner) =>
              partner.countries.length === 0 ? (
                <span className="text-muted">{t('list.everyCountry')}</span>
              ) : (
                <span className="line-clamp-2 break-words">
                  {partner.countries.map((country) => country.name).join(', ')}
                </span>
              ),
            className: 'hidden md:table-cell max-w-72',
          },
          {
            key: 'state',
            header: t('list.columns.state'),
            cell: (partner) => <PublicationTag publishedAt={partner.published_at} />,
          },
          {
            key: 'requests',
            header: t('list.columns.requests'),
            cell: (partner) => formatNumber(partner.requests_last_30_days, locale),
            className: 'hidden sm:table-cell text-right tabular-nums',
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
