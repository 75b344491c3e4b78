import { statusListOf, type ApplicationStatus, type RequestKind, type UiLocale } from '@portal/contract';
import { formatDate } from '../../lib/format';
import type { RequestListColumn } from './request-list';
import { titleOfRequest } from './request-title';
import { StatusBadge } from './status-badge';

/** What the common columns read of a row of the shorter-status lists. */
type NumberedRow = { number: number };
type StatusRow = { status: ApplicationStatus; status_changed_at: string };
type ProductRow = NumberedRow & { status: ApplicationStatus; product_name: string; created_at: string };

/** '№': the request's number. */
export function numberColumn<Row extends NumberedRow>(header: string): RequestListColumn<Row> {
  return {
    key: 'number',
    header,
    cell: (row) => <span className="tabular-nums">{row.number}</span>,
    className: 'w-16 whitespace-nowrap',
  };
}

/** The product, the row's link (a draft without one is titled by `titleOfRequest`). */
export function productColumn<Row extends ProductRow>(
  kind: RequestKind,
  header: string,
  locale: UiLocale,
): RequestListColumn<Row> {
  return {
    key: 'product',
    header,
    cell: (row) =>
      titleOfRequest(
        {
          kind,
          number: row.number,
          status: row.status,
          productName: row.product_name,
          contactName: null,
          createdAt: row.created_at,
        },
        locale,
      ),
    isRowLink: true,
  };
}

/** The status badge, labelled with the kind's status set (spec §4, REQUEST_KIND_INFO). */
export function statusColumn<Row extends StatusRow>(
  kind: RequestKind,
  header: string,
): RequestListColumn<Row> {
  const list = statusListOf(kind);
  return {
    key: 'status',
    header,
    cell: (row) => <StatusBadge status={row.status} list={list} />,
    // A long status ('Закрито, укладено контракт') wraps: the list fits its card (issue 25 §9).
    className: 'min-w-32',
  };
}

/** The day the status last changed. */
export function changedColumn<Row extends StatusRow>(
  header: string,
  locale: UiLocale,
): RequestListColumn<Row> {
  return {
    key: 'changed',
    header,
    cell: (row) => <time dateTime={row.status_changed_at}>{formatDate(row.status_changed_at, locale)}</time>,
    className: 'whitespace-nowrap',
  };
}
