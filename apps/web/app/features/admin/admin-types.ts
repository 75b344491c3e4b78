import type { CompanyVerification, PaginationMeta } from '@portal/contract';

/** `GET /admin/summary`: what waits for the managers (AdminSummarySchema). */
export type AdminSummary = {
  companies_pending: number;
  sales_market: Record<string, number>;
  check_list: Record<string, number>;
};

/** A page of a list (`{ items, meta }`). */
export type ListPage<T> = { items: T[]; meta: PaginationMeta };

/** A page of a request queue, with the count of each status (`counts`). */
export type QueuePage<T> = ListPage<T> & { counts: Record<string, number> };

/** A page of companies, with the count of each verification state (`counts`). */
export type CompaniesPage<T> = ListPage<T> & { counts: Record<CompanyVerification, number> };
