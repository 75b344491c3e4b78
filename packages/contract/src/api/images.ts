import { z } from 'zod';
import { UploadFileNameSchema } from './country-analyses';

// ─── Pictures of the published content (decision 034) ────────────────────────────────────

/** The largest picture the portal keeps: 2 MB (a cover or a logo, not a photo archive). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Base64 of IMAGE_MAX_BYTES: 4 characters per 3 bytes. */
export const IMAGE_BASE64_MAX_LENGTH = Math.ceil(IMAGE_MAX_BYTES / 3) * 4;
/** The body limit of a call that may carry a picture: its base64 and the JSON around it. */
export const IMAGE_UPLOAD_BODY_LIMIT_BYTES = IMAGE_BASE64_MAX_LENGTH + 256 * 1024;
/** The kinds of picture kept: no SVG (it may carry script), no GIF. */
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/**
 * A picture sent inside a JSON body, as PDFs are (decision 028): the back office's form posts the
 * file to its server, which sends it on as base64. The server decodes it and checks its size
 * (≤ 2 MB, 422 `validation.image_too_large`) and that its first bytes are a PNG, JPEG or WebP
 * (422 `validation.image_only`: the content decides, not the name or the type given).
 */
export const ImageUploadSchema = z.strictObject({
  file_name: UploadFileNameSchema,
  content_type: z.enum(IMAGE_CONTENT_TYPES, { message: 'validation.image_only' }),
  content_base64: z
    .string()
    .max(IMAGE_BASE64_MAX_LENGTH, { message: 'validation.image_too_large' })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { message: 'validation.base64' }),
});
export type ImageUpload = z.input<typeof ImageUploadSchema>;

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
