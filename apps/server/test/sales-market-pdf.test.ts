import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type SalesMarketApplication } from '@portal/contract';
import { buildTestApp, type TestApp } from './helpers';
import type { SignedInUser } from './accounts';
import { call, injectOptionsOf, type CallOptions } from './call';
import {
  createApprovedExporter,
  createManager,
  createSubmittedApplication,
  moveSubmittedTo,
} from './requests';

/** POST /profile/sales-market/download/{id} (spec §7, issue 5): the export application as a PDF. */

let testApp: TestApp;
let exporter: SignedInUser;
let application: SalesMarketApplication;

beforeAll(async () => {
  testApp = await buildTestApp();
  exporter = await createApprovedExporter(testApp.app);
  application = await createSubmittedApplication(testApp.app, exporter);
  await moveSubmittedTo(
    testApp.app,
    await createManager(testApp.app),
    'sales_market',
    application.id,
    'in_process',
  );
});

afterAll(async () => {
  await testApp?.close();
});

function download(id: string, options: CallOptions = {}, body?: object) {
  return call(
    testApp.app,
    endpoints.downloadSalesMarketApplication,
    { params: { id }, ...(body ? { body } : {}) },
    options,
  );
}

/** The document's Title: pdfkit writes it as its own object, UTF-16BE with a BOM when not ASCII. */
function pdfTitle(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const info = /\/Info (\d+) 0 R/.exec(source)![1];
  const titleRef = new RegExp(`\\n${info} 0 obj\\s*<<[^>]*/Title (\\d+) 0 R`).exec(source)![1];
  const literal = new RegExp(`\\n${titleRef} 0 obj\\s*\\(((?:\\\\.|[^\\\\)])*)\\)`).exec(source)![1]!;
  const bytes = Buffer.from(literal.replace(/\\(.)/g, '$1'), 'latin1');
  return bytes[0] === 0xfe && bytes[1] === 0xff ? bytes.subarray(2).swap16().toString('utf16le') : literal;
}

describe('POST /profile/sales-market/download/{id}', () => {
  it('answers the PDF as an attachment named by the number, never cached', async () => {
    const { response } = await download(application.id, { as: exporter });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="export-application-${application.number}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    expect(pdfTitle(pdf)).toBe(`Експортна заявка № ${application.number}`);
    // Cyrillic needs the embedded DejaVu Sans subsets, not a standard PDF font.
    // (each appears twice: the Type0 font and its CID descendant).
    const fonts = new Set([...pdf.toString('latin1').matchAll(/\/BaseFont \/([^\s/]+)/g)].map((m) => m[1]));
    expect([...fonts].map((name) => name!.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
      'DejaVuSans',
      'DejaVuSans-Bold',
    ]);
  });

  it('is in English with X-Localization: en, also with the session cookie and an empty JSON body', async () => {
    const { response } = await download(
      application.id,
      { headers: exporter.cookieHeaders, locale: 'en' },
      {},
    );
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(pdfTitle(response.rawPayload)).toBe(`Export application No. ${application.number}`);
  });

  it("another company's application answers 404 in JSON, with no PDF", async () => {
    const other = await createApprovedExporter(testApp.app);
    const { response, body } = await download(application.id, { as: other, locale: 'en' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(body).toMatchObject({ code: 'not_found' });
  });

  it('an id that is no application answers 404', async () => {
    const { status, body } = await download(crypto.randomUUID(), { as: exporter });
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'not_found' });
  });

  it('without a session answers 401', async () => {
    const { response } = await download(application.id);
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('a malformed id answers 422 naming the field', async () => {
    const response = await testApp.app.inject(
      injectOptionsOf(
        endpoints.downloadSalesMarketApplication,
        { params: { id: 'not-a-uuid' } },
        { as: exporter },
      ),
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['id']);
  });

  it('the OpenAPI document describes the answer as a binary PDF', async () => {
    const response = await testApp.app.inject({ url: '/api/openapi.json' });
    const operation = response.json().paths['/api/profile/sales-market/download/{id}'].post;
    expect(operation.responses['200'].content['application/pdf'].schema).toMatchObject({
      type: 'string',
      format: 'binary',
    });
  });
});
