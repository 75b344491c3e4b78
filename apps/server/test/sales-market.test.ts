import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestStatusChanges, salesMarketApplications, users } from '@portal/db';
import {
  endpoints,
  type SalesMarketApplication,
  type SalesMarketListItem,
  type SalesMarketProductBody,
} from '@portal/contract';
import { buildTestApp, readOutbox, type TestApp } from './helpers';
import { createSignedInUser, type SignedInUser } from './accounts';
import { call, injectOptionsOf } from './call';
import {
  createApprovedExporter,
  createDraftApplication,
  createManager,
  createSubmittedApplication,
  errorOf,
  moveAsManager,
  moveSubmittedTo,
  VALID_PERSONAL_STEP,
  validProductStep,
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

function getApplication(user: SignedInUser, id: string, locale?: 'uk' | 'en') {
  return call(app, endpoints.getSalesMarketApplication, { params: { id } }, { as: user, locale });
}

function sendProduct(user: SignedInUser, id: string, body: object, locale?: 'uk' | 'en') {
  return call(app, endpoints.updateSalesMarketApplication, { params: { id }, body }, { as: user, locale });
}

function listApplications(user: SignedInUser, query: Record<string, string> = {}) {
  return call(app, endpoints.listSalesMarketApplications, { query }, { as: user });
}

function readHistory(user: SignedInUser, id: string, body?: object) {
  return call(
    app,
    endpoints.listSalesMarketStatusChanges,
    { query: { sales_market_id: id }, ...(body !== undefined ? { body } : {}) },
    { as: user },
  );
}

async function revokeApproval(user: SignedInUser, flags: { isApproved?: boolean; isDenied?: boolean }) {
  await app.db
    .update(users)
    .set({ isApproved: flags.isApproved ?? false, isDenied: flags.isDenied ?? false })
    .where(eq(users.id, user.user.id));
}

describe('spec §7 POST /profile/sales-market/manage: the personal step creates an application', () => {
  it('creates it in `created` with the contact person, no product yet, and answers 201', async () => {
    const exporter = await createApprovedExporter(app);
    const response = await call(
      app,
      endpoints.createSalesMarketApplication,
      { body: { ...VALID_PERSONAL_STEP, contact_phone: '067 123 45 67' } },
      { as: exporter },
    );
    expect(response.status).toBe(201);
    const { data } = response;
    expect(data).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      number: expect.any(Number),
      status: 'created',
      contact_name: 'Олена Коваль',
      contact_position: 'Менеджерка з експорту',
      contact_phone: '+380671234567',
      contact_email: 'olena.koval@example.test',
      has_product_step: false,
      classification: { section: null, group: null, product_item: null },
      price: null,
      rating: null,
      submitted_at: null,
      permissions: { can_edit: true, can_delete: true, can_submit: false, can_rate: false },
    });
    expect(data.number).toBeGreaterThanOrEqual(1001);
  });

  it('decision 014 §1: the creation is the first history row, from null to created, by the exporter', async () => {
    const exporter = await createApprovedExporter(app);
    const draft = await createDraftApplication(app, exporter);
    const response = await readHistory(exporter, draft.id);
    expect(response.status).toBe(200);
    expect(response.data).toEqual([
      {
        id: expect.any(String),
        from_status: null,
        to_status: 'created',
        comment: '',
        actor: 'exporter',
        actor_name: 'Тарас Шевчук',
        created_at: draft.created_at,
      },
    ]);
  });

  it('answers 401 without a session', async () => {
    const response = await call(app, endpoints.createSalesMarketApplication, { body: VALID_PERSONAL_STEP });
    expect(response.status).toBe(401);
  });

  it.each([
    ['not yet approved', { isApproved: false }],
    ['denied', { isApproved: false, isDenied: true }],
    ['banned from filing (approved but denied later)', { isApproved: true, isDenied: true }],
  ])('decision 014 §4: a company %s may not file (403 request.not_approved)', async (_, flags) => {
    const exporter = await createSignedInUser(app, flags);
    const response = await call(
      app,
      endpoints.createSalesMarketApplication,
      { body: VALID_PERSONAL_STEP },
      { as: exporter, locale: 'en' },
    );
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      message: 'Only verified companies can file requests.',
      code: 'forbidden',
    });
    const rows = await app.db
      .select({ id: salesMarketApplications.id })
      .from(salesMarketApplications)
      .where(eq(salesMarketApplications.createdBy, exporter.user.id));
    expect(rows).toEqual([]);
  });

  it('decision 014 §4: a manager (no company) may not file (403)', async () => {
    const response = await call(
      app,
      endpoints.createSalesMarketApplication,
      { body: VALID_PERSONAL_STEP },
      { as: manager },
    );
    expect(response.status).toBe(403);
  });

  it('ARCHITECTURE §5: bad input answers 422 with localised errors per field', async () => {
    const exporter = await createApprovedExporter(app);
    const response = await call(
      app,
      endpoints.createSalesMarketApplication,
      { body: { contact_phone: '12', contact_email: 'not-an-email', role: 'admin' } },
      { as: exporter, locale: 'en' },
    );
    expect(response.status).toBe(422);
    const body = errorOf(response);
    expect(body.message).toBe('The data contains errors.');
    expect(Object.keys(body.errors!).sort()).toEqual([
      'contact_email',
      'contact_name',
      'contact_phone',
      'role',
    ]);
    expect(body.errors!.contact_name).toEqual(["Enter the contact person's name."]);
    expect(body.errors!.role).toEqual(['Unknown field.']);
  });
});

describe('spec §7 POST /profile/sales-market/manage/{id}: the product step', () => {
  it('decision 014 §3: saves the product and submits by default (created → accepted)', async () => {
    const exporter = await createApprovedExporter(app);
    const draft = await createDraftApplication(app, exporter);
    const response = await sendProduct(exporter, draft.id, validProductStep());
    expect(response.status).toBe(200);
    const { data } = response;
    expect(data).toMatchObject({
      id: draft.id,
      status: 'accepted',
      has_product_step: true,
      product_name_uk: 'Мед натуральний соняшниковий',
      product_name_en: 'Natural sunflower honey',
      classification: {
        section: { code: 'I', name: 'Живі тварини; продукти тваринного походження' },
        group: { code: '04', name: expect.stringContaining('натуральний мед') },
        product_item: { code: '0409', name: 'Мед натуральний' },
      },
      production_capacity: '120',
      capacity_unit: 't',
      capacity_period: 'year',
      price: '4.35',
      currency: 'EUR',
      price_unit: 'kg',
      incoterms: ['FCA', 'DAP'],
      minimum_order: '20',
      minimum_order_unit: 't',
      exported_countries: [{ code: 'PL', name: 'Польща' }],
      target_countries: [
        { code: 'PL', name: 'Польща' },
        { code: 'DE', name: 'Німеччина' },
      ],
      services: [
        { id: 1, name: expect.any(String) },
        { id: 3, name: expect.any(String) },
      ],
      answers: { export_experience: 'yes', english_materials: 'partly', samples: 'yes' },
      submitted_at: expect.any(String),
      permissions: { can_edit: false, can_delete: false, can_submit: false, can_rate: false },
    });
    expect(data.progress).toBeGreaterThan(50);
    expect(data.progress).toBeLessThan(100);
    const [row] = await app.db
      .select({ priceMinor: salesMarketApplications.priceMinor })
      .from(salesMarketApplications)
      .where(eq(salesMarketApplications.id, draft.id));
    expect(row?.priceMinor).toBe(435);
  });

  it('ARCHITECTURE §6: the codes and countries are named in English with X-Localization: en', async () => {
    const exporter = await createApprovedExporter(app);
    const application = await createSubmittedApplication(app, exporter);
    const response = await getApplication(exporter, application.id, 'en');
    expect(response.data).toMatchObject({
      classification: {
        section: { name: 'Live animals; animal products' },
        product_item: { name: 'Honey; natural' },
      },
      target_countries: [
        { code: 'PL', name: 'Poland' },
        { code: 'DE', name: 'Germany' },
      ],
    });
  });

  it('the submission is in the history and e-mailed to the exporter after the commit', async () => {
    const exporter = await createApprovedExporter(app);
    const application = await createSubmittedApplication(app, exporter);
    const history = (await readHistory(exporter, application.id)).data;
    expect(
      history.map((row: { from_status: string | null; to_status: string }) => [
        row.from_status,
        row.to_status,
      ]),
    ).toEqual([
      [null, 'created'],
      ['created', 'accepted'],
    ]);
    await app.jobs.drain();
    const [mail] = await readOutbox(app, exporter.email);
    expect(mail?.text).toContain(`№ ${application.number}`);
    expect(mail?.text).toContain('Подано на розгляд');
  });

  it('decision 014 §3: submit: false keeps a draft that can still be submitted', async () => {
    const exporter = await createApprovedExporter(app);
    const draft = await createDraftApplication(app, exporter);
    const saved = await sendProduct(exporter, draft.id, validProductStep({ submit: false }));
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({
      status: 'created',
      has_product_step: true,
      submitted_at: null,
      permissions: { can_edit: true, can_delete: true, can_submit: true, can_rate: false },
    });
    const submitted = await sendProduct(
      exporter,
      draft.id,
      validProductStep({ product_name_en: 'Acacia honey' }),
    );
    expect(submitted.data).toMatchObject({ status: 'accepted', product_name_en: 'Acacia honey' });
  });

  it('may correct the contact person of the personal step', async () => {
    const exporter = await createApprovedExporter(app);
    const draft = await createDraftApplication(app, exporter);
    const response = await sendProduct(
      exporter,
      draft.id,
      validProductStep({ contact_name: 'Ірина Бондар', submit: false }),
    );
    expect(response.data).toMatchObject({
      contact_name: 'Ірина Бондар',
      contact_email: 'olena.koval@example.test',
    });
  });

  it('decision 014 §3: an application already submitted cannot be changed (409 request.not_editable)', async () => {
    const exporter = await createApprovedExporter(app);
    const application = await createSubmittedApplication(app, exporter);
    const response = await sendProduct(
      exporter,
      application.id,
      validProductStep({ product_name_en: 'Changed' }),
      'en',
    );
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: 'The request can be changed only while it is being created or sent back for rework.',
      code: 'conflict',
    });
    expect((await getApplication(exporter, application.id)).data.product_name_en).toBe(
      'Natural sunflower honey',
    );
  });

  it('decision 014 §3: the resubmit flow (in_finalization → save → accepted), each step in the history', async () => {
    const exporter = await createApprovedExporter(app);
    const application = await createSubmittedApplication(app, exporter);
    await moveAsManager(app, manager, { kind: 'sales_market', id: application.id, to: 'in_process' });
    await moveAsManager(app, manager, {
      kind: 'sales_market',
      id: application.id,
      to: 'in_finalization',
      comment: 'Додайте сертифікат.',
    });
    const read = (await getApplication(exporter, application.id)).data;
    expect(read).toMatchObject({
      status: 'in_finalization',
      permissions: { can_edit: true, can_delete: false, can_submit: true },
    });

    const saved = await sendProduct(
      exporter,
      application.id,
      validProductStep({ certificates: 'HACCP', submit: false }),
    );
    expect(saved.data).toMatchObject({ status: 'in_finalization', certificates: 'HACCP' });
    const resubmitted = await sendProduct(
      exporter,
      application.id,
      validProductStep({ certificates: 'HACCP, ISO 22000' }),
    );
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.data).toMatchObject({ status: 'accepted', certificates: 'HACCP, ISO 22000' });

    const history = (await readHistory(exporter, application.id)).data;
    expect(history).toEqual([
      expect.objectContaining({ from_status: null, to_status: 'created', actor: 'exporter' }),
      expect.objectContaining({ from_status: 'created', to_status: 'accepted', actor: 'exporter' }),
      expect.objectContaining({
        from_status: 'accepted',
        to_status: 'in_process',
        actor: 'manager',
        actor_name: 'Марія Шевченко',
      }),
      expect.objectContaining({
        from_status: 'in_process',
        to_status: 'in_finalization',
        actor: 'manager',
        actor_name: 'Марія Шевченко',
        comment: 'Додайте сертифікат.',
      }),
      expect.objectContaining({
        from_status: 'in_finalization',
        to_status: 'accepted',
        actor: 'exporter',
        actor_name: 'Тарас Шевчук',
      }),
    ]);
  });

  it.each([
    [
      'a group outside the section',
      { hs_section: 'II' },
      { hs_group: ['This group does not belong to the chosen HS section.'] },
    ],
    [
      'a group that does not exist',
      { hs_group: '98', hs_product_item: '9801' },
      {
        hs_group: ['There is no such code in the HS classification.'],
        hs_product_item: ['There is no such code in the HS classification.'],
      },
    ],
    [
      'a product item that does not exist',
      { hs_product_item: '0499' },
      { hs_product_item: ['There is no such code in the HS classification.'] },
    ],
    [
      'a product item outside the group',
      { hs_product_item: '0501' },
      { hs_product_item: ['The product item does not belong to the chosen group.'] },
    ],
    [
      'a target country that is not an importing country',
      { target_countries: ['PL', 'NO'] },
      { target_countries: ['Choose a country from the list of importing countries.'] },
    ],
    [
      'a service that does not exist',
      { service_ids: [1, 999] },
      { service_ids: ['There is no such service in the list.'] },
    ],
    [
      'a service id past int4, the column’s type (issue 24)',
      { service_ids: [1, 2_147_483_648] },
      { 'service_ids.1': ['Must be an id: a whole number from 1 to 2147483647.'] },
    ],
    [
      'an answer to a question of the other kind',
      { answers: { export_experience: 'yes', market_known: 'no' } },
      { 'answers.market_known': ['There is no such question in the questionnaire.'] },
    ],
    [
      'a price with more decimals than its currency',
      { price: '4.355' },
      { price: ['Too many decimal places for this currency.'] },
    ],
    [
      'a yen price with decimals',
      { price: '700.5', currency: 'JPY' },
      { price: ['Too many decimal places for this currency.'] },
    ],
  ])('decision 014: %s answers 422 on the field, and nothing is saved', async (_, overrides, errors) => {
    const exporter = await createApprovedExporter(app);
    const draft = await createDraftApplication(app, exporter);
    const response = await sendProduct(
      exporter,
      draft.id,
      validProductStep(overrides as Partial<SalesMarketProductBody>),
      'en',
    );
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: 'The data contains errors.',
      code: 'validation_failed',
      errors,
    });
    expect((await getApplication(exporter, draft.id)).data).toMatchObject({
      status: 'created',
      has_product_step: false,
    });
  });

  it('spec §5: the English name must be in English; required fields are named (422)', async () => {
    const exporter = await createApprovedExporter(app);
    const draft = await createDraftApplication(app, exporter);
    const { description: _description, ...withoutDescription } = validProductStep({ product_name_en: 'Мед' });
    const response = await sendProduct(exporter, draft.id, withoutDescription, 'en');
    expect(response.status).toBe(422);
    expect(Object.keys(errorOf(response).errors!).sort()).toEqual(['description', 'product_name_en']);
  });

  it("another company's application answers 404 with no data and stays as it was", async () => {
    const owner = await createApprovedExporter(app);
    const stranger = await createApprovedExporter(app);
    const draft = await createDraftApplication(app, owner);
    const response = await sendProduct(stranger, draft.id, validProductStep());
    expect(response.status).toBe(404);
    expect(response.body).toEqual(NOT_FOUND);
    expect((await getApplication(owner, draft.id)).data.status).toBe('created');
  });

  it('decision 014 §4: a company denied after filing can no longer change its draft (403)', async () => {
    const exporter = await createApprovedExporter(app);
    const draft = await createDraftApplication(app, exporter);
    await revokeApproval(exporter, { isApproved: true, isDenied: true });
    const response = await sendProduct(exporter, draft.id, validProductStep());
    expect(response.status).toBe(403);
    // Reading one's own requests stays allowed.
    expect((await getApplication(exporter, draft.id)).status).toBe(200);
  });

  it('answers 401 without a session and 422 for a malformed id', async () => {
    const exporter = await createApprovedExporter(app);
    const draft = await createDraftApplication(app, exporter);
    const anonymous = await call(app, endpoints.updateSalesMarketApplication, {
      params: { id: draft.id },
      body: validProductStep(),
    });
    expect(anonymous.status).toBe(401);
    const malformed = await app.inject(
      injectOptionsOf(
        endpoints.updateSalesMarketApplication,
        { params: { id: 'not-a-uuid' }, body: validProductStep() },
        { as: exporter },
      ),
    );
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors)).toEqual(['id']);
  });
});

/** The pages of the product step (issue 13 §6), as the web form saves them one at a time. */
const PRODUCT_PAGE: Partial<SalesMarketProductBody> = {
  product_name_uk: 'Мед натуральний соняшниковий',
  product_name_en: 'Natural sunflower honey',
  hs_section: 'I',
  hs_group: '04',
  hs_product_item: '0409',
  description: 'Raw sunflower honey from Podillia apiaries, in 300 kg drums or 1 kg jars.',
  certificates: 'HACCP',
};
const VOLUME_PAGE: Partial<SalesMarketProductBody> = {
  production_capacity: '120',
  capacity_unit: 't',
  capacity_period: 'year',
  price: '4.35',
  currency: 'EUR',
  price_unit: 'kg',
  incoterms: ['FCA'],
  minimum_order: '20',
  minimum_order_unit: 't',
};
const MARKETS_PAGE: Partial<SalesMarketProductBody> = { target_countries: ['PL'], exported_countries: [] };

describe('issue 13 §6: the product step saved a page at a time (submit: false)', () => {
  it('stores only the fields given and keeps the others as they are', async () => {
    const exporter = await createApprovedExporter(app);
    const draft = await createDraftApplication(app, exporter);
    const first = await sendProduct(exporter, draft.id, { ...PRODUCT_PAGE, submit: false });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({
      status: 'created',
      product_name_en: 'Natural sunflower honey',
      classification: { product_item: { code: '0409' } },
      certificates: 'HACCP',
      price: null,
      incoterms: [],
      target_countries: [],
      contact_name: VALID_PERSONAL_STEP.contact_name,
    });

    const second = await sendProduct(exporter, draft.id, { ...VOLUME_PAGE, submit: false });
    expect(second.status).toBe(200);
    expect(second.data).toMatchObject({
      status: 'created',
      // The first page's answers are still there.
      product_name_uk: 'Мед натуральний соняшниковий',
      certificates: 'HACCP',
      production_capacity: '120',
      price: '4.35',
      currency: 'EUR',
      incoterms: ['FCA'],
      minimum_order: '20',
      minimum_order_unit: 't',
    });
  });

  it('can_submit stays false until the stored application holds every required field', async () => {
    const exporter = await createApprovedExporter(app);
    const draft = await createDraftApplication(app, exporter);
    const incomplete = { has_product_step: false, permissions: { can_submit: false, can_delete: true } };
    expect((await sendProduct(exporter, draft.id, { ...PRODUCT_PAGE, submit: false })).data).toMatchObject(
      incomplete,
    );
    expect((await sendProduct(exporter, draft.id, { ...VOLUME_PAGE, submit: false })).data).toMatchObject(
      incomplete,
    );
    const complete = await sendProduct(exporter, draft.id, { ...MARKETS_PAGE, submit: false });
    expect(complete.data).toMatchObject({
      status: 'created',
      has_product_step: true,
      permissions: { can_edit: true, can_delete: true, can_submit: true },
    });
    expect(complete.data.progress).toBeGreaterThan(50);
  });

  it('a bad field answers 422 with that field’s error alone, and nothing is saved', async () => {
    const exporter = await createApprovedExporter(app);
    const draft = await createDraftApplication(app, exporter);
    const response = await sendProduct(
      exporter,
      draft.id,
      { product_name_uk: 'Мед', product_name_en: 'Мед', submit: false },
      'en',
    );
    expect(response.status).toBe(422);
    expect(errorOf(response).errors).toEqual({
      product_name_en: [expect.stringMatching(/Latin/i)],
    });
    expect((await getApplication(exporter, draft.id)).data.product_name_uk).toBe('');
  });

  it.each([
    [
      'a product item outside the group',
      { hs_section: 'I', hs_group: '04', hs_product_item: '0501' },
      ['hs_product_item'],
    ],
    ['a section without its group and item', { hs_section: 'I' }, ['hs_group', 'hs_product_item']],
    ['a price without its currency', { price: '4.35' }, ['currency']],
    ['a currency without a price', { currency: 'EUR' }, ['price']],
    ['a minimum order without its unit', { minimum_order: '20' }, ['minimum_order_unit']],
    [
      'a minimum order cleared but not its unit',
      { minimum_order: null, minimum_order_unit: 't' },
      ['minimum_order'],
    ],
    ['a price with too many decimals', { price: '4.355', currency: 'EUR' }, ['price']],
    ['an importing country that is not one', { target_countries: ['NO'] }, ['target_countries']],
    ['an empty required field', { description: '' }, ['description']],
  ])('the rules between fields still hold in a draft: %s answers 422', async (_, fields, errors) => {
    const exporter = await createApprovedExporter(app);
    const draft = await createDraftApplication(app, exporter);
    const response = await sendProduct(exporter, draft.id, { ...fields, submit: false }, 'en');
    expect(response.status).toBe(422);
    expect(Object.keys(errorOf(response).errors ?? {}).sort()).toEqual(errors);
  });

  it('null clears the minimum order in a draft; a submit may not send null', async () => {
    const exporter = await createApprovedExporter(app);
    const draft = await createDraftApplication(app, exporter);
    await sendProduct(exporter, draft.id, { ...VOLUME_PAGE, submit: false });
    const cleared = await sendProduct(exporter, draft.id, {
      minimum_order: null,
      minimum_order_unit: null,
      submit: false,
    });
    expect(cleared.status).toBe(200);
    expect(cleared.data).toMatchObject({ minimum_order: null, minimum_order_unit: null, price: '4.35' });
    const submitted = await sendProduct(exporter, draft.id, validProductStep({ minimum_order: null }), 'en');
    expect(submitted.status).toBe(422);
    expect(Object.keys(errorOf(submitted).errors ?? {})).toEqual(['minimum_order']);
  });

  it('a submit still needs the whole product: an incomplete body answers 422 naming each missing field', async () => {
    const exporter = await createApprovedExporter(app);
    const draft = await createDraftApplication(app, exporter);
    await sendProduct(exporter, draft.id, {
      ...PRODUCT_PAGE,
      ...VOLUME_PAGE,
      ...MARKETS_PAGE,
      submit: false,
    });
    // Complete as stored, but a submit's body is the whole product (the spec's behaviour).
    const response = await sendProduct(exporter, draft.id, { ...MARKETS_PAGE, submit: true }, 'en');
    expect(response.status).toBe(422);
    expect(Object.keys(errorOf(response).errors ?? {}).sort()).toEqual(
      [
        'capacity_period',
        'capacity_unit',
        'currency',
        'description',
        'hs_group',
        'hs_product_item',
        'hs_section',
        'incoterms',
        'price',
        'price_unit',
        'product_name_en',
        'product_name_uk',
        'production_capacity',
      ].sort(),
    );
    expect(errorOf(response).errors?.price).toEqual(['This field is required.']);
    expect((await getApplication(exporter, draft.id)).data.status).toBe('created');
  });

  it('sent back for rework (in_finalization), a page is saved as a draft too, and the status stays', async () => {
    const exporter = await createApprovedExporter(app);
    const application = await createSubmittedApplication(app, exporter);
    await moveSubmittedTo(app, manager, 'sales_market', application.id, 'in_finalization');
    const saved = await sendProduct(exporter, application.id, {
      certificates: 'HACCP, ISO 22000',
      submit: false,
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({
      status: 'in_finalization',
      certificates: 'HACCP, ISO 22000',
      product_name_en: 'Natural sunflower honey',
      minimum_order: '20',
      permissions: { can_edit: true, can_submit: true },
    });
    const history = (await readHistory(exporter, application.id)).data;
    expect(history.at(-1)).toMatchObject({ to_status: 'in_finalization' });
  });
});

describe('spec §7 GET /profile/sales-market/manage/{id}', () => {
  it('answers the own application', async () => {
    const exporter = await createApprovedExporter(app);
    const application = await createSubmittedApplication(app, exporter);
    const response = await getApplication(exporter, application.id);
    expect(response.status).toBe(200);
    expect(response.data).toEqual(application);
  });

  it("decision 014 §5: another company's application answers 404 with no data", async () => {
    const owner = await createApprovedExporter(app);
    const stranger = await createApprovedExporter(app);
    const application = await createSubmittedApplication(app, owner);
    const response = await getApplication(stranger, application.id);
    expect(response.status).toBe(404);
    expect(response.body).toEqual(NOT_FOUND);
    expect(response.response.body).not.toContain('honey');
  });

  it('a user without a company (a manager) gets 404; an unknown id 404; a malformed id 422; no session 401', async () => {
    const exporter = await createApprovedExporter(app);
    const application = await createSubmittedApplication(app, exporter);
    expect((await getApplication(manager, application.id)).status).toBe(404);
    expect((await getApplication(exporter, crypto.randomUUID())).status).toBe(404);
    const malformed = injectOptionsOf(
      endpoints.getSalesMarketApplication,
      { params: { id: '123' } },
      { as: exporter },
    );
    expect((await app.inject(malformed)).statusCode).toBe(422);
    expect(
      (await call(app, endpoints.getSalesMarketApplication, { params: { id: application.id } })).status,
    ).toBe(401);
  });
});

describe('spec §7 DELETE /profile/sales-market/manage/{id}', () => {
  function remove(user: SignedInUser, id: string) {
    return call(app, endpoints.deleteSalesMarketApplication, { params: { id } }, { as: user, locale: 'en' });
  }

  it('decision 014 §3: deletes a draft with its history', async () => {
    const exporter = await createApprovedExporter(app);
    const draft = await createDraftApplication(app, exporter);
    const response = await remove(exporter, draft.id);
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ deleted: true });
    expect((await getApplication(exporter, draft.id)).status).toBe(404);
    const history = await app.db
      .select()
      .from(requestStatusChanges)
      .where(
        and(eq(requestStatusChanges.kind, 'sales_market'), eq(requestStatusChanges.requestId, draft.id)),
      );
    expect(history).toEqual([]);
  });

  it('decision 014 §3: a submitted application cannot be deleted (409 request.not_deletable)', async () => {
    const exporter = await createApprovedExporter(app);
    const application = await createSubmittedApplication(app, exporter);
    const response = await remove(exporter, application.id);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Only a draft request can be deleted.', code: 'conflict' });
    expect((await getApplication(exporter, application.id)).status).toBe(200);
  });

  it("another company's draft answers 404 and is kept; a denied company 403; no session 401", async () => {
    const owner = await createApprovedExporter(app);
    const stranger = await createApprovedExporter(app);
    const draft = await createDraftApplication(app, owner);
    const response = await remove(stranger, draft.id);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found.', code: 'not_found' });
    expect((await getApplication(owner, draft.id)).status).toBe(200);

    await revokeApproval(owner, { isDenied: true });
    expect((await remove(owner, draft.id)).status).toBe(403);
    expect(
      (await call(app, endpoints.deleteSalesMarketApplication, { params: { id: draft.id } })).status,
    ).toBe(401);
  });
});

describe('spec §7 GET /profile/sales-market: the company’s list with filters', () => {
  let exporter: SignedInUser;
  let honey: SalesMarketApplication;
  let oil: SalesMarketApplication;
  let draft: SalesMarketApplication;

  beforeAll(async () => {
    exporter = await createApprovedExporter(app);
    honey = await createSubmittedApplication(app, exporter);
    oil = await createSubmittedApplication(
      app,
      exporter,
      validProductStep({
        product_name_uk: 'Олія соняшникова рафінована',
        product_name_en: 'Refined sunflower oil',
        hs_section: 'III',
        hs_group: '15',
        hs_product_item: '1512',
      }),
    );
    draft = await createDraftApplication(app, exporter);
    // Spread the three over three days (UTC).
    const days: [string, string][] = [
      [honey.id, '2026-03-01T23:30:00Z'],
      [oil.id, '2026-03-02T00:15:00Z'],
      [draft.id, '2026-03-03T12:00:00Z'],
    ];
    for (const [id, at] of days) {
      await app.db
        .update(salesMarketApplications)
        .set({ createdAt: new Date(at) })
        .where(eq(salesMarketApplications.id, id));
    }
    // Another company's application never shows.
    await createSubmittedApplication(app, await createApprovedExporter(app));
  });

  async function ids(query: Record<string, string> = {}) {
    const response = await listApplications(exporter, query);
    expect(response.status, response.response.body).toBe(200);
    return response.data.items.map((item: SalesMarketListItem) => item.id);
  }

  it('answers only the company’s applications, newest first, with the page meta', async () => {
    const response = await listApplications(exporter);
    const { items, meta } = response.data;
    expect(items.map((item) => item.id)).toEqual([draft.id, oil.id, honey.id]);
    expect(meta).toEqual({ current_page: 1, per_page: 20, total: 3, last_page: 1 });
    expect(items[1]).toEqual({
      id: oil.id,
      number: oil.number,
      status: 'accepted',
      product_name: 'Олія соняшникова рафінована',
      contact_name: oil.contact_name,
      hs_product_item: '1512',
      target_countries: ['PL', 'DE'],
      progress: oil.progress,
      created_at: '2026-03-02T00:15:00.000Z',
      status_changed_at: oil.status_changed_at,
    });
    // Read in the answer as sent, not as parsed.
    expect(response.body).not.toHaveProperty('data.items.0.company_name');
  });

  it('pages by page and per_page', async () => {
    const response = await listApplications(exporter, { page: '2', per_page: '2' });
    const { items, meta } = response.data;
    expect(items.map((item: SalesMarketListItem) => item.id)).toEqual([honey.id]);
    expect(meta).toEqual({ current_page: 2, per_page: 2, total: 3, last_page: 2 });
  });

  it('filters by status', async () => {
    expect(await ids({ status: 'created' })).toEqual([draft.id]);
    expect(await ids({ status: 'accepted' })).toEqual([oil.id, honey.id]);
  });

  it('filters by creation day, both ends inclusive (UTC)', async () => {
    expect(await ids({ date_from: '2026-03-02' })).toEqual([draft.id, oil.id]);
    expect(await ids({ date_to: '2026-03-01' })).toEqual([honey.id]);
    expect(await ids({ date_from: '2026-03-02', date_to: '2026-03-02' })).toEqual([oil.id]);
  });

  it('searches words in either product name, or the number', async () => {
    expect(await ids({ search: 'sunflower oil' })).toEqual([oil.id]);
    expect(await ids({ search: 'мед' })).toEqual([honey.id]);
    expect(await ids({ search: 'SUNFLOWER' })).toEqual([oil.id, honey.id]);
    expect(await ids({ search: String(honey.number) })).toEqual([honey.id]);
    expect(await ids({ search: `№${oil.number}` })).toEqual([oil.id]);
    expect(await ids({ search: '100%_' })).toEqual([]);
    // Every word in one of the application's names: one in each name is found, words of two applications are not.
    expect(await ids({ search: 'олія refined' })).toEqual([oil.id]);
    expect(await ids({ search: 'мед oil' })).toEqual([]);
    expect(await ids({ search: 'рафінована sunflower' })).toEqual([oil.id]);
  });

  it('filters by classification: section, group or product item prefix', async () => {
    expect(await ids({ hs: 'III' })).toEqual([oil.id]);
    expect(await ids({ hs: '04' })).toEqual([honey.id]);
    expect(await ids({ hs: '040' })).toEqual([honey.id]);
    expect(await ids({ hs: '15.12' })).toEqual([oil.id]);
  });

  it('bad filters answer 422 on their field', async () => {
    const response = await listApplications(exporter, {
      status: 'lost',
      date_from: '2026-02-30',
      hs: 'abc',
      per_page: '1000',
    });
    expect(response.status).toBe(422);
    expect(Object.keys(errorOf(response).errors!).sort()).toEqual(['date_from', 'per_page', 'status']);
    const hs = await listApplications(exporter, { hs: 'abc' });
    expect(hs.status).toBe(422);
    expect(Object.keys(errorOf(hs).errors!)).toEqual(['hs']);
  });

  it('answers 401 without a session', async () => {
    expect((await call(app, endpoints.listSalesMarketApplications)).status).toBe(401);
  });
});

describe('spec §7 POST /profile/sales-market/store/exporter-ratings/{id}', () => {
  function rate(user: SignedInUser, id: string, body: object) {
    return call(
      app,
      endpoints.rateSalesMarketApplication,
      { params: { id }, body },
      { as: user, locale: 'en' },
    );
  }

  it('DOMAIN.md: an open application cannot be rated (409 request.rating_not_allowed)', async () => {
    const exporter = await createApprovedExporter(app);
    const application = await createSubmittedApplication(app, exporter);
    const response = await rate(exporter, application.id, { rating: 5 });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Only a closed application can be rated.', code: 'conflict' });
  });

  it.each(['closed', 'contract', 'future'] as const)(
    'DOMAIN.md: a %s application is rated once (a second rating 409 request.already_rated)',
    async (status) => {
      const exporter = await createApprovedExporter(app);
      const application = await createSubmittedApplication(app, exporter);
      await moveSubmittedTo(app, manager, 'sales_market', application.id, status);
      const before = (await getApplication(exporter, application.id)).data;
      expect(before.permissions.can_rate).toBe(true);

      const response = await rate(exporter, application.id, { rating: 4, comment: ' Quick and helpful. ' });
      expect(response.status).toBe(200);
      expect(response.data).toMatchObject({
        status,
        rating: { rating: 4, comment: 'Quick and helpful.', rated_at: expect.any(String) },
        permissions: { can_rate: false },
      });
      const again = await rate(exporter, application.id, { rating: 1 });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: 'You have already rated this application.', code: 'conflict' });
    },
  );

  it('bad input 422; another company 404 with no data; no session 401', async () => {
    const exporter = await createApprovedExporter(app);
    const application = await createSubmittedApplication(app, exporter);
    await moveSubmittedTo(app, manager, 'sales_market', application.id, 'closed');
    const bad = await rate(exporter, application.id, { rating: 6, extra: true });
    expect(bad.status).toBe(422);
    expect(Object.keys(errorOf(bad).errors!).sort()).toEqual(['extra', 'rating']);

    const stranger = await createApprovedExporter(app);
    const foreign = await rate(stranger, application.id, { rating: 1 });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: 'Not found.', code: 'not_found' });
    expect((await getApplication(exporter, application.id)).data.rating).toBeNull();

    const anonymous = await call(app, endpoints.rateSalesMarketApplication, {
      params: { id: application.id },
      body: { rating: 5 },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('spec §7 POST /profile/sales-market/get-changes-info?sales_market_id=', () => {
  it('takes no body, {} or null; any field in the body is 422', async () => {
    const exporter = await createApprovedExporter(app);
    const draft = await createDraftApplication(app, exporter);
    expect((await readHistory(exporter, draft.id)).status).toBe(200);
    expect((await readHistory(exporter, draft.id, {})).status).toBe(200);
    expect((await readHistory(exporter, draft.id, { x: 1 })).status).toBe(422);
  });

  it("another company's application answers 404 with no data; a malformed id 422; no session 401", async () => {
    const owner = await createApprovedExporter(app);
    const stranger = await createApprovedExporter(app);
    const application = await createSubmittedApplication(app, owner);
    const response = await readHistory(stranger, application.id);
    expect(response.status).toBe(404);
    expect(response.body).toEqual(NOT_FOUND);
    const malformed = injectOptionsOf(
      endpoints.listSalesMarketStatusChanges,
      { query: { sales_market_id: 'nope' } },
      { as: owner },
    );
    expect((await app.inject(malformed)).statusCode).toBe(422);
    const anonymous = await call(app, endpoints.listSalesMarketStatusChanges, {
      query: { sales_market_id: application.id },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('spec §7 GET /profile/sales-market/get-progress-bar-questions?type=', () => {
  it('answers the export-readiness questions in order, in the request language', async () => {
    const exporter = await createApprovedExporter(app);
    const uk = await call(
      app,
      endpoints.listProgressBarQuestions,
      { query: { type: 'sales_market' } },
      { as: exporter },
    );
    expect(uk.status).toBe(200);
    const questions = uk.data;
    expect(questions[0]).toEqual({
      id: 'export_experience',
      type: 'sales_market',
      position: 1,
      question: 'Чи має компанія досвід експорту?',
    });
    expect(questions.every((q: { type: string }) => q.type === 'sales_market')).toBe(true);
    const en = await call(
      app,
      endpoints.listProgressBarQuestions,
      { query: { type: 'check_list' } },
      { as: exporter, locale: 'en' },
    );
    expect(en.data[0]).toMatchObject({ id: 'market_known', type: 'check_list', position: 1 });
    expect(en.data[0]!.question).toBe('Do you know the main competitors in the target market?');
  });

  it('an unknown type answers 422; no session 401', async () => {
    const exporter = await createApprovedExporter(app);
    const bad = await call(
      app,
      endpoints.listProgressBarQuestions,
      { query: { type: 'other' } },
      { as: exporter },
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(errorOf(bad).errors!)).toEqual(['type']);
    const anonymous = await call(app, endpoints.listProgressBarQuestions, {
      query: { type: 'sales_market' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('spec §7 GET /profile/sales-market/get-shared-contacts/{id}', () => {
  it('answers the contacts managers shared on the own application; another company 404; no session 401', async () => {
    const { sharedContacts } = await import('@portal/db');
    const exporter = await createApprovedExporter(app);
    const application = await createSubmittedApplication(app, exporter);
    await app.db.insert(sharedContacts).values({
      applicationId: application.id,
      companyName: 'Miodowa Spółka z o.o.',
      countryCode: 'PL',
      contactName: 'Jan Kowalski',
      email: 'jan@miodowa.example',
      sharedBy: manager.user.id,
    });
    const response = await call(
      app,
      endpoints.listSalesMarketSharedContacts,
      { params: { id: application.id } },
      { as: exporter, locale: 'en' },
    );
    expect(response.status).toBe(200);
    expect(response.data).toEqual([
      {
        id: expect.any(String),
        company_name: 'Miodowa Spółka z o.o.',
        country: { code: 'PL', name: 'Poland' },
        contact_name: 'Jan Kowalski',
        position: '',
        email: 'jan@miodowa.example',
        phone: '',
        website: '',
        note: '',
        created_at: expect.any(String),
      },
    ]);

    const stranger = await createApprovedExporter(app);
    const foreign = await call(
      app,
      endpoints.listSalesMarketSharedContacts,
      { params: { id: application.id } },
      { as: stranger },
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(NOT_FOUND);
    expect(foreign.response.body).not.toContain('Kowalski');
    const anonymous = await call(app, endpoints.listSalesMarketSharedContacts, {
      params: { id: application.id },
    });
    expect(anonymous.status).toBe(401);
  });
});
