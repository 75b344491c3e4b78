import { eq } from 'drizzle-orm';
import type { AdminPublishedAnalysis, AdminPublishedAnalysisData, ApiLocale } from '@portal/contract';
import { hsChapters, hsHeadings, publishedCountryAnalyses, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { recordAudit, type Executor } from '../audit/record-audit';
import { attachUploadedFile, deleteStoredFile } from '../files/stored-file';
import { actorOfScope, assertBackOfficeScope, type BackOfficeScope } from '../access/scope';
import { findAdminAnalysisRow, presentAdminAnalysis } from './published-analyses';

const t = publishedCountryAnalyses;
type Row = typeof t.$inferSelect;

/** What every back-office write of an analysis is given. */
type WriteContext = { db: Database; scope: BackOfficeScope; ip: string; locale: ApiLocale };

/** The audit log's record of an analysis (its texts' lengths, not the texts, and the PDF's id). */
function auditView(row: Row): Record<string, unknown> {
  return {
    country_code: row.countryCode,
    hs_code: row.hsCode,
    title_uk: row.titleUk,
    title_en: row.titleEn,
    summary_length: [row.summaryUk.length, row.summaryEn.length],
    body_length: [row.bodyUk.length, row.bodyEn.length],
    pdf_id: row.pdfId,
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}

/** 422 on `hs_code` unless it names an HS chapter (2 digits) or heading (4 digits) the database knows. */
async function assertHsCode(db: Pick<Database, 'select'>, code: string | null | undefined): Promise<void> {
  if (!code) return;
  const table = code.length === 2 ? hsChapters : hsHeadings;
  const [row] = await db.select({ code: table.code }).from(table).where(eq(table.code, code)).limit(1);
  if (!row) {
    throw new AppError('validation_failed', 'error.validation_failed', {
      fields: { hs_code: ['validation.hs_code_unknown'] },
    });
  }
}

function toColumns(body: AdminPublishedAnalysisData) {
  return {
    countryCode: body.country_code,
    hsCode: body.hs_code ?? null,
    titleUk: body.title.uk,
    titleEn: body.title.en,
    summaryUk: body.summary.uk,
    summaryEn: body.summary.en,
    bodyUk: body.body.uk,
    bodyEn: body.body.en,
  };
}

/** Writes the change and its audit entry in one transaction, then answers the analysis. */
async function writeAudited(
  context: WriteContext,
  action: string,
  id: number | null,
  change: (tx: Executor, before: Row | null) => Promise<Row | null>,
): Promise<AdminPublishedAnalysis> {
  const { db, scope } = context;
  assertBackOfficeScope(scope);
  const actor = actorOfScope(scope, context.ip);
  const row = await db.transaction(async (tx) => {
    let before: Row | null = null;
    if (id !== null) {
      const [locked] = await tx.select().from(t).where(eq(t.id, id)).for('update').limit(1);
      if (!locked) throw new AppError('not_found', 'error.not_found');
      before = locked;
    }
    const after = await change(tx, before);
    // Nothing changed (publishing a published analysis): no audit entry.
    if (!after) return before!;
    await recordAudit(tx, {
      actor,
      action,
      entityType: 'country_analysis_publication',
      entityId: String(after.id),
      before: before ? auditView(before) : null,
      after: auditView(after),
    });
    return after;
  });
  return presentAdminAnalysis(db, row, context.locale);
}

/** `POST /admin/country-analyses`: a new analysis, a draft until it is published. */
export async function createPublishedAnalysis(
  context: WriteContext & { body: AdminPublishedAnalysisData },
): Promise<AdminPublishedAnalysis> {
  const { body, scope } = context;
  const { pdf } = body;
  await assertHsCode(context.db, body.hs_code);
  return writeAudited(context, 'create', null, async (tx) => {
    const pdfId = pdf
      ? await attachUploadedFile(tx, { upload: pdf, kind: 'pdf', userId: scope.user.id, field: 'pdf' })
      : null;
    const [row] = await tx
      .insert(t)
      .values({ ...toColumns(body), pdfId, createdBy: scope.user.id })
      .returning();
    return row!;
  });
}

/**
 * `PUT /admin/country-analyses/{id}`: the analysis rewritten; a published one is live at once. A
 * PDF given replaces the stored one, null removes it, left out keeps it.
 */
export async function updatePublishedAnalysis(
  context: WriteContext & { id: number; body: AdminPublishedAnalysisData },
): Promise<AdminPublishedAnalysis> {
  const { body, scope } = context;
  await findAdminAnalysisRow(context.db, context.id);
  const { pdf } = body;
  await assertHsCode(context.db, body.hs_code);
  return writeAudited(context, 'update', context.id, async (tx, before) => {
    let pdfId = before!.pdfId;
    if (pdf)
      pdfId = await attachUploadedFile(tx, { upload: pdf, kind: 'pdf', userId: scope.user.id, field: 'pdf' });
    if (body.pdf === null) pdfId = null;
    const [row] = await tx
      .update(t)
      .set({ ...toColumns(body), pdfId, updatedAt: new Date() })
      .where(eq(t.id, context.id))
      .returning();
    if (before!.pdfId && before!.pdfId !== pdfId) await deleteStoredFile(tx, before!.pdfId);
    return row!;
  });
}

/**
 * `POST /admin/country-analyses/{id}/publish` and `/unpublish`: subscribers read it from now on,
 * or no longer. Doing what is already done changes nothing (a publication keeps its date).
 */
export function setAnalysisPublished(
  context: WriteContext & { id: number; published: boolean },
): Promise<AdminPublishedAnalysis> {
  const action = context.published ? 'publish' : 'unpublish';
  return writeAudited(context, action, context.id, async (tx, before) => {
    if ((before!.publishedAt !== null) === context.published) return null;
    const now = new Date();
    const [row] = await tx
      .update(t)
      .set({ publishedAt: context.published ? now : null, updatedAt: now })
      .where(eq(t.id, context.id))
      .returning();
    return row!;
  });
}
