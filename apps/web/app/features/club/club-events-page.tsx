import { Form, Link, useLocation } from 'react-router';
import {
  EVENT_FORMATS,
  EVENT_LANGUAGES,
  EVENT_PERIODS,
  type ClubEventListItem,
  type PaginationMeta,
} from '@portal/contract';
import { INPUT_CLASSES } from '../../components/form/field-parts';
import { buttonClasses } from '../../components/ui/button-link';
import { PageHeading } from '../../components/ui/page-heading';
import { buildPageHref, Pagination } from '../../components/ui/pagination';
import { useClubTranslation } from '../../i18n/club';
import { LocalizedLink } from '../../i18n/localized-link';
import { cx } from '../../lib/cx';
import { ClubEventCard } from './club-event-card';
import { buildPeriodSearch, CLUB_BASE_PATH, type ClubEventFilters } from './club-query';

export type ClubEventsPageProps = {
  filters: ClubEventFilters;
  items: ClubEventListItem[];
  meta: PaginationMeta;
  now: string;
};

/** Upcoming and past as two links (tabs in look): plain addresses, so they work without JavaScript. */
function PeriodTabs({ filters }: { filters: ClubEventFilters }) {
  const { t } = useClubTranslation();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('list.periodLabel')} className="mb-4" data-testid="club-events-period">
      <ul className="inline-flex rounded-xl border border-slate-200 bg-white p-1">
        {EVENT_PERIODS.map((period) => {
          const isCurrent = filters.period === period;
          return (
            <li key={period}>
              <Link
                to={`${pathname}${buildPeriodSearch(filters, period)}`}
                aria-current={isCurrent ? 'page' : undefined}
                data-testid={`club-events-period-${period}`}
                className={cx(
                  'inline-flex min-h-11 items-center rounded-lg px-4 text-[15px] font-semibold transition-colors duration-200',
                  isCurrent ? 'bg-brand-700 text-white' : 'text-brand-700 hover:bg-brand-50',
                )}
              >
                {t(`list.${period}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Format and language: a plain GET form keeping the period, so it works without JavaScript and starts from page 1. */
function EventFilter({ filters }: { filters: ClubEventFilters }) {
  const { t } = useClubTranslation();
  const { pathname } = useLocation();
  const isFiltered = filters.format !== '' || filters.language !== '';
  return (
    <Form
      method="get"
      role="search"
      aria-label={t('list.filterLabel')}
      className="mb-6 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end sm:p-5"
      data-testid="club-events-filter"
    >
      {filters.period !== 'upcoming' && <input type="hidden" name="period" value={filters.period} />}
      <div className="min-w-0 flex-1">
        <label htmlFor="club-events-format" className="mb-1.5 block text-[15px] font-semibold text-ink">
          {t('list.format')}
        </label>
        <select
          id="club-events-format"
          name="format"
          defaultValue={filters.format}
          className={cx(INPUT_CLASSES, 'pr-10')}
          data-testid="club-events-format"
        >
          <option value="">{t('list.anyFormat')}</option>
          {EVENT_FORMATS.map((format) => (
            <option key={format} value={format}>
              {t(`formats.${format}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0 flex-1">
        <label htmlFor="club-events-language" className="mb-1.5 block text-[15px] font-semibold text-ink">
          {t('list.language')}
        </label>
        <select
          id="club-events-language"
          name="language"
          defaultValue={filters.language}
          className={cx(INPUT_CLASSES, 'pr-10')}
          data-testid="club-events-language"
        >
          <option value="">{t('list.anyLanguage')}</option>
          {EVENT_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`languages.${language}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClasses('solid')} data-testid="club-events-apply">
          {t('list.apply')}
        </button>
        {isFiltered && (
          <Link
            to={`${pathname}${buildPeriodSearch({ ...filters, format: '', language: '' }, filters.period)}`}
            className={buttonClasses('outline')}
          >
            {t('list.reset')}
          </Link>
        )}
      </div>
    </Form>
  );
}

/**
 * /profile/pro-services/business-club/events (spec §2, behind the subscription gate): the club's
 * upcoming (the soonest first) or past events, filtered by format and language, paged; each a
 * card with when (Kyiv time), where, the language, the seats and the company's place.
 */
export function ClubEventsPage({ filters, items, meta, now }: ClubEventsPageProps) {
  const { t } = useClubTranslation();
  const location = useLocation();
  const isFiltered = filters.format !== '' || filters.language !== '';
  return (
    <>
      <LocalizedLink
        to={CLUB_BASE_PATH}
        className="mb-4 inline-block text-[15px] font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        ← {t('list.back')}
      </LocalizedLink>
      <PageHeading title={t('list.title')} lead={t('list.lead')} />
      <PeriodTabs filters={filters} />
      <EventFilter filters={filters} />
      <section aria-labelledby="club-events-count" data-testid="club-events">
        <h2 id="club-events-count" className="mb-3 text-[15px] font-semibold text-muted">
          {meta.total > 0
            ? `${t('list.found', { count: meta.total })}. ${t('list.timeNote')}`
            : t(`list.${filters.period}`)}
        </h2>
        {items.length > 0 ? (
          <ul
            className="grid gap-4 lg:grid-cols-2"
            data-testid="club-events-list"
            data-period={filters.period}
          >
            {items.map((event) => (
              <ClubEventCard key={event.id} event={event} now={now} />
            ))}
          </ul>
        ) : (
          <div
            className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center"
            data-testid="club-events-empty"
          >
            <h3 className="text-xl font-bold text-brand-900">
              {isFiltered
                ? t('list.noMatchTitle')
                : filters.period === 'past'
                  ? t('list.emptyPastTitle')
                  : t('list.emptyUpcomingTitle')}
            </h3>
            <p className="mx-auto mt-2 max-w-lg text-[15px] leading-relaxed text-muted">
              {isFiltered ? t('list.noMatchText') : t('list.emptyText')}
            </p>
          </div>
        )}
        <Pagination
          className="mt-6"
          page={meta.current_page}
          pageCount={meta.last_page}
          getHref={(page) => buildPageHref(location, page)}
        />
      </section>
    </>
  );
}
