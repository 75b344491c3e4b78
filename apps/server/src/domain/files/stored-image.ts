import type { ImageUpload } from '@portal/contract';
import type { Database } from '@portal/db';
import type { Executor } from '../audit/record-audit';
import { attachUploadedFile, deleteStoredFile, readStoredFile, type ServedFile } from './stored-file';

/**
 * The picture field of a back-office write, inside its transaction: `undefined` keeps `current`,
 * `null` removes it, an upload (`{ file_id }`, decision 036) replaces it — one of the writer's
 * pictures no record names yet (422 on `image.file_id` otherwise). A picture no record names any
 * more is deleted. Answers the id the record now names.
 */
export async function applyImageField(
  tx: Executor,
  image: ImageUpload | null | undefined,
  current: string | null,
  createdBy: string,
): Promise<string | null> {
  if (image === undefined) return current;
  const next = image
    ? await attachUploadedFile(tx, { upload: image, kind: 'image', userId: createdBy, field: 'image' })
    : null;
  if (current && current !== next) await deleteStoredFile(tx, current);
  return next;
}

/** A kept picture by id for `GET /images/{id}`; 404 when there is none or the file is not a picture. */
export function readStoredImage(db: Pick<Database, 'select'>, id: string): Promise<ServedFile> {
  return readStoredFile(db, id, 'error.not_found', 'image');
}
