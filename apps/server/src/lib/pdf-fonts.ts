import PDFDocument from 'pdfkit';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The fonts every server-made PDF uses: DejaVu Sans, regular and bold. */
export type PdfFonts = { regular: Buffer; bold: Buffer };

/**
 * Where the fonts may sit: in the source tree apps/server/assets/fonts (two levels above
 * apps/server/src/lib); in the bundle the build copies them next to dist/server.js.
 */
const CANDIDATES = [
  new URL('../../assets/fonts/', import.meta.url),
  new URL('./assets/fonts/', import.meta.url),
];

let fonts: PdfFonts | undefined;

/** The first of `candidates` that exists (a folder path ending in a separator), or an error saying where it looked. */
export function locatePdfFonts(candidates: readonly URL[] = CANDIDATES): string {
  const dir = candidates.map((url) => fileURLToPath(url)).find((path) => existsSync(path));
  if (!dir) throw new Error(`The PDF fonts were not found beside ${fileURLToPath(import.meta.url)}`);
  return dir;
}

/**
 * DejaVu Sans (regular, bold) covers Cyrillic; the 14 standard PDF fonts do not. Read from disk
 * once per process; every later call returns the same buffers (pdfkit only reads them).
 */
export function loadPdfFonts(): PdfFonts {
  if (fonts) return fonts;
  const dir = locatePdfFonts();
  fonts = {
    regular: readFileSync(`${dir}DejaVuSans.ttf`),
    bold: readFileSync(`${dir}DejaVuSans-Bold.ttf`),
  };
  return fonts;
}

/**
 * An A4 document of the portal: the DejaVu fonts registered as 'regular' and 'bold' (no
 * Helvetica, which has no Cyrillic), the language and metadata given, and `done`, the bytes once
 * `doc.end()` has been called.
 */
export function openPdfDocument(options: {
  margin: number;
  info: PDFKit.DocumentInfo;
  locale: 'uk' | 'en';
  bufferPages?: boolean;
}): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const { regular, bold } = loadPdfFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: options.margin,
    bufferPages: options.bufferPages ?? false,
    // No default font: pdfkit would load Helvetica, which has no Cyrillic and is never used.
    font: '',
    info: options.info,
    lang: options.locale === 'uk' ? 'uk-UA' : 'en-GB',
    displayTitle: true,
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  doc.font('regular');
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
