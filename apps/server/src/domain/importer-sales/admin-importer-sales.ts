import { and, count, desc, eq, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  buildPaginationMeta,
  IMPORTER_SALE_STATUSES,
  NOTIFICATION_TITLES,
  SHARED_SALES_PAGE_PATH,
  type AdminImporterSale,
  type AdminShare,
  type AdminImporterSaleDetails,
  type AdminImporterSalesQuery,
  type ApiLocale,
  type ImporterSaleStatus,
  type PaginationMeta,
} from '@portal/contract';
import {
  companies,
  hsHeadings,
  hsSubheadings,
  importerSales,
  importerSaleShares,
  notifications,
  users,
  type Database,
} from '@portal/db';
import { AppError } from '../../lib/app-error';
import { preparedOnce } from '../../lib/prepared-queries';
import { MAIL_JOB } from '../../integrations/messaging';
import { renderImporterSaleSharedEmail } from '../../integrations/mail/templates/importer-sale-shared-email';
import type { JobQueue } from '../../jobs/queue';
import { IS_COMPANY_USER, verificationCondition } from '../admin/company-verification';
import { recordAudit } from '../audit/record-audit';
import { toContainsPattern } from '../classification/hs-search';
import { actorOfScope, assertBackOfficeScope, type BackOfficeScope } from '../access/scope';
import {
  hsNameColumns,
  toBuyer,
  toDecline,
  toMatchCompany,
  toSaleProduct,
  toSaleSummary,
  type HsNames,
  type ImporterSaleRow,
  type ShareRow,
} from './present-importer-sale';
import { SUGGESTION_VALUES, suggestionsJson, toSuggestions } from './suggest-exporters';

type Reader = Pick<Database, 'select'>;
type ShareCounts = AdminImporterSale['shares'];

const NO_SHARES: ShareCounts = { total: 0, accepted: 0, declined: 0 };

function toAdminSale(
  sale: ImporterSaleRow,
  names: HsNames,
  shares: ShareCounts,
  locale: ApiLocale,
): AdminImporterSale {
  return {
    ...toSaleProduct(sale, names, locale),
    status: sale.status,
    buyer: toBuyer(sale),
    locale: sale.locale,
    shares,
  };
}

/** The answers so far of each application named. */
async function countShares(db: Reader, saleIds: string[]): Promise<Map<string, ShareCounts>> {
  if (saleIds.length === 0) return new Map();
  const rows = await db
    .select({
      saleId: importerSaleShares.importerSaleId,
      total: sql<number>`count(*)::int`,
      accepted: sql<number>`(count(*) filter (where ${importerSaleShares.answer} = 'accepted'))::int`,
      declined: sql<number>`(count(*) filter (where ${importerSaleShares.answer} = 'declined'))::int`,
    })
    .from(importerSaleShares)
    .where(inArray(importerSaleShares.importerSaleId, saleIds))
    .groupBy(importerSaleShares.importerSaleId);
  return new Map(rows.map(({ saleId, ...counts }) => [saleId, counts]));
}

/**
 * GET /admin/importer-sales: the import applications, newest first, filtered by status and a
 * search of the product, HS code, buyer's company or e-mail; `counts` by status ignore the filters.
 */
export async function findAdminImporterSales(options: {
  db: Database;
  scope: BackOfficeScope;
  query: AdminImporterSalesQuery;
  locale: ApiLocale;
}): Promise<{
  items: AdminImporterSale[];
  meta: PaginationMeta;
  counts: Record<ImporterSaleStatus, number>;
}> {
  const { db, query, locale } = options;
  assertBackOfficeScope(options.scope);
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(importerSales.status, query.status));
  if (query.search) {
    const pattern = toContainsPattern(query.search);
    conditions.push(
      or(
        ilike(importerSales.productName, pattern),
        ilike(importerSales.hsCode, pattern),
        ilike(importerSales.companyName, pattern),
        ilike(importerSales.email, pattern),
      )!,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [total] = await db.select({ n: count() }).from(importerSales).where(where);
  const rows = await db
    .select({ sale: importerSales, names: hsNameColumns })
    .from(importerSales)
    .leftJoin(hsHeadings, eq(hsHeadings.code, importerSales.hsCode))
    .leftJoin(hsSubheadings, eq(hsSubheadings.code, importerSales.hsCode))
    .where(where)
    .orderBy(desc(importerSales.createdAt), desc(importerSales.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const shares = await countShares(
    db,
    rows.map((row) => row.sale.id),
  );
  const byStatus = await db
    .select({ status: importerSales.status, n: count() })
    .from(importerSales)
    .groupBy(importerSales.status);
  const counts = Object.fromEntries(IMPORTER_SALE_STATUSES.map((status) => [status, 0])) as Record<
    ImporterSaleStatus,
    number
  >;
  for (const row of byStatus) counts[row.status] = row.n;
  return {
    items: rows.map((row) => toAdminSale(row.sale, row.names, shares.get(row.sale.id) ?? NO_SHARES, locale)),
    meta: buildPaginationMeta(total?.n ?? 0, query),
    counts,
  };
}

/** One application with the names of its HS code; 404 when there is none (prepared: the page is a hot path). */
async function findSale(db: Database, id: string) {
  const query = preparedOnce(db, 'importer-sale.sale', (name) =>
    db
      .select({ sale: importerSales, names: hsNameColumns })
      .from(importerSales)
      .leftJoin(hsHeadings, eq(hsHeadings.code, importerSales.hsCode))
      .leftJoin(hsSubheadings, eq(hsSubheadings.code, importerSales.hsCode))
      .where(eq(importerSales.id, sql.placeholder('id')))
      .limit(1)
      .prepare(name),
  );
  const [row] = await query.execute({ id });
  if (!row) throw new AppError('not_found', 'error.not_found');
  return row;
}

/** An ISO 8601 timestamp in UTC as `Date.toISOString()` writes it, from SQL (inside JSON). */
function isoTimestamp(column: SQL | AnyColumn): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * The companies the application of the enclosing query's row was shared with and their
 * answers, the latest first, as JSON text (read by toAdminShares).
 */
const sharesJson = sql<string | null>`(
  select json_agg(json_build_object(
    'id', ${importerSaleShares.id}, 'answer', ${importerSaleShares.answer},
    'shared_at', ${isoTimestamp(importerSaleShares.createdAt)}, 'shared_by', ${importerSaleShares.sharedByEmail},
    'answered_at', ${isoTimestamp(importerSaleShares.answeredAt)},
    'decline_reason', ${importerSaleShares.declineReason}, 'decline_comment', ${importerSaleShares.declineComment},
    'name_uk', ${companies.nameUk}, 'name_en', ${companies.nameEn}, 'edrpou_code', ${companies.edrpouCode},
    'user_id', ${users.id}, 'email', ${users.email},
    'is_banned', ${users.isBanned}, 'is_denied', ${users.isDenied}, 'is_approved', ${users.isApproved}
  ) order by ${importerSaleShares.createdAt} desc, ${importerSaleShares.id} desc)::text
  from ${importerSaleShares}
  join ${companies} on ${companies.id} = ${importerSaleShares.companyId}
  join ${users} on ${users.id} = ${companies.userId}
  where ${importerSaleShares.importerSaleId} = ${importerSales.id}
)`;

/** A share as sharesJson gives it. */
type ShareJson = {
  id: string;
  answer: ShareRow['answer'];
  shared_at: string;
  shared_by: string;
  answered_at: string | null;
  decline_reason: string | null;
  decline_comment: string;
  name_uk: string;
  name_en: string;
  edrpou_code: string;
  user_id: string;
  email: string;
  is_banned: boolean;
  is_denied: boolean;
  is_approved: boolean;
};

function toAdminShares(json: string | null, locale: ApiLocale): AdminShare[] {
  if (json === null) return [];
  return (JSON.parse(json) as ShareJson[]).map((share) => ({
    id: share.id,
    company: toMatchCompany(
      { nameUk: share.name_uk, nameEn: share.name_en, edrpouCode: share.edrpou_code },
      {
        id: share.user_id,
        email: share.email,
        isBanned: share.is_banned,
        isDenied: share.is_denied,
        isApproved: share.is_approved,
      },
    ),
    answer: share.answer,
    shared_at: share.shared_at,
    shared_by: share.shared_by,
    answered_at: share.answered_at,
    decline: toDecline(
      { answer: share.answer, declineReason: share.decline_reason, declineComment: share.decline_comment },
      locale,
    ),
  }));
}

/**
 * The back office's page of an application in one statement (issue 15 Target): the application
 * with the names of its HS code, its shares and the suggestions, the last two as JSON built by
 * PostgreSQL. Prepared (decision 016): parsed and planned once per connection.
 */
function pageQuery(db: Database) {
  return preparedOnce(db, 'importer-sale.page', (name) =>
    db
      .select({ sale: importerSales, names: hsNameColumns, shares: sharesJson, suggestions: suggestionsJson })
      .from(importerSales)
      .leftJoin(hsHeadings, eq(hsHeadings.code, importerSales.hsCode))
      .leftJoin(hsSubheadings, eq(hsSubheadings.code, importerSales.hsCode))
      .where(eq(importerSales.id, sql.placeholder('id')))
      .prepare(name),
  );
}

/**
 * GET /admin/importer-sales/{id}: the application with the buyer, every exporter it was shared
 * with and their answers (the latest share first), and the exporters suggested for it
 * (suggestionsJson); 404 when there is none. One round trip to the database.
 */
export async function getAdminImporterSale(options: {
  db: Database;
  scope: BackOfficeScope;
  id: string;
  locale: ApiLocale;
}): Promise<AdminImporterSaleDetails> {
  const { db, id, locale } = options;
  assertBackOfficeScope(options.scope);
  const [row] = await pageQuery(db).execute({ id, ...SUGGESTION_VALUES });
  if (!row) throw new AppError('not_found', 'error.not_found');
  const shared = toAdminShares(row.shares, locale);
  const counts: ShareCounts = {
    total: shared.length,
    accepted: shared.filter((share) => share.answer === 'accepted').length,
    declined: shared.filter((share) => share.answer === 'declined').length,
  };
  return {
    sale: toAdminSale(row.sale, row.names, counts, locale),
    shared_with: shared,
    suggestions: toSuggestions(row.suggestions, row.sale.hsCode, locale),
  };
}

/** The exporter's portal notification of an application shared with their company, in both languages. */
export function shareNotice(sale: Pick<ImporterSaleRow, 'productName' | 'hsCode'>) {
  const what = `${sale.productName} (${sale.hsCode})`;
  return {
    type: 'info' as const,
    title: { uk: NOTIFICATION_TITLES.ua.info, en: NOTIFICATION_TITLES.en.info },
    text: {
      uk: `Іноземний покупець шукає ${what}. Прийміть заявку, щоб отримати його контакти, або відхиліть її.`,
      en: `A foreign buyer is looking for ${what}. Accept the application to get their contacts, or decline it.`,
    },
    link: SHARED_SALES_PAGE_PATH,
  };
}

/**
 * POST /admin/importer-sales/{id}/share: shares the application with approved companies (named
 * by their exporters' user ids). In one transaction with the application's row locked: the new
 * shares (a company it is already shared with is left alone, so sharing twice is a no-op), each
 * new company's portal notification, the status `shared`, and the audit entry
 * (`importer_sale.share`) when anything was shared. The e-mails, in each exporter's language,
 * are queued after the commit. An id that is not an approved company answers 422 on `user_ids`.
 */
export async function shareImporterSale(options: {
  db: Database;
  jobs: Pick<JobQueue, 'enqueue'>;
  publicUrl: string;
  scope: BackOfficeScope;
  ip: string;
  id: string;
  userIds: string[];
  locale: ApiLocale;
}): Promise<AdminImporterSaleDetails> {
  const { db, scope, id } = options;
  assertBackOfficeScope(scope);
  const userIds = [...new Set(options.userIds)];
  const { names } = await findSale(db, id);

  const mails = await db.transaction(async (tx) => {
    const [sale] = await tx.select().from(importerSales).where(eq(importerSales.id, id)).for('update');
    if (!sale) throw new AppError('not_found', 'error.not_found');
    const targets = await tx
      .select({ companyId: companies.id, userId: users.id, email: users.email, locale: users.locale })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(and(inArray(users.id, userIds), IS_COMPANY_USER, verificationCondition('approved')));
    if (targets.length !== userIds.length) {
      throw new AppError('validation_failed', 'error.validation_failed', {
        fields: { user_ids: ['importer_sale.not_a_company'] },
      });
    }
    const now = new Date();
    const inserted = await tx
      .insert(importerSaleShares)
      .values(
        targets.map((target) => ({
          importerSaleId: sale.id,
          companyId: target.companyId,
          sharedBy: scope.user.id,
          sharedByEmail: scope.user.email,
          createdAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ companyId: importerSaleShares.companyId });
    const added = new Set(inserted.map((row) => row.companyId));
    const reached = targets.filter((target) => added.has(target.companyId));
    if (reached.length === 0) return [];

    const notice = shareNotice(sale);
    await tx
      .insert(notifications)
      .values(reached.map((target) => ({ userId: target.userId, ...notice, createdAt: now })));
    const status: ImporterSaleStatus = sale.status === 'new' ? 'shared' : sale.status;
    if (status !== sale.status) {
      await tx.update(importerSales).set({ status, updatedAt: now }).where(eq(importerSales.id, sale.id));
    }
    await recordAudit(tx, {
      actor: actorOfScope(scope, options.ip),
      action: 'importer_sale.share',
      entityType: 'importer_sale',
      entityId: sale.id,
      before: { status: sale.status },
      after: { status, shared_with: reached.map((target) => target.userId) },
      at: now,
    });
    return reached.map((target) => {
      const prefix = target.locale === 'en' ? '/en' : '';
      return renderImporterSaleSharedEmail({
        to: target.email,
        locale: target.locale,
        sale: toSaleSummary(sale, names, target.locale),
        url: `${options.publicUrl}${prefix}${SHARED_SALES_PAGE_PATH}`,
      });
    });
  });
  for (const mail of mails) await options.jobs.enqueue(MAIL_JOB, mail);
  return getAdminImporterSale({ db, scope, id, locale: options.locale });
}
