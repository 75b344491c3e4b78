import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  buildPaginationMeta,
  COURIER_STATES,
  type AdminCourierRequest,
  type AdminCourierRequestsQuery,
  type ApiLocale,
  type CourierState,
  type PaginationMeta,
} from '@portal/contract';
import { companies, courierRequests, jobs, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { assertBackOfficeScope, type BackOfficeScope } from '../access/scope';
import { companyName } from '../admin/money/admin-invoice';
import { withinPeriod } from '../admin/money/find-admin-invoices';
import { toContainsPattern } from '../classification/hs-search';
import { pageWindow } from '../requests/list-filters';
import {
  NEXT_ATTEMPT_AT,
  REQUEST_JOB,
  toCourierRequest,
  type CourierRequestRow,
} from './courier-request-view';

type Reader = Pick<Database, 'select'>;
type CompanyRow = typeof companies.$inferSelect;

const COLUMNS = { request: courierRequests, company: companies, nextAttemptAt: NEXT_ATTEMPT_AT };

function toAdminCourierRequest(
  row: { request: CourierRequestRow; company: CompanyRow; nextAttemptAt: Date | null },
  locale: ApiLocale,
): AdminCourierRequest {
  return {
    ...toCourierRequest(row.request, row.nextAttemptAt, locale),
    company: {
      user_id: row.company.userId,
      name: companyName(row.company, locale),
      edrpou_code: row.company.edrpouCode,
    },
    last_error: row.request.state === 'delivered' ? null : row.request.lastError,
  };
}

/**
 * `GET /admin/courier-requests`: every company's requests, newest first, with their attempts and
 * last error; `counts` give each state within the other filters (company, period, search).
 */
export async function findAdminCourierRequests(options: {
  db: Reader;
  scope: BackOfficeScope;
  locale: ApiLocale;
  query: AdminCourierRequestsQuery;
}): Promise<{ items: AdminCourierRequest[]; meta: PaginationMeta; counts: Record<CourierState, number> }> {
  const { db, locale, query } = options;
  assertBackOfficeScope(options.scope);
  const others: SQL[] = [...withinPeriod(courierRequests.createdAt, query.from, query.to)];
  if (query.company) others.push(eq(companies.userId, query.company));
  if (query.search) {
    const pattern = toContainsPattern(query.search);
    others.push(
      or(
        ilike(courierRequests.companyName, pattern),
        ilike(companies.nameUk, pattern),
        ilike(companies.nameEn, pattern),
        ilike(companies.edrpouCode, pattern),
        ilike(courierRequests.city, pattern),
        ilike(courierRequests.contactName, pattern),
      )!,
    );
  }
  const listed = and(...others, ...(query.state === 'all' ? [] : [eq(courierRequests.state, query.state)]));
  const { limit, offset } = pageWindow(query);
  const [rows, [total], byState] = await Promise.all([
    db
      .select(COLUMNS)
      .from(courierRequests)
      .innerJoin(companies, eq(companies.id, courierRequests.companyId))
      .leftJoin(jobs, REQUEST_JOB)
      .where(listed)
      .orderBy(desc(courierRequests.createdAt), desc(courierRequests.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(courierRequests)
      .innerJoin(companies, eq(companies.id, courierRequests.companyId))
      .where(listed),
    db
      .select({ state: courierRequests.state, n: count() })
      .from(courierRequests)
      .innerJoin(companies, eq(companies.id, courierRequests.companyId))
      .where(and(...others))
      .groupBy(courierRequests.state),
  ]);
  const counts = Object.fromEntries(COURIER_STATES.map((state) => [state, 0])) as Record<
    CourierState,
    number
  >;
  for (const row of byState) counts[row.state] = row.n;
  return {
    items: rows.map((row) => toAdminCourierRequest(row, locale)),
    meta: buildPaginationMeta(total?.n ?? 0, query),
    counts,
  };
}

/** `GET /admin/courier-requests/{id}`: one request of any company, with its company and last error. */
export async function getAdminCourierRequest(options: {
  db: Reader;
  scope: BackOfficeScope;
  id: string;
  locale: ApiLocale;
}): Promise<AdminCourierRequest> {
  const { db, id, locale } = options;
  assertBackOfficeScope(options.scope);
  const [row] = await db
    .select(COLUMNS)
    .from(courierRequests)
    .innerJoin(companies, eq(companies.id, courierRequests.companyId))
    .leftJoin(jobs, REQUEST_JOB)
    .where(eq(courierRequests.id, id));
  if (!row) throw new AppError('not_found', 'error.not_found');
  return toAdminCourierRequest(row, locale);
}
