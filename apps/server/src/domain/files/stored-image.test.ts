import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@portal/contract';
import { AppError } from '../../lib/app-error';
import { checkImageUpload, sniffImageType } from './stored-image';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a464946', 'hex');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

const upload = (bytes: Buffer, contentType: 'image/png' | 'image/jpeg' | 'image/webp' = 'image/png') => ({
  file_name: 'cover.png',
  content_type: contentType,
  content_base64: bytes.toString('base64'),
});

function fieldErrors(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).options;
  }
  throw new Error('no error thrown');
}

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

  it('keeps the type the content shows, not the one sent', () => {
    expect(checkImageUpload(upload(JPEG, 'image/png')).contentType).toBe('image/jpeg');
  });

  it('refuses what is not a picture on the field, with validation.image_only', () => {
    expect(fieldErrors(() => checkImageUpload(upload(Buffer.from('<svg/>')), 'image'))).toEqual({
      fields: { 'image.content_base64': ['validation.image_only'] },
    });
  });

  it('refuses a picture over 2 MB with validation.image_too_large', () => {
    const big = Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES)]);
    expect(fieldErrors(() => checkImageUpload(upload(big), 'cover'))).toEqual({
      fields: { 'cover.content_base64': ['validation.image_too_large'] },
    });
  });
});
