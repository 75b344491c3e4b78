import { and, asc, count, eq, gte, like, lt, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  buildPaginationMeta,
  HS_SECTION_NUMERALS,
  normalizeHsCode,
  parseHsSectionNumber,
  type ApiLocale,
  type PaginationMeta,
  type RequestKind,
} from '@portal/contract';
import { companies, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { BoundValues, preparedOnce } from '../../lib/prepared-queries';
import { toContainsPattern } from '../classification/hs-search';
import { isBackOfficeScope, scopeCondition, type RequestScope } from '../access/scope';
import type { RequestListOptions } from './kinds/request-kind';
import { REQUEST_TABLES, type RequestTable } from './request-tables';

const ROMAN = /^[IVX]+$/i;
const DAY_MS = 86_400_000;

/** The columns of a request table the list filters look at. */
export type FilterColumns = {
  status: AnyColumn;
  number: AnyColumn;
  createdAt: AnyColumn;
  /** A kind with no product classification (assistance) has none: a classification filter matches none of it. */
  hsSection: AnyColumn | undefined;
  hsGroup: AnyColumn | undefined;
  hsProductItem: AnyColumn | undefined;
  /** The product name columns a search looks in. */
  names: AnyColumn[];
};

/**
 * A request table's filter columns. `productNames` are what a search looks in; a managers' queue
 * (the back office's scope) also finds a request by its company's name, so it needs the
 * companies joined.
 */
export function listFilterColumns(
  table: RequestTable,
  productNames: AnyColumn[],
  scope: RequestScope,
): FilterColumns {
  return {
    status: table.status,
    number: table.number,
    createdAt: table.createdAt,
    hsSection: 'hsSection' in table ? table.hsSection : undefined,
    hsGroup: 'hsGroup' in table ? table.hsGroup : undefined,
    hsProductItem: 'hsProductItem' in table ? table.hsProductItem : undefined,
    names: isBackOfficeScope(scope) ? [...productNames, companies.nameUk, companies.nameEn] : productNames,
  };
}

export type ListFilters = {
  status?: string | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
  search?: string | undefined;
  hs?: string | undefined;
};

/**
 * The conditions of spec §7's list filters: status; created from/to (whole days, UTC, both
 * inclusive); a search where every word occurs in a product name, or the number ('1024',
 * '№1024'); a classification code: a section (Roman), a group (2 digits) or a product item
 * prefix (3–4 digits). Values go into `bound` as placeholders, never into SQL text; `bound.key`
 * then names the shape, for a prepared query (decision 016).
 */
export function buildListConditions(columns: FilterColumns, filters: ListFilters, bound: BoundValues): SQL[] {
  const conditions: SQL[] = [];
  if (filters.status) {
    bound.mark('status');
    conditions.push(eq(columns.status, bound.bind(filters.status)));
  }
  if (filters.date_from) {
    bound.mark('from');
    conditions.push(gte(columns.createdAt, bound.bind(new Date(`${filters.date_from}T00:00:00Z`))));
  }
  if (filters.date_to) {
    bound.mark('to');
    const end = new Date(new Date(`${filters.date_to}T00:00:00Z`).getTime() + DAY_MS);
    conditions.push(lt(columns.createdAt, bound.bind(end)));
  }
  const search = filters.search?.trim();
  if (search) conditions.push(buildSearchCondition(columns, search, bound));
  const hs = filters.hs?.trim();
  if (hs) conditions.push(buildHsCondition(columns, hs, bound));
  return conditions;
}

function buildSearchCondition(columns: FilterColumns, search: string, bound: BoundValues): SQL {
  const words = search.split(/\s+/).filter(Boolean);
  const number = /^(?:№|#|no\.?)?\s*(\d{1,9})$/i.exec(search)?.[1];
  // The words travel as one array, so any number of them is one shape. The names are joined by
  // a line break that a word cannot hold, so a word matches within one name (only an apostrophe,
  // which matches any sign, could match the break itself).
  bound.mark(`search${number ? ':number' : ''}`);
  const patterns = bound.bind(words.map(toContainsPattern));
  const names = sql.join(columns.names, sql`, `);
  const byName = sql`concat_ws(E'\\n', ${names}) ilike all (${patterns}::text[])`;
  return number ? or(eq(columns.number, bound.bind(Number(number))), byName)! : byName;
}

function buildHsCondition(columns: FilterColumns, hs: string, bound: BoundValues): SQL {
  /** The condition on a classification column, or none of the rows when the kind has no such column. */
  const on = (column: AnyColumn | undefined, condition: (column: AnyColumn) => SQL): SQL =>
    column ? condition(column) : sql`false`;
  if (ROMAN.test(hs)) {
    const section = parseHsSectionNumber(hs);
    if (section !== undefined) {
      bound.mark('hs:section');
      const value = bound.bind(HS_SECTION_NUMERALS[section - 1]!);
      return on(columns.hsSection, (column) => eq(column, value));
    }
  }
  const digits = normalizeHsCode(hs);
  if (digits && digits.length <= 2) {
    bound.mark('hs:group');
    const value = bound.bind(`${digits}%`);
    return on(columns.hsGroup, (column) => like(column, value));
  }
  if (digits && digits.length <= 4) {
    bound.mark('hs:item-prefix');
    const value = bound.bind(`${digits}%`);
    return on(columns.hsProductItem, (column) => like(column, value));
  }
  if (digits && digits.length <= 10) {
    bound.mark('hs:item');
    const value = bound.bind(digits.slice(0, 4));
    return on(columns.hsProductItem, (column) => eq(column, value));
  }
  throw new AppError('validation_failed', 'error.validation_failed', {
    fields: { hs: ['validation.invalid_value'] },
  });
}

/**
 * Newest first, in the order of the indexes (company_id, created_at DESC NULLS LAST): a plain
 * DESC means NULLS FIRST, which the index cannot serve, and every list would sort all the
 * company's rows instead of reading one page of the index.
 */
export function newestFirst(createdAt: AnyColumn): SQL {
  return sql`${createdAt} desc nulls last`;
}

/**
 * The order of a list. The exporter's lists and an unfiltered queue: newest first. A manager's
 * queue of one status: whoever has waited longest in it first (oldest status change), which the
 * index (status, status_changed_at) serves.
 */
export function listOrder(options: {
  isQueue: boolean;
  status: string | undefined;
  columns: { createdAt: AnyColumn; statusChangedAt: AnyColumn; id: AnyColumn };
  bound: BoundValues;
}): SQL[] {
  const { columns, bound } = options;
  if (options.isQueue && options.status) {
    bound.mark('order:waiting');
    return [asc(columns.statusChangedAt), asc(columns.id)];
  }
  bound.mark('order:newest');
  // NULLS LAST on both, as in the index (created_at DESC NULLS LAST, id DESC NULLS LAST).
  return [newestFirst(columns.createdAt), sql`${columns.id} desc nulls last`];
}

/**
 * Who a list is for, and its order: the scope's requests (an exporter's: their company's; the
 * back office's: every company's, a managers' queue), optionally without drafts. Adds to the
 * list's `conditions` and marks `bound`; answers the WHERE and the ORDER BY.
 */
export function scopeList(options: {
  table: RequestTable;
  conditions: SQL[];
  bound: BoundValues;
  scope: RequestScope;
  excludeDrafts?: boolean | undefined;
  status: string | undefined;
}): { where: SQL | undefined; order: SQL[] } {
  const { table, bound, scope } = options;
  const conditions = [...options.conditions];
  const inScope = scopeCondition(table, scope, bound);
  if (inScope) conditions.push(inScope);
  if (options.excludeDrafts) {
    bound.mark('no-drafts');
    conditions.push(ne(table.status, 'created'));
  }
  const order = listOrder({
    isQueue: isBackOfficeScope(scope),
    status: options.status,
    columns: { createdAt: table.createdAt, statusChangedAt: table.statusChangedAt, id: table.id },
    bound,
  });
  return { where: and(...conditions), order };
}

/** LIMIT and OFFSET of a page. */
export function pageWindow(query: { page: number; per_page: number }): { limit: number; offset: number } {
  return { limit: query.per_page, offset: (query.page - 1) * query.per_page };
}

/** A company's name in the request's language, the other one when it is empty (the managers' queues). */
export function pickCompanyName(
  locale: ApiLocale,
  row: { companyNameUk: string; companyNameEn: string },
): string {
  return locale === 'en' ? row.companyNameEn || row.companyNameUk : row.companyNameUk || row.companyNameEn;
}

/**
 * One page of a request list or queue and how many rows match: `fields` from the kind's table
 * and its company, filtered, scoped and ordered as given (buildListConditions, scopeList, whose
 * values are in `bound`). Prepared once per kind and shape, so each kind must select the same
 * `fields` on every call (the key does not name them).
 */
export async function findRequestPage<TFields extends Record<string, PgColumn>>(options: {
  db: Database;
  kind: RequestKind;
  fields: TFields;
  where: SQL | undefined;
  order: SQL[];
  bound: BoundValues;
  query: { page: number; per_page: number; search?: string | undefined };
  /** A queue's search also looks at company names, so its count joins the companies. */
  isQueue: boolean;
  knownTotal?: Promise<number> | undefined;
}): Promise<{ rows: SelectResultFields<TFields>[]; total: number }> {
  const { db, kind, bound, query } = options;
  const table: RequestTable = REQUEST_TABLES[kind];
  // Either kind's table: drizzle's types cannot follow a union through the join, the SQL can.
  const from = table as PgTable;
  const page = preparedOnce(db, `${kind}-list|${bound.key}`, (name) =>
    db
      .select(options.fields as Record<string, PgColumn>)
      .from(from)
      .innerJoin(companies, eq(companies.id, table.companyId))
      .where(options.where)
      .orderBy(...options.order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
  const rows = (await page.execute({
    ...bound.values,
    ...pageWindow(query),
  })) as SelectResultFields<TFields>[];
  const total = await resolveListTotal({
    db,
    kind,
    where: options.where,
    bound,
    joinCompanies: options.isQueue && Boolean(query.search),
    query,
    rowsOnPage: rows.length,
    knownTotal: options.knownTotal,
  });
  return { rows, total };
}

/** A page of a list, and its pagination. */
export type ListPage<Item> = { items: Item[]; meta: PaginationMeta };

/** The query of a kind's list: spec §7's filters and a page (each kind's query has these, and may add its own). */
export type RequestListQuery = ListFilters & { page: number; per_page: number };

/**
 * A page of one kind's requests, as the exporter's list and the back office's queue answer it
 * (`RequestKindModule.find`): spec §7's filters, then the kind's own `conditions`, within the
 * scope (an exporter's: their company's; the back office's: every company's, optionally without
 * drafts), newest first or, a queue of one status, the longest-waiting first. The kind says only
 * what is its own: what a search matches by name, its extra filters, the columns it reads and
 * how a row becomes an item. In a queue each item names its company.
 */
export async function findKindPage<
  TFields extends Record<string, PgColumn>,
  Item extends { company_name?: string | undefined },
>(
  options: RequestListOptions<RequestListQuery> & {
    kind: RequestKind;
    /** The product name columns a search looks in (the kind module's `productNameColumns`). */
    productNames: readonly AnyColumn[];
    /** The kind's own filters, each marked in `bound` (decision 016). */
    conditions?: ((bound: BoundValues) => SQL[]) | undefined;
    /** The kind's columns of a row; the company's names are added for a queue. */
    fields: TFields;
    /** An item of the list from a row, without its company (a queue's items get it here). */
    toItem(row: SelectResultFields<TFields>): Item;
  },
): Promise<ListPage<Item>> {
  const { db, locale, scope, query } = options;
  const table = REQUEST_TABLES[options.kind];
  const isQueue = isBackOfficeScope(scope);
  const bound = new BoundValues();
  const conditions = [
    ...buildListConditions(listFilterColumns(table, [...options.productNames], scope), query, bound),
    ...(options.conditions?.(bound) ?? []),
  ];
  const { where, order } = scopeList({
    table,
    conditions,
    bound,
    scope,
    excludeDrafts: options.excludeDrafts,
    status: query.status,
  });
  const { rows, total } = await findRequestPage({
    db,
    kind: options.kind,
    fields: { ...options.fields, companyNameUk: companies.nameUk, companyNameEn: companies.nameEn },
    where,
    order,
    bound,
    query,
    isQueue,
    knownTotal: options.knownTotal,
  });
  const items = rows.map((row): Item => {
    const item = options.toItem(row);
    return isQueue ? { ...item, company_name: pickCompanyName(locale, row) } : item;
  });
  return { items, meta: buildPaginationMeta(total, query) };
}

/**
 * How many rows a list matches: known to the caller (a queue filtered by status alone takes it
 * from its tab counts), read off a first page that is not full (most exporters' lists), or
 * counted. The count joins the companies only when a queue's search looks at their names.
 */
export async function resolveListTotal(options: {
  db: Database;
  kind: RequestKind;
  /** The list's conditions, with their values in `bound`. */
  where: SQL | undefined;
  bound: BoundValues;
  joinCompanies: boolean;
  query: { page: number; per_page: number };
  rowsOnPage: number;
  knownTotal?: Promise<number> | undefined;
}): Promise<number> {
  const { db, query, rowsOnPage, bound } = options;
  if (options.knownTotal !== undefined) return options.knownTotal;
  if (query.page === 1 && rowsOnPage < query.per_page) return rowsOnPage;
  const table = REQUEST_TABLES[options.kind];
  const key = `${options.kind}-count|${options.joinCompanies ? 'companies' : ''}|${bound.key}`;
  const counting = preparedOnce(db, key, (name) => {
    const counted = db.select({ total: count() }).from(table);
    return (
      options.joinCompanies
        ? counted.innerJoin(companies, eq(companies.id, table.companyId)).where(options.where)
        : counted.where(options.where)
    ).prepare(name);
  });
  const [row] = await counting.execute(bound.values);
  return row?.total ?? 0;
}
