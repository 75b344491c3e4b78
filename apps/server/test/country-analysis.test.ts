import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, storedFiles } from '@portal/db';
import {
  AdminPublishedAnalysisBodySchema,
  COUNTRY_ANALYSIS_RESULT_EXAMPLE,
  endpoints,
  PDF_MAX_BYTES,
  PDF_UPLOAD_EXAMPLE,
  PUBLISHED_ANALYSIS_EXAMPLE,
} from '@portal/contract';
import { createDemoCountryAnalysisSteps } from '../src/seed/demo-country-analyses';
import { buildTestApp, readOutbox, type TestApp } from './helpers';
import { createSignedInUser, type SignedInUser } from './accounts';
import { call, callOk } from './call';
import { callUpload, PDF_BYTES, uploadTestFile } from './uploads';
import { createApprovedExporter, createManager, errorOf, moveAsManager, moveSubmittedTo } from './requests';
import {
  attachResult,
  createCountryAnalysis,
  createPublishedAnalysis,
  moveCountryAnalysisTo,
  subscribe,
  VALID_COUNTRY_ANALYSIS,
} from './pro-services';

let testApp: TestApp;
let app: FastifyInstance;
let manager: SignedInUser;
/** An approved exporter with a running trial: may file country-analysis requests. */
let subscriber: SignedInUser;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  manager = await createManager(app);
  subscriber = await createSubscriber();
});

afterAll(async () => {
  await testApp?.close();
});

async function createSubscriber(): Promise<SignedInUser> {
  const exporter = await createApprovedExporter(app);
  await subscribe(app, exporter);
  return exporter;
}

const NOT_FOUND = { message: 'Не знайдено.', code: 'not_found' };
const DRAFT = { ...VALID_COUNTRY_ANALYSIS, submit: false };

/** The manager's upload of these bytes, as a body names it. */
const uploadPdf = (bytes = PDF_BYTES, fileName?: string) =>
  uploadTestFile(app, manager, 'pdf', bytes, fileName);

function read(user: SignedInUser, id: string, locale?: 'uk' | 'en') {
  return call(app, endpoints.getCountryAnalysisRequest, { params: { id } }, { as: user, locale });
}

describe('spec §7 POST /country-analyses/manage/store: asking for a country analysis', () => {
  it('decision 014 §3: creates and submits in one transaction (201, accepted, history of both rows)', async () => {
    const exporter = await createSubscriber();
    const response = await call(
      app,
      endpoints.createCountryAnalysisRequest,
      { body: VALID_COUNTRY_ANALYSIS },
      { as: exporter, locale: 'en' },
    );
    expect(response.status).toBe(201);
    const request = response.data;
    expect(request.status).toBe('accepted');
    expect(request.country).toEqual({ code: 'PL', name: 'Poland' });
    expect(request.classification.product_item?.code).toBe('0409');
    expect(request.goals).toBe(VALID_COUNTRY_ANALYSIS.goals);
    expect(request.result).toBeNull();
    expect(request.history.map((row) => [row.from_status, row.to_status])).toEqual([
      [null, 'created'],
      ['created', 'accepted'],
    ]);
    expect(request.permissions).toEqual({
      can_edit: false,
      can_delete: false,
      can_submit: false,
      can_rate: false,
    });
    // The submit confirmation is mailed to the exporter.
    await app.jobs.drain();
    const mail = await readOutbox(app, exporter.email);
    expect(mail.some((message) => message.text.includes('Запит на аналіз країни'))).toBe(true);
  });

  it('`submit: false` keeps a draft the exporter may change and delete', async () => {
    const draft = await createCountryAnalysis(app, subscriber, DRAFT);
    expect(draft.status).toBe('created');
    expect(draft.permissions).toMatchObject({ can_edit: true, can_delete: true, can_submit: true });
  });

  it('spec §6 gating: an approved company without an active subscription gets 403 subscription.required, in both languages', async () => {
    const unsubscribed = await createApprovedExporter(app);
    const uk = await call(
      app,
      endpoints.createCountryAnalysisRequest,
      { body: VALID_COUNTRY_ANALYSIS },
      { as: unsubscribed },
    );
    expect(uk.status).toBe(403);
    expect(errorOf(uk)).toEqual({
      message: 'Ця послуга доступна з активною підпискою. Оформіть тариф або пробний період.',
      code: 'forbidden',
    });
    const en = await call(
      app,
      endpoints.createCountryAnalysisRequest,
      { body: VALID_COUNTRY_ANALYSIS },
      { as: unsubscribed, locale: 'en' },
    );
    expect(errorOf(en).message).toBe(
      'This service needs an active subscription. Choose a plan or start the trial.',
    );
  });

  it('decision 014 §4: a company not yet verified gets 403 request.not_approved; a guest 401', async () => {
    const pending = await createSignedInUser(app);
    const response = await call(
      app,
      endpoints.createCountryAnalysisRequest,
      { body: VALID_COUNTRY_ANALYSIS },
      { as: pending, locale: 'en' },
    );
    expect(response.status).toBe(403);
    expect(errorOf(response).message).toBe('Only verified companies can file requests.');
    expect(
      (await call(app, endpoints.createCountryAnalysisRequest, { body: VALID_COUNTRY_ANALYSIS })).status,
    ).toBe(401);
  });

  it('bad input answers 422 on each field: an unknown or blocked country, short goals, codes that do not nest or exist', async () => {
    const cases: [object, string][] = [
      [{ country_code: 'XX' }, 'country_code'],
      [{ country_code: 'RU' }, 'country_code'],
      [{ goals: 'short' }, 'goals'],
      [{ hs_group: '15' }, 'hs_product_item'],
      [{ product_name: '' }, 'product_name'],
      [{ unknown: 1 }, 'unknown'],
    ];
    for (const [change, field] of cases) {
      const response = await call(
        app,
        endpoints.createCountryAnalysisRequest,
        { body: { ...VALID_COUNTRY_ANALYSIS, ...change } },
        { as: subscriber },
      );
      expect(response.status, JSON.stringify(change)).toBe(422);
      expect(Object.keys(errorOf(response).errors ?? {}), JSON.stringify(change)).toContain(field);
    }
    // Well-formed, but the database knows no such group in section I.
    const unknown = await call(
      app,
      endpoints.createCountryAnalysisRequest,
      { body: { ...VALID_COUNTRY_ANALYSIS, hs_group: '72', hs_product_item: '7208' } },
      { as: subscriber, locale: 'en' },
    );
    expect(unknown.status).toBe(422);
    expect(Object.keys(errorOf(unknown).errors ?? {})).toContain('hs_group');
  });
});

describe('spec §7 GET /country-analyses/manage/list and /manage/{id}', () => {
  it("lists the company's own requests only, newest first, filtered by status and paged", async () => {
    const exporter = await createSubscriber();
    const other = await createSubscriber();
    const first = await createCountryAnalysis(app, exporter);
    const second = await createCountryAnalysis(app, exporter, { ...DRAFT, country_code: 'DE' });
    const foreign = await createCountryAnalysis(app, other);
    const list = await callOk(app, endpoints.listCountryAnalysisRequests, {}, { as: exporter, locale: 'en' });
    expect(list.items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(list.items[0]).toMatchObject({ country: { code: 'DE', name: 'Germany' }, has_result: false });
    expect(list.meta.total).toBe(2);
    expect(JSON.stringify(list)).not.toContain(foreign.id);
    const drafts = await callOk(
      app,
      endpoints.listCountryAnalysisRequests,
      { query: { status: 'created' } },
      { as: exporter },
    );
    expect(drafts.items.map((item) => item.id)).toEqual([second.id]);
    const paged = await callOk(
      app,
      endpoints.listCountryAnalysisRequests,
      { query: { per_page: 1, page: 2 } },
      { as: exporter },
    );
    expect(paged.items.map((item) => item.id)).toEqual([first.id]);
    expect(paged.meta).toMatchObject({ total: 2, last_page: 2 });
  });

  it("decision 014 §5: another company's request, an unknown id and a manager answer 404 with no data; a malformed id 422", async () => {
    const own = await createCountryAnalysis(app, subscriber);
    const other = await createSubscriber();
    for (const user of [other, manager]) {
      const response = await read(user, own.id);
      expect(response.status).toBe(404);
      expect(errorOf(response)).toEqual(NOT_FOUND);
    }
    expect((await read(subscriber, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await read(subscriber, 'not-a-uuid')).status).toBe(422);
  });
});

describe('spec §7 POST /country-analyses/manage/store/{id} and DELETE /manage/{id}', () => {
  it('a draft is changed and submitted; a submitted request answers 409 request.not_editable', async () => {
    const draft = await createCountryAnalysis(app, subscriber, DRAFT);
    const saved = await callOk(
      app,
      endpoints.updateCountryAnalysisRequest,
      { params: { id: draft.id }, body: { ...DRAFT, country_code: 'us' } },
      { as: subscriber, locale: 'en' },
    );
    expect(saved).toMatchObject({ status: 'created', country: { code: 'US', name: 'United States' } });
    const submitted = await callOk(
      app,
      endpoints.updateCountryAnalysisRequest,
      { params: { id: draft.id }, body: VALID_COUNTRY_ANALYSIS },
      { as: subscriber },
    );
    expect(submitted.status).toBe('accepted');
    const again = await call(
      app,
      endpoints.updateCountryAnalysisRequest,
      { params: { id: draft.id }, body: VALID_COUNTRY_ANALYSIS },
      { as: subscriber, locale: 'en' },
    );
    expect(again.status).toBe(409);
    expect(errorOf(again).code).toBe('conflict');
  });

  it('a request sent back for rework is changed and resubmitted (in_finalization → accepted)', async () => {
    const request = await createCountryAnalysis(app, subscriber);
    await moveSubmittedTo(app, manager, 'country_analysis', request.id, 'in_finalization');
    const resubmitted = await callOk(
      app,
      endpoints.updateCountryAnalysisRequest,
      { params: { id: request.id }, body: { ...VALID_COUNTRY_ANALYSIS, comment: 'Added the volumes.' } },
      { as: subscriber },
    );
    expect(resubmitted.status).toBe('accepted');
    expect(resubmitted.history.at(-1)).toMatchObject({
      from_status: 'in_finalization',
      to_status: 'accepted',
    });
  });

  it("only a draft is deleted (409 otherwise); another company's answers 404", async () => {
    const draft = await createCountryAnalysis(app, subscriber, DRAFT);
    const submitted = await createCountryAnalysis(app, subscriber);
    const other = await createSubscriber();
    expect(
      (await call(app, endpoints.deleteCountryAnalysisRequest, { params: { id: draft.id } }, { as: other }))
        .status,
    ).toBe(404);
    const refused = await call(
      app,
      endpoints.deleteCountryAnalysisRequest,
      { params: { id: submitted.id } },
      { as: subscriber },
    );
    expect(refused.status).toBe(409);
    expect(
      (
        await callOk(
          app,
          endpoints.deleteCountryAnalysisRequest,
          { params: { id: draft.id } },
          { as: subscriber },
        )
      ).deleted,
    ).toBe(true);
    expect((await read(subscriber, draft.id)).status).toBe(404);
  });
});

describe('the back office: the queue, the moves and the finished analysis (issue 15 §1)', () => {
  it('the generic queue and page serve the new kind through the seam: counts of the shorter set, no drafts by default', async () => {
    const request = await createCountryAnalysis(app, subscriber);
    const draft = await createCountryAnalysis(app, subscriber, DRAFT);
    const queue = await callOk(app, endpoints.listAdminCountryAnalysis, {}, { as: manager });
    const ids = queue.items.map((item) => item.id);
    expect(ids).toContain(request.id);
    expect(ids).not.toContain(draft.id);
    expect(Object.keys(queue.counts).sort()).toEqual(
      ['accepted', 'approved', 'closed', 'created', 'denied', 'in_finalization', 'in_process'].sort(),
    );
    expect(queue.counts.accepted).toBeGreaterThan(0);
    expect(queue.items.find((item) => item.id === request.id)?.company_name).toBeTruthy();
    const page = await callOk(
      app,
      endpoints.getAdminCountryAnalysis,
      { params: { id: request.id } },
      { as: manager },
    );
    expect(page.request.id).toBe(request.id);
    expect(page.allowed_moves).toEqual(['in_process', 'closed']);
    expect(page.company.user_id).toBe(subscriber.user.id);
  });

  it('moves follow the shorter graph: forbidden moves and statuses outside the set answer 409', async () => {
    const request = await createCountryAnalysis(app, subscriber);
    for (const status of ['approved', 'in_work', 'contract'] as const) {
      const response = await call(
        app,
        endpoints.changeAdminCountryAnalysisStatus,
        { params: { id: request.id }, body: { status } },
        { as: manager },
      );
      expect(response.status, status).toBe(409);
    }
    const moved = await callOk(
      app,
      endpoints.changeAdminCountryAnalysisStatus,
      { params: { id: request.id }, body: { status: 'in_process', comment: 'Our analyst has started.' } },
      { as: manager },
    );
    expect(moved.request.status).toBe('in_process');
    const seen = await callOk(
      app,
      endpoints.getCountryAnalysisRequest,
      { params: { id: request.id } },
      { as: subscriber },
    );
    expect(seen.history.at(-1)).toMatchObject({
      to_status: 'in_process',
      comment: 'Our analyst has started.',
      actor: 'manager',
    });
  });

  it('the finished analysis: only while in work or accepted (409), text in one language at least, a PDF the first time (422)', async () => {
    const request = await createCountryAnalysis(app, subscriber);
    const early = await call(
      app,
      endpoints.attachAdminCountryAnalysisResult,
      { params: { id: request.id }, body: COUNTRY_ANALYSIS_RESULT_EXAMPLE },
      { as: manager, locale: 'en' },
    );
    expect(early.status).toBe(409);
    expect(errorOf(early).message).toBe(
      'The finished analysis can be attached only to a request in work or accepted.',
    );
    await moveAsManager(app, manager, { kind: 'country_analysis', id: request.id, to: 'in_process' });
    const noText = await call(
      app,
      endpoints.attachAdminCountryAnalysisResult,
      { params: { id: request.id }, body: { pdf: await uploadPdf() } },
      { as: manager },
    );
    expect(noText.status).toBe(422);
    expect(errorOf(noText).errors).toHaveProperty('text_uk');
    const noPdf = await call(
      app,
      endpoints.attachAdminCountryAnalysisResult,
      { params: { id: request.id }, body: { text_en: 'Done.' } },
      { as: manager },
    );
    expect(noPdf.status).toBe(422);
    expect(errorOf(noPdf).errors).toHaveProperty('pdf');
  });

  it('decision 036: the PDF is an upload of the manager, checked by its content and size, named once (422)', async () => {
    const request = await createCountryAnalysis(app, subscriber);
    await moveAsManager(app, manager, { kind: 'country_analysis', id: request.id, to: 'in_process' });
    const attach = (pdf: object) =>
      call(
        app,
        endpoints.attachAdminCountryAnalysisResult,
        { params: { id: request.id }, body: { text_en: 'Done.', pdf } },
        { as: manager, locale: 'en' },
      );
    const upload = (bytes: Buffer, fileName = 'analysis.pdf') =>
      callUpload(app, manager, { kind: 'pdf', bytes, fileName });
    const notPdf = await upload(Buffer.from('PK\u0003\u0004 a zip file, renamed'));
    expect(notPdf.status).toBe(422);
    expect(errorOf(notPdf).errors).toEqual({ file: ['Файл має бути у форматі PDF.'] });
    const tooLarge = Buffer.alloc(PDF_MAX_BYTES + 1, 0x20);
    tooLarge.write('%PDF-1.4\n');
    const large = await upload(tooLarge);
    expect(large.status).toBe(413);
    expect(errorOf(large).errors).toEqual({ file: ['PDF-файл має бути не більшим за 10 МБ.'] });
    // Nothing is left of a refused upload.
    const [left] = await app.db.select({ n: count() }).from(storedFiles).where(eq(storedFiles.sha256, ''));
    expect(left?.n).toBe(0);

    // A picture is not a PDF; an unknown id, another manager's upload and one used already are refused.
    const picture = await uploadTestFile(app, manager, 'image');
    expect(errorOf(await attach(picture)).errors).toEqual({ 'pdf.file_id': ['The file must be a PDF.'] });
    const unknown = await attach(PDF_UPLOAD_EXAMPLE);
    expect(errorOf(unknown).errors).toEqual({
      'pdf.file_id': ['There is no such uploaded file, or it is already in use. Upload the file again.'],
    });
    const colleague = await createManager(app);
    const theirs = await uploadTestFile(app, colleague, 'pdf');
    expect((await attach(theirs)).status).toBe(422);

    // Exactly 10 MB is accepted, once.
    const limit = Buffer.alloc(PDF_MAX_BYTES, 0x20);
    limit.write('%PDF-1.4\n');
    const full = await uploadTestFile(app, manager, 'pdf', limit, 'full.pdf');
    expect((await attach(full)).status).toBe(200);
    expect((await attach(full)).status).toBe(422);
    const [stored] = await app.db
      .select({ n: count() })
      .from(storedFiles)
      .where(eq(storedFiles.fileName, 'full.pdf'));
    expect(stored?.n).toBe(1);
  }, 60_000);

  it('attached, the analysis reaches the exporter: the request, a notification, an e-mail, the PDF; audited', async () => {
    const exporter = await createSubscriber();
    const request = await createCountryAnalysis(app, exporter);
    const before = await call(
      app,
      endpoints.downloadCountryAnalysisResult,
      { params: { id: request.id } },
      { as: exporter, locale: 'en' },
    );
    expect(before.status).toBe(404);
    expect(errorOf(before).message).toBe('No PDF file has been attached to the analysis yet.');
    await moveAsManager(app, manager, { kind: 'country_analysis', id: request.id, to: 'in_process' });
    const page = await attachResult(app, manager, request.id, {
      ...COUNTRY_ANALYSIS_RESULT_EXAMPLE,
      pdf: await uploadPdf(PDF_BYTES, 'Аналіз Польща.pdf'),
    });
    expect(page.request.result).toMatchObject({
      text_uk: COUNTRY_ANALYSIS_RESULT_EXAMPLE.text_uk,
      text_en: COUNTRY_ANALYSIS_RESULT_EXAMPLE.text_en,
      pdf: { file_name: 'Аналіз Польща.pdf', size: PDF_BYTES.length },
    });
    const seen = await callOk(
      app,
      endpoints.getCountryAnalysisRequest,
      { params: { id: request.id } },
      { as: exporter },
    );
    expect(seen.result?.pdf?.file_name).toBe('Аналіз Польща.pdf');
    const list = await callOk(app, endpoints.listCountryAnalysisRequests, {}, { as: exporter });
    expect(list.items[0]?.has_result).toBe(true);

    const pdf = await call(
      app,
      endpoints.downloadCountryAnalysisResult,
      { params: { id: request.id } },
      { as: exporter },
    );
    expect(pdf.status).toBe(200);
    expect(pdf.response.headers['content-type']).toBe('application/pdf');
    expect(pdf.response.headers['content-disposition']).toContain("filename*=UTF-8''%D0%90");
    expect(pdf.response.rawPayload.equals(PDF_BYTES)).toBe(true);
    const staffPdf = await call(
      app,
      endpoints.downloadAdminCountryAnalysisResult,
      { params: { id: request.id } },
      { as: manager },
    );
    expect(staffPdf.response.rawPayload.equals(PDF_BYTES)).toBe(true);
    const other = await createSubscriber();
    const foreign = await call(
      app,
      endpoints.downloadCountryAnalysisResult,
      { params: { id: request.id } },
      { as: other },
    );
    expect(foreign.status).toBe(404);
    expect(errorOf(foreign)).toEqual(NOT_FOUND);

    const [notified] = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, exporter.user.id), eq(notifications.type, 'success')));
    expect(notified?.link).toBe(`/profile/analysis-applications/${request.id}`);
    await app.jobs.drain();
    const mail = await readOutbox(app, exporter.email);
    expect(mail.some((message) => message.text.includes('готовий аналіз додано'))).toBe(true);
    const audited = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, request.id), eq(auditLog.action, 'result_attached')));
    expect(audited).toHaveLength(1);
  });

  it('a new PDF replaces the stored one (the old file is removed); text alone keeps the PDF', async () => {
    const request = await createCountryAnalysis(app, subscriber);
    await moveAsManager(app, manager, { kind: 'country_analysis', id: request.id, to: 'in_process' });
    await attachResult(app, manager, request.id, {
      text_uk: 'Перша версія.',
      pdf: await uploadPdf(PDF_BYTES, 'first.pdf'),
    });
    const second = Buffer.concat([PDF_BYTES, Buffer.from('% second\n')]);
    await attachResult(app, manager, request.id, {
      text_uk: 'Друга версія.',
      pdf: await uploadPdf(second, 'second.pdf'),
    });
    const [first] = await app.db
      .select({ n: count() })
      .from(storedFiles)
      .where(eq(storedFiles.fileName, 'first.pdf'));
    expect(first?.n).toBe(0);
    const textOnly = await attachResult(app, manager, request.id, { text_en: 'The English version.' });
    expect(textOnly.request.result).toMatchObject({
      text_uk: '',
      text_en: 'The English version.',
      pdf: { file_name: 'second.pdf', size: second.length },
    });
    await moveAsManager(app, manager, { kind: 'country_analysis', id: request.id, to: 'approved' });
    await moveAsManager(app, manager, { kind: 'country_analysis', id: request.id, to: 'closed' });
    const closed = await call(
      app,
      endpoints.attachAdminCountryAnalysisResult,
      { params: { id: request.id }, body: { text_en: 'Late.' } },
      { as: manager },
    );
    expect(closed.status).toBe(409);
  });

  it('the lists of all applications count and show the new kind', async () => {
    const exporter = await createSubscriber();
    const request = await createCountryAnalysis(app, exporter);
    await moveCountryAnalysisTo(app, manager, request.id, 'approved');
    const info = await callOk(app, endpoints.getApplicationsInfo, {}, { as: exporter });
    expect(info.country_analysis).toEqual({ total: 1, by_status: { approved: 1 } });
    const all = await callOk(
      app,
      endpoints.listAllApplications,
      { query: { kind: 'country_analysis' } },
      { as: exporter },
    );
    expect(all.items).toEqual([
      expect.objectContaining({
        kind: 'country_analysis',
        id: request.id,
        title: 'Natural honey — PL',
        status: 'approved',
      }),
    ]);
  });
});

describe('spec §7 GET /country-analyses and /{id}: the published analyses (decision 028)', () => {
  it('everyone signed in lists the published ones (titles, summaries); drafts are not listed; filtered by country', async () => {
    const published = await createPublishedAnalysis(app, manager);
    const draft = await createPublishedAnalysis(
      app,
      manager,
      { ...PUBLISHED_ANALYSIS_EXAMPLE, country_code: 'US' },
      { publish: false },
    );
    const reader = await createApprovedExporter(app);
    const list = await callOk(
      app,
      endpoints.listPublishedAnalyses,
      { query: { per_page: 100 } },
      { as: reader, locale: 'en' },
    );
    const ids = list.items.map((item) => item.id);
    expect(ids).toContain(published.id);
    expect(ids).not.toContain(draft.id);
    expect(list.items.find((item) => item.id === published.id)).toMatchObject({
      title: 'The honey market in Germany',
      country: { code: 'DE', name: 'Germany' },
      hs: { code: '0409' },
      has_pdf: false,
    });
    expect(JSON.stringify(list)).not.toContain(PUBLISHED_ANALYSIS_EXAMPLE.body.en);
    const polish = await callOk(
      app,
      endpoints.listPublishedAnalyses,
      { query: { country: 'pl' } },
      { as: reader },
    );
    expect(polish.items.every((item) => item.country.code === 'PL')).toBe(true);
    expect((await call(app, endpoints.listPublishedAnalyses)).status).toBe(401);
  });

  it('the full text and the PDF need an active subscription (403 subscription.required); managers read them too', async () => {
    const analysis = await createPublishedAnalysis(app, manager, {
      ...PUBLISHED_ANALYSIS_EXAMPLE,
      pdf: await uploadPdf(),
    });
    const unsubscribed = await createApprovedExporter(app);
    const refused = await call(
      app,
      endpoints.getPublishedAnalysis,
      { params: { id: analysis.id } },
      { as: unsubscribed },
    );
    expect(refused.status).toBe(403);
    expect(errorOf(refused).message).toContain('активною підпискою');
    expect(
      (
        await call(
          app,
          endpoints.downloadPublishedAnalysis,
          { params: { id: analysis.id } },
          { as: unsubscribed },
        )
      ).status,
    ).toBe(403);

    const read = await callOk(
      app,
      endpoints.getPublishedAnalysis,
      { params: { id: analysis.id } },
      { as: subscriber, locale: 'uk' },
    );
    expect(read).toMatchObject({
      title: 'Ринок меду в Німеччині',
      body: PUBLISHED_ANALYSIS_EXAMPLE.body.uk,
      has_pdf: true,
    });
    const pdf = await call(
      app,
      endpoints.downloadPublishedAnalysis,
      { params: { id: analysis.id } },
      { as: subscriber },
    );
    expect(pdf.response.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(
      (await call(app, endpoints.getPublishedAnalysis, { params: { id: analysis.id } }, { as: manager }))
        .status,
    ).toBe(200);
  });

  it('an unpublished or unknown analysis answers 404, before the subscription is asked for', async () => {
    const draft = await createPublishedAnalysis(app, manager, PUBLISHED_ANALYSIS_EXAMPLE, { publish: false });
    for (const user of [subscriber, await createApprovedExporter(app)]) {
      expect(
        (await call(app, endpoints.getPublishedAnalysis, { params: { id: draft.id } }, { as: user })).status,
      ).toBe(404);
      expect(
        (await call(app, endpoints.getPublishedAnalysis, { params: { id: 999_999 } }, { as: user })).status,
      ).toBe(404);
    }
    expect(
      (await call(app, endpoints.getPublishedAnalysis, { params: { id: 'abc' } }, { as: subscriber })).status,
    ).toBe(422);
  });
});

describe('the back office writes the published analyses (issue 15 §2): both languages, audited', () => {
  it('create, edit, publish and unpublish; each change in the audit log; a published edit is live at once', async () => {
    const created = await callOk(
      app,
      endpoints.createAdminPublishedAnalysis,
      { body: PUBLISHED_ANALYSIS_EXAMPLE },
      { as: manager },
    );
    expect(created).toMatchObject({ published_at: null, title: PUBLISHED_ANALYSIS_EXAMPLE.title, pdf: null });
    const published = await callOk(
      app,
      endpoints.publishAdminPublishedAnalysis,
      { params: { id: created.id }, body: {} },
      { as: manager },
    );
    expect(published.published_at).not.toBeNull();
    // Publishing again changes nothing: the date stays.
    const again = await callOk(
      app,
      endpoints.publishAdminPublishedAnalysis,
      { params: { id: created.id } },
      { as: manager },
    );
    expect(again.published_at).toBe(published.published_at);
    const edited = await callOk(
      app,
      endpoints.updateAdminPublishedAnalysis,
      {
        params: { id: created.id },
        body: {
          ...PUBLISHED_ANALYSIS_EXAMPLE,
          title: { uk: 'Мед у Німеччині: 2026', en: 'Honey in Germany: 2026' },
          pdf: await uploadPdf(),
        },
      },
      { as: manager },
    );
    expect(edited.pdf).toEqual({ file_name: 'analysis.pdf', size: PDF_BYTES.length });
    const read = await callOk(
      app,
      endpoints.getPublishedAnalysis,
      { params: { id: created.id } },
      { as: subscriber, locale: 'en' },
    );
    expect(read.title).toBe('Honey in Germany: 2026');
    const staffPdf = await call(
      app,
      endpoints.downloadAdminPublishedAnalysis,
      { params: { id: created.id } },
      { as: manager },
    );
    expect(staffPdf.response.rawPayload.equals(PDF_BYTES)).toBe(true);
    const removed = await callOk(
      app,
      endpoints.updateAdminPublishedAnalysis,
      { params: { id: created.id }, body: { ...PUBLISHED_ANALYSIS_EXAMPLE, pdf: null } },
      { as: manager },
    );
    expect(removed.pdf).toBeNull();
    const unpublished = await callOk(
      app,
      endpoints.unpublishAdminPublishedAnalysis,
      { params: { id: created.id } },
      { as: manager },
    );
    expect(unpublished.published_at).toBeNull();
    expect(
      (await call(app, endpoints.getPublishedAnalysis, { params: { id: created.id } }, { as: subscriber }))
        .status,
    ).toBe(404);

    const log = await callOk(
      app,
      endpoints.listAdminAuditLog,
      { query: { entity_type: 'country_analysis_publication', entity_id: String(created.id) } },
      { as: manager },
    );
    expect(log.items.map((entry) => entry.action).sort()).toEqual(
      ['create', 'publish', 'unpublish', 'update', 'update'].sort(),
    );
    const drafts = await callOk(
      app,
      endpoints.listAdminPublishedAnalyses,
      { query: { state: 'draft' } },
      { as: manager },
    );
    expect(drafts.items.map((item) => item.id)).toContain(created.id);
  });

  it('bad input answers 422: a missing language, an HS code the database has not, a title in English with Cyrillic', async () => {
    const cases: [object, string][] = [
      [{ title: { uk: 'Ринок меду в Німеччині' } }, 'title.en'],
      [{ hs_code: '123' }, 'hs_code'],
      [{ title: { uk: 'Ринок меду', en: 'Ринок меду' } }, 'title.en'],
      [{ summary: { uk: 'коротко', en: 'short' } }, 'summary.uk'],
    ];
    for (const [change, field] of cases) {
      const response = await call(
        app,
        endpoints.createAdminPublishedAnalysis,
        { body: { ...PUBLISHED_ANALYSIS_EXAMPLE, ...change } },
        { as: manager },
      );
      expect(response.status, JSON.stringify(change)).toBe(422);
      expect(Object.keys(errorOf(response).errors ?? {}), JSON.stringify(change)).toContain(field);
    }
    const unknown = await call(
      app,
      endpoints.createAdminPublishedAnalysis,
      { body: { ...PUBLISHED_ANALYSIS_EXAMPLE, hs_code: '0499' } },
      { as: manager },
    );
    expect(unknown.status).toBe(422);
    expect(errorOf(unknown).errors).toHaveProperty('hs_code');
    expect(
      (await call(app, endpoints.getAdminPublishedAnalysis, { params: { id: 999_999 } }, { as: manager }))
        .status,
    ).toBe(404);
  });

  it('exporters get 403 on the back-office calls', async () => {
    const response = await call(
      app,
      endpoints.createAdminPublishedAnalysis,
      { body: PUBLISHED_ANALYSIS_EXAMPLE },
      { as: subscriber },
    );
    expect(response.status).toBe(403);
  });
});

describe('demo content: the published analyses a fresh portal shows (issue 15 §2)', () => {
  it('Poland, Germany and the USA, published, in both languages, each valid as the back office would write it, with a PDF', async () => {
    const [step] = createDemoCountryAnalysisSteps();
    await step!.run(app.db);
    const list = await callOk(
      app,
      endpoints.listPublishedAnalyses,
      { query: { per_page: 100 } },
      { as: subscriber, locale: 'en' },
    );
    for (const code of ['PL', 'DE', 'US']) {
      const item = list.items.find((candidate) => candidate.country.code === code && candidate.has_pdf);
      expect(item, code).toBeDefined();
      const admin = await callOk(
        app,
        endpoints.getAdminPublishedAnalysis,
        { params: { id: item!.id } },
        { as: manager },
      );
      const body = {
        country_code: admin.country.code,
        hs_code: admin.hs?.code ?? null,
        title: admin.title,
        summary: admin.summary,
        body: admin.body,
      };
      expect(AdminPublishedAnalysisBodySchema.safeParse(body).success, code).toBe(true);
      const pdf = await call(
        app,
        endpoints.downloadPublishedAnalysis,
        { params: { id: item!.id } },
        { as: subscriber },
      );
      expect(pdf.response.rawPayload.subarray(0, 5).toString('latin1'), code).toBe('%PDF-');
    }
  }, 30_000);
});
