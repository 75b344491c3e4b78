import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { PDF_MAX_BYTES, type PdfUpload } from '@portal/contract';
import { storedFiles, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import type { Executor } from '../audit/record-audit';

/** A PDF decoded from its upload and checked (decision 028), ready to be kept. */
export type CheckedPdf = { fileName: string; bytes: Buffer };

/** What a PDF starts with (ISO 32000-1 §7.5.2): the content decides, not the name or the type given. */
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/**
 * Decodes a PDF sent as base64 (decision 028) and checks it: at most 10 MB and a PDF by its
 * first bytes. A failure is 422 on the upload's field (`pdf.content_base64`).
 */
export function checkPdfUpload(upload: PdfUpload, field = 'pdf'): CheckedPdf {
  const bytes = Buffer.from(upload.content_base64, 'base64');
  const fail = (key: 'validation.pdf_only' | 'validation.pdf_too_large') => {
    throw new AppError('validation_failed', 'error.validation_failed', {
      fields: { [`${field}.content_base64`]: [key] },
    });
  };
  if (bytes.length > PDF_MAX_BYTES) fail('validation.pdf_too_large');
  if (bytes.length < PDF_MAGIC.length || !bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    fail('validation.pdf_only');
  }
  return { fileName: upload.file_name.trim(), bytes };
}

/** A checked file ready to be kept: its name, its type as its content showed it, its bytes. */
export type CheckedFile = { fileName: string; contentType: string; bytes: Buffer };

/** Keeps a checked file, inside the caller's transaction; answers its id. */
export async function storeFile(tx: Executor, file: CheckedFile, createdBy: string): Promise<string> {
  const [row] = await tx
    .insert(storedFiles)
    .values({
      contentType: file.contentType,
      fileName: file.fileName,
      size: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      bytes: file.bytes,
      createdBy,
    })
    .returning({ id: storedFiles.id });
  return row!.id;
}

/** Keeps a checked PDF, inside the caller's transaction; answers its id. */
export function storePdf(tx: Executor, pdf: CheckedPdf, createdBy: string): Promise<string> {
  return storeFile(tx, { ...pdf, contentType: 'application/pdf' }, createdBy);
}

/** Removes a file no record names any more (a replaced or removed PDF). */
export async function deleteStoredFile(tx: Executor, id: string): Promise<void> {
  await tx.delete(storedFiles).where(eq(storedFiles.id, id));
}

/** A kept file as a call serves it. */
export type ServedFile = { fileName: string; contentType: string; sha256: string; bytes: Buffer };

/** A kept file by id, with its bytes; 404 `notFoundKey` when there is none. */
export async function readStoredFile(
  db: Pick<Database, 'select'>,
  id: string | null,
  notFoundKey: 'error.not_found' | 'country_analysis.no_pdf' = 'error.not_found',
): Promise<ServedFile> {
  if (id) {
    const [row] = await db
      .select({
        fileName: storedFiles.fileName,
        contentType: storedFiles.contentType,
        sha256: storedFiles.sha256,
        bytes: storedFiles.bytes,
      })
      .from(storedFiles)
      .where(eq(storedFiles.id, id))
      .limit(1);
    if (row) return row;
  }
  throw new AppError('not_found', notFoundKey);
}

/** The stored PDF's name and size, as the answers name it (no bytes read). */
export async function describeStoredFiles(
  db: Pick<Database, 'select'>,
  ids: readonly (string | null)[],
): Promise<Map<string, { file_name: string; size: number }>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const described = new Map<string, { file_name: string; size: number }>();
  if (wanted.length === 0) return described;
  const rows = await db
    .select({ id: storedFiles.id, fileName: storedFiles.fileName, size: storedFiles.size })
    .from(storedFiles)
    .where(inArray(storedFiles.id, wanted));
  for (const row of rows) described.set(row.id, { file_name: row.fileName, size: row.size });
  return described;
}
