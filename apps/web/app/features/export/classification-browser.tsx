import { Form, Link, useLocation } from 'react-router';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table';
import { buildPageHref, Pagination } from '../../components/ui/pagination';
import { cx } from '../../lib/cx';
import { fill, type BrowserTexts } from './export-content';
import type { BrowserRow, BrowserView } from './export-view';

export const BROWSER_ID = 'classification';
/** Every link of the browser lands on the browser, not on the top of the page. */
const toBrowser = (href: string) => `${href}#${BROWSER_ID}`;

const CODE_CELL = 'w-20 tabular-nums font-semibold text-brand-900 sm:w-32 sm:whitespace-nowrap';

function buildColumns(view: BrowserView, texts: BrowserTexts): DataTableColumn<BrowserRow>[] {
  const code: DataTableColumn<BrowserRow> = {
    key: 'code',
    header: texts.columns.code,
    cell: (row) => row.display,
    className: CODE_CELL,
  };
  const name: DataTableColumn<BrowserRow> = {
    key: 'name',
    header: texts.columns.name,
    cell: (row) => row.name,
    isRowLink: true,
  };
  if (view.level === 'sections') {
    return [
      code,
      name,
      {
        key: 'chapters',
        header: texts.columns.chapters,
        cell: (row) => row.chapters,
        className: 'hidden whitespace-nowrap tabular-nums sm:table-cell sm:w-28',
      },
    ];
  }
  if (view.level === 'search') {
    return [
      code,
      name,
      {
        key: 'level',
        header: texts.columns.level,
        cell: (row) => (row.level ? texts.levels[row.level] : ''),
        className: 'hidden whitespace-nowrap text-muted md:table-cell md:w-44',
      },
    ];
  }
  return [code, name];
}

/**
 * The product classification browser of /export (spec §2: section list with breadcrumbs,
 * pagination and a table with row hover). Search is a plain GET form and every view an
 * address, so it works without JavaScript.
 */
export function ClassificationBrowser({ texts, view }: { texts: BrowserTexts; view: BrowserView }) {
  const location = useLocation();
  const hasGoodsNote = texts.goodsNote !== '' && (view.level === 'goods' || view.level === 'search');
  return (
    <section id={BROWSER_ID} aria-labelledby="classification-title" className="mt-14 scroll-mt-36">
      <h2 id="classification-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {texts.title}
      </h2>
      <p className="mt-3 max-w-3xl leading-relaxed text-muted">{texts.intro}</p>

      <Form
        method="get"
        action={`${location.pathname}#${BROWSER_ID}`}
        role="search"
        className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end"
        preventScrollReset
      >
        <div className="flex-1">
          <label htmlFor="classification-search" className="block text-[15px] font-semibold text-brand-900">
            {texts.searchLabel}
          </label>
          <input
            key={view.q}
            id="classification-search"
            name="q"
            type="search"
            defaultValue={view.q}
            maxLength={100}
            aria-describedby="classification-search-hint"
            className="mt-1.5 block min-h-12 w-full rounded-lg border border-slate-400 bg-white px-4 text-base text-ink placeholder:text-slate-500"
          />
          <p id="classification-search-hint" className="mt-1 text-sm text-muted">
            {texts.searchHint}
          </p>
        </div>
        <div className="flex gap-3 sm:mb-6">
          <button
            type="submit"
            className="inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-600 px-6 font-semibold text-white transition-colors duration-200 hover:bg-brand-700"
          >
            {texts.searchButton}
          </button>
          {view.q && (
            <Link
              to={`${location.pathname}#${BROWSER_ID}`}
              preventScrollReset
              className="inline-flex min-h-12 items-center rounded-lg px-3 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {texts.clearSearch}
            </Link>
          )}
        </div>
      </Form>

      <Breadcrumbs
        className="mt-6"
        items={view.crumbs.map((crumb) => ({ label: crumb.label, to: crumb.to && toBrowser(crumb.to) }))}
      />

      {view.level !== 'sections' && (
        <h3
          className="mt-4 text-xl font-bold text-brand-900 sm:text-2xl"
          data-testid="classification-heading"
        >
          {view.heading}
        </h3>
      )}

      {view.level === 'search' && !view.isTooShort && (
        <p className="mt-2 text-muted" role="status">
          {fill(texts.searchCount, { count: view.total })}
        </p>
      )}
      {view.isTooShort && (
        <p className="mt-2 text-muted" role="status">
          {texts.searchTooShort}
        </p>
      )}
      {view.isLimited && <p className="mt-2 text-muted">{texts.searchLimited}</p>}
      {hasGoodsNote && <p className="mt-2 text-sm text-muted">{texts.goodsNote}</p>}

      {!view.isTooShort && (
        <DataTable
          className="mt-4"
          testId="classification-table"
          caption={view.caption}
          isCaptionHidden
          columns={buildColumns(view, texts)}
          rows={view.rows}
          getRowKey={(row) => `${row.level ?? view.level}-${row.code}`}
          getRowHref={(row) => (row.href ? toBrowser(row.href) : undefined)}
          empty={view.level === 'search' ? texts.noResults : texts.emptyList}
        />
      )}

      <Pagination
        className={cx('mt-6')}
        page={view.page}
        pageCount={view.pageCount}
        getHref={(page) => toBrowser(buildPageHref(location, page))}
      />

      <p
        className="mt-8 border-t border-slate-200 pt-4 text-sm leading-relaxed text-muted"
        data-testid="hs-attribution"
      >
        {texts.attribution}
      </p>
    </section>
  );
}
