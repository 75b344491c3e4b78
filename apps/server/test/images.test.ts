import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/contract';
import { storedFiles } from '@portal/db';
import { writeFileChunks } from '../src/domain/files/stored-file';
import { call } from './call';
import { buildTestApp, type TestApp } from './helpers';

let testApp: TestApp;
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('rest of a picture')]);

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

async function keep(contentType: string, bytes: Buffer): Promise<{ id: string; sha256: string }> {
  const [row] = await testApp.app.db
    .insert(storedFiles)
    .values({ contentType, fileName: 'file', size: bytes.length, sha256: 'a'.repeat(64) })
    .returning({ id: storedFiles.id, sha256: storedFiles.sha256 });
  await writeFileChunks(testApp.app.db, row!.id, Readable.from([bytes]));
  return row!;
}

describe('decision 034 GET /images/{id}: the published content’s pictures', () => {
  it('serves a kept picture to anyone, with its type, nosniff and a year of caching', async () => {
    const image = await keep('image/png', PNG);
    const result = await call(testApp.app, endpoints.getImage, { params: { id: image.id } });
    expect(result.status).toBe(200);
    expect(result.response.headers['content-type']).toBe('image/png');
    expect(result.response.headers['x-content-type-options']).toBe('nosniff');
    expect(result.response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(result.response.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers 304 to a browser that holds the same picture', async () => {
    const image = await keep('image/png', PNG);
    const result = await call(
      testApp.app,
      endpoints.getImage,
      { params: { id: image.id } },
      { headers: { 'if-none-match': `"${image.sha256}"` } },
    );
    expect(result.status).toBe(304);
    expect(result.response.rawPayload.length).toBe(0);
  });

  it('never serves a kept file that is not a picture (a request’s PDF): 404', async () => {
    const pdf = await keep('application/pdf', Buffer.from('%PDF-1.7 private'));
    const result = await call(testApp.app, endpoints.getImage, { params: { id: pdf.id } });
    expect(result.status).toBe(404);
    expect(result.response.body).not.toContain('private');
  });

  it('answers 404 for an unknown id and 422 for one that is not a UUID', async () => {
    const unknown = await call(testApp.app, endpoints.getImage, {
      params: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
    const malformed = await call(testApp.app, endpoints.getImage, { params: { id: 'nope' } });
    expect(malformed.status).toBe(422);
  });
});
