import { Form, Link, useLocation } from 'react-router';
import {
  canFileRequests,
  type Country,
  type PaginationMeta,
  type Profile,
  type PublishedAnalysisListItem,
} from '@portal/contract';
import { INPUT_CLASSES } from '../../../components/form/field-parts';
import { ButtonLink, buttonClasses } from '../../../components/ui/button-link';
import { buildPageHref, Pagination } from '../../../components/ui/pagination';
import { useAdvisoryTranslation } from '../../../i18n/advisory';
import { LocalizedLink } from '../../../i18n/localized-link';
import { useLocale } from '../../../i18n/use-locale';
import { cx } from '../../../lib/cx';
import { formatDate } from '../../../lib/format';
import { ProServicePage } from '../pro-service-page';
import { findRunningSubscription } from '../pro-services';
import { ANALYSIS_CREATE_PATH, publishedAnalysisPath, type AnalysesFilters } from './analyses-query';

export type AnalysisServicePageProps = {
  profile: Profile;
  filters: AnalysesFilters;
  items: PublishedAnalysisListItem[];
  meta: PaginationMeta;
  countries: Country[];
};

const LINK = 'text-[15px] font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** The country filter: a plain GET form, so it works without JavaScript and starts from page 1. */
function CountryFilter({ filters, countries }: Pick<AnalysisServicePageProps, 'filters' | 'countries'>) {
  const { t } = useAdvisoryTranslation();
  const { pathname } = useLocation();
  return (
    <Form
      method="get"
      role="search"
      aria-label={t('published.filterLabel')}
      className="mb-6 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end sm:p-5"
      data-testid="analyses-filter"
    >
      <div className="min-w-0 flex-1">
        <label htmlFor="analyses-country" className="mb-1.5 block text-[15px] font-semibold text-ink">
          {t('published.country')}
        </label>
        <select
          id="analyses-country"
          name="country"
          defaultValue={filters.country}
          className={cx(INPUT_CLASSES, 'pr-10')}
          data-testid="analyses-country"
        >
          <option value="">{t('published.anyCountry')}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClasses('solid')}>
          {t('published.apply')}
        </button>
        {filters.country && (
          <Link to={pathname} className={buttonClasses('outline')}>
            {t('published.reset')}
          </Link>
        )}
      </div>
    </Form>
  );
}

/**
 * One published analysis as a card: its title (a link to its text for a subscriber; text alone
 * otherwise, since the gate would only send them back), country, product group, date, summary.
 */
function AnalysisCard({ item, canRead }: { item: PublishedAnalysisListItem; canRead: boolean }) {
  const { t } = useAdvisoryTranslation();
  const locale = useLocale();
  return (
    <li
      data-testid="analysis-card"
      className={cx(
        'relative flex flex-col rounded-2xl border border-slate-200 bg-white p-5 sm:p-6',
        canRead && 'transition-colors duration-200 focus-within:bg-brand-50 hover:bg-brand-50',
      )}
    >
      <h3 className="text-lg font-bold text-brand-900">
        {canRead ? (
          <LocalizedLink
            to={publishedAnalysisPath(item.id)}
            className="underline-offset-4 after:absolute after:inset-0 after:content-[''] hover:underline"
          >
            {item.title}
          </LocalizedLink>
        ) : (
          item.title
        )}
      </h3>
      <p className="mt-1 text-sm font-semibold text-ink">
        {item.country.name}
        <span className="font-normal text-muted">
          {' · '}
          {t('published.publishedAt')}{' '}
          <time dateTime={item.published_at}>{formatDate(item.published_at, locale)}</time>
        </span>
      </p>
      <p className="mt-1 line-clamp-2 text-sm text-muted">
        {item.hs ? `${item.hs.code} ${item.hs.name}` : t('published.allProducts')}
      </p>
      <p className="mt-3 flex-1 text-[15px] leading-relaxed text-ink">{item.summary}</p>
      {canRead && (
        <p className="mt-3 text-sm font-semibold text-brand-700">
          {t('published.read')} →
          {item.has_pdf && <span className="ml-3 text-muted">{t('published.withPdf')}</span>}
        </p>
      )}
    </li>
  );
}

/**
 * /profile/pro-services/analysis (spec §2, §6): the country analyses. A subscriber reads the
 * published analyses (filtered by country, paged), opens each, and orders an analysis of a
 * country; a company without a subscription sees the offer and what is published — titles and
 * summaries, which the API gives everyone signed in (decision 028) — with no way into the gated
 * sub-pages.
 */
export function AnalysisServicePage({ profile, filters, items, meta, countries }: AnalysisServicePageProps) {
  const { t } = useAdvisoryTranslation();
  const location = useLocation();
  const canRead = findRunningSubscription(profile) !== null;
  const canFile = canFileRequests(profile);
  const isFiltered = filters.country !== '';

  return (
    <ProServicePage
      service="analysis"
      profile={profile}
      includedText={(values) => t('published.includedText', values)}
      actions={
        canFile && (
          <ButtonLink to={ANALYSIS_CREATE_PATH} size="sm" data-testid="analysis-create">
            {t('published.create')}
          </ButtonLink>
        )
      }
    >
      <section aria-labelledby="analyses-title" className="mt-8" data-testid="published-analyses">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="analyses-title" className="text-xl font-bold text-brand-900 sm:text-2xl">
            {canRead ? t('published.listTitle') : t('published.previewTitle')}
          </h2>
          {canFile && (
            <LocalizedLink to="/profile/analysis-applications" className={LINK} data-testid="analysis-mine">
              {t('published.myRequests')}
            </LocalizedLink>
          )}
        </div>
        {!canRead && (
          <p className="mb-4 text-[15px] leading-relaxed text-muted">{t('published.previewLead')}</p>
        )}
        <CountryFilter filters={filters} countries={countries} />
        {meta.total > 0 && (
          <p className="mb-3 text-[15px] font-semibold text-muted" data-testid="analyses-count">
            {t('published.found', { count: meta.total })}
          </p>
        )}
        {items.length > 0 ? (
          <ul className="grid gap-4 lg:grid-cols-2" data-testid="analyses-list" data-readable={canRead}>
            {items.map((item) => (
              <AnalysisCard key={item.id} item={item} canRead={canRead} />
            ))}
          </ul>
        ) : (
          <div
            className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center"
            data-testid="analyses-empty"
          >
            <h3 className="text-xl font-bold text-brand-900">
              {isFiltered ? t('published.noMatchTitle') : t('published.emptyTitle')}
            </h3>
            <p className="mx-auto mt-2 max-w-lg text-[15px] leading-relaxed text-muted">
              {isFiltered ? t('published.noMatchText') : t('published.emptyText')}
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
    </ProServicePage>
  );
}
