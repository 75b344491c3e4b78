import { describe, expect, it } from 'vitest';
import { isPdf, nameForType, sniffImageType } from './file-types';

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
