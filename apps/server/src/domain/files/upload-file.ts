import { eq } from 'drizzle-orm';
import type { UploadedFile, UploadFileQuery } from '@portal/contract';
import { storedFiles, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { nameForType, UPLOAD_RULES, type KeptContentType } from './file-types';
import { deleteUnattachedFiles, writeFileChunks } from './stored-file';

/**
 * `POST /admin/files` (decision 036): keeps a file streamed in, a chunk at a time, checked as it
 * arrives — its first bytes must be of `kind` (the type sent is not believed; 422 on `file`) and it
 * must stay within the kind's limit (413, read no further). The kept name ends in the extension of
 * the type found (issue 24 §8). A failed or cut-off upload leaves nothing behind.
 */
export async function uploadFile(options: {
  db: Database;
  query: UploadFileQuery;
  /** The body as it arrives. */
  body: AsyncIterable<Uint8Array>;
  /** The body's length when the sender said it: too large is refused before a byte is read. */
  declaredLength: number | undefined;
  createdBy: string;
}): Promise<UploadedFile> {
  const { db, query, createdBy } = options;
  const rule = UPLOAD_RULES[query.kind];
  // Too large is 413 (ARCHITECTURE §5), not a picture or a PDF 422; both name the field.
  const fail = (key: typeof rule.wrongType | typeof rule.tooLarge): never => {
    const fields = { file: [key] };
    if (key === rule.tooLarge) throw new AppError('payload_too_large', key, { fields });
    throw new AppError('validation_failed', 'error.validation_failed', { fields });
  };
  if (options.declaredLength !== undefined && options.declaredLength > rule.maxBytes) fail(rule.tooLarge);
  await deleteUnattachedFiles(db);

  // The row first (its chunks name it), empty until the last byte is kept.
  const [row] = await db
    .insert(storedFiles)
    .values({
      contentType: 'application/octet-stream',
      fileName: query.file_name,
      size: 0,
      sha256: '',
      createdBy,
    })
    .returning({ id: storedFiles.id });
  const id = row!.id;
  let head = Buffer.alloc(0);
  let contentType: KeptContentType | null = null;
  const inspect = (piece: Buffer, sizeSoFar: number) => {
    if (sizeSoFar > rule.maxBytes) fail(rule.tooLarge);
    if (contentType === null && head.length < rule.sniffBytes) {
      head = Buffer.concat([head, piece.subarray(0, rule.sniffBytes - head.length)]);
      if (head.length === rule.sniffBytes)
        contentType = rule.sniff(head, query.file_name) ?? fail(rule.wrongType);
    }
  };
  try {
    const written = await writeFileChunks(db, id, options.body, inspect);
    // A file shorter than the longest signature is judged on what there is.
    const checked = contentType ?? rule.sniff(head, query.file_name) ?? fail(rule.wrongType);
    const fileName = nameForType(query.file_name, checked);
    await db
      .update(storedFiles)
      .set({ contentType: checked, fileName, size: written.size, sha256: written.sha256 })
      .where(eq(storedFiles.id, id));
    return { id, file_name: fileName, content_type: checked, size: written.size };
  } catch (error) {
    await db.delete(storedFiles).where(eq(storedFiles.id, id));
    throw error;
  }
}
