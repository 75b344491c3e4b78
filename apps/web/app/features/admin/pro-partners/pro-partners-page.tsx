import {
  ADMIN_PRO_PARTNER_STATES,
  PRO_PARTNER_KINDS,
  type AdminProPartnerListItem,
  type AdminProPartnerState,
  type PaginationMeta,
} from '@portal/contract';
import { useAdminPartnersTranslation } from '../../../i18n/adminPartners';
import { useLocale } from '../../../i18n/use-locale';
import { formatNumber } from '../../../lib/format';
import { pickNameWithLang } from '../../../lib/localized-name';
import { SEARCH_MAX_LENGTH } from '../../../components/back-office/list-query';
import { defineList } from '../../../components/back-office/list-declaration';
import { BackOfficeListPage } from '../../../components/back-office/list-page';
import { PublicationTag } from '../../../components/back-office/publication-tag';
import { PRO_PARTNERS_PATH, type ProPartnersQuery } from './pro-partner-form';

/** The partners' list (decision 045): all, published and drafts; filtered by name and kind. */
export const PRO_PARTNERS_LIST = defineList({
  path: PRO_PARTNERS_PATH,
  testId: 'partners',
  tabs: { param: 'state', values: ADMIN_PRO_PARTNER_STATES, hasAll: true },
  filters: ['kind', 'search'],
});

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
  const locale = useLocale();
  return (
    <BackOfficeListPage
      list={PRO_PARTNERS_LIST}
      query={query}
      counts={counts}
      texts={{
        title: t('list.title'),
        lead: t('list.lead'),
        newLabel: t('list.new'),
        newTestId: 'partner-new',
        tabsLabel: t('list.tabsLabel'),
        tabLabel: (state) => t(`list.tabs.${state as AdminProPartnerState | 'all'}`),
        filtersLabel: t('list.filtersLabel'),
        found: t('list.found', { count: meta.total }),
        empty: t('list.empty'),
      }}
      filters={[
        {
          name: 'search',
          type: 'search',
          label: t('list.search'),
          hint: t('list.searchHint'),
          maxLength: SEARCH_MAX_LENGTH,
        },
        {
          name: 'kind',
          type: 'select',
          label: t('list.kind'),
          options: [
            { value: '', label: t('list.anyKind') },
            ...PRO_PARTNER_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
          ],
        },
      ]}
      rows={items}
      meta={meta}
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
  );
}
