import { z } from 'zod';
import { UploadRefSchema, type UploadRef } from './files';

// ─── Pictures of the published content (decision 034) ────────────────────────────────────

/**
 * The picture field of a back-office body (decision 036): the id of a picture uploaded first
 * through `POST /admin/files?kind=image` (streamed; a PNG, JPEG or WebP by its first bytes, at
 * most 2 MB).
 */
export const ImageUploadSchema = UploadRefSchema;
export type ImageUpload = UploadRef;

/**
 * The picture field of a back-office body: absent keeps the picture, `null` removes it, an upload
 * replaces it.
 */
export const ImageFieldSchema = ImageUploadSchema.nullable().optional();

/** Where a kept picture is read (`GET /images/{id}`), as the answers give it; null: none. */
export const ImageUrlSchema = z
  .string()
  .nullable()
  .describe('The picture’s address under the API (`/api/images/{id}`); null when there is none');

export const ImageParamsSchema = z.strictObject({ id: z.uuid({ message: 'validation.invalid_value' }) });

/** The address of a kept picture, as the answers give it. */
export function imageUrl(fileId: string | null | undefined): string | null {
  return fileId ? `/api/images/${fileId}` : null;
}
