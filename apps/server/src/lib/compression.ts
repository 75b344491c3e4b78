import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encodings answers are compressed with, the preferred first. */
export const COMPRESSION_ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof COMPRESSION_ENCODINGS)[number];

/** Smaller answers go uncompressed: the headers would outweigh the bytes saved. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Brotli's quality for answers compressed as they are sent: little CPU per response. */
export const BROTLI_QUALITY_PER_ANSWER = 4;

const X_GZIP = /\*|x-gzip/g;
const NEGOTIATED: Encoding[] = [...COMPRESSION_ENCODINGS];

/**
 * The encoding @fastify/compress would choose for this Accept-Encoding (its own steps: lower
 * case, `*` and `x-gzip` read as gzip, the same negotiator over the same encodings), so that an
 * answer compressed once beforehand is the one the plugin would have made; null for none.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (acceptEncoding === undefined) return null;
  const header = acceptEncoding.toLowerCase().replace(X_GZIP, 'gzip');
  return negotiate(header, NEGOTIATED);
}

/**
 * The smallest Brotli window that holds the whole input (a window holds 2^bits - 16 bytes). The
 * best quality's hash table takes four bytes per position of the window: Brotli's default of 22
 * bits costs 32 MB a compression, whatever the input's size, where a 100 KB page needs 17 bits
 * and 1 MB; the output is the same.
 */
export function brotliWindowBits(length: number): number {
  let bits = zlib.BROTLI_MIN_WINDOW_BITS;
  while (bits < zlib.BROTLI_MAX_WINDOW_BITS && 2 ** bits - 16 < length) bits++;
  return bits;
}

/**
 * Bytes compressed once for every answer that carries them (kept pages, reference answers): the
 * best Brotli, as for the static files, and gzip 9, in the thread pool.
 */
export async function compressOnce(identity: Buffer): Promise<Record<Encoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
        [zlib.BROTLI_PARAM_LGWIN]: brotliWindowBits(identity.length),
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { br, gzip: gz };
}
