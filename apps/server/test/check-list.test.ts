import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkListRequests, users } from '@portal/db';
import { endpoints, type CheckListListItem, type CheckListRequest } from '@portal/contract';
import { buildTestApp, readOutbox, type TestApp } from './helpers';
import { createSignedInUser, type SignedInUser } from './accounts';
import { call, injectOptionsOf } from './call';
import {
  createApprovedExporter,
  createCheckListRequest,
  createManager,
  errorOf,
  moveAsManager,
  moveSubmittedTo,
  VALID_CHECK_LIST,
} from './requests';

let testApp: TestApp;
let app: FastifyInstance;
let manager: SignedInUser;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  manager = await createManager(app);
});

afterAll(async () => {
  await testApp?.close();
});

const NOT_FOUND = { message: 'Не знайдено.', code: 'not_found' };
const DRAFT = { ...VALID_CHECK_LIST, submit: false };

function create(user: SignedInUser, body: object, locale?: 'uk' | 'en') {
  return call(app, endpoints.createCheckListRequest, { body }, { as: user, locale });
}

function read(user: SignedInUser, id: string, locale?: 'uk' | 'en') {
  return call(app, endpoints.getCheckListRequest, { params: { id } }, { as: user, locale });
}

function update(user: SignedInUser, id: string, body: object, locale?: 'uk' | 'en') {
  return call(app, endpoints.updateCheckListRequest, { params: { id }, body }, { as: user, locale });
}

function remove(user: SignedInUser, id: string) {
  return call(app, endpoints.deleteCheckListRequest, { params: { id } }, { as: user, locale: 'en' });
}

function readHistory(user: SignedInUser, id: string) {
  return call(
    app,
    endpoints.listCheckListStatusChanges,
    { query: { check_list_request_id: id } },
    { as: user },
  );
}

describe('spec §7 GET /profile/check-list/get-categories and get-areas-of-activity', () => {
  it('answer the options in the request language', async () => {
    const exporter = await createApprovedExporter(app);
    const categories = await call(app, endpoints.listCheckListCategories, {}, { as: exporter });
    expect(categories.status).toBe(200);
    expect(categories.data).toContainEqual({ code: 'buyers', name: 'Пошук потенційних покупців' });
    const areas = await call(app, endpoints.listCheckListAreasOfActivity, {}, { as: exporter, locale: 'en' });
    expect(areas.data).toContainEqual({ code: 'food', name: 'Food industry' });
  });

  it('answer 401 without a session', async () => {
    expect((await call(app, endpoints.listCheckListCategories)).status).toBe(401);
    expect((await call(app, endpoints.listCheckListAreasOfActivity)).status).toBe(401);
  });
});

describe('spec §7 POST /profile/check-list/manage: filing a market-analysis request', () => {
  it('decision 014 §3: creates and submits in one transaction (201, accepted, history of both rows)', async () => {
    const exporter = await createApprovedExporter(app);
    const response = await create(exporter, VALID_CHECK_LIST);
    expect(response.status).toBe(201);
    const { data } = response;
    expect(data).toEqual({
      id: expect.any(String),
      number: expect.any(Number),
      status: 'accepted',
      category: { code: 'buyers', name: 'Пошук потенційних покупців' },
      area_of_activity: { code: 'food', name: 'Харчова промисловість' },
      product_name: 'Natural honey',
      classification: {
        section: { code: 'I', name: 'Живі тварини; продукти тваринного походження' },
        group: { code: '04', name: expect.any(String) },
        product_item: { code: '0409', name: 'Мед натуральний' },
      },
      target_countries: [
        { code: 'DE', name: 'Німеччина' },
        { code: 'FR', name: 'Франція' },
      ],
      answers: { market_known: 'partly', price_known: 'no' },
      comment: 'We look for distributors of organic honey.',
      permissions: { can_edit: false, can_delete: false, can_submit: false, can_rate: false },
      submitted_at: expect.any(String),
      status_changed_at: expect.any(String),
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(data.number).toBeGreaterThanOrEqual(501);

    const history = (await readHistory(exporter, data.id)).data;
    expect(history).toEqual([
      expect.objectContaining({
        from_status: null,
        to_status: 'created',
        actor: 'exporter',
        actor_name: 'Тарас Шевчук',
      }),
      expect.objectContaining({ from_status: 'created', to_status: 'accepted', actor: 'exporter' }),
    ]);
    await app.jobs.drain();
    const [mail] = await readOutbox(app, exporter.email);
    expect(mail?.text).toContain(`№ ${data.number}`);
  });

  it('decision 014 §3: submit: false keeps a draft in created (one history row)', async () => {
    const exporter = await createApprovedExporter(app);
    const draft = await createCheckListRequest(app, exporter, DRAFT);
    expect(draft).toMatchObject({
      status: 'created',
      submitted_at: null,
      permissions: { can_edit: true, can_delete: true, can_submit: true, can_rate: false },
    });
    expect((await readHistory(exporter, draft.id)).data).toHaveLength(1);
  });

  it('a request of only a section (no group or item) is allowed', async () => {
    const exporter = await createApprovedExporter(app);
    const { hs_group: _g, hs_product_item: _i, ...sectionOnly } = VALID_CHECK_LIST;
    const request = await createCheckListRequest(app, exporter, { ...sectionOnly, hs_section: 'II' });
    expect(request.classification).toEqual({
      section: { code: 'II', name: 'Продукти рослинного походження' },
      group: null,
      product_item: null,
    });
  });

  it.each([
    [
      'a group outside the section',
      { hs_section: 'IV' },
      { hs_group: ['This group does not belong to the chosen HS section.'] },
    ],
    [
      'a product item outside the group',
      { hs_product_item: '0101' },
      { hs_product_item: ['The product item does not belong to the chosen group.'] },
    ],
    [
      'a product item that does not exist',
      { hs_product_item: '0499' },
      { hs_product_item: ['There is no such code in the HS classification.'] },
    ],
    [
      'a target country that is not an importing country',
      { target_countries: ['CH'] },
      { target_countries: ['Choose a country from the list of importing countries.'] },
    ],
    [
      'an answer to an export-readiness question',
      { answers: { samples: 'yes' } },
      { 'answers.samples': ['There is no such question in the questionnaire.'] },
    ],
  ])('decision 014: %s answers 422 on the field and files nothing', async (_, overrides, errors) => {
    const exporter = await createApprovedExporter(app);
    const response = await create(exporter, { ...VALID_CHECK_LIST, ...overrides }, 'en');
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: 'The data contains errors.',
      code: 'validation_failed',
      errors,
    });
    const rows = await app.db
      .select()
      .from(checkListRequests)
      .where(eq(checkListRequests.createdBy, exporter.user.id));
    expect(rows).toEqual([]);
  });

  it('ARCHITECTURE §5: bad input answers 422 with localised errors per field', async () => {
    const exporter = await createApprovedExporter(app);
    const response = await create(exporter, { category: 'astrology', target_countries: [], note: 'x' }, 'en');
    expect(response.status).toBe(422);
    const errors = errorOf(response).errors!;
    expect(Object.keys(errors).sort()).toEqual([
      'area_of_activity',
      'category',
      'hs_section',
      'note',
      'product_name',
      'target_countries',
    ]);
    expect(errors.area_of_activity).toEqual(['This field is required.']);
  });

  it('decision 014 §4: a company that is not approved, or a manager, may not file (403)', async () => {
    const pending = await createSignedInUser(app);
    const response = await create(pending, VALID_CHECK_LIST, 'en');
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      message: 'Only verified companies can file requests.',
      code: 'forbidden',
    });
    expect((await create(manager, VALID_CHECK_LIST)).status).toBe(403);
  });

  it('answers 401 without a session', async () => {
    expect((await call(app, endpoints.createCheckListRequest, { body: VALID_CHECK_LIST })).status).toBe(401);
  });
});

describe('spec §7 GET /profile/check-list/manage/{id}', () => {
  it('answers the own request in the request language', async () => {
    const exporter = await createApprovedExporter(app);
    const request = await createCheckListRequest(app, exporter);
    const response = await read(exporter, request.id, 'en');
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({
      id: request.id,
      category: { code: 'buyers', name: 'Search for potential buyers' },
      target_countries: [
        { code: 'DE', name: 'Germany' },
        { code: 'FR', name: 'France' },
      ],
    });
  });

  it("decision 014 §5: another company's request answers 404 with no data; a manager 404; malformed 422; no session 401", async () => {
    const owner = await createApprovedExporter(app);
    const stranger = await createApprovedExporter(app);
    const request = await createCheckListRequest(app, owner);
    const response = await read(stranger, request.id);
    expect(response.status).toBe(404);
    expect(response.body).toEqual(NOT_FOUND);
    expect(response.response.body).not.toContain('honey');
    expect((await read(manager, request.id)).status).toBe(404);
    const malformed = injectOptionsOf(endpoints.getCheckListRequest, { params: { id: 'x' } }, { as: owner });
    expect((await app.inject(malformed)).statusCode).toBe(422);
    expect((await call(app, endpoints.getCheckListRequest, { params: { id: request.id } })).status).toBe(401);
  });
});

describe('spec §7 POST /profile/check-list/manage/{id}: changing a request', () => {
  it('decision 014 §3: a draft is changed and then submitted', async () => {
    const exporter = await createApprovedExporter(app);
    const draft = await createCheckListRequest(app, exporter, DRAFT);
    const saved = await update(exporter, draft.id, {
      ...DRAFT,
      product_name: 'Acacia honey',
      category: 'prices',
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({
      status: 'created',
      product_name: 'Acacia honey',
      category: { code: 'prices' },
    });
    const submitted = await update(exporter, draft.id, { ...VALID_CHECK_LIST, product_name: 'Acacia honey' });
    expect(submitted.data).toMatchObject({ status: 'accepted', product_name: 'Acacia honey' });
  });

  it('decision 014 §3: a submitted request cannot be changed (409 request.not_editable)', async () => {
    const exporter = await createApprovedExporter(app);
    const request = await createCheckListRequest(app, exporter);
    const response = await update(exporter, request.id, { ...VALID_CHECK_LIST, product_name: 'Other' }, 'en');
    expect(response.status).toBe(409);
    expect(errorOf(response).message).toBe(
      'The request can be changed only while it is being created or sent back for rework.',
    );
  });

  it('decision 014 §3: the resubmit flow after rework, with the manager’s comment in the history', async () => {
    const exporter = await createApprovedExporter(app);
    const request = await createCheckListRequest(app, exporter);
    await moveSubmittedTo(app, manager, 'check_list', request.id, 'in_finalization');
    expect((await read(exporter, request.id)).data.permissions).toMatchObject({
      can_edit: true,
      can_submit: true,
    });

    const kept = await update(exporter, request.id, { ...DRAFT, comment: 'Details added.' });
    expect(kept.data).toMatchObject({ status: 'in_finalization', comment: 'Details added.' });
    const resubmitted = await update(exporter, request.id, {
      ...VALID_CHECK_LIST,
      comment: 'Details added.',
    });
    expect(resubmitted.data.status).toBe('accepted');

    const history = (await readHistory(exporter, request.id)).data;
    expect(history.map((row: { to_status: string }) => row.to_status)).toEqual([
      'created',
      'accepted',
      'in_process',
      'in_finalization',
      'accepted',
    ]);
    expect(history[3]).toMatchObject({
      from_status: 'in_process',
      actor: 'manager',
      actor_name: 'Марія Шевченко',
      comment: 'Please add the certificates.',
    });
  });

  it('the references are checked on a change too (422)', async () => {
    const exporter = await createApprovedExporter(app);
    const draft = await createCheckListRequest(app, exporter, DRAFT);
    const response = await update(exporter, draft.id, { ...DRAFT, target_countries: ['RU'] }, 'en');
    expect(response.status).toBe(422);
    expect(Object.keys(errorOf(response).errors!)).toEqual(['target_countries.0']);
  });

  it("another company's request 404 with no data; a denied company 403; no session 401", async () => {
    const owner = await createApprovedExporter(app);
    const stranger = await createApprovedExporter(app);
    const draft = await createCheckListRequest(app, owner, DRAFT);
    const response = await update(stranger, draft.id, DRAFT);
    expect(response.status).toBe(404);
    expect(response.body).toEqual(NOT_FOUND);

    await app.db.update(users).set({ isDenied: true }).where(eq(users.id, owner.user.id));
    expect((await update(owner, draft.id, DRAFT)).status).toBe(403);
    expect(
      (await call(app, endpoints.updateCheckListRequest, { params: { id: draft.id }, body: DRAFT })).status,
    ).toBe(401);
  });
});

describe('spec §7 DELETE /profile/check-list/manage/{id}', () => {
  it('decision 014 §3: deletes a draft', async () => {
    const exporter = await createApprovedExporter(app);
    const draft = await createCheckListRequest(app, exporter, DRAFT);
    const response = await remove(exporter, draft.id);
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ deleted: true });
    expect((await read(exporter, draft.id)).status).toBe(404);
  });

  it('decision 014 §3: a submitted request cannot be deleted (409 request.not_deletable)', async () => {
    const exporter = await createApprovedExporter(app);
    const request = await createCheckListRequest(app, exporter);
    const response = await remove(exporter, request.id);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Only a draft request can be deleted.', code: 'conflict' });
  });

  it("another company's draft 404 and kept; no session 401", async () => {
    const owner = await createApprovedExporter(app);
    const stranger = await createApprovedExporter(app);
    const draft = await createCheckListRequest(app, owner, DRAFT);
    expect((await remove(stranger, draft.id)).status).toBe(404);
    expect((await read(owner, draft.id)).status).toBe(200);
    expect((await call(app, endpoints.deleteCheckListRequest, { params: { id: draft.id } })).status).toBe(
      401,
    );
  });
});

describe('spec §7 GET /profile/check-list/manage: the company’s list', () => {
  let exporter: SignedInUser;
  let buyers: CheckListRequest;
  let prices: CheckListRequest;

  beforeAll(async () => {
    exporter = await createApprovedExporter(app);
    buyers = await createCheckListRequest(app, exporter);
    prices = await createCheckListRequest(app, exporter, {
      ...DRAFT,
      category: 'prices',
      product_name: 'Sunflower oil',
      hs_section: 'III',
      hs_group: '15',
      hs_product_item: '1512',
    });
    await createCheckListRequest(app, await createApprovedExporter(app));
  });

  async function ids(query: Record<string, string> = {}) {
    const response = await call(app, endpoints.listCheckListRequests, { query }, { as: exporter });
    expect(response.status, response.response.body).toBe(200);
    return response.data.items.map((item: CheckListListItem) => item.id);
  }

  it('answers only the company’s requests, newest first', async () => {
    const response = await call(app, endpoints.listCheckListRequests, {}, { as: exporter, locale: 'en' });
    const { items, meta } = response.data;
    expect(items).toEqual([
      {
        id: prices.id,
        number: prices.number,
        status: 'created',
        category: { code: 'prices', name: 'Price analysis' },
        product_name: 'Sunflower oil',
        target_countries: ['DE', 'FR'],
        created_at: prices.created_at,
        status_changed_at: prices.status_changed_at,
      },
      expect.objectContaining({ id: buyers.id, status: 'accepted' }),
    ]);
    expect(meta.total).toBe(2);
  });

  it('filters by status, category, search and classification', async () => {
    expect(await ids({ status: 'accepted' })).toEqual([buyers.id]);
    expect(await ids({ category: 'prices' })).toEqual([prices.id]);
    expect(await ids({ search: 'honey' })).toEqual([buyers.id]);
    expect(await ids({ search: String(prices.number) })).toEqual([prices.id]);
    expect(await ids({ hs: 'III' })).toEqual([prices.id]);
    expect(await ids({ hs: '0409' })).toEqual([buyers.id]);
  });

  it('a status outside the short set, or an unknown category, answers 422', async () => {
    const response = await call(
      app,
      endpoints.listCheckListRequests,
      { query: { status: 'in_work', category: 'x' } },
      { as: exporter },
    );
    expect(response.status).toBe(422);
    expect(Object.keys(errorOf(response).errors!).sort()).toEqual(['category', 'status']);
  });

  it('answers 401 without a session', async () => {
    expect((await call(app, endpoints.listCheckListRequests)).status).toBe(401);
  });
});

describe('spec §7 POST /profile/check-list/get-changes-info?check_list_request_id=', () => {
  it("another company's request 404 with no data; malformed id 422; no session 401", async () => {
    const owner = await createApprovedExporter(app);
    const stranger = await createApprovedExporter(app);
    const request = await createCheckListRequest(app, owner);
    await moveAsManager(app, manager, {
      kind: 'check_list',
      id: request.id,
      to: 'in_process',
      comment: 'Секрет',
    });
    const response = await readHistory(stranger, request.id);
    expect(response.status).toBe(404);
    expect(response.body).toEqual(NOT_FOUND);
    expect(response.response.body).not.toContain('Секрет');
    const malformed = injectOptionsOf(
      endpoints.listCheckListStatusChanges,
      { query: { check_list_request_id: 'bad' } },
      { as: owner },
    );
    expect((await app.inject(malformed)).statusCode).toBe(422);
    const anonymous = await call(app, endpoints.listCheckListStatusChanges, {
      query: { check_list_request_id: request.id },
    });
    expect(anonymous.status).toBe(401);
  });
});
