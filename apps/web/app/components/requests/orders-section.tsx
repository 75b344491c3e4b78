import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { PaginationMeta } from '@portal/contract';
import { buildPageHref, Pagination } from '../ui/pagination';
import { EmptyState } from './empty-state';
import { RequestList, type RequestListProps } from './request-list';

type OrdersSectionProps<Row> = Pick<
  RequestListProps<Row>,
  'rows' | 'columns' | 'getRowKey' | 'getRowHref' | 'caption'
> & {
  /** The section's id: its heading is `${id}-title`, its test ids `${testId}`, `${testId}-list`, `${testId}-empty`. */
  id: string;
  testId: string;
  title: string;
  /** 'Orders: 3', said when there are any. */
  found: string;
  /** What the section says without any. */
  empty: { title: string; text: string };
  meta: PaginationMeta;
  /** The query parameter of this list's page: a page may page more than one list. */
  pageParam: string;
  /** Above the list when there are orders (a refresh). */
  tools?: ReactNode;
};

/**
 * A company's orders under the page that makes them (the catalogue's services, the foreign
 * company reports): the heading, how many, the list (a table with room, cards on a phone) with
 * each order's page, what it says without any, and its own pages.
 */
export function OrdersSection<Row>({
  id,
  testId,
  title,
  found,
  empty,
  meta,
  pageParam,
  tools,
  ...list
}: OrdersSectionProps<Row>) {
  const location = useLocation();
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} className="mt-12" data-testid={testId}>
      <h2 id={titleId} className="mb-4 text-xl font-bold text-brand-900 sm:text-2xl">
        {title}
      </h2>
      {meta.total > 0 && (
        <>
          {tools}
          <p className="mb-3 text-[15px] font-semibold text-muted">{found}</p>
        </>
      )}
      <RequestList
        {...list}
        empty={<EmptyState title={empty.title} text={empty.text} testId={`${testId}-empty`} />}
        testId={`${testId}-list`}
      />
      <Pagination
        className="mt-6"
        page={meta.current_page}
        pageCount={meta.last_page}
        getHref={(page) => buildPageHref(location, page, pageParam)}
      />
    </section>
  );
}
