import { and, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import { BACK_OFFICE_ROLES, canFileRequests, type Role } from '@portal/contract';
import { companies, users, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import type { BoundValues } from '../../lib/prepared-queries';
import type { UserRow } from '../users/get-user';

/**
 * Whose records a domain call may read or write (decisions 024, 043). An exporter's scope is their
 * company; the back office's is every company. There is no third value: a call that has no
 * scope cannot run, and "no company id" never means "every company".
 *
 * Only `exporterScope` and `backOfficeScope` make a scope; the route registration calls them
 * (through `scopeOfCaller`) from the entry's access and scope, so no route builds one (decision
 * 043). The brand below is a symbol this
 * module does not export, so an object literal elsewhere is not a scope to the compiler, and a
 * scope forced by a cast is refused at run time (`scopeCondition`, `companyOfScope`, `actorOfScope`).
 */
const ISSUED: unique symbol = Symbol('request scope');
const issued = new WeakSet<object>();

export type BackOfficeRole = (typeof BACK_OFFICE_ROLES)[number];

/** The signed-in exporter and the company they represent: their company's records only. */
export type ExporterScope = {
  readonly kind: 'company';
  readonly companyId: string;
  readonly user: UserRow;
  readonly [ISSUED]: true;
};

/** A signed-in manager or admin: the records of every company. */
export type BackOfficeScope = {
  readonly kind: 'back_office';
  readonly user: UserRow & { readonly role: BackOfficeRole };
  readonly [ISSUED]: true;
};

export type RequestScope = ExporterScope | BackOfficeScope;

/** Who acts in a scope, as the status history and the audit log record them. */
export type ScopeActor = { userId: string; email: string; role: Role; ip: string };

/** user id → company id. A company is made with its exporter and never changes hands, so it can be remembered. */
const companyIds = new Map<string, string>();
const COMPANY_IDS_MAX = 10_000;

/** A reader of the database: the app's, or a transaction. */
type Reader = Pick<Database, 'select'>;

function issue<T extends RequestScope>(fields: Omit<T, typeof ISSUED>): T {
  const scope = Object.freeze({ ...fields, [ISSUED]: true as const }) as unknown as T;
  issued.add(scope);
  return scope;
}

function assertIssued(scope: RequestScope): void {
  if (!issued.has(scope)) {
    throw new Error('A request scope must come from exporterScope or backOfficeScope (decision 024).');
  }
}

function isBackOffice(user: UserRow): user is UserRow & { role: BackOfficeRole } {
  return (BACK_OFFICE_ROLES as readonly Role[]).includes(user.role);
}

/**
 * The scope of a signed-in exporter: their company (404 `error.not_found` for anyone without
 * one, staff included, as every exporter call answered before). Found companies are remembered
 * (bounded), sparing a query per call; a missing one is looked up each time.
 *
 * `filing`: the call files or changes a request, so a company that may not file is refused
 * first, 403 `request.not_approved` (decision 014 §4), before its company is looked up.
 * `buying`: the call starts a trial or buys a plan, which only an approved company does (spec
 * §7, issue 14): 403 `money.not_approved` first.
 */
export async function exporterScope(
  db: Reader,
  user: UserRow,
  options: { filing?: boolean; buying?: boolean } = {},
): Promise<ExporterScope> {
  if (options.filing) assertCanFileRequests(user);
  if (options.buying) assertApproved(user, 'money.not_approved');
  if (user.role !== 'exporter') throw new AppError('not_found', 'error.not_found');
  let companyId = companyIds.get(user.id);
  if (!companyId) {
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.userId, user.id))
      .limit(1);
    if (!company) throw new AppError('not_found', 'error.not_found');
    if (companyIds.size >= COMPANY_IDS_MAX) companyIds.delete(companyIds.keys().next().value!);
    companyIds.set(user.id, company.id);
    companyId = company.id;
  }
  return issue<ExporterScope>({ kind: 'company', companyId, user });
}

/** The scope of a signed-in manager or admin: every company (403 `error.forbidden` for anyone else). */
export function backOfficeScope(user: UserRow): BackOfficeScope {
  if (!isBackOffice(user)) throw new AppError('forbidden', 'error.forbidden');
  return issue<BackOfficeScope>({ kind: 'back_office', user });
}

/**
 * The scope of a signed-in user by their role: the back office for staff, else their company
 * (404 for an exporter without one).
 */
export async function scopeOfUser(db: Reader, user: UserRow): Promise<RequestScope> {
  return isBackOffice(user) ? backOfficeScope(user) : exporterScope(db, user);
}

/**
 * The scope in which anyone reads (an `identified` call): the exporter's company when the caller
 * is an exporter with one; none for a guest, staff, or an exporter still registering.
 */
export async function readerScope(db: Reader, user: UserRow | undefined): Promise<ExporterScope | null> {
  if (!user || user.role !== 'exporter') return null;
  try {
    return await exporterScope(db, user);
  } catch (error) {
    // An exporter still registering has no company yet: a guest's view. Anything else is a fault.
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw error;
  }
}

/**
 * The scope of a stored user named by id, by their stored role: for code that acts as a person
 * outside an HTTP call (the demo seed, test fixtures). 404 for no such user or an exporter
 * without a company.
 */
export async function scopeOfUserId(db: Reader, userId: string): Promise<RequestScope> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('not_found', 'error.not_found');
  return scopeOfUser(db, user);
}

/**
 * The condition a scope puts on a table of company records: its company for an exporter, none
 * for the back office. With `bound` (a prepared query, decision 016) the company id travels as
 * a placeholder and the shape is marked `company`.
 */
export function scopeCondition(
  table: { companyId: AnyColumn },
  scope: RequestScope,
  bound?: BoundValues,
): SQL | undefined {
  assertIssued(scope);
  if (scope.kind === 'back_office') return undefined;
  if (!bound) return eq(table.companyId, scope.companyId);
  bound.mark('company');
  return eq(table.companyId, bound.bind(scope.companyId));
}

/** One record by id, within the scope (an exporter: of their company). */
export function recordInScope(
  table: { id: AnyColumn; companyId: AnyColumn },
  id: string,
  scope: RequestScope,
): SQL {
  return and(eq(table.id, id), scopeCondition(table, scope))!;
}

/** The exporter's company, for a record the exporter creates. */
export function companyOfScope(scope: ExporterScope): string {
  assertIssued(scope);
  return scope.companyId;
}

/** The person acting in the scope, from `ip`. */
export function actorOfScope(scope: RequestScope, ip: string): ScopeActor {
  assertIssued(scope);
  return { userId: scope.user.id, email: scope.user.email, role: scope.user.role, ip };
}

/**
 * Filing or changing a request needs an approved company (spec §2 guard, decision 014): 403
 * `request.not_approved` otherwise. Reading one's own requests stays open, so a company denied
 * later still sees its history.
 */
export function assertCanFileRequests(user: UserRow): void {
  assertApproved(user, 'request.not_approved');
}

/** Whether the user is an exporter whose company may act (registered, approved, not denied or banned). */
export function mayFileRequests(user: UserRow): boolean {
  return canFileRequests({
    role: user.role,
    registration_step: user.registrationStep,
    is_approved: user.isApproved,
    is_denied: user.isDenied,
    is_banned: user.isBanned,
  });
}

/** 403 with `message` unless the user is an exporter whose company may act (approved, not banned). */
function assertApproved(user: UserRow, message: 'request.not_approved' | 'money.not_approved'): void {
  if (!mayFileRequests(user)) throw new AppError('forbidden', message);
}

/** For a call only the back office makes: the scope must be one backOfficeScope made. */
export function assertBackOfficeScope(scope: BackOfficeScope): void {
  assertIssued(scope);
  if (scope.kind !== 'back_office') throw new AppError('forbidden', 'error.forbidden');
}

/** Whether the scope is every company's (the back office's queues name each row's company). */
export function isBackOfficeScope(scope: RequestScope): scope is BackOfficeScope {
  return scope.kind === 'back_office';
}
