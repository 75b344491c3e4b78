import { eq } from 'drizzle-orm';
import {
  exporterRequestPath,
  NOTIFICATION_TITLES,
  REQUEST_KIND_INFO,
  type AdminCountryAnalysisResultBodySchema,
} from '@portal/contract';
import { companies, countryAnalysisRequests, notifications, users, type Database } from '@portal/db';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { MAIL_JOB } from '../../../integrations/messaging';
import { renderStatusChangeEmail } from '../../../integrations/mail/templates/status-change-email';
import type { JobQueue } from '../../../jobs/queue';
import { recordAudit } from '../../audit/record-audit';
import {
  attachUploadedFile,
  deleteStoredFile,
  describeStoredFiles,
  readStoredFile,
  type ServedFile,
} from '../../files/stored-file';
import {
  actorOfScope,
  assertBackOfficeScope,
  recordInScope,
  type BackOfficeScope,
  type RequestScope,
} from '../../access/scope';

type ResultBody = z.output<typeof AdminCountryAnalysisResultBodySchema>;

/** While the analysis is being made or the request has been accepted: then a manager attaches it. */
const RESULT_STATUSES = new Set(['in_process', 'approved']);

/**
 * `POST /admin/country-analysis/{id}/result` (issue 15 §1): a manager attaches the finished
 * analysis, text in either or both languages and a PDF (required the first time, replacing the
 * stored one when given again), while the request is `in_process` or `approved` (409
 * `country_analysis.result_not_allowed`). In one transaction with the audit entry and the
 * exporter's notification; the exporter is e-mailed after the commit.
 */
export async function attachCountryAnalysisResult(options: {
  db: Database;
  jobs: Pick<JobQueue, 'enqueue'>;
  publicUrl: string;
  scope: BackOfficeScope;
  ip: string;
  id: string;
  body: ResultBody;
}): Promise<void> {
  const { db, scope, id, body } = options;
  assertBackOfficeScope(scope);
  const { pdf } = body;
  const actor = actorOfScope(scope, options.ip);
  const t = countryAnalysisRequests;

  const mail = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: t.status,
        number: t.number,
        companyId: t.companyId,
        productName: t.productName,
        resultPdfId: t.resultPdfId,
        resultTextUk: t.resultTextUk,
        resultTextEn: t.resultTextEn,
      })
      .from(t)
      .where(recordInScope(t, id, scope))
      .for('update')
      .limit(1);
    if (!row) throw new AppError('not_found', 'error.not_found');
    if (!RESULT_STATUSES.has(row.status))
      throw new AppError('conflict', 'country_analysis.result_not_allowed');
    if (!pdf && !row.resultPdfId) {
      throw new AppError('validation_failed', 'error.validation_failed', {
        fields: { pdf: ['validation.required'] },
      });
    }
    const now = new Date();
    const pdfId = pdf
      ? await attachUploadedFile(tx, { upload: pdf, kind: 'pdf', userId: scope.user.id, field: 'pdf' })
      : row.resultPdfId;
    const attached = pdf ? (await describeStoredFiles(tx, [pdfId])).get(pdfId!) : undefined;
    await tx
      .update(t)
      .set({
        resultTextUk: body.text_uk ?? '',
        resultTextEn: body.text_en ?? '',
        resultPdfId: pdfId,
        resultAttachedAt: now,
        resultAttachedBy: scope.user.id,
        updatedAt: now,
      })
      .where(eq(t.id, id));
    if (pdf && row.resultPdfId) await deleteStoredFile(tx, row.resultPdfId);
    await recordAudit(tx, {
      actor,
      action: 'result_attached',
      entityType: 'country_analysis',
      entityId: id,
      before: { text_uk: row.resultTextUk, text_en: row.resultTextEn, pdf_id: row.resultPdfId },
      after: {
        text_uk: body.text_uk ?? '',
        text_en: body.text_en ?? '',
        pdf_id: pdfId,
        ...(attached ? { pdf_name: attached.file_name, pdf_size: attached.size } : {}),
      },
      at: now,
    });

    // The exporter learns in the portal and by e-mail that the analysis is there to read.
    const info = REQUEST_KIND_INFO.country_analysis;
    const text = {
      uk: `${info.name.uk} № ${row.number} (${row.productName}): готовий аналіз додано.`,
      en: `${info.name.en} No. ${row.number} (${row.productName}): the finished analysis is attached.`,
    };
    const title = { uk: NOTIFICATION_TITLES.ua.success, en: NOTIFICATION_TITLES.en.success };
    const path = exporterRequestPath('country_analysis', id);
    const [owner] = await tx
      .select({ userId: users.id, email: users.email, locale: users.locale })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(eq(companies.id, row.companyId))
      .limit(1);
    if (!owner) return null;
    await tx.insert(notifications).values({
      userId: owner.userId,
      type: 'success',
      title,
      text,
      link: path,
      createdAt: now,
    });
    return { owner, title, text, path };
  });

  if (mail) {
    const { owner } = mail;
    const prefix = owner.locale === 'en' ? '/en' : '';
    await options.jobs.enqueue(
      MAIL_JOB,
      renderStatusChangeEmail({
        to: owner.email,
        locale: owner.locale,
        heading: mail.title[owner.locale],
        text: mail.text[owner.locale],
        comment: '',
        url: `${options.publicUrl}${prefix}${mail.path}`,
      }),
    );
  }
}

/**
 * The PDF of the finished analysis (`GET /country-analyses/manage/{id}/pdf` and the back
 * office's): 404 for a request outside the scope, `country_analysis.no_pdf` before one is attached.
 */
export async function readCountryAnalysisResultPdf(options: {
  db: Database;
  scope: RequestScope;
  id: string;
}): Promise<ServedFile> {
  const t = countryAnalysisRequests;
  const [row] = await options.db
    .select({ pdfId: t.resultPdfId })
    .from(t)
    .where(recordInScope(t, options.id, options.scope))
    .limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
  return readStoredFile(options.db, row.pdfId, 'country_analysis.no_pdf');
}
