import {
  FILE_UPLOAD_KINDS,
  UPLOAD_CONTENT_TYPES,
  UploadedFileResponseSchema,
  UploadFileQuerySchema,
} from '../api/files';
import { endpoint } from '../endpoint';

/**
 * Uploads of the back office (decision 036): a file is streamed in on its own, then named by the
 * record that uses it (`pdf: { file_id }`, `image: { file_id }`).
 */
export const uploadAdminFile = endpoint({
  operationId: 'uploadAdminFile',
  method: 'POST',
  path: '/admin/files',
  access: 'staff',
  status: 201,
  tags: ['admin'],
  summary: 'Upload a PDF or a picture for a record of the back office',
  description:
    'The body is the file itself, streamed (`Content-Type` `application/pdf`, `image/png`, `image/jpeg`, ' +
    '`image/webp` or `application/octet-stream`), never base64. Its first bytes decide ' +
    `what it is, whatever type it was sent as: \`kind\` (${FILE_UPLOAD_KINDS.join(', ')}) says what it must be — ` +
    'a PDF starting with `%PDF-`, at most 10 MB, or a PNG, JPEG or WebP, at most 2 MB (422 ' +
    '`validation.pdf_only` / `validation.image_only` on `file`; over the limit 413 `validation.pdf_too_large` / ' +
    '`validation.image_too_large`, the rest of the body unread). ' +
    'The kept name ends in the extension of the type found (`scan.txt` holding a PDF is kept as ' +
    '`scan.pdf`). Answers 201 with the upload’s id, which one record of the same manager then names ' +
    '(`{ file_id }`); an upload no record names is deleted after a day.',
  query: UploadFileQuerySchema,
  consumes: UPLOAD_CONTENT_TYPES,
  errors: [413],
  response: UploadedFileResponseSchema,
});
