import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { cx } from '../../lib/cx';
import { ChevronLeftIcon, ChevronRightIcon } from './chevron-icons';
import { buildPageRange } from './pagination-range';

export type PaginationProps = {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are; nothing is rendered for one page or none. */
  pageCount: number;
  /**
   * The address of a page in the current language, usually `buildPageHref(location, n)`.
   * Real links: paging works without JavaScript and every page can be shared.
   */
  getHref: (page: number) => string;
  /** The navigation landmark's name; 'Pagination' in the page's language by default. */
  label?: string;
  /** Keep the scroll position when moving between pages (for lists below the fold). */
  preventScrollReset?: boolean;
  className?: string;
};

const ITEM =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-[15px] font-semibold transition-colors duration-200';

/**
 * Pagination by page number (spec §2, §9): previous, the page numbers with gaps, next.
 * A `<nav>` landmark with its own name, the current page marked `aria-current="page"`,
 * previous/next named for screen readers and left out (not disabled links) at the ends.
 *
 * ```tsx
 * const location = useLocation();
 * <Pagination page={page} pageCount={pages} getHref={(n) => buildPageHref(location, n)} />
 * ```
 */
export function Pagination({
  page,
  pageCount,
  getHref,
  label,
  preventScrollReset,
  className,
}: PaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const items = buildPageRange(page, pageCount);
  return (
    <nav aria-label={label ?? t('ui.pagination')} className={className} data-testid="pagination">
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 && (
          <li>
            <Link
              to={getHref(page - 1)}
              rel="prev"
              preventScrollReset={preventScrollReset}
              className={cx(ITEM, 'gap-1 text-brand-700 hover:bg-brand-50')}
            >
              <ChevronLeftIcon width={20} height={20} />
              <span className="sr-only sm:not-sr-only">{t('ui.previousPage')}</span>
            </Link>
          </li>
        )}
        {items.map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={getHref(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('ui.pageNumber', { page: item })}
                preventScrollReset={preventScrollReset}
                className={cx(
                  ITEM,
                  item === page
                    ? 'bg-brand-600 text-white hover:bg-brand-700'
                    : 'text-brand-700 hover:bg-brand-50',
                )}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link
              to={getHref(page + 1)}
              rel="next"
              preventScrollReset={preventScrollReset}
              className={cx(ITEM, 'gap-1 text-brand-700 hover:bg-brand-50')}
            >
              <span className="sr-only sm:not-sr-only">{t('ui.nextPage')}</span>
              <ChevronRightIcon width={20} height={20} />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

/**
 * The address of page `page` of the current list: the same path and query with `page` set
 * (left out for page 1, so the first page has one address).
 */
export function buildPageHref(
  location: { pathname: string; search: string },
  page: number,
  param = 'page',
): string {
  const params = new URLSearchParams(location.search);
  if (page <= 1) params.delete(param);
  else params.set(param, String(page));
  const search = params.toString();
  return search ? `${location.pathname}?${search}` : location.pathname;
}
