import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath, endpoints, PDF_MAX_BYTES, PUBLISHED_ANALYSIS_EXAMPLE } from '@portal/contract';
import { storedFileChunks } from '@portal/db';
import { FILE_CHUNK_BYTES } from '../src/domain/files/stored-file';
import type { SignedInUser } from './accounts';
import { callUpload } from './uploads';
import { buildTestApp, type TestApp } from './helpers';
import { createPublishedAnalysis } from './pro-services';
import { createManager } from './requests';

/**
 * Issue 24 §7: files never stall the process. On PGlite one 10 MB PDF sent as base64 JSON and kept
 * as one bytea value took resident memory from 695 MB to 1.25 GB, and 20 downloads at a time held
 * /healthz for 3.7 s. What must hold, whatever the machine's speed (the figures are `npm run
 * bench`'s): an upload is a stream the server keeps a chunk at a time, a download is sent a chunk at
 * a time, and /healthz answers while both go on.
 */

let testApp: TestApp;
let app: FastifyInstance;
let manager: SignedInUser;

const TEN_MB = PDF_MAX_BYTES;

/** A 10 MB PDF as a stream of 64 KB pieces, as a socket delivers it: never one Buffer of the file. */
function tenMegabytePdf(): { stream: () => Readable; sha256: string } {
  const piece = Buffer.alloc(64 * 1024, 0x20);
  const head = Buffer.from(piece);
  head.write('%PDF-1.7\n');
  const pieces = TEN_MB / piece.length;
  const hash = createHash('sha256');
  for (let i = 0; i < pieces; i++) hash.update(i === 0 ? head : piece);
  const sha256 = hash.digest('hex');
  return {
    sha256,
    stream: () =>
      Readable.from(
        (function* () {
          for (let i = 0; i < pieces; i++) yield i === 0 ? head : piece;
        })(),
      ),
  };
}

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  manager = await createManager(app);
});

afterAll(async () => {
  await testApp?.close();
});

describe('issue 24 §7: a 10 MB upload is streamed in and kept a chunk at a time', () => {
  it('the body is read as it arrives (no base64, no JSON) and kept in chunks of at most 256 KB', async () => {
    const pdf = tenMegabytePdf();
    const uploaded = await callUpload(app, manager, {
      kind: 'pdf',
      bytes: pdf.stream(),
      fileName: 'big.pdf',
    });
    expect(uploaded.status).toBe(201);
    expect(uploaded.data).toMatchObject({
      file_name: 'big.pdf',
      content_type: 'application/pdf',
      size: TEN_MB,
    });
    const [chunks] = await app.db
      .select({
        count: sql<number>`count(*)::int`,
        largest: sql<number>`max(octet_length(${storedFileChunks.bytes}))::int`,
      })
      .from(storedFileChunks)
      .where(eq(storedFileChunks.fileId, uploaded.data.id));
    expect(chunks).toEqual({ count: TEN_MB / FILE_CHUNK_BYTES, largest: FILE_CHUNK_BYTES });
  }, 60_000);
});

describe('issue 24 §7: a 10 MB download is sent a chunk at a time', () => {
  it('the answer is a stream of chunks of at most 256 KB with its length and digest, the same bytes', async () => {
    const pdf = tenMegabytePdf();
    const uploaded = await callUpload(app, manager, {
      kind: 'pdf',
      bytes: pdf.stream(),
      fileName: 'big.pdf',
    });
    const analysis = await createPublishedAnalysis(app, manager, {
      ...PUBLISHED_ANALYSIS_EXAMPLE,
      pdf: { file_id: uploaded.data.id },
    });
    const response = await app.inject({
      url: `/api${endpointPath(endpoints.downloadAdminPublishedAnalysis, { params: { id: String(analysis.id) } })}`,
      headers: manager.bearerHeaders,
      payloadAsStream: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(TEN_MB));
    expect(response.headers['etag']).toBe(`"${pdf.sha256}"`);
    const hash = createHash('sha256');
    let largest = 0;
    let pieces = 0;
    for await (const chunk of response.stream()) {
      hash.update(chunk as Buffer);
      largest = Math.max(largest, (chunk as Buffer).length);
      pieces += 1;
    }
    expect(hash.digest('hex')).toBe(pdf.sha256);
    // Before: the whole file as one 10 MB Buffer.
    expect(largest).toBeLessThanOrEqual(FILE_CHUNK_BYTES);
    expect(pieces).toBeGreaterThanOrEqual(TEN_MB / FILE_CHUNK_BYTES);
  }, 60_000);
});

describe('issue 24 §7: /healthz answers while 3 uploads and 20 downloads of 10 MB go on', () => {
  it('every /healthz asked during the transfers answers, none held for seconds', async () => {
    const pdf = tenMegabytePdf();
    const first = await callUpload(app, manager, { kind: 'pdf', bytes: pdf.stream(), fileName: 'big.pdf' });
    const analysis = await createPublishedAnalysis(app, manager, {
      ...PUBLISHED_ANALYSIS_EXAMPLE,
      pdf: { file_id: first.data.id },
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const downloadUrl = `${address}/api${endpointPath(endpoints.downloadAdminPublishedAnalysis, { params: { id: String(analysis.id) } })}`;
    const uploadUrl = `${address}/api${endpointPath(endpoints.uploadAdminFile, { query: { kind: 'pdf', file_name: 'b.pdf' } })}`;
    let running = true;
    const download = async () => {
      const response = await fetch(downloadUrl, { headers: manager.bearerHeaders });
      const hash = createHash('sha256');
      for await (const chunk of response.body!) hash.update(chunk);
      expect(hash.digest('hex')).toBe(pdf.sha256);
    };
    const upload = async () => {
      const response = await fetch(uploadUrl, {
        method: 'POST',
        headers: { ...manager.bearerHeaders, 'content-type': 'application/pdf' },
        body: Readable.toWeb(pdf.stream()) as ReadableStream,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(201);
    };
    const latencies: number[] = [];
    const probe = async () => {
      while (running) {
        const t0 = performance.now();
        const response = await fetch(`${address}/healthz`);
        expect(response.status).toBe(200);
        latencies.push(performance.now() - t0);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const probing = probe();
    // 20 downloads, 10 at a time on each of two waves' worth of connections, and 3 uploads with them.
    await Promise.all([...Array.from({ length: 3 }, upload), ...Array.from({ length: 20 }, download)]);
    running = false;
    await probing;
    expect(latencies.length).toBeGreaterThan(1);
    // A bound far above the target (100 ms, measured by `npm run bench`) and below what the issue
    // saw (2.75–3.7 s): it fails when a file is handled in one piece on the event loop again.
    expect(Math.max(...latencies)).toBeLessThan(1_000);
  }, 120_000);
});
