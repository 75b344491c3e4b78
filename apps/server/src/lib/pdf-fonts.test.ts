import * as fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('node:fs', { spy: true });

afterEach(() => {
  vi.resetModules();
  vi.mocked(fs.readFileSync).mockClear();
});

/** A fresh copy of the module, so each test starts with an empty cache. */
async function freshLoader() {
  return (await import('./pdf-fonts')).loadPdfFonts;
}

/** The font files read (pdfkit itself reads its own metrics files when it loads). */
const fontReads = () =>
  vi
    .mocked(fs.readFileSync)
    .mock.calls.map(([path]) => String(path))
    .filter((path) => path.endsWith('.ttf'));

/** TrueType fonts begin with the sfnt version 0x00010000. */
const isTrueType = (font: Buffer) => font.readUInt32BE(0) === 0x00010000;

describe('loadPdfFonts', () => {
  it('loads DejaVu Sans regular and bold from apps/server/assets/fonts', async () => {
    const loadPdfFonts = await freshLoader();
    const { regular, bold } = loadPdfFonts();
    expect(isTrueType(regular)).toBe(true);
    expect(isTrueType(bold)).toBe(true);
    expect(regular.length).toBeGreaterThan(100_000);
    expect(regular.equals(bold)).toBe(false);
    const files = fontReads();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/apps[/\\]server[/\\]assets[/\\]fonts[/\\]DejaVuSans\.ttf$/);
    expect(files[1]).toMatch(/apps[/\\]server[/\\]assets[/\\]fonts[/\\]DejaVuSans-Bold\.ttf$/);
  });

  it('reads the files once per process and returns the same buffers after that', async () => {
    const loadPdfFonts = await freshLoader();
    const first = loadPdfFonts();
    const second = loadPdfFonts();
    expect(second).toBe(first);
    expect(second.regular).toBe(first.regular);
    expect(second.bold).toBe(first.bold);
    expect(fontReads()).toHaveLength(2);
  });

  it('says where it looked when the fonts are missing', async () => {
    vi.mocked(fs.existsSync).mockReturnValue(false);
    try {
      const loadPdfFonts = await freshLoader();
      expect(() => loadPdfFonts()).toThrow(/PDF fonts were not found beside .*pdf-fonts\.ts/);
      expect(vi.mocked(fs.readFileSync)).not.toHaveBeenCalled();
    } finally {
      vi.mocked(fs.existsSync).mockRestore();
    }
  });
});
