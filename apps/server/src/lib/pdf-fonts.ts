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

/**
 * DejaVu Sans (regular, bold) covers Cyrillic; the 14 standard PDF fonts do not. Read from disk
 * once per process; every later call returns the same buffers (pdfkit only reads them).
 */
export function loadPdfFonts(): PdfFonts {
  if (fonts) return fonts;
  const dir = CANDIDATES.map((url) => fileURLToPath(url)).find((path) => existsSync(path));
  if (!dir) throw new Error(`The PDF fonts were not found beside ${fileURLToPath(import.meta.url)}`);
  fonts = {
    regular: readFileSync(`${dir}DejaVuSans.ttf`),
    bold: readFileSync(`${dir}DejaVuSans-Bold.ttf`),
  };
  return fonts;
}
