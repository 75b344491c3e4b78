import { and, asc, count, eq, gte, ilike, like, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  HS_SECTION_NUMERALS,
  normalizeHsCode,
  parseHsSectionNumber,
  type ApiLocale,
  type RequestKind,
} from '@portal/contract';
import { companies, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { toContainsPattern } from '../classification/hs-search';
import { REQUEST_TABLES } from './request-tables';

const ROMAN = /^[IVX]+$/i;
const DAY_MS = 86_400_000;

/** The columns of a request table the list filters look at. */
export type FilterColumns = {
  status: AnyColumn;
  number: AnyColumn;
  createdAt: AnyColumn;
  hsSection: AnyColumn;
  hsGroup: AnyColumn;
  hsProductItem: AnyColumn;
  /** The product name columns a search looks in. */
  names: AnyColumn[];
};

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
 * prefix (3–4 digits). Parameters only, never SQL text.
 */
export function buildListConditions(columns: FilterColumns, filters: ListFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(columns.status, filters.status));
  if (filters.date_from) conditions.push(gte(columns.createdAt, new Date(`${filters.date_from}T00:00:00Z`)));
  if (filters.date_to) {
    const end = new Date(new Date(`${filters.date_to}T00:00:00Z`).getTime() + DAY_MS);
    conditions.push(lt(columns.createdAt, end));
  }
  const search = filters.search?.trim();
  if (search) conditions.push(buildSearchCondition(columns, search));
  const hs = filters.hs?.trim();
  if (hs) conditions.push(buildHsCondition(columns, hs));
  return conditions;
}

function buildSearchCondition(columns: FilterColumns, search: string): SQL {
  const words = search.split(/\s+/).filter(Boolean);
  const byName = and(
    ...words.map((word) => or(...columns.names.map((name) => ilike(name, toContainsPattern(word))))!),
  )!;
  const number = /^(?:№|#|no\.?)?\s*(\d{1,9})$/i.exec(search)?.[1];
  return number ? or(eq(columns.number, Number(number)), byName)! : byName;
}

function buildHsCondition(columns: FilterColumns, hs: string): SQL {
  if (ROMAN.test(hs)) {
    const section = parseHsSectionNumber(hs);
    if (section !== undefined) return eq(columns.hsSection, HS_SECTION_NUMERALS[section - 1]!);
  }
  const digits = normalizeHsCode(hs);
  if (digits && digits.length <= 2) return like(columns.hsGroup, `${digits}%`);
  if (digits && digits.length <= 4) return like(columns.hsProductItem, `${digits}%`);
  if (digits && digits.length <= 10) return eq(columns.hsProductItem, digits.slice(0, 4));
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
}): SQL[] {
  const { columns } = options;
  if (options.isQueue && options.status) return [asc(columns.statusChangedAt), asc(columns.id)];
  // NULLS LAST on both, as in the index (created_at DESC NULLS LAST, id DESC NULLS LAST).
  return [newestFirst(columns.createdAt), sql`${columns.id} desc nulls last`];
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
 * How many rows a list matches: known to the caller (a queue filtered by status alone takes it
 * from its tab counts), read off a first page that is not full (most exporters' lists), or
 * counted. The count joins the companies only when a queue's search looks at their names.
 */
export async function resolveListTotal(options: {
  db: Database;
  kind: RequestKind;
  where: SQL | undefined;
  joinCompanies: boolean;
  query: { page: number; per_page: number };
  rowsOnPage: number;
  knownTotal?: Promise<number> | undefined;
}): Promise<number> {
  const { query, rowsOnPage } = options;
  if (options.knownTotal !== undefined) return options.knownTotal;
  if (query.page === 1 && rowsOnPage < query.per_page) return rowsOnPage;
  const table = REQUEST_TABLES[options.kind];
  const counted = options.db.select({ total: count() }).from(table);
  const [row] = await (options.joinCompanies
    ? counted.innerJoin(companies, eq(companies.id, table.companyId)).where(options.where)
    : counted.where(options.where));
  return row?.total ?? 0;
}
