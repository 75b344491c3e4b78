import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpoints,
  FORM_DEFINITION_EXAMPLE,
  FORM_FIELD_KINDS,
  listFormFields,
  type FormDefinition,
} from '@portal/contract';
import { seedDemoContent, users } from '@portal/db';
import { createSession } from '../src/domain/sessions/create-session';
import { getPasswordHashOptions } from '../src/lib/password';
import { createDemoAccountSteps, DEMO_EXPORTER } from '../src/seed/demo-accounts';
import { createDemoCatalogSteps } from '../src/seed/demo-catalog';
import { createDemoProPartnerSteps } from '../src/seed/demo-pro-partners';
import { createDemoReportSteps } from '../src/seed/demo-reports';
import { readPdf } from '../src/lib/pdf-text-test-support';
import { buildTestApp, type TestApp } from './helpers';
import type { SignedInUser } from './accounts';
import { createSignedInUser } from './accounts';
import { call, callOk } from './call';
import { createApprovedExporter, createManager, moveAsManager } from './requests';
import { subscribe } from './pro-services';
import { callCatalogUpload, orderService, publishService } from './catalog';
import { PNG_BYTES, uploadTestFile } from './uploads';

/**
 * The catalogue of services (issue 27, spec §7 'Catalogue (services)', DOMAIN.md 'Catalogue of
 * services with forms'): services in categories with forms managers design, orders as a request
 * kind of the shorter status set, each order kept with the form version it was filled with.
 */

let testApp: TestApp;
let app: FastifyInstance;
let manager: SignedInUser;
let exporter: SignedInUser;
let full: Awaited<ReturnType<typeof publishService>>;

/** Valid answers to FORM_DEFINITION_EXAMPLE (every field kind). */
const FULL_ANSWERS = {
  product_name: 'Мед акацієвий',
  description: 'Фасований, 250 г',
  annual_volume: 120,
  hs_code: '040900',
  target_markets: ['de', 'pl'],
  certificate_type: 'organic',
  origin_country: 'UA',
  consent: true,
};

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  manager = await createManager(app);
  exporter = await createApprovedExporter(app);
  full = await publishService(app, manager, { tag: 'full', form: FORM_DEFINITION_EXAMPLE });
});

afterAll(async () => {
  await testApp?.close();
});

const ref = () => ({ id: full.service.id, formId: full.form.id });

describe('spec §7 GET /catalog/list, /catalog/data/{id}, /catalog/form/{id}: reading the catalogue', () => {
  it('lists published services with their category, in the language asked; a draft is not listed', async () => {
    const draft = await callOk(
      app,
      endpoints.createAdminCatalogService,
      {
        body: {
          category_id: full.category.id,
          title: { uk: 'Чернетка', en: 'A draft' },
          slug: 'draft-service',
        },
      },
      { as: manager },
    );
    const list = await callOk(
      app,
      endpoints.listCatalogServices,
      { query: { category: full.category.slug } },
      { as: exporter, locale: 'en' },
    );
    expect(list.items.map((item) => item.id)).toContain(full.service.id);
    expect(list.items.map((item) => item.id)).not.toContain(draft.id);
    const card = list.items.find((item) => item.id === full.service.id)!;
    expect(card).toMatchObject({
      title: 'EU product certification',
      category: { name: 'Certification' },
      can_order: true,
    });
    const categories = await callOk(app, endpoints.listCatalogCategories, {}, { locale: 'uk' });
    expect(categories.find((category) => category.id === full.category.id)).toMatchObject({
      name: 'Сертифікація',
      services_count: 1,
    });
    const byWords = await callOk(app, endpoints.listCatalogServices, { query: { search: 'сертифікац' } }, {});
    expect(byWords.items.map((item) => item.id)).toContain(full.service.id);
    expect((await call(app, endpoints.getCatalogService, { params: { id: 'draft-service' } })).status).toBe(
      404,
    );
  });

  it('a service is read by id or slug with its current form (layout and JSON Schema 2020-12); an id past int4 is refused (422)', async () => {
    const bySlug = await callOk(
      app,
      endpoints.getCatalogService,
      { params: { id: full.service.slug } },
      { as: exporter },
    );
    const byId = await callOk(
      app,
      endpoints.getCatalogService,
      { params: { id: String(full.service.id) } },
      { as: exporter },
    );
    expect(byId.service.id).toBe(bySlug.service.id);
    expect(bySlug.service.form!.schema).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
    });
    const form = await callOk(app, endpoints.getCatalogServiceForm, { params: { id: full.service.slug } });
    expect(form.version).toBe(1);
    expect(form.definition.sections.length).toBe(FORM_DEFINITION_EXAMPLE.sections.length);
    expect((await call(app, endpoints.getCatalogService, { params: { id: '2147483648' } })).status).toBe(422);
  });
});

describe('spec §7 POST /catalog/data/{id}: ordering a service', () => {
  it('the answers are checked against the form on the server: each field named in the page’s language (422)', async () => {
    const uk = await call(
      app,
      endpoints.createServiceOrder,
      { params: { id: String(full.service.id) }, body: { form_id: full.form.id, answers: {} } },
      { as: exporter, locale: 'uk' },
    );
    expect(uk.status).toBe(422);
    const ukErrors = (uk.response.json() as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(ukErrors)).toEqual(
      expect.arrayContaining(['answers.product_name', 'answers.annual_volume', 'answers.consent']),
    );
    expect(ukErrors['answers.product_name']![0]).toContain('Назва');
    const en = await call(
      app,
      endpoints.createServiceOrder,
      {
        params: { id: String(full.service.id) },
        body: { form_id: full.form.id, answers: { ...FULL_ANSWERS, annual_volume: 5, extra: 'x' } },
      },
      { as: exporter, locale: 'en' },
    );
    expect(en.status).toBe(422);
    const enErrors = (en.response.json() as { errors: Record<string, string[]> }).errors;
    expect(enErrors['answers.annual_volume']![0]).toMatch(/10/);
    expect(Object.keys(enErrors).some((key) => key.includes('extra'))).toBe(true);
  });

  it('an order with a file is sent at once (201, accepted), kept with its form version, the file downloadable by its company', async () => {
    const upload = await callCatalogUpload(app, exporter, { fileName: 'cert.txt' });
    expect(upload.status).toBe(201);
    expect(upload.data!.file_name).toBe('cert.pdf');
    const order = await orderService(app, exporter, ref(), {
      ...FULL_ANSWERS,
      certificate: { file_id: upload.data!.id },
    });
    expect(order).toMatchObject({
      status: 'accepted',
      can_edit: true,
      form: { id: full.form.id, version: 1 },
    });
    expect(order.files['certificate']).toMatchObject({
      file_name: 'cert.pdf',
      content_type: 'application/pdf',
    });
    const download = await app.inject({
      method: 'GET',
      url: `/api/catalog/files/${upload.data!.id}`,
      headers: exporter.bearerHeaders,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.headers['content-security-policy']).toContain('sandbox');
    const other = await createApprovedExporter(app);
    const stranger = await app.inject({
      method: 'GET',
      url: `/api/catalog/files/${upload.data!.id}`,
      headers: other.bearerHeaders,
    });
    expect(stranger.statusCode).toBe(404);
    expect(
      (
        await call(
          app,
          endpoints.getServiceOrder,
          { params: { id: String(full.service.id), itemId: order.id } },
          { as: other },
        )
      ).status,
    ).toBe(404);
    const data = await callOk(
      app,
      endpoints.getCatalogService,
      { params: { id: full.service.slug } },
      { as: exporter },
    );
    expect(data.orders.map((item) => item.id)).toContain(order.id);
  });

  it('a file field that takes PDFs refuses a picture; an upload that lies about its type is refused (422)', async () => {
    const picture = await callCatalogUpload(app, exporter, {
      bytes: PNG_BYTES,
      fileName: 'scan.pdf',
      contentType: 'application/pdf',
    });
    expect(picture.status).toBe(201);
    expect(picture.data!.content_type).toBe('image/png');
    const refused = await call(
      app,
      endpoints.createServiceOrder,
      {
        params: { id: String(full.service.id) },
        body: {
          form_id: full.form.id,
          answers: { ...FULL_ANSWERS, certificate: { file_id: picture.data!.id } },
        },
      },
      { as: exporter },
    );
    expect(refused.status).toBe(422);
    expect(Object.keys((refused.response.json() as { errors: object }).errors)).toContain(
      'answers.certificate.file_id',
    );
    const script = await callCatalogUpload(app, exporter, {
      bytes: Buffer.from('<script>alert(1)</script>'),
      fileName: 'a.pdf',
    });
    expect(script.status).toBe(422);
  });

  it('a form published anew leaves earlier orders readable and editable against their own version; new orders must answer the new one (409)', async () => {
    const order = await orderService(app, exporter, ref(), FULL_ANSWERS);
    const changed: FormDefinition = {
      sections: [
        {
          ...FORM_DEFINITION_EXAMPLE.sections[0]!,
          fields: [
            ...FORM_DEFINITION_EXAMPLE.sections[0]!.fields,
            {
              key: 'packaging',
              kind: 'text',
              label: { uk: 'Упаковка', en: 'Packaging' },
              help: { uk: '', en: '' },
              required: true,
            },
          ],
        },
        ...FORM_DEFINITION_EXAMPLE.sections.slice(1),
      ],
    };
    await callOk(
      app,
      endpoints.saveAdminServiceFormDraft,
      { params: { id: full.service.id }, body: { definition: changed } },
      { as: manager },
    );
    const state = await callOk(
      app,
      endpoints.publishAdminServiceForm,
      { params: { id: full.service.id }, body: {} },
      { as: manager },
    );
    expect(state.current!.version).toBe(2);
    expect(state.versions.map((version) => version.version)).toEqual([2, 1]);
    const read = await callOk(
      app,
      endpoints.getServiceOrder,
      { params: { id: full.service.slug, itemId: order.id } },
      { as: exporter },
    );
    expect(read.form.version).toBe(1);
    const edited = await callOk(
      app,
      endpoints.updateServiceOrder,
      {
        params: { id: full.service.slug, itemId: order.id },
        body: { form_id: full.form.id, answers: { ...FULL_ANSWERS, product_name: 'Мед гречаний' } },
      },
      { as: exporter },
    );
    expect(edited.answers['product_name']).toBe('Мед гречаний');
    const stale = await call(
      app,
      endpoints.createServiceOrder,
      { params: { id: full.service.slug }, body: { form_id: full.form.id, answers: FULL_ANSWERS } },
      { as: exporter },
    );
    expect(stale.status).toBe(409);
    const republish = await call(
      app,
      endpoints.publishAdminServiceForm,
      { params: { id: full.service.id }, body: {} },
      { as: manager },
    );
    expect(republish.status).toBe(409);
  });

  it('an order taken by a manager can no longer be changed (409); sent back for more it is changed and sent again', async () => {
    const { service, form } = await publishService(app, manager, { tag: 'moves' });
    const order = await orderService(
      app,
      exporter,
      { id: service.id, formId: form.id },
      { product_name: 'Олія' },
    );
    await moveAsManager(app, manager, { kind: 'service_order', id: order.id, to: 'in_process' });
    await moveAsManager(app, manager, {
      kind: 'service_order',
      id: order.id,
      to: 'in_finalization',
      comment: 'Додайте сертифікат.',
    });
    const resent = await callOk(
      app,
      endpoints.updateServiceOrder,
      {
        params: { id: String(service.id), itemId: order.id },
        body: { form_id: form.id, answers: { product_name: 'Олія соняшникова' } },
      },
      { as: exporter },
    );
    expect(resent.status).toBe('accepted');
    expect(resent.history.at(-1)).toMatchObject({
      from_status: 'in_finalization',
      to_status: 'accepted',
      actor: 'exporter',
    });
    await moveAsManager(app, manager, { kind: 'service_order', id: order.id, to: 'in_process' });
    const late = await call(
      app,
      endpoints.updateServiceOrder,
      { params: { id: String(service.id), itemId: order.id }, body: { form_id: form.id, answers: {} } },
      { as: exporter },
    );
    expect(late.status).toBe(409);
    // The office's result: a document uploaded by the manager, readable by the company.
    const result = await uploadTestFile(app, manager, 'document');
    const withResult = await callOk(
      app,
      endpoints.addAdminServiceOrderResult,
      { params: { id: order.id }, body: { file: result } },
      { as: manager },
    );
    expect(withResult.request.results).toHaveLength(1);
    const mine = await callOk(
      app,
      endpoints.getServiceOrder,
      { params: { id: String(service.id), itemId: order.id } },
      { as: exporter },
    );
    expect(mine.results[0]!.url).toBe(`/api/catalog/files/${result.file_id}`);
  });

  it('a subscribers’ service needs an active subscription (403 catalog.subscription_required); an unapproved company may not order (403)', async () => {
    const { service, form } = await publishService(app, manager, {
      tag: 'subscribers',
      body: { subscription_required: true },
    });
    const plain = await createApprovedExporter(app);
    const card = await callOk(
      app,
      endpoints.getCatalogService,
      { params: { id: String(service.id) } },
      { as: plain },
    );
    expect(card.service).toMatchObject({ can_order: false, why_not: 'subscription_required' });
    const refused = await call(
      app,
      endpoints.createServiceOrder,
      { params: { id: String(service.id) }, body: { form_id: form.id, answers: {} } },
      { as: plain },
    );
    expect(refused.status).toBe(403);
    expect(refused.response.json()).toMatchObject({ message: expect.stringContaining('передплатник') });
    await subscribe(app, plain);
    expect(
      (
        await call(
          app,
          endpoints.createServiceOrder,
          { params: { id: String(service.id) }, body: { form_id: form.id, answers: {} } },
          { as: plain },
        )
      ).status,
    ).toBe(201);
    const pending = await createSignedInUser(app);
    expect(
      (
        await call(
          app,
          endpoints.createServiceOrder,
          { params: { id: String(service.id) }, body: { form_id: form.id, answers: {} } },
          { as: pending },
        )
      ).status,
    ).toBe(403);
  });
});

describe('issue 27 §4: the PDF of an order', () => {
  it('the company downloads its order as a PDF in its language: answers named by their labels, the history; another company gets 404', async () => {
    const pdf = await publishService(app, manager, { tag: 'pdf', form: FORM_DEFINITION_EXAMPLE });
    const order = await orderService(
      app,
      exporter,
      { id: pdf.service.id, formId: pdf.form.id },
      FULL_ANSWERS,
    );
    const en = await call(
      app,
      endpoints.downloadServiceOrderPdf,
      { params: { id: String(pdf.service.id), itemId: order.id } },
      { as: exporter, locale: 'en' },
    );
    expect(en.status).toBe(200);
    expect(en.response.headers['content-type']).toContain('application/pdf');
    const text = readPdf(en.response.rawPayload).flat;
    for (const part of [
      `Service order No. ${order.number}`,
      'EU product certification',
      'Product name',
      'Мед акацієвий',
      'Germany, Poland',
      'Status history',
    ]) {
      expect(text, part).toContain(part);
    }
    const uk = readPdf(
      (
        await call(
          app,
          endpoints.downloadServiceOrderPdf,
          { params: { id: String(pdf.service.id), itemId: order.id } },
          { as: exporter },
        )
      ).response.rawPayload,
    ).flat;
    expect(uk).toContain(`Замовлення послуги № ${order.number}`);
    expect(uk).toContain('Німеччина, Польща');
    const other = await createApprovedExporter(app);
    expect(
      (
        await call(
          app,
          endpoints.downloadServiceOrderPdf,
          { params: { id: String(pdf.service.id), itemId: order.id } },
          { as: other },
        )
      ).status,
    ).toBe(404);
    const office = await call(
      app,
      endpoints.downloadAdminServiceOrderPdf,
      { params: { id: order.id } },
      { as: manager },
    );
    expect(office.status).toBe(200);
  });
});

describe('the back office of the catalogue (issue 27 §5)', () => {
  it('publishing a service needs its texts in both languages and a published form (422 naming each)', async () => {
    const service = await callOk(
      app,
      endpoints.createAdminCatalogService,
      {
        body: {
          category_id: full.category.id,
          title: { uk: 'Переклад документів', en: 'Document translation' },
        },
      },
      { as: manager },
    );
    expect(service.missing_to_publish).toEqual([
      'summary.uk',
      'summary.en',
      'description.uk',
      'description.en',
      'form',
    ]);
    const refused = await call(
      app,
      endpoints.publishAdminCatalogService,
      { params: { id: service.id }, body: {} },
      { as: manager, locale: 'en' },
    );
    expect(refused.status).toBe(422);
    expect((refused.response.json() as { errors: Record<string, string[]> }).errors['form']![0]).toContain(
      'Publish the order form',
    );
    expect(service.slug).toBe('document-translation');
  });

  it('a category holding services cannot be removed (409); an empty one can', async () => {
    expect(
      (
        await call(
          app,
          endpoints.deleteAdminServiceCategory,
          { params: { id: full.category.id } },
          { as: manager },
        )
      ).status,
    ).toBe(409);
    const empty = await callOk(
      app,
      endpoints.createAdminServiceCategory,
      { body: { name: { uk: 'Порожня', en: 'Empty' } } },
      { as: manager },
    );
    const left = await callOk(
      app,
      endpoints.deleteAdminServiceCategory,
      { params: { id: empty.id } },
      { as: manager },
    );
    expect(left.map((category) => category.id)).not.toContain(empty.id);
  });

  it('a form definition that breaks a rule is refused with the path of each fault (422)', async () => {
    const broken = {
      sections: [
        {
          ...FORM_DEFINITION_EXAMPLE.sections[0]!,
          fields: [
            FORM_DEFINITION_EXAMPLE.sections[0]!.fields[0]!,
            FORM_DEFINITION_EXAMPLE.sections[0]!.fields[0]!,
          ],
        },
      ],
    };
    const refused = await call(
      app,
      endpoints.saveAdminServiceFormDraft,
      { params: { id: full.service.id }, body: { definition: broken } },
      { as: manager },
    );
    expect(refused.status).toBe(422);
    expect(Object.keys((refused.response.json() as { errors: object }).errors).join(' ')).toMatch(
      /sections\.0\.fields\.1\.key/,
    );
  });
});

describe('issue 27 §6 and issue 28: the demo catalogue and reports on a first start', () => {
  it('12 services in 4 categories, forms using every kind of field, the demo exporter’s orders in four statuses, its paid invoices and a ready report', async () => {
    const demo = await buildTestApp();
    try {
      await seedDemoContent(demo.app.db, {
        isProduction: false,
        steps: [
          ...createDemoAccountSteps({ passwordHash: getPasswordHashOptions(demo.app.config) }),
          ...createDemoProPartnerSteps(),
          ...createDemoCatalogSteps(),
          ...createDemoReportSteps(),
        ],
      });
      const categories = await callOk(demo.app, endpoints.listCatalogCategories, {}, { locale: 'en' });
      expect(categories.map((category) => category.services_count)).toEqual([3, 3, 3, 3]);
      const list = await callOk(demo.app, endpoints.listCatalogServices, { query: { per_page: 50 } });
      expect(list.meta.total).toBe(12);
      expect(list.items.some((item) => item.partner !== null)).toBe(true);
      expect(list.items.some((item) => item.price_minor !== null)).toBe(true);
      expect(list.items.some((item) => item.subscription_required)).toBe(true);
      const kinds = new Set<string>();
      for (const item of list.items) {
        const form = await callOk(demo.app, endpoints.getCatalogServiceForm, { params: { id: item.slug } });
        for (const field of listFormFields(form.definition)) kinds.add(field.kind);
      }
      expect([...kinds].sort()).toEqual([...FORM_FIELD_KINDS].sort());

      const [user] = await demo.app.db.select().from(users).where(eq(users.email, DEMO_EXPORTER.email));
      const session = await createSession({ db: demo.app.db, userId: user!.id, userAgent: 'vitest' });
      const orders = await callOk(
        demo.app,
        endpoints.listServiceOrders,
        {},
        { headers: { authorization: `Bearer ${session.token}` } },
      );
      expect(orders.items.map((order) => order.status).sort()).toEqual(
        ['accepted', 'closed', 'in_finalization', 'in_process'].sort(),
      );
      const as = { headers: { authorization: `Bearer ${session.token}` } };
      const bills = await callOk(demo.app, endpoints.listInvoices, {}, as);
      expect(bills.items.map((bill) => `${bill.subject.kind} ${bill.status}`).sort()).toEqual([
        'catalog_order paid',
        'catalog_order paid',
        'report_order paid',
      ]);
      const reports = await callOk(demo.app, endpoints.listReportOrders, {}, as);
      expect(reports.items.map((order) => order.status).sort()).toEqual(['cancelled', 'ready']);
      const ready = reports.items.find((order) => order.status === 'ready')!;
      const pdf = await call(demo.app, endpoints.downloadReport, { params: { id: ready.id } }, as);
      expect(pdf.status).toBe(200);
      expect(pdf.response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    } finally {
      await demo.close();
    }
  });
});
