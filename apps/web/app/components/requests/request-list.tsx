import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '../ui/data-table';
import { LocalizedLink } from '../../i18n/localized-link';
import { useRequestsTranslation } from '../../i18n/requests';
import { cx } from '../../lib/cx';

export type RequestListColumn<Row> = DataTableColumn<Row> & {
  /** The header as text: it labels the value on the phone card too. */
  header: string;
  /** Left out of the phone card (e.g. a value the card's title already shows). */
  isHiddenOnCard?: boolean;
};

export type RequestListProps<Row> = {
  rows: readonly Row[];
  /**
   * The columns, in order. The one with `isRowLink` holds the row's link: the table stretches it
   * over the row; the phone card shows it as the card's title.
   */
  columns: readonly RequestListColumn<Row>[];
  getRowKey: (row: Row) => string;
  /** The row's page, as a Ukrainian path (shown in the current language). */
  getRowHref: (row: Row) => string;
  /** What the list holds, for assistive technology (the table's caption, the cards' label). */
  caption: string;
  /** Shown instead of the list when there are no rows. */
  empty?: ReactNode;
  /**
   * A row's own controls (a draft's 'Продовжити' and 'Видалити'), or null: a last column of the
   * table when any row has some, the foot of the phone card. They sit above the row's stretched
   * link, so they take their own clicks.
   */
  getRowActions?: (row: Row) => ReactNode;
  testId?: string;
};

/**
 * A list of requests that fits its box: a table with row hover when there is room (about
 * 42 rem, measured on the list's own container, not the window, since the profile menu takes a
 * share of it), cards with labelled values below that (phones). Only one of the two is displayed;
 * the other is `display: none` and so also hidden from assistive technology.
 */
export function RequestList<Row>({
  rows,
  columns,
  getRowKey,
  getRowHref,
  caption,
  empty,
  getRowActions,
  testId = 'request-list',
}: RequestListProps<Row>) {
  const { t } = useRequestsTranslation();
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  const title = columns.find((column) => column.isRowLink);
  const details = columns.filter((column) => column !== title && !column.isHiddenOnCard);
  const actionsOf = (row: Row): ReactNode => getRowActions?.(row) ?? null;
  const hasActions = rows.some((row) => actionsOf(row) !== null);
  const tableColumns: readonly RequestListColumn<Row>[] = hasActions
    ? [
        ...columns,
        {
          key: 'row-actions',
          header: t('shared.draft.actions'),
          cell: (row) => {
            const actions = actionsOf(row);
            return actions === null ? null : <div className="relative z-10">{actions}</div>;
          },
          className: 'w-px whitespace-nowrap',
        },
      ]
    : columns;
  // A table of seven columns or more (a kind's list with its draft actions) needs a wider box than
  // a desktop's cabinet card gives (issue 25 §9: no column behind a sideways scroll): until then,
  // the cards. The class names stay whole for Tailwind to find.
  const isWide = tableColumns.length >= 7;
  return (
    <div className="@container" data-testid={testId}>
      <DataTable
        className={isWide ? 'hidden @5xl:block' : 'hidden @2xl:block'}
        caption={caption}
        isCaptionHidden
        rows={rows}
        columns={tableColumns}
        getRowKey={getRowKey}
        getRowHref={getRowHref}
        testId={`${testId}-table`}
      />
      <ul
        aria-label={caption}
        className={cx('flex flex-col gap-3', isWide ? '@5xl:hidden' : '@2xl:hidden')}
        data-testid={`${testId}-cards`}
      >
        {rows.map((row) => {
          const actions = actionsOf(row);
          return (
            <li
              key={getRowKey(row)}
              data-testid="request-card"
              className="relative rounded-2xl border border-slate-200 bg-white p-4 transition-colors duration-200 focus-within:bg-brand-50 hover:bg-brand-50"
            >
              {title && (
                <LocalizedLink
                  to={getRowHref(row)}
                  className="text-base font-semibold text-brand-700 underline-offset-4 after:absolute after:inset-0 after:content-[''] hover:underline"
                >
                  {title.cell(row)}
                </LocalizedLink>
              )}
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-[15px]">
                {details.map((column) => (
                  <div key={column.key} className="contents">
                    <dt className="text-muted">{column.header}</dt>
                    <dd className={cx('min-w-0 text-ink')}>{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
              {actions !== null && <div className="relative z-10 mt-4">{actions}</div>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
