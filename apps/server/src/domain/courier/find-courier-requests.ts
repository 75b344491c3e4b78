import { count, desc } from 'drizzle-orm';
import {
  buildPaginationMeta,
  type ApiLocale,
  type CourierRequest,
  type CourierRequestListQuery,
  type PaginationMeta,
} from '@portal/contract';
import { courierRequests, jobs, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { recordInScope, scopeCondition, type ExporterScope } from '../access/scope';
import { pageWindow } from '../requests/list-filters';
import { NEXT_ATTEMPT_AT, REQUEST_JOB, toCourierRequest } from './courier-request-view';

type Reader = Pick<Database, 'select'>;

/** `GET /courier/requests`: the company's requests with their state, newest first. */
export async function findCourierRequests(options: {
  db: Reader;
  scope: ExporterScope;
  locale: ApiLocale;
  query: CourierRequestListQuery;
}): Promise<{ items: CourierRequest[]; meta: PaginationMeta }> {
  const { db, scope, locale, query } = options;
  const where = scopeCondition(courierRequests, scope);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: courierRequests, nextAttemptAt: NEXT_ATTEMPT_AT })
      .from(courierRequests)
      .leftJoin(jobs, REQUEST_JOB)
      .where(where)
      .orderBy(desc(courierRequests.createdAt), desc(courierRequests.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(courierRequests).where(where),
  ]);
  return {
    items: rows.map((row) => toCourierRequest(row.request, row.nextAttemptAt, locale)),
    meta: buildPaginationMeta(total?.n ?? 0, query),
  };
}

/** `GET /courier/requests/{id}`: one of the company's requests; another company's is not found (404). */
export async function getCourierRequest(options: {
  db: Reader;
  scope: ExporterScope;
  id: string;
  locale: ApiLocale;
}): Promise<CourierRequest> {
  const { db, scope, id, locale } = options;
  const [row] = await db
    .select({ request: courierRequests, nextAttemptAt: NEXT_ATTEMPT_AT })
    .from(courierRequests)
    .leftJoin(jobs, REQUEST_JOB)
    .where(recordInScope(courierRequests, id, scope));
  if (!row) throw new AppError('not_found', 'error.not_found');
  return toCourierRequest(row.request, row.nextAttemptAt, locale);
}
