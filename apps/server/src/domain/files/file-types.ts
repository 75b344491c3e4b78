import { IMAGE_MAX_BYTES, PDF_MAX_BYTES, type FileUploadKind, type ImageContentType } from '@portal/contract';

/** The types of file the portal keeps, as their first bytes show them. */
export type KeptContentType = 'application/pdf' | ImageContentType;

/** How many first bytes decide a file's type (the longest signature below, WebP's, is 12). */
export const SNIFF_BYTES = 12;

/** What a PDF starts with (ISO 32000-1 §7.5.2): the content decides, not the name or the type given. */
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The kind of picture its first bytes show (decision 034): PNG (RFC 2083 signature), JPEG (SOI
 * and a marker), WebP (a RIFF container of form `WEBP`); null for anything else, SVG included.
 */
export function sniffImageType(bytes: Buffer): ImageContentType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_MAGIC)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/** Whether the first bytes are a PDF's (`%PDF-`). */
export function isPdf(bytes: Buffer): boolean {
  return bytes.length >= PDF_MAGIC.length && bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
}

/** What each kind of upload must be: the type its first bytes show (null: refused), its limit, its messages. */
export const UPLOAD_RULES: Record<
  FileUploadKind,
  {
    sniff: (bytes: Buffer) => KeptContentType | null;
    maxBytes: number;
    wrongType: 'validation.pdf_only' | 'validation.image_only';
    tooLarge: 'validation.pdf_too_large' | 'validation.image_too_large';
    /** The stored types a record's field of this kind accepts (`image/%` or the PDF's). */
    contentTypeLike: string;
  }
> = {
  pdf: {
    sniff: (bytes) => (isPdf(bytes) ? 'application/pdf' : null),
    maxBytes: PDF_MAX_BYTES,
    wrongType: 'validation.pdf_only',
    tooLarge: 'validation.pdf_too_large',
    contentTypeLike: 'application/pdf',
  },
  image: {
    sniff: sniffImageType,
    maxBytes: IMAGE_MAX_BYTES,
    wrongType: 'validation.image_only',
    tooLarge: 'validation.image_too_large',
    contentTypeLike: 'image/%',
  },
};

/** The extension a kept file's name ends in, by the type its content showed (issue 24 §8). */
const EXTENSIONS: Record<KeptContentType, { name: string; also: readonly string[] }> = {
  'application/pdf': { name: '.pdf', also: [] },
  'image/png': { name: '.png', also: [] },
  'image/jpeg': { name: '.jpg', also: ['.jpeg', '.jpe', '.jfif'] },
  'image/webp': { name: '.webp', also: [] },
};

/**
 * The name a file is kept under: the uploaded name, its extension made to match the type its
 * first bytes showed (issue 24 §8): `scan.txt` holding a PDF → `scan.pdf`, `cover.png` holding a
 * JPEG → `cover.jpg`, `logo` → `logo.png`; a matching one (`photo.JPEG`) is kept as it is.
 */
export function nameForType(fileName: string, contentType: KeptContentType): string {
  const { name, also } = EXTENSIONS[contentType];
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot).toLowerCase() : '';
  if (extension === name || also.includes(extension)) return fileName;
  // An extension is a short run of letters (and digits) after the last dot; `v1.2` is part of the name.
  const stem = /^\.(?=[a-z0-9]*[a-z])[a-z0-9]{1,5}$/.test(extension) ? fileName.slice(0, dot) : fileName;
  return `${stem}${name}`;
}
