import { and, desc, eq } from 'drizzle-orm';
import {
  getCountryName,
  IMPORTER_SALE_DECLINE_REASONS,
  type ApiLocale,
  type DeclineBody,
  type DeclineQuestion,
  type SharedSale,
} from '@portal/contract';
import {
  companies,
  hsHeadings,
  hsSubheadings,
  importerSales,
  importerSaleShares,
  users,
  type Database,
} from '@portal/db';
import { AppError } from '../../lib/app-error';
import { MAIL_JOB } from '../../integrations/messaging';
import { renderExporterCardEmail } from '../../integrations/mail/templates/importer-sale-accepted-email';
import type { JobQueue } from '../../jobs/queue';
import { companyOfScope, recordInScope, scopeCondition, type ExporterScope } from '../access/scope';
import { hsNameColumns, toSharedSale } from './present-importer-sale';

type Reader = Pick<Database, 'select'>;

function selectShares(db: Reader) {
  return db
    .select({ share: importerSaleShares, sale: importerSales, names: hsNameColumns })
    .from(importerSaleShares)
    .innerJoin(importerSales, eq(importerSales.id, importerSaleShares.importerSaleId))
    .leftJoin(hsHeadings, eq(hsHeadings.code, importerSales.hsCode))
    .leftJoin(hsSubheadings, eq(hsSubheadings.code, importerSales.hsCode));
}

/** GET /profile/importer-sale/get-shared: the applications shared with the company, newest first. */
export async function findSharedSales(options: {
  db: Database;
  scope: ExporterScope;
  locale: ApiLocale;
}): Promise<SharedSale[]> {
  const { db, scope, locale } = options;
  const rows = await selectShares(db)
    .where(scopeCondition(importerSaleShares, scope))
    .orderBy(desc(importerSaleShares.createdAt), desc(importerSaleShares.id));
  return rows.map((row) => toSharedSale(row.share, row.sale, row.names, locale));
}

/** One share of the company; 404 for another company's or an unknown one. */
async function getSharedSale(db: Reader, scope: ExporterScope, id: string, locale: ApiLocale) {
  const [row] = await selectShares(db).where(recordInScope(importerSaleShares, id, scope));
  if (!row) throw new AppError('not_found', 'error.not_found');
  return toSharedSale(row.share, row.sale, row.names, locale);
}

type Answer = { answer: 'accepted' } | { answer: 'declined'; reason: DeclineBody };

/**
 * The company's answer to a shared application, once: the row is updated only while pending, so
 * of two answers at once one wins and the other answers 409 `importer_sale.already_answered`.
 */
async function answerSharedSale(options: {
  db: Database;
  scope: ExporterScope;
  id: string;
  answer: Answer;
}): Promise<void> {
  const { db, scope, id, answer } = options;
  const [updated] = await db
    .update(importerSaleShares)
    .set({
      answer: answer.answer,
      answeredAt: new Date(),
      answeredBy: scope.user.id,
      ...(answer.answer === 'declined'
        ? { declineReason: answer.reason.reason, declineComment: answer.reason.comment ?? '' }
        : {}),
    })
    .where(and(recordInScope(importerSaleShares, id, scope), eq(importerSaleShares.answer, 'pending')))
    .returning({ id: importerSaleShares.id });
  if (updated) return;
  // Not pending: another company's or unknown (404, as for any record not ours), or answered (409).
  const [own] = await db
    .select({ id: importerSaleShares.id })
    .from(importerSaleShares)
    .where(recordInScope(importerSaleShares, id, scope))
    .limit(1);
  if (!own) throw new AppError('not_found', 'error.not_found');
  throw new AppError('conflict', 'importer_sale.already_answered');
}

/**
 * POST /profile/importer-sale/shared-sale/accept/{id}: the company accepts; the answer carries
 * the buyer's contacts, and the buyer is e-mailed the company's card in English, Reply-To the
 * exporter (DOMAIN.md 'Importer sales').
 */
export async function acceptSharedSale(options: {
  db: Database;
  jobs: Pick<JobQueue, 'enqueue'>;
  scope: ExporterScope;
  id: string;
  locale: ApiLocale;
}): Promise<SharedSale> {
  const { db, scope, id, locale } = options;
  await answerSharedSale({ db, scope, id, answer: { answer: 'accepted' } });
  const shared = await getSharedSale(db, scope, id, locale);
  const [card] = await db
    .select({ company: companies, user: users })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(companies.id, companyOfScope(scope)))
    .limit(1);
  const [sale] = await db.select().from(importerSales).where(eq(importerSales.id, shared.sale.id)).limit(1);
  if (card && sale) {
    await options.jobs.enqueue(
      MAIL_JOB,
      renderExporterCardEmail({
        sale: { ...sale, countryName: getCountryName(sale.countryCode, 'en') },
        company: card.company,
        user: card.user,
      }),
    );
  }
  return shared;
}

/**
 * POST /profile/importer-sale/shared-sale/decline/{id}: the company declines with a reason of
 * the decline questions (and a comment); it is never suggested for this application again.
 */
export async function declineSharedSale(options: {
  db: Database;
  scope: ExporterScope;
  id: string;
  body: DeclineBody;
  locale: ApiLocale;
}): Promise<SharedSale> {
  const { db, scope, id, locale } = options;
  await answerSharedSale({ db, scope, id, answer: { answer: 'declined', reason: options.body } });
  return getSharedSale(db, scope, id, locale);
}

/** GET /profile/importer-sale/get-decline-questions: the reasons, in the request's language. */
export function findDeclineQuestions(locale: ApiLocale): DeclineQuestion[] {
  return IMPORTER_SALE_DECLINE_REASONS.map((item) => ({
    code: item.code,
    name: item[locale],
    comment_required: item.code === 'other',
  }));
}
