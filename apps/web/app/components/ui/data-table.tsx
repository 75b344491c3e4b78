import { useId, type ReactNode } from 'react';
import { LocalizedLink } from '../../i18n/localized-link';
import { cx } from '../../lib/cx';

export type DataTableColumn<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Classes of the column's cells and header (width, alignment, hiding on small screens). */
  className?: string;
  /**
   * This column's cell holds the row's link (see `getRowHref`): the link is the real,
   * keyboard-focusable target, and it stretches over the whole row so a click anywhere on
   * the row follows it.
   */
  isRowLink?: boolean;
};

export type DataTableProps<Row> = {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string;
  /** Where a row leads (a path in either language; shown in the current one), or none. */
  getRowHref?: (row: Row) => string | undefined;
  /** The table's caption: what the table lists. Visible unless `isCaptionHidden`. */
  caption: ReactNode;
  isCaptionHidden?: boolean;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
  testId?: string;
  className?: string;
};

/**
 * A table of rows that highlight on hover (spec §2: 'a table with row hover'). A row with an
 * address is clickable as a whole through a stretched link in its `isRowLink` cell — no
 * script, no click handler on the row, one tab stop per row, and the link text names the row.
 * Wide tables scroll inside their own box instead of scrolling the page sideways.
 *
 * ```tsx
 * <DataTable caption="Sections" rows={sections} getRowKey={(s) => s.code}
 *   getRowHref={(s) => `/export?section=${s.code}`}
 *   columns={[{ key: 'code', header: 'Code', cell: (s) => s.code },
 *             { key: 'name', header: 'Name', cell: (s) => s.name, isRowLink: true }]} />
 * ```
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowKey,
  getRowHref,
  caption,
  isCaptionHidden = false,
  empty,
  testId,
  className,
}: DataTableProps<Row>) {
  const captionId = useId();
  return (
    // A table wider than a phone scrolls in its box: the box is a named region a keyboard can
    // reach and scroll (WCAG 2.1.1; axe 'scrollable-region-focusable'). With its caption hidden a
    // heading above already names the table, mostly a section's of the same name: the box is then
    // a named group, not a second landmark of that name (axe 'landmark-unique').
    <div
      className={cx('overflow-x-auto rounded-2xl border border-slate-200 bg-white', className)}
      role={isCaptionHidden ? 'group' : 'region'}
      aria-labelledby={captionId}
      // A scrollable box must be focusable to scroll by keyboard.
      tabIndex={0}
    >
      <table className="w-full border-collapse text-left text-[15px]" data-testid={testId}>
        <caption
          id={captionId}
          className={cx(
            isCaptionHidden ? 'sr-only' : 'px-4 pt-4 pb-2 text-left text-base font-semibold text-brand-900',
          )}
        >
          {caption}
        </caption>
        <thead className="bg-brand-50 text-sm text-brand-900">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cx('px-3 py-3 font-semibold sm:px-4', column.className)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty !== undefined ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-8 text-center text-muted">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const href = getRowHref?.(row);
              return (
                <tr
                  key={getRowKey(row)}
                  data-testid="data-table-row"
                  className={cx(
                    'relative border-t border-slate-200 align-top transition-colors duration-200',
                    href !== undefined && 'hover:bg-brand-50 focus-within:bg-brand-50',
                  )}
                >
                  {columns.map((column) => (
                    <td key={column.key} className={cx('px-3 py-3 sm:px-4', column.className)}>
                      {column.isRowLink && href !== undefined ? (
                        <LocalizedLink
                          to={href}
                          className="font-semibold text-brand-700 underline-offset-4 after:absolute after:inset-0 after:content-[''] hover:underline"
                        >
                          {column.cell(row)}
                        </LocalizedLink>
                      ) : (
                        column.cell(row)
                      )}
                    </td>
                  ))}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
