import type { AnyColumn, SQL } from 'drizzle-orm';
import type { ApiLocale, PaginationMeta, REQUEST_KIND_INFO, RequestKind } from '@portal/contract';
import type { BilingualText, Database } from '@portal/db';
import type { BackOfficeScope, RequestScope } from '../../access/scope';
import type { REQUEST_TABLES } from '../request-tables';

/** A stored row of a kind's table. */
export type RequestRow<K extends RequestKind> = (typeof REQUEST_TABLES)[K]['$inferSelect'];

/** What a list of one kind is read with: the exporter's list, or the back office's queue. */
export type RequestListOptions<Query> = {
  db: Database;
  locale: ApiLocale;
  scope: RequestScope;
  query: Query;
  /** The back office's queue without a status filter leaves out drafts (still the exporter's). */
  excludeDrafts?: boolean | undefined;
  /** The number of matching rows when the caller already knows it (a queue filtered by status alone). */
  knownTotal?: Promise<number> | undefined;
};

/** What one request of a kind is read with; outside the scope it is not found (404). */
export type RequestReadOptions = { db: Database; scope: RequestScope; id: string; locale: ApiLocale };

/**
 * One request kind (issue 13 §3, decision 026): what differs between kinds, behind one
 * interface. The shared machinery (status moves and their notifications, draft deletion, the
 * list of all applications, the back office's queues and detail pages, permissions) takes a
 * module and never branches on a kind's name, so a new kind is its table, its contract folder
 * and one module like this in its own folder, registered in `REQUEST_KIND_MODULES` (decision 044).
 */
export interface RequestKindModule<
  K extends RequestKind = RequestKind,
  Item = unknown,
  Query = unknown,
  Detail = unknown,
> {
  readonly kind: K;
  /** What the contract says of the kind: status set, names, pages (shared with the web). */
  readonly info: (typeof REQUEST_KIND_INFO)[K];
  /** Its table, with the columns every kind has (company, number, status, dates). */
  readonly table: (typeof REQUEST_TABLES)[K];
  /** The request's title in both languages, from its stored row (notifications, e-mails). */
  titleOf(row: RequestRow<K>): BilingualText;
  /** The columns the lists' search matches by product name (with the company's names in the back office). */
  readonly productNameColumns: readonly AnyColumn[];
  /** Its columns in the list of all applications: the title in a language, and a contact person. */
  readonly allApplicationsColumns: {
    title(locale: ApiLocale): SQL<string>;
    contactName: SQL<string | null>;
  };
  /** A page of its requests within the scope (the exporter's list and the back office's queue). */
  find(options: RequestListOptions<Query>): Promise<{ items: Item[]; meta: PaginationMeta }>;
  /** One request as the API answers it, within the scope. */
  get(options: RequestReadOptions): Promise<Detail>;
  /**
   * The page a manager reads (decision 044): `readBackOfficeRequest`, with what only this kind
   * adds. One registration serves every kind's queue, page and move (`REQUEST_KIND_CALLS`).
   */
  readForBackOffice(options: RequestReadOptions & { scope: BackOfficeScope }): Promise<unknown>;
}

/** Any kind's module, for the shared machinery. */
export type AnyRequestKindModule = {
  [K in RequestKind]: RequestKindModule<K, unknown, never, unknown>;
}[RequestKind];
