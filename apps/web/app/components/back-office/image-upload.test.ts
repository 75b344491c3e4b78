import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@portal/contract';
import { checkImageFile, sniffImage, toImageName } from './image-upload';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]);
const WEBP = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBP');
const SVG = new TextEncoder().encode('<svg onload=');

describe('decision 034: a picture is a PNG, JPEG or WebP by its first bytes, at most 2 MB', () => {
  it('tells the kind by the first bytes as the API does', () => {
    expect(sniffImage(PNG)).toBe('image/png');
    expect(sniffImage(JPEG)).toBe('image/jpeg');
    expect(sniffImage(WEBP)).toBe('image/webp');
    expect(sniffImage(SVG)).toBeNull();
  });

  it('refuses a declared SVG or GIF, a file over 2 MB, and a "PNG" whose bytes are not one', () => {
    expect(checkImageFile({ name: 'logo.svg', type: 'image/svg+xml', size: 10 })).toBe(
      'validation.image_only',
    );
    expect(checkImageFile({ name: 'logo.gif', type: 'image/gif', size: 10 })).toBe('validation.image_only');
    expect(checkImageFile({ name: 'logo.png', type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe(
      'validation.image_too_large',
    );
    expect(checkImageFile({ name: 'logo.png', type: 'image/png', size: 12 }, SVG)).toBe(
      'validation.image_only',
    );
    expect(checkImageFile({ name: 'logo.png', type: 'image/png', size: 12 }, PNG)).toBeNull();
    // No declared type: the name says what it claims to be.
    expect(checkImageFile({ name: 'logo.webp', type: '', size: 12 })).toBeNull();
    expect(checkImageFile({ name: 'logo.txt', type: '', size: 12 })).toBe('validation.image_only');
  });

  it('names the file as the API takes it: no path, no control characters', () => {
    expect(toImageName('C:\\Users\\me\\logo\u0007.png')).toBe('logo.png');
    expect(toImageName('   ')).toBe('image');
  });
});
