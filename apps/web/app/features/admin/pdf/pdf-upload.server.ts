import type { PdfUpload } from '@portal/contract';
import { checkPdfFile, isFileChosen, toUploadName, type PdfProblem } from './pdf-upload';

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
 * A chosen file as the body's `pdf` (base64 in JSON, decision 028), or what is wrong with it:
 * checked by its type, size and first bytes before anything is sent to the API.
 */
export async function toPdfUpload(file: File): Promise<{ upload: PdfUpload } | { problem: PdfProblem }> {
  // The declared type and the size first: a file too large is never read.
  const declared = checkPdfFile(file);
  if (declared) return { problem: declared };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const problem = checkPdfFile(file, bytes);
  if (problem) return { problem };
  return {
    upload: {
      file_name: toUploadName(file.name),
      content_type: 'application/pdf',
      content_base64: Buffer.from(bytes).toString('base64'),
    },
  };
}
