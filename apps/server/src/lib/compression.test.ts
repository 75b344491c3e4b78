import { brotliDecompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliWindowBits, compressOnce } from './compression';

describe('compressed once: the smallest Brotli window that holds the whole answer (decision 059)', () => {
  it('a window of 2^bits - 16 bytes, between Brotli’s least and most', () => {
    expect(brotliWindowBits(0)).toBe(constants.BROTLI_MIN_WINDOW_BITS);
    expect(brotliWindowBits(2 ** 16 - 16)).toBe(16);
    expect(brotliWindowBits(2 ** 16 - 15)).toBe(17);
    expect(brotliWindowBits(101_068)).toBe(17);
    expect(brotliWindowBits(2 ** 30)).toBe(constants.BROTLI_MAX_WINDOW_BITS);
  });

  it('an answer of a page’s size comes back whole', async () => {
    const page = Buffer.from(
      Array.from({ length: 3000 }, (_, i) => `<p>Питання ${i}: відповідь ${(i * 7919) % 1000}</p>`).join(''),
    );
    const { br } = await compressOnce(page);
    expect(br.length).toBeLessThan(page.length / 4);
    expect(brotliDecompressSync(br).equals(page)).toBe(true);
  });
});
