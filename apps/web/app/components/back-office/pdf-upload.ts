import { PDF_MAX_BYTES } from '@portal/contract';

/**
 * The PDFs a manager attaches (a request's finished analysis, a published analysis; decision
 * 028): the checks made before a file is sent, in the browser and again in the route's action,
 * so a wrong file is named beside its field without a 10 MB round trip. The API checks again.
 */

/** The message keys of the contract the API answers with for the same faults. */
export type PdfProblem = 'validation.pdf_only' | 'validation.pdf_too_large';

/** What the checks need of a chosen file (a browser File, the action's multipart File). */
export type ChosenFile = { name: string; type: string; size: number };

/** `%PDF-`: how every PDF starts, and what the API decides by (the name decides nothing). */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d];
/** How many bytes of a chosen file are read to tell a PDF. */
export const PDF_HEAD_BYTES = PDF_MAGIC.length;

/** An empty multipart field (no file chosen) arrives as a nameless, empty file. */
export function isFileChosen(file: ChosenFile | null | undefined): file is ChosenFile {
  return file != null && file.name !== '' && file.size > 0;
}

/**
 * What is wrong with a chosen file, or null: it must be declared a PDF (an empty type, which some
 * systems give, passes with a .pdf name), weigh at most 10 MB and, when its first bytes are
 * known, start with `%PDF-`.
 */
export function checkPdfFile(file: ChosenFile, head?: Uint8Array): PdfProblem | null {
  const isDeclaredPdf =
    file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name.trim()));
  if (!isDeclaredPdf) return 'validation.pdf_only';
  if (file.size > PDF_MAX_BYTES) return 'validation.pdf_too_large';
  if (head && !PDF_MAGIC.every((byte, index) => head[index] === byte)) return 'validation.pdf_only';
  return null;
}

/**
 * A file's name as the API takes it: the last part of a path some browsers send, without control
 * characters, at most 200 characters, '.pdf' kept.
 */
export function toUploadName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (clean.length <= 200) return clean || 'analysis.pdf';
  return `${clean.slice(0, 196)}.pdf`;
}
