import { ADMIN_EVENT_TABS, type AdminEvent, type AdminEventTab, type PaginationMeta } from '@portal/contract';
import { useAdminClubTranslation } from '../../../i18n/adminClub';
import { useClubTranslation } from '../../../i18n/club';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { pickNameWithLang } from '../../../lib/localized-name';
import { defineList } from '../../../components/back-office/list-declaration';
import { BackOfficeListPage } from '../../../components/back-office/list-page';
import { PublicationTag } from '../../../components/back-office/publication-tag';
import { CLUB_EVENTS_PATH, type ClubEventsQuery } from './club-event-form';

/** The events' list (decision 045): a tab for upcoming, past and drafts; a search of titles. */
export const CLUB_EVENTS_LIST = defineList({
  path: CLUB_EVENTS_PATH,
  testId: 'club-events',
  tabs: { param: 'tab', values: ADMIN_EVENT_TABS },
  filters: ['search'],
});

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
  const { t: tClub } = useClubTranslation();
  const locale = useLocale();
  const seatsOf = (event: (typeof items)[number]) =>
    event.capacity === null
      ? t('list.seatsNoLimit', { taken: formatNumber(event.seats_taken, locale) })
      : t('list.seats', {
          taken: formatNumber(event.seats_taken, locale),
          capacity: formatNumber(event.capacity, locale),
        });
  return (
    <BackOfficeListPage
      list={CLUB_EVENTS_LIST}
      query={query}
      counts={counts}
      texts={{
        title: t('list.title'),
        lead: t('list.lead'),
        newLabel: t('list.new'),
        newTestId: 'club-event-new',
        tabsLabel: t('list.tabsLabel'),
        tabLabel: (tab) => t(`list.tabs.${tab as AdminEventTab}`),
        found: t('list.found', { count: meta.total }),
        empty: t('list.empty'),
      }}
      search={{ label: t('list.searchLabel'), hint: t('list.searchHint') }}
      rows={items}
      meta={meta}
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
  );
}
