import {
  AdminDateSchema,
  COMPANY_VERIFICATIONS,
  CONTENT_AUDIT_ENTITY_TYPES,
  MONEY_AUDIT_ENTITY_TYPES,
  REQUEST_KINDS,
  type ApplicationStatus,
  type CompanyVerification,
  type RequestKind,
  statusesOf,
} from '@portal/contract';

/** The longest search the API accepts (AdminCompaniesQuerySchema, the queues' `search`). */
export const SEARCH_MAX_LENGTH = 100;
const PAGE_MAX = 100_000;

export type CompanyFilter = CompanyVerification | 'all';
export const COMPANY_FILTERS: readonly CompanyFilter[] = [...COMPANY_VERIFICATIONS, 'all'];

export type AuditEntityType =
  | 'company'
  | RequestKind
  | (typeof MONEY_AUDIT_ENTITY_TYPES)[number]
  | (typeof CONTENT_AUDIT_ENTITY_TYPES)[number];
export const AUDIT_ENTITY_TYPES: readonly AuditEntityType[] = [
  'company',
  ...REQUEST_KINDS,
  ...MONEY_AUDIT_ENTITY_TYPES,
  ...CONTENT_AUDIT_ENTITY_TYPES,
];

/** `?page=`: a whole number from 1; anything else is the first page. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1;
}

/** `?search=`: trimmed and cut to what the API accepts; undefined when empty. */
export function readSearch(params: URLSearchParams): string | undefined {
  const search = (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  return search === '' ? undefined : search;
}

/** `?name=` when it is one of `allowed`; undefined otherwise. */
export function readOneOf<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const value = params.get(name);
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?name=` when it is a uuid (a company's user id), in lower case; undefined otherwise. */
export function readUuid(params: URLSearchParams, name: string): string | undefined {
  const value = (params.get(name) ?? '').trim();
  return UUID.test(value) ? value.toLowerCase() : undefined;
}

/** `?name=YYYY-MM-DD`: a real calendar day, else undefined. */
export function readDay(params: URLSearchParams, name: string): string | undefined {
  const value = (params.get(name) ?? '').trim();
  return value !== '' && AdminDateSchema.safeParse(value).success ? value : undefined;
}

/** `?from=&to=`: a period whose ends were typed the wrong way round is the same period, not an empty one. */
export function readPeriod(params: URLSearchParams): { from: string | undefined; to: string | undefined } {
  const from = readDay(params, 'from');
  const to = readDay(params, 'to');
  return from && to && from > to ? { from: to, to: from } : { from, to };
}

/** The filters of a list of every company's records (invoices, courier requests): period, one company, words, page. */
export type CompanyRecordFilters = {
  from: string | undefined;
  to: string | undefined;
  /** One company's records (its user id), as its page links to them. */
  company: string | undefined;
  search: string | undefined;
  page: number;
};

/** Reads CompanyRecordFilters from the page's address, dropping what the API would refuse. */
export function readCompanyRecordFilters(params: URLSearchParams): CompanyRecordFilters {
  return {
    ...readPeriod(params),
    company: readUuid(params, 'company'),
    search: readSearch(params),
    page: readPage(params),
  };
}

export type CompaniesQuery = { verification: CompanyFilter; search: string | undefined; page: number };

/**
 * The companies list's query from the page's address. Pending is the default tab: that is the
 * managers' work queue. An unknown value falls back rather than failing the page.
 */
export function readCompaniesQuery(params: URLSearchParams): CompaniesQuery {
  return {
    verification: readOneOf(params, 'verification', COMPANY_FILTERS) ?? 'pending',
    search: readSearch(params),
    page: readPage(params),
  };
}

export type QueueQuery<S extends ApplicationStatus = ApplicationStatus> = {
  status: S | undefined;
  search: string | undefined;
  page: number;
};

/** The statuses a request of this kind can have (the full set or the short one, spec §4). */
export function getKindStatuses(kind: RequestKind): readonly ApplicationStatus[] {
  return statusesOf(kind);
}

/**
 * A queue's query: a status of the kind's own set (none: everything but drafts), text, page.
 * The check-list queue's status is of the short set, as its API query takes it.
 */
export function readQueueQuery(params: URLSearchParams, kind: RequestKind): QueueQuery {
  return {
    status: readOneOf(params, 'status', getKindStatuses(kind)),
    search: readSearch(params),
    page: readPage(params),
  };
}

export type AuditQuery = {
  entity_type: AuditEntityType | undefined;
  entity_id: string | undefined;
  page: number;
};

export function readAuditQuery(params: URLSearchParams): AuditQuery {
  const entityId = (params.get('entity_id') ?? '').trim().slice(0, 64);
  return {
    entity_type: readOneOf(params, 'entity_type', AUDIT_ENTITY_TYPES),
    entity_id: entityId === '' ? undefined : entityId,
    page: readPage(params),
  };
}

/**
 * The address of a list with these filters: empty values and the first page are left out, so
 * every view has one address.
 */
export function buildListHref(pathname: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === '' || (name === 'page' && Number(value) <= 1)) continue;
    params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** What a queue's 'All' tab holds: every status but drafts, as the API's default (contract). */
export function countQueueTotal(counts: Readonly<Record<string, number>>): number {
  return Object.entries(counts)
    .filter(([status]) => status !== 'created')
    .reduce((sum, [, count]) => sum + count, 0);
}
