import {
  DOCUMENT_MAX_BYTES,
  IMAGE_MAX_BYTES,
  PDF_MAX_BYTES,
  type FileUploadKind,
  type ImageContentType,
  type OfficeContentType,
} from '@portal/contract';

/** The types of file the portal keeps, as their first bytes show them. */
export type KeptContentType = 'application/pdf' | ImageContentType | OfficeContentType;

/** How many first bytes decide a picture's or a PDF's type (the longest signature below, WebP's, is 12). */
export const SNIFF_BYTES = 12;
/** An office document is told by the first entries of its ZIP or its OLE2 header: its first 4 KB. */
export const DOCUMENT_SNIFF_BYTES = 4096;

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

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ODF_TYPES: Record<string, OfficeContentType> = {
  'application/vnd.oasis.opendocument.text': 'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet': 'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation': 'application/vnd.oasis.opendocument.presentation',
};
const OOXML_PARTS: readonly [string, OfficeContentType][] = [
  ['word/', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['xl/', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['ppt/', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
];
const OLE2_BY_EXTENSION: Record<string, OfficeContentType> = {
  '.doc': 'application/msword',
  '.xls': 'application/vnd.ms-excel',
  '.ppt': 'application/vnd.ms-powerpoint',
};
const OOXML_BY_EXTENSION: Record<string, OfficeContentType> = {
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot).toLowerCase() : '';
};

/**
 * The office document its first bytes show (issue 27 §3): an OpenDocument file (a ZIP whose first
 * entry is `mimetype`, stored, naming the type), an Office Open XML file (a ZIP with
 * `[Content_Types].xml` and the parts of Word, Excel or PowerPoint among its first entries), or an
 * OLE2 compound file of Word, Excel or PowerPoint 97–2003, which only its name can tell apart.
 * Any other ZIP or OLE2 file is refused.
 */
export function sniffOfficeType(bytes: Buffer, fileName: string): OfficeContentType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(OLE2_MAGIC)) {
    return OLE2_BY_EXTENSION[extensionOf(fileName)] ?? null;
  }
  if (bytes.length < 30 || !bytes.subarray(0, 4).equals(ZIP_MAGIC)) return null;
  const nameLength = bytes.readUInt16LE(26);
  const extraLength = bytes.readUInt16LE(28);
  const firstName = bytes.subarray(30, 30 + nameLength).toString('latin1');
  if (firstName === 'mimetype') {
    const start = 30 + nameLength + extraLength;
    const declared = bytes.subarray(start, start + 60).toString('latin1');
    const found = Object.keys(ODF_TYPES).find((type) => declared.startsWith(type));
    return found ? ODF_TYPES[found]! : null;
  }
  const head = bytes.toString('latin1');
  if (!head.includes('[Content_Types].xml') && !head.includes('_rels/.rels')) return null;
  const part = OOXML_PARTS.find(([prefix]) => head.includes(prefix));
  return part ? part[1] : (OOXML_BY_EXTENSION[extensionOf(fileName)] ?? null);
}

/** A document of an order or a message: a PDF, a picture or an office document. */
export function sniffDocumentType(bytes: Buffer, fileName: string): KeptContentType | null {
  if (isPdf(bytes)) return 'application/pdf';
  return sniffImageType(bytes) ?? sniffOfficeType(bytes, fileName);
}

/** What each kind of upload must be: the type its first bytes show (null: refused), its limit, its messages. */
export const UPLOAD_RULES: Record<
  FileUploadKind,
  {
    sniff: (bytes: Buffer, fileName: string) => KeptContentType | null;
    /** How many first bytes the sniff needs. */
    sniffBytes: number;
    maxBytes: number;
    wrongType: 'validation.pdf_only' | 'validation.image_only' | 'validation.document_only';
    tooLarge: 'validation.pdf_too_large' | 'validation.image_too_large' | 'validation.document_too_large';
    /** The stored types a record's field of this kind accepts (`image/%` or the PDF's). */
    contentTypeLike: string;
  }
> = {
  pdf: {
    sniff: (bytes) => (isPdf(bytes) ? 'application/pdf' : null),
    sniffBytes: SNIFF_BYTES,
    maxBytes: PDF_MAX_BYTES,
    wrongType: 'validation.pdf_only',
    tooLarge: 'validation.pdf_too_large',
    contentTypeLike: 'application/pdf',
  },
  image: {
    sniff: sniffImageType,
    sniffBytes: SNIFF_BYTES,
    maxBytes: IMAGE_MAX_BYTES,
    wrongType: 'validation.image_only',
    tooLarge: 'validation.image_too_large',
    contentTypeLike: 'image/%',
  },
  document: {
    sniff: sniffDocumentType,
    sniffBytes: DOCUMENT_SNIFF_BYTES,
    maxBytes: DOCUMENT_MAX_BYTES,
    wrongType: 'validation.document_only',
    tooLarge: 'validation.document_too_large',
    contentTypeLike: '%',
  },
};

/** The extension a kept file's name ends in, by the type its content showed (issue 24 §8). */
const EXTENSIONS: Record<KeptContentType, { name: string; also: readonly string[] }> = {
  'application/pdf': { name: '.pdf', also: [] },
  'image/png': { name: '.png', also: [] },
  'image/jpeg': { name: '.jpg', also: ['.jpeg', '.jpe', '.jfif'] },
  'image/webp': { name: '.webp', also: [] },
  'application/msword': { name: '.doc', also: ['.dot'] },
  'application/vnd.ms-excel': { name: '.xls', also: [] },
  'application/vnd.ms-powerpoint': { name: '.ppt', also: [] },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { name: '.docx', also: [] },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { name: '.xlsx', also: [] },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': { name: '.pptx', also: [] },
  'application/vnd.oasis.opendocument.text': { name: '.odt', also: [] },
  'application/vnd.oasis.opendocument.spreadsheet': { name: '.ods', also: [] },
  'application/vnd.oasis.opendocument.presentation': { name: '.odp', also: [] },
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
