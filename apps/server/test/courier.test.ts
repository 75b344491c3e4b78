import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURIER_MAX_ATTEMPTS, endpoints, type CourierRequest } from '@portal/contract';
import { courierRequests, jobs, users } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import { startFakeCourier, type FakeCourier } from '../src/integrations/courier/fake-courier';
import { createSession } from '../src/domain/sessions/create-session';
import { getPasswordHashOptions } from '../src/lib/password';
import { createDemoAccountSteps, DEMO_EXPORTER, DEMO_MANAGER } from '../src/seed/demo-accounts';
import { createDemoCourierSteps } from '../src/seed/demo-courier';
import { createSignedInUser, type SignedInUser } from './accounts';
import { call, callOk, errorOf } from './call';
import { createCourierRequest, VALID_COURIER_REQUEST } from './courier';
import { buildTestApp, type TestApp } from './helpers';
import { createApprovedExporter, createManager } from './requests';

/**
 * Issue 28 §5–6 (decision 049): the courier pickup request, kept and posted to the courier's lead
 * endpoint by a job — retried while the endpoint is down, slow or failing, failed for good on a
 * refusal or after the last attempt, never lost and never delivered twice (its idempotency key).
 * The local fake courier speaks real HTTP; one attempt waits a second here.
 */

/** Long enough for a first request on a busy machine, short enough for a test to wait. */
const TIMEOUT_MS = 1_000;

let testApp: TestApp;
let app: FastifyInstance;
let fake: FakeCourier;
let manager: SignedInUser;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { COURIER_LEAD_TIMEOUT_MS: String(TIMEOUT_MS) } });
  app = testApp.app;
  fake = testApp.courier.fake!;
  manager = await createManager(app);
});

afterAll(async () => {
  await testApp?.close();
});

/** Time passes: the next attempt of every waiting job is due now. */
async function makeDue(target: FastifyInstance = app) {
  await target.db.execute(sql`update jobs set run_at = now() where status = 'pending'`);
}

const read = (exporter: SignedInUser, id: string) =>
  callOk(app, endpoints.getCourierRequest, { params: { id } }, { as: exporter });

async function jobOf(request: CourierRequest, target: FastifyInstance = app) {
  const [row] = await target.db
    .select({ job: jobs })
    .from(courierRequests)
    .innerJoin(jobs, eq(jobs.id, courierRequests.jobId))
    .where(eq(courierRequests.id, request.id));
  return row!.job;
}

/** Runs each test with the fake answering as it says, and up again afterwards. */
async function withFake<T>(mode: Parameters<FakeCourier['setMode']>[0], run: () => Promise<T>): Promise<T> {
  fake.setMode(mode);
  try {
    return await run();
  } finally {
    fake.setMode('up');
  }
}

describe('issue 28 §5: POST /courier/requests keeps the request and queues its lead', () => {
  it('an approved exporter sends a request: queued at once, delivered by the job, the lead received once with its key', async () => {
    const exporter = await createApprovedExporter(app);
    const created = await call(
      app,
      endpoints.createCourierRequest,
      { body: VALID_COURIER_REQUEST },
      { as: exporter },
    );
    expect(created.status).toBe(201);
    const request = created.data;
    expect(request).toMatchObject({
      state: 'queued',
      attempts: 0,
      weight_kg: 2.5,
      length_cm: 40,
      pickup_place: 'address',
      branch_number: null,
      country: { code: 'PL', name: 'Польща' },
      delivered_at: null,
    });
    // The job was queued in the same transaction, with the courier's attempts.
    const job = await jobOf(request);
    expect(job).toMatchObject({ kind: 'courier.lead', status: 'pending', maxAttempts: COURIER_MAX_ATTEMPTS });

    await app.jobs.drain();
    const delivered = await read(exporter, request.id);
    expect(delivered).toMatchObject({
      state: 'delivered',
      attempts: 1,
      last_failure: null,
      next_attempt_at: null,
    });
    expect(delivered.delivered_at).not.toBeNull();
    const lead = fake.leads.get(request.id);
    expect(delivered.courier_lead_id).toBe(lead?.lead_id);
    expect(lead?.lead).toMatchObject({
      idempotency_key: request.id,
      sender: { company: VALID_COURIER_REQUEST.company_name, edrpou: '34718266', phone: '+380671234567' },
      pickup: { city: 'Київ', address: VALID_COURIER_REQUEST.address, branch_number: null },
      parcel: { contents: 'samples', weight_kg: 2.5, length_cm: 40, width_cm: 30, height_cm: 20 },
      destination_country: 'PL',
    });

    const list = await callOk(app, endpoints.listCourierRequests, {}, { as: exporter });
    expect(list.items.map((item) => [item.id, item.state])).toEqual([[request.id, 'delivered']]);
    expect(list.meta.total).toBe(1);
  });

  it('a branch pickup keeps the branch number and not the address; English names the country in English', async () => {
    const exporter = await createApprovedExporter(app);
    const request = await callOk(
      app,
      endpoints.createCourierRequest,
      {
        body: {
          ...VALID_COURIER_REQUEST,
          pickup_place: 'branch',
          branch_number: '125',
          contents: 'documents',
          weight_kg: '0,35',
          country_code: 'de',
        },
      },
      { as: exporter, locale: 'en' },
    );
    expect(request).toMatchObject({
      pickup_place: 'branch',
      address: null,
      branch_number: '125',
      weight_kg: 0.35,
      country: { code: 'DE', name: 'Germany' },
    });
  });

  it('bad input gets 422 with each field’s message, in Ukrainian and in English, and keeps nothing', async () => {
    const exporter = await createApprovedExporter(app);
    const body = {
      ...VALID_COURIER_REQUEST,
      address: '',
      weight_kg: 0,
      height_cm: 301,
      country_code: 'RU',
      pickup_date: '2020-01-01',
      contact_phone: '12',
    };
    const uk = errorOf(
      await call(app, endpoints.createCourierRequest, { body }, { as: exporter, locale: 'uk' }),
    );
    expect(uk.code).toBe('validation_failed');
    expect(uk.errors).toMatchObject({
      address: ['Вкажіть адресу: вулицю, будинок, за потреби офіс.'],
      weight_kg: ['Вкажіть вагу в кілограмах: число більше 0, не більше 3 знаків після коми.'],
      height_cm: ['Вкажіть ціле число сантиметрів від 1 до 300.'],
      country_code: ['Відправлення до цієї країни через портал не приймаються.'],
      pickup_date: ['Дата забору не може бути раніше сьогоднішньої (за київським часом).'],
    });
    expect(uk.errors?.contact_phone).toHaveLength(1);
    const en = await call(app, endpoints.createCourierRequest, { body }, { as: exporter, locale: 'en' });
    expect(en.status).toBe(422);
    expect(errorOf(en).errors).toMatchObject({
      address: ['Enter the address: street, building and, if any, office.'],
      weight_kg: ['Enter the weight in kilograms: a number above 0 with at most 3 decimal places.'],
      height_cm: ['Enter whole centimetres from 1 to 300.'],
      country_code: ['The portal does not take shipments to this country.'],
      pickup_date: ['The pickup date cannot be before today (Kyiv time).'],
    });
    const unknown = await call(
      app,
      endpoints.createCourierRequest,
      { body: { ...VALID_COURIER_REQUEST, price: 1 } },
      { as: exporter, locale: 'en' },
    );
    expect(errorOf(unknown).errors).toEqual({ price: ['Unknown field.'] });
    expect((await callOk(app, endpoints.listCourierRequests, {}, { as: exporter })).meta.total).toBe(0);
  });

  it('a company not yet approved may not send one (403) but reads its list; a guest gets 401', async () => {
    const pending = await createSignedInUser(app);
    const refused = await call(
      app,
      endpoints.createCourierRequest,
      { body: VALID_COURIER_REQUEST },
      { as: pending },
    );
    expect(refused.status).toBe(403);
    expect(errorOf(refused).message).toBe('Подавати заявки можуть лише компанії, що пройшли верифікацію.');
    expect((await callOk(app, endpoints.listCourierRequests, {}, { as: pending })).items).toEqual([]);
    const guest = await call(app, endpoints.createCourierRequest, { body: VALID_COURIER_REQUEST });
    expect(guest.status).toBe(401);
  });

  it('another company’s request answers 404, as an unknown id, and is not in its list', async () => {
    const owner = await createApprovedExporter(app);
    const other = await createApprovedExporter(app);
    const request = await createCourierRequest(app, owner);
    const foreign = await call(
      app,
      endpoints.getCourierRequest,
      { params: { id: request.id } },
      { as: other },
    );
    const unknown = await call(
      app,
      endpoints.getCourierRequest,
      { params: { id: '00000000-0000-4000-8000-000000000000' } },
      { as: other },
    );
    expect(foreign.status).toBe(404);
    expect(foreign.response.body).toBe(unknown.response.body);
    expect((await callOk(app, endpoints.listCourierRequests, {}, { as: other })).items).toEqual([]);
    const malformed = await call(
      app,
      endpoints.getCourierRequest,
      { params: { id: 'not-a-uuid' } },
      { as: owner },
    );
    expect(malformed.status).toBe(422);
  });
});

describe('issue 28 §5: delivery to the courier, never lost, never twice', () => {
  it('the endpoint down: the request stays queued with its attempt and the next one due, and is delivered once it is back', async () => {
    const exporter = await createApprovedExporter(app);
    const request = await withFake('down', async () => {
      const created = await createCourierRequest(app, exporter);
      await app.jobs.drain();
      return created;
    });
    const waiting = await read(exporter, request.id);
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1, last_failure: 'unavailable' });
    expect(Date.parse(waiting.next_attempt_at!)).toBeGreaterThan(Date.now());
    const job = await jobOf(request);
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job.lastError).toMatch(/could not be reached/);
    expect(fake.leads.has(request.id)).toBe(false);

    // Not before its time: the backoff holds it.
    await app.jobs.drain();
    expect((await read(exporter, request.id)).attempts).toBe(1);
    await makeDue();
    await app.jobs.drain();
    const delivered = await read(exporter, request.id);
    expect(delivered).toMatchObject({
      state: 'delivered',
      attempts: 2,
      last_failure: null,
      next_attempt_at: null,
    });
    expect(fake.leads.get(request.id)?.lead_id).toBe(delivered.courier_lead_id);
  });

  it('a slow endpoint times out (the answer lost), is tried again, and the lead is taken once by its key', async () => {
    const exporter = await createApprovedExporter(app);
    const postsBefore = fake.posts;
    const request = await withFake('slow', async () => {
      const created = await createCourierRequest(app, exporter);
      const started = Date.now();
      await app.jobs.drain();
      // The attempt waited its time-out, not the fake's answer.
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 3_000);
      return created;
    });
    const waiting = await read(exporter, request.id);
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1, last_failure: 'unavailable' });
    expect((await jobOf(request)).lastError).toBe(
      `the courier's endpoint did not answer within ${TIMEOUT_MS} ms`,
    );
    // The courier kept the lead although its answer never arrived.
    const kept = fake.leads.get(request.id);
    expect(kept).toBeDefined();

    await makeDue();
    await app.jobs.drain();
    const delivered = await read(exporter, request.id);
    expect(delivered).toMatchObject({ state: 'delivered', attempts: 2, courier_lead_id: kept!.lead_id });
    expect(fake.posts - postsBefore).toBe(2);
    expect([...fake.leads.keys()].filter((key) => key === request.id)).toHaveLength(1);
  });

  it('5xx is tried again with backoff until the last attempt, then the request and its job are failed for good', async () => {
    const exporter = await createApprovedExporter(app);
    const request = await withFake('failing', async () => {
      const created = await createCourierRequest(app, exporter);
      const delays: number[] = [];
      for (let attempt = 1; attempt <= COURIER_MAX_ATTEMPTS; attempt++) {
        await app.jobs.drain();
        const job = await jobOf(created);
        if (job.status === 'pending') delays.push(job.runAt.getTime() - Date.now());
        await makeDue();
      }
      // The queue's backoff: about 5 s, then doubling (±20 %).
      expect(delays[0]).toBeGreaterThan(3_500);
      expect(delays[0]).toBeLessThan(6_500);
      expect(delays[1]).toBeGreaterThan(7_500);
      expect(delays).toHaveLength(COURIER_MAX_ATTEMPTS - 1);
      return created;
    });
    const failed = await read(exporter, request.id);
    expect(failed).toMatchObject({
      state: 'failed',
      attempts: COURIER_MAX_ATTEMPTS,
      last_failure: 'unavailable',
      next_attempt_at: null,
    });
    expect(failed.failed_at).not.toBeNull();
    expect(await jobOf(request)).toMatchObject({ status: 'failed', attempts: COURIER_MAX_ATTEMPTS });
    // Never lost: the managers see it with the last error.
    const seen = await callOk(
      app,
      endpoints.getAdminCourierRequest,
      { params: { id: request.id } },
      { as: manager },
    );
    expect(seen).toMatchObject({ state: 'failed', last_error: "the courier's endpoint answered 500" });
  });

  it('a 4xx refusal fails the request at once and is not tried again', async () => {
    const exporter = await createApprovedExporter(app);
    const request = await withFake('refusing', async () => {
      const created = await createCourierRequest(app, exporter);
      await app.jobs.drain();
      return created;
    });
    const postsAfter = fake.posts;
    await makeDue();
    await app.jobs.drain();
    expect(fake.posts).toBe(postsAfter);
    expect(await read(exporter, request.id)).toMatchObject({
      state: 'failed',
      attempts: 1,
      last_failure: 'refused',
    });
    expect(await jobOf(request)).toMatchObject({ status: 'done' });
    const seen = await callOk(
      app,
      endpoints.getAdminCourierRequest,
      { params: { id: request.id } },
      { as: manager },
    );
    expect(seen.last_error).toBe('the courier refused the lead: 422 {"error":"pickup_not_possible"}');
  });

  it('a delivered request is never sent again, even when its job runs again (a worker that died)', async () => {
    const exporter = await createApprovedExporter(app);
    const request = await createCourierRequest(app, exporter);
    await app.jobs.drain();
    const posts = fake.posts;
    await app.db.execute(
      sql`update jobs set status = 'pending', run_at = now() where id = ${(await jobOf(request)).id}`,
    );
    await app.jobs.drain();
    expect(fake.posts).toBe(posts);
    expect((await read(exporter, request.id)).attempts).toBe(1);
  });
});

describe('issue 28 §6: the courier lead delivered once across a restart while the endpoint was down', () => {
  it('queued by one instance while the courier is down, delivered by the next instance on the same database, once', async () => {
    const courier = await startFakeCourier({ slowMs: 5_000 });
    const database = await createTestDatabase();
    const env = { COURIER_LEAD_URL: courier.url, COURIER_LEAD_TIMEOUT_MS: String(TIMEOUT_MS) };
    try {
      const first = await buildTestApp({ database, env });
      let request: CourierRequest;
      let exporter: SignedInUser;
      try {
        expect(first.courier.fake).toBeNull();
        exporter = await createApprovedExporter(first.app);
        courier.setMode('down');
        request = await createCourierRequest(first.app, exporter);
        first.app.jobs.start();
        await expect
          .poll(
            async () =>
              (
                await callOk(
                  first.app,
                  endpoints.getCourierRequest,
                  { params: { id: request.id } },
                  { as: exporter },
                )
              ).attempts,
          )
          .toBe(1);
      } finally {
        await first.close();
      }
      expect(courier.posts).toBe(1);
      expect(courier.leads.size).toBe(0);

      // The courier comes back; the portal restarts; the retry comes due.
      courier.setMode('up');
      const second = await buildTestApp({ database, env });
      try {
        await makeDue(second.app);
        await second.app.jobs.drain();
        const delivered = await callOk(
          second.app,
          endpoints.getCourierRequest,
          { params: { id: request.id } },
          { as: exporter },
        );
        expect(delivered).toMatchObject({ state: 'delivered', attempts: 2 });
        await makeDue(second.app);
        await second.app.jobs.drain();
        expect(courier.leads.size).toBe(1);
        expect(courier.leads.get(request.id)?.lead_id).toBe(delivered.courier_lead_id);
        expect(courier.posts).toBe(2);
      } finally {
        await second.close();
      }
    } finally {
      await courier.close();
      await database.drop();
    }
  });
});

describe('issue 28 §5: the back office sees every company’s requests', () => {
  it('by state, company and period, with counts per state; an exporter gets 403', async () => {
    const exporter = await createApprovedExporter(app);
    const ok = await createCourierRequest(app, exporter, { comment: 'delivered one' });
    await app.jobs.drain();
    const waiting = await withFake('down', async () => {
      const created = await createCourierRequest(app, exporter, { city: 'Львів' });
      await app.jobs.drain();
      return created;
    });
    const query = { company: exporter.user.id };
    const all = await callOk(
      app,
      endpoints.listAdminCourierRequests,
      { query },
      { as: manager, locale: 'en' },
    );
    expect(all.items.map((item) => item.id)).toEqual([waiting.id, ok.id]);
    expect(all.counts).toEqual({ queued: 1, delivered: 1, failed: 0 });
    expect(all.items[0]).toMatchObject({
      state: 'queued',
      attempts: 1,
      company: { user_id: exporter.user.id, edrpou_code: '34718266' },
      country: { name: 'Poland' },
    });
    expect(all.items[0]!.last_error).toMatch(/could not be reached/);
    expect(all.items[1]!.last_error).toBeNull();

    const queued = await callOk(
      app,
      endpoints.listAdminCourierRequests,
      { query: { ...query, state: 'queued' } },
      { as: manager },
    );
    expect(queued.items.map((item) => item.id)).toEqual([waiting.id]);
    expect(queued.counts).toEqual(all.counts);
    const searched = await callOk(
      app,
      endpoints.listAdminCourierRequests,
      { query: { ...query, search: 'Львів' } },
      { as: manager },
    );
    expect(searched.items.map((item) => item.id)).toEqual([waiting.id]);
    const past = await callOk(
      app,
      endpoints.listAdminCourierRequests,
      { query: { ...query, from: '2020-01-01', to: '2020-12-31' } },
      { as: manager },
    );
    expect(past.meta.total).toBe(0);
    const badPeriod = await call(
      app,
      endpoints.listAdminCourierRequests,
      { query: { from: '2020-13-01' } },
      { as: manager },
    );
    expect(badPeriod.status).toBe(422);

    expect((await call(app, endpoints.listAdminCourierRequests, {}, { as: exporter })).status).toBe(403);
    expect(
      (await call(app, endpoints.getAdminCourierRequest, { params: { id: ok.id } }, { as: exporter })).status,
    ).toBe(403);
    await makeDue();
    await app.jobs.drain();
  });
});

describe('decision 049: the local fake courier’s switch (outside production)', () => {
  it('sets the mode and lists the leads kept', async () => {
    const down = await callOk(app, endpoints.setDevCourier, { body: { mode: 'down' } });
    expect(down.mode).toBe('down');
    expect(fake.mode).toBe('down');
    const state = await callOk(app, endpoints.getDevCourier);
    expect(state.mode).toBe('down');
    expect(state.leads.length).toBe(fake.leads.size);
    expect((await callOk(app, endpoints.setDevCourier, { body: { mode: 'up' } })).mode).toBe('up');
    expect((await call(app, endpoints.setDevCourier, { body: { mode: 'sideways' } })).status).toBe(422);
  });
});

describe('issue 28 §5: the demo exporter’s courier requests', () => {
  it('one delivered and one refused, in the cabinet and the back office', async () => {
    const steps = [
      ...createDemoAccountSteps({ passwordHash: getPasswordHashOptions(app.config) }),
      ...createDemoCourierSteps(),
    ];
    for (const step of steps) await step.run(app.db);
    const signIn = async (email: string) => {
      const [user] = await app.db.select().from(users).where(eq(users.email, email));
      const session = await createSession({ db: app.db, userId: user!.id, userAgent: 'vitest' });
      return { userId: user!.id, headers: { authorization: `Bearer ${session.token}` } };
    };
    const exporter = await signIn(DEMO_EXPORTER.email);
    const mine = await callOk(app, endpoints.listCourierRequests, {}, { headers: exporter.headers });
    expect(mine.items.map((item) => [item.state, item.last_failure])).toEqual([
      ['failed', 'refused'],
      ['delivered', null],
    ]);
    const seen = await callOk(
      app,
      endpoints.listAdminCourierRequests,
      { query: { company: exporter.userId } },
      { headers: (await signIn(DEMO_MANAGER.email)).headers },
    );
    expect(seen.counts).toEqual({ queued: 0, delivered: 1, failed: 1 });
  });
});
