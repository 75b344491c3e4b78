import type { UploadRef } from '@portal/contract';
import type { ApiClient } from '../../lib/api-client';
import { FormBodyError, type BodyIssues } from '../../lib/forms/form-body';
import { uploadChosenFile } from './upload-file.server';
import { checkPdfFile, isFileChosen, PDF_HEAD_BYTES, toUploadName, type PdfProblem } from './pdf-upload';

/** The form field a PDF is chosen in, on every form that carries one. */
export const PDF_FIELD = 'pdf';

/**
 * The file chosen in a posted form's `pdf` field, or null (none chosen, or a form that is not
 * multipart). Read from a copy of the request: the form's handler reads the body's fields itself.
 */
export async function readPostedPdf(request: Request): Promise<File | null> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) return null;
  const value = (await request.clone().formData()).get(PDF_FIELD);
  return value instanceof File && isFileChosen(value) ? value : null;
}

/**
 * A chosen file as the body's `pdf` (decision 036: streamed to the API first, named by its id), or
 * what is wrong with it: checked by its type, size and first bytes before anything is sent.
 */
export async function toPdfUpload(
  api: ApiClient,
  file: File,
): Promise<{ upload: UploadRef } | { problem: PdfProblem }> {
  // The declared type and the size first: a file too large is never read; then only its head.
  const declared = checkPdfFile(file);
  if (declared) return { problem: declared };
  const head = new Uint8Array(await file.slice(0, PDF_HEAD_BYTES).arrayBuffer());
  const problem = checkPdfFile(file, head);
  if (problem) return { problem };
  const fileName = toUploadName(file.name);
  return { upload: await uploadChosenFile(api, { file, kind: 'pdf', fileName, field: PDF_FIELD }) };
}

/**
 * The PDF chosen in a posted form as the body's `pdf`, or undefined when none was chosen; a file
 * that is no PDF or too large is refused beside the field (the API's 422) before anything is sent.
 */
export async function readPdfUpload(api: ApiClient, file: File | null): Promise<UploadRef | undefined> {
  if (!file) return undefined;
  const read = await toPdfUpload(api, file);
  if ('problem' in read) {
    throw new FormBodyError([
      { code: 'custom', path: [PDF_FIELD], message: read.problem, input: '' },
    ] as BodyIssues);
  }
  return read.upload;
}
