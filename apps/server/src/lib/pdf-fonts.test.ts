import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadPdfFonts, locatePdfFonts } from './pdf-fonts';

/** TrueType fonts begin with the sfnt version 0x00010000. */
const isTrueType = (font: Buffer) => font.readUInt32BE(0) === 0x00010000;
const FONTS = new URL('../../assets/fonts/', import.meta.url);

describe('loadPdfFonts', () => {
  it('loads DejaVu Sans regular and bold from apps/server/assets/fonts', () => {
    expect(locatePdfFonts()).toMatch(/apps[/\\]server[/\\]assets[/\\]fonts[/\\]$/);
    const { regular, bold } = loadPdfFonts();
    expect(isTrueType(regular)).toBe(true);
    expect(isTrueType(bold)).toBe(true);
    expect(regular.length).toBeGreaterThan(100_000);
    expect(regular.equals(readFileSync(new URL('DejaVuSans.ttf', FONTS)))).toBe(true);
    expect(bold.equals(readFileSync(new URL('DejaVuSans-Bold.ttf', FONTS)))).toBe(true);
  });

  it('reads the files once per process and returns the same buffers after that', () => {
    const first = loadPdfFonts();
    const second = loadPdfFonts();
    expect(second).toBe(first);
    expect(second.regular).toBe(first.regular);
    expect(second.bold).toBe(first.bold);
  });

  it('says where it looked when the fonts are missing', () => {
    expect(() => locatePdfFonts([new URL('file:///nonexistent-portal-fonts/')])).toThrow(
      /PDF fonts were not found beside .*pdf-fonts\.ts/,
    );
  });
});
