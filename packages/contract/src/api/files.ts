import { z } from 'zod';
import { envelope } from '../envelope';
import { requiredText } from './public-forms';

// ─── Uploaded files (decisions 028, 034, 036) ────────────────────────────────────────────

/** The largest PDF the portal keeps: 10 MB. */
export const PDF_MAX_BYTES = 10 * 1024 * 1024;
/** The largest picture the portal keeps: 2 MB (a cover or a logo, not a photo archive). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** The kinds of picture kept: no SVG (it may carry script), no GIF. */
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/** The largest document of an order or a message (PDF, picture or office document): 10 MB. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The office documents kept (issue 27 §3): Word, Excel, PowerPoint (97–2003 and Open XML) and OpenDocument. */
export const OFFICE_CONTENT_TYPES = [
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
] as const;
export type OfficeContentType = (typeof OFFICE_CONTENT_TYPES)[number];

/**
 * What an upload is meant to be: a PDF (analyses), a picture (events, courses, partners) or a
 * document (a PDF, a picture or an office document: the catalogue's orders and their results).
 */
export const FILE_UPLOAD_KINDS = ['pdf', 'image', 'document'] as const;
export type FileUploadKind = (typeof FILE_UPLOAD_KINDS)[number];

/** The media types an upload's body is documented with; whatever it is sent as, its first bytes decide what it is. */
export const UPLOAD_CONTENT_TYPES = [
  'application/pdf',
  ...IMAGE_CONTENT_TYPES,
  ...OFFICE_CONTENT_TYPES,
  'application/octet-stream',
];

/** An uploaded file's name, not a path: no slashes and no control characters. */
export const UploadFileNameSchema = requiredText(1, 200).refine(
  (name) => ![...name].some((char) => char === '/' || char === '\\' || char.charCodeAt(0) < 0x20),
  { message: 'validation.invalid_value' },
);

/** `POST /admin/files`: what the streamed body is meant to be and the name it was chosen under. */
export const UploadFileQuerySchema = z.strictObject({
  kind: z.enum(FILE_UPLOAD_KINDS, { message: 'validation.invalid_value' }),
  file_name: UploadFileNameSchema,
});
export type UploadFileQuery = z.infer<typeof UploadFileQuerySchema>;

/** A kept upload: its name ends in the extension of the type its first bytes showed. */
export const UploadedFileSchema = z.object({
  id: z.uuid(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int().describe('Bytes'),
});
export type UploadedFile = z.infer<typeof UploadedFileSchema>;
export const UploadedFileResponseSchema = envelope(UploadedFileSchema);

/**
 * A file field of a back-office body (decision 036): the id `POST /admin/files` answered. Each
 * upload is used by one record, by the manager who uploaded it (422 `validation.upload_unknown`
 * otherwise, `validation.pdf_only` / `validation.image_only` when it is of the other kind).
 */
export const UploadRefSchema = z.strictObject({
  file_id: z.uuid({ message: 'validation.invalid_value' }),
});
export type UploadRef = z.input<typeof UploadRefSchema>;

/** What the documents of the back office's writes say of their picture field. */
export const IMAGE_FIELD_DESCRIPTION =
  '`image` is `{ file_id }`, a picture (PNG, JPEG or WebP, at most 2 MB) streamed first to ' +
  '`POST /admin/files?kind=image` by the same manager and named by no other record (decision 036; 422 ' +
  '`validation.upload_unknown` or `validation.image_only` on `image.file_id`); left out keeps the picture, ' +
  'null removes it, an upload replaces it.';
