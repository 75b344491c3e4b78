import { describe, expect, it } from 'vitest';
import { isPdf, nameForType, sniffDocumentType, sniffImageType, sniffOfficeType } from './file-types';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a464946', 'hex');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

describe('decision 034: a picture is what its first bytes show', () => {
  it('knows PNG, JPEG and WebP by their signatures', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(WEBP)).toBe('image/webp');
  });

  it('knows nothing else: SVG, GIF, PDF, HTML, a RIFF that is not WebP, too few bytes', () => {
    for (const text of [
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'GIF89a....',
      '%PDF-1.7',
      '<html>',
      'RIFF1234WAVE',
    ]) {
      expect(sniffImageType(Buffer.from(text)), text).toBeNull();
    }
    expect(sniffImageType(PNG.subarray(0, 5))).toBeNull();
  });

  it('knows a PDF by `%PDF-` and nothing else', () => {
    expect(isPdf(Buffer.from('%PDF-1.7\n'))).toBe(true);
    expect(isPdf(Buffer.from('%PDF'))).toBe(false);
    expect(isPdf(Buffer.from(' %PDF-1.7'))).toBe(false);
  });
});

describe('issue 24 §8: a kept name ends in the extension of its checked type', () => {
  it('replaces an extension of another type', () => {
    expect(nameForType('scan.txt', 'application/pdf')).toBe('scan.pdf');
    expect(nameForType('cover.png', 'image/jpeg')).toBe('cover.jpg');
    expect(nameForType('logo.jpg', 'image/webp')).toBe('logo.webp');
    expect(nameForType('Звіт.docx', 'application/pdf')).toBe('Звіт.pdf');
  });

  it('adds one to a name without', () => {
    expect(nameForType('logo', 'image/png')).toBe('logo.png');
    expect(nameForType('.hidden', 'application/pdf')).toBe('.hidden.pdf');
    expect(nameForType('report v1.2 final', 'application/pdf')).toBe('report v1.2 final.pdf');
    expect(nameForType('report v1.2', 'application/pdf')).toBe('report v1.2.pdf');
  });

  it('keeps a matching one, in any case and spelling', () => {
    expect(nameForType('Report.PDF', 'application/pdf')).toBe('Report.PDF');
    expect(nameForType('photo.jpeg', 'image/jpeg')).toBe('photo.jpeg');
    expect(nameForType('photo.JPG', 'image/jpeg')).toBe('photo.JPG');
  });
});

/** A ZIP's first local file header (PKWARE APPNOTE 4.3.7) naming `name`, followed by `content`. */
function zipStartingWith(name: string, content = ''): Buffer {
  const header = Buffer.alloc(30);
  header.write('PK\u0003\u0004', 0, 'latin1');
  header.writeUInt16LE(Buffer.byteLength(name, 'latin1'), 26);
  header.writeUInt16LE(0, 28);
  return Buffer.concat([header, Buffer.from(name, 'latin1'), Buffer.from(content, 'latin1')]);
}
const OLE2 = Buffer.from('d0cf11e0a1b11ae1', 'hex');

describe('issue 27 §3: an office document is what its first bytes show', () => {
  it('knows OpenDocument by its stored mimetype entry', () => {
    expect(sniffOfficeType(zipStartingWith('mimetype', 'application/vnd.oasis.opendocument.text'), 'a')).toBe(
      'application/vnd.oasis.opendocument.text',
    );
    expect(
      sniffOfficeType(zipStartingWith('mimetype', 'application/vnd.oasis.opendocument.spreadsheet'), 'a.ods'),
    ).toBe('application/vnd.oasis.opendocument.spreadsheet');
    expect(sniffOfficeType(zipStartingWith('mimetype', 'application/epub+zip'), 'book.odt')).toBeNull();
  });

  it('knows Office Open XML by its content types and its parts, whatever the name says', () => {
    const docx = Buffer.concat([
      zipStartingWith('[Content_Types].xml', '<Types/>'),
      zipStartingWith('word/document.xml'),
    ]);
    expect(sniffOfficeType(docx, 'contract.xlsx')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const xlsx = Buffer.concat([zipStartingWith('[Content_Types].xml'), zipStartingWith('xl/workbook.xml')]);
    expect(sniffOfficeType(xlsx, 'prices')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });

  it('refuses any other ZIP, and an OLE2 file without an office name', () => {
    expect(sniffOfficeType(zipStartingWith('payload.exe'), 'a.docx')).toBeNull();
    expect(sniffOfficeType(OLE2, 'thumbs.db')).toBeNull();
    expect(sniffOfficeType(OLE2, 'Договір.DOC')).toBe('application/msword');
    expect(sniffOfficeType(OLE2, 'prices.xls')).toBe('application/vnd.ms-excel');
  });

  it('a document is a PDF, a picture or an office document; HTML and scripts are none', () => {
    expect(sniffDocumentType(Buffer.from('%PDF-1.7\n'), 'a.docx')).toBe('application/pdf');
    expect(sniffDocumentType(PNG, 'a.pdf')).toBe('image/png');
    expect(sniffDocumentType(Buffer.from('<html><script>alert(1)</script>'), 'a.pdf')).toBeNull();
    expect(sniffDocumentType(Buffer.from('MZ\u0090\u0000'), 'setup.doc')).toBeNull();
  });

  it('a kept office document ends in its own extension', () => {
    expect(
      nameForType('contract', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    ).toBe('contract.docx');
    expect(nameForType('prices.txt', 'application/vnd.oasis.opendocument.spreadsheet')).toBe('prices.ods');
  });
});
