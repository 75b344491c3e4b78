import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type PdfKit from 'pdfkit';

let pdfkit: typeof PdfKit | undefined;
/**
 * pdfkit (with fontkit and its Brotli decoder: about 2 MB of source kept in memory) is loaded when
 * the first document is made, in the PDF worker (decision 040) or the demo seed, never by a
 * serving instance's main thread (issue 30 §4). A static import would be hoisted to the top of
 * the server's bundle.
 */
function loadPdfKit(): typeof PdfKit {
  pdfkit ??= createRequire(import.meta.url)('pdfkit') as typeof PdfKit;
  return pdfkit;
}

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
  const PDFDocument = loadPdfKit();
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
