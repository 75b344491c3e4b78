import { and, eq, like } from 'drizzle-orm';
import { IMAGE_MAX_BYTES, type ImageContentType, type ImageUpload } from '@portal/contract';
import { storedFiles, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import type { Executor } from '../audit/record-audit';
import { deleteStoredFile, storeFile, type CheckedFile, type ServedFile } from './stored-pdf';

/**
 * The kind of picture its first bytes show (decision 034): PNG (RFC 2083 signature), JPEG (SOI
 * and a marker), WebP (a RIFF container of form `WEBP`); null for anything else, SVG included.
 */
export function sniffImageType(bytes: Buffer): ImageContentType | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/**
 * Decodes a picture sent as base64 and checks it: at most 2 MB and a PNG, JPEG or WebP by its
 * first bytes, whatever type it was sent as (kept with the type its content shows). A failure is
 * 422 on the upload's field (`image.content_base64`).
 */
export function checkImageUpload(upload: ImageUpload, field = 'image'): CheckedFile {
  const bytes = Buffer.from(upload.content_base64, 'base64');
  const fail = (key: 'validation.image_only' | 'validation.image_too_large') => {
    throw new AppError('validation_failed', 'error.validation_failed', {
      fields: { [`${field}.content_base64`]: [key] },
    });
  };
  if (bytes.length > IMAGE_MAX_BYTES) fail('validation.image_too_large');
  const contentType = sniffImageType(bytes);
  if (!contentType) return fail('validation.image_only') as never;
  return { fileName: upload.file_name.trim(), contentType, bytes };
}

/**
 * The picture field of a back-office write, inside its transaction: `undefined` keeps `current`,
 * `null` removes it, a checked picture replaces it. A picture no record names any more is deleted.
 * Answers the id the record now names.
 */
export async function applyImageField(
  tx: Executor,
  image: CheckedFile | null | undefined,
  current: string | null,
  createdBy: string,
): Promise<string | null> {
  if (image === undefined) return current;
  const next = image ? await storeFile(tx, image, createdBy) : null;
  if (current && current !== next) await deleteStoredFile(tx, current);
  return next;
}

/** A kept picture by id for `GET /images/{id}`; 404 when there is none or the file is not a picture. */
export async function readStoredImage(db: Pick<Database, 'select'>, id: string): Promise<ServedFile> {
  const [row] = await db
    .select({
      fileName: storedFiles.fileName,
      contentType: storedFiles.contentType,
      sha256: storedFiles.sha256,
      bytes: storedFiles.bytes,
    })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), like(storedFiles.contentType, 'image/%')))
    .limit(1);
  if (!row) throw new AppError('not_found', 'error.not_found');
  return row;
}
