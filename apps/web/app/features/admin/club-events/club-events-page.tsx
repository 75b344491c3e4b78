import { useLocation } from 'react-router';
import { ADMIN_EVENT_TABS, type AdminEvent, type AdminEventTab, type PaginationMeta } from '@portal/contract';
import { ButtonLink } from '../../../components/ui/button-link';
import { DataTable } from '../../../components/ui/data-table';
import { Pagination, buildPageHref } from '../../../components/ui/pagination';
import { useAdminTranslation } from '../../../i18n/admin';
import { useAdminClubTranslation } from '../../../i18n/adminClub';
import { useClubTranslation } from '../../../i18n/club';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { pickNameWithLang } from '../../../lib/localized-name';
import { buildListHref } from '../../../components/back-office/list-query';
import { FilterTabs } from '../../../components/back-office/filter-tabs';
import { AdminPageHeading } from '../../../components/back-office/page-heading';
import { SearchForm } from '../../../components/back-office/search-form';
import { CLUB_EVENTS_PATH, type ClubEventsQuery } from './club-event-form';
import { PublicationTag } from '../../../components/back-office/publication-tag';

/**
 * /admin/events: the club's events by tab (upcoming, past, drafts, each with its count), found
 * by words of a title; each row with its time in Kyiv, format, seats taken and waiting list, and
 * whether companies see it. Each row opens its editor.
 */
export function ClubEventsPage({
  query,
  items,
  meta,
  counts,
}: {
  query: ClubEventsQuery;
  items: readonly AdminEvent[];
  meta: PaginationMeta;
  counts: Record<AdminEventTab, number>;
}) {
  const { t } = useAdminClubTranslation();
  const { t: tAdmin } = useAdminTranslation();
  const { t: tClub } = useClubTranslation();
  const locale = useLocale();
  const location = useLocation();
  const title = t('list.title');
  const tabs = ADMIN_EVENT_TABS.map((tab) => ({
    key: tab,
    label: t(`list.tabs.${tab}`),
    to: buildListHref(CLUB_EVENTS_PATH, { tab, search: query.search }),
    count: counts[tab],
    isCurrent: query.tab === tab,
  }));
  const seatsOf = (event: (typeof items)[number]) =>
    event.capacity === null
      ? t('list.seatsNoLimit', { taken: formatNumber(event.seats_taken, locale) })
      : t('list.seats', {
          taken: formatNumber(event.seats_taken, locale),
          capacity: formatNumber(event.capacity, locale),
        });
  return (
    <>
      <AdminPageHeading
        title={title}
        lead={t('list.lead')}
        breadcrumbs={[{ label: tAdmin('nav.dashboard'), to: '/admin' }, { label: title }]}
        aside={
          <ButtonLink to={`${CLUB_EVENTS_PATH}/new`} className="self-start" data-testid="club-event-new">
            {t('list.new')}
          </ButtonLink>
        }
      />
      <FilterTabs label={t('list.tabsLabel')} tabs={tabs} testId="club-events-tabs" />
      <SearchForm
        label={t('list.searchLabel')}
        hint={t('list.searchHint')}
        value={query.search}
        keep={{ tab: query.tab }}
        clearTo={buildListHref(CLUB_EVENTS_PATH, { tab: query.tab })}
      />
      <p className="mb-3 text-[15px] text-muted" role="status" data-testid="club-events-total">
        {t('list.found', { count: meta.total })}
      </p>
      <DataTable
        caption={title}
        isCaptionHidden
        rows={items}
        getRowKey={(event) => String(event.id)}
        getRowHref={(event) => `${CLUB_EVENTS_PATH}/${event.id}`}
        testId="club-events-table"
        empty={t('list.empty')}
        columns={[
          {
            key: 'title',
            header: t('list.columns.title'),
            isRowLink: true,
            cell: (event) => {
              const name = pickNameWithLang(event.title, locale);
              return (
                <span className="flex flex-col gap-1">
                  <span lang={name.lang} className="break-words">
                    {name.text}
                  </span>
                  <PublicationTag publishedAt={event.published_at} />
                </span>
              );
            },
          },
          {
            key: 'when',
            header: t('list.columns.when'),
            cell: (event) => (
              <span className="flex flex-col">
                <time dateTime={event.starts_at}>{formatDateTime(event.starts_at, locale)}</time>
                {/* A phone leaves the format's and the seats' columns out: they are read here. */}
                <span className="text-sm text-muted sm:hidden">{tClub(`formats.${event.format}`)}</span>
                <span className="text-sm text-muted tabular-nums sm:hidden">{seatsOf(event)}</span>
              </span>
            ),
          },
          {
            key: 'format',
            header: t('list.columns.format'),
            cell: (event) => tClub(`formats.${event.format}`),
            className: 'hidden sm:table-cell',
          },
          {
            key: 'seats',
            header: t('list.columns.seats'),
            cell: seatsOf,
            className: 'hidden sm:table-cell tabular-nums',
          },
          {
            key: 'waiting',
            header: t('list.columns.waiting'),
            cell: (event) => formatNumber(event.waiting, locale),
            className: 'hidden md:table-cell text-right tabular-nums',
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
