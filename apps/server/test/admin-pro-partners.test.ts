import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, IMAGE_MAX_BYTES, PRO_PARTNER_EXAMPLE, PRO_PARTNER_LOGO_EXAMPLE } from '@portal/contract';
import { companies, proPartnerRequests, storedFiles } from '@portal/db';
import type { SignedInUser } from './accounts';
import { createAdminPartner, createPartnerBody, LOGO_BYTES } from './admin-pro-partners';
import { call, callOk, errorOf } from './call';
import { callUpload, uploadTestFile } from './uploads';
import { buildTestApp, type TestApp } from './helpers';
import { createApprovedExporter, createManager } from './requests';

let testApp: TestApp;
let app: FastifyInstance;
let manager: SignedInUser;
let exporter: SignedInUser;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  manager = await createManager(app);
  exporter = await createApprovedExporter(app);
});

afterAll(async () => {
  await testApp?.close();
});

/** A JPEG's first bytes: another picture than the example's PNG. */
const JPEG_BYTES = Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.from('a small jpeg')]);

function update(id: number, body: object) {
  return call(app, endpoints.updateAdminProPartner, { params: { id }, body } as never, { as: manager });
}

function readImage(url: string | null) {
  const id = url?.split('/').pop() ?? '00000000-0000-4000-8000-000000000000';
  return call(app, endpoints.getImage, { params: { id } });
}

/** A request of an exporter to the partner, kept as the directory keeps it, sent `daysAgo`. */
async function keepRequest(partnerId: number, sender: SignedInUser, comment: string, daysAgo = 0) {
  const [company] = await app.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.userId, sender.user.id));
  await app.db.insert(proPartnerRequests).values({
    partnerId,
    companyId: company!.id,
    userId: sender.user.id,
    comment,
    createdAt: new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000),
  });
}

function readLog(id: number) {
  return callOk(
    app,
    endpoints.listAdminAuditLog,
    { query: { entity_type: 'pro_partner', entity_id: String(id) } },
    { as: manager },
  );
}

function listDirectory(kind = PRO_PARTNER_EXAMPLE.kind) {
  return callOk(app, endpoints.listProPartners, { query: { kind, per_page: 100 } }, { as: exporter });
}

describe('issue 16 §6 POST /admin/pro-partners: a partner written in both languages, a draft first', () => {
  it('creates a draft with every field and its logo; the slug comes from the English name; audited', async () => {
    const body = createPartnerBody({
      image: await uploadTestFile(app, manager, 'image'),
      phone: '+38 (031) 200-01-01',
    });
    const response = await call(
      app,
      endpoints.createAdminProPartner,
      { body },
      { as: manager, locale: 'en' },
    );
    expect(response.status).toBe(201);
    const created = response.data;
    expect(created).toMatchObject({
      kind: 'logistics',
      name: body.name,
      summary: PRO_PARTNER_EXAMPLE.summary,
      description: PRO_PARTNER_EXAMPLE.description,
      city: PRO_PARTNER_EXAMPLE.city,
      countries: [
        { code: 'PL', name: 'Poland' },
        { code: 'SK', name: 'Slovakia' },
      ],
      email: body.email,
      phone: '+380312000101',
      website_url: PRO_PARTNER_EXAMPLE.website_url,
      published_at: null,
      requests_last_30_days: 0,
      missing_to_publish: [],
    });
    expect(created.slug).toMatch(/^carpathian-logistics-[a-z0-9]+-\d+$/);
    const logo = await readImage(created.image_url);
    expect(logo.status).toBe(200);
    expect(logo.response.headers['content-type']).toBe('image/png');
    expect(logo.response.rawPayload.equals(LOGO_BYTES)).toBe(true);
    // A draft is not in the directory.
    expect((await listDirectory()).items.map((item) => item.id)).not.toContain(created.id);
    const log = await readLog(created.id);
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({ action: 'create', actor_email: manager.email, before: null });
    expect(log.items[0]!.after).toMatchObject({
      name_en: body.name.en,
      email: body.email,
      published_at: null,
    });
  });

  it('a second partner of the same English name gets a suffix; a slug given and taken is refused on `slug`', async () => {
    const body = createPartnerBody();
    const first = await callOk(app, endpoints.createAdminProPartner, { body }, { as: manager });
    const second = await callOk(
      app,
      endpoints.createAdminProPartner,
      { body: { ...body, email: 'other@example.org' } },
      { as: manager },
    );
    expect(second.slug).toBe(`${first.slug}-2`);
    const taken = await call(
      app,
      endpoints.createAdminProPartner,
      { body: { ...createPartnerBody(), slug: first.slug } },
      { as: manager },
    );
    expect(taken.status).toBe(422);
    expect(errorOf(taken).errors?.slug).toEqual(['Ця адреса вже належить іншому партнеру.']);
  });

  it('a draft needs only its name in both languages, its kind and the e-mail the requests go to', async () => {
    const created = await callOk(
      app,
      endpoints.createAdminProPartner,
      {
        body: {
          kind: 'law',
          name: { uk: 'Право і торгівля', en: 'Law and Trade' },
          email: 'law@example.org',
        },
      },
      { as: manager },
    );
    expect(created).toMatchObject({
      summary: { uk: '', en: '' },
      countries: [],
      phone: '',
      website_url: '',
      image_url: null,
      missing_to_publish: ['summary.uk', 'summary.en', 'description.uk', 'description.en'],
    });
  });

  it('bad input answers 422 on its field, in the caller’s language', async () => {
    const cases: [object, string][] = [
      [{ name: { uk: 'Партнер' } }, 'name.en'],
      [{ name: { uk: 'Партнер', en: 'Партнер' } }, 'name.en'],
      [{ summary: { uk: 'Коротко', en: 'Коротко' } }, 'summary.en'],
      [{ email: '' }, 'email'],
      [{ email: 'not-an-address' }, 'email'],
      [{ website_url: 'http://plain.example.org' }, 'website_url'],
      [{ website_url: 'javascript:alert(1)' }, 'website_url'],
      [{ phone: '12' }, 'phone'],
      [{ countries: ['XX'] }, 'countries.0'],
      [{ countries: ['PL', 'RU'] }, 'countries.1'],
      [{ kind: 'magic' }, 'kind'],
      [{ slug: '12345' }, 'slug'],
      [{ slug: 'Has Spaces' }, 'slug'],
      [{ image: { file_id: 'not-an-id' } }, 'image.file_id'],
      [{ image: PRO_PARTNER_LOGO_EXAMPLE }, 'image.file_id'],
      [{ unknown: 1 }, 'unknown'],
    ];
    for (const [change, field] of cases) {
      const response = await call(
        app,
        endpoints.createAdminProPartner,
        { body: { ...createPartnerBody(), ...change } } as never,
        { as: manager, locale: 'en' },
      );
      expect(response.status, JSON.stringify(change)).toBe(422);
      expect(Object.keys(errorOf(response).errors ?? {}), JSON.stringify(change)).toContain(field);
    }
    const https = await call(
      app,
      endpoints.createAdminProPartner,
      { body: { ...createPartnerBody(), website_url: 'http://plain.example.org' } },
      { as: manager, locale: 'en' },
    );
    expect(errorOf(https).errors?.website_url).toEqual(['Give a website address that starts with https://.']);
  });

  it('decision 034: a file that is no picture by its content, or over 2 MB, is refused on `image`; nothing kept', async () => {
    const countFiles = async () => (await app.db.select({ n: count() }).from(storedFiles))[0]!.n;
    const before = await countFiles();
    const notPicture = await callUpload(app, manager, {
      kind: 'image',
      bytes: Buffer.from('<svg onload=x>'),
    });
    expect(notPicture.status).toBe(422);
    expect(errorOf(notPicture).errors).toHaveProperty(['file']);
    const large = Buffer.concat([LOGO_BYTES, Buffer.alloc(IMAGE_MAX_BYTES)]);
    const tooLarge = await callUpload(app, manager, { kind: 'image', bytes: large });
    expect(tooLarge.status).toBe(413);
    expect(errorOf(tooLarge).errors).toHaveProperty(['file']);
    expect(await countFiles()).toBe(before);
  });

  it('staff only: a guest 401, an exporter 403', async () => {
    const body = createPartnerBody();
    expect((await call(app, endpoints.createAdminProPartner, { body })).status).toBe(401);
    expect((await call(app, endpoints.createAdminProPartner, { body }, { as: exporter })).status).toBe(403);
    expect((await call(app, endpoints.listAdminProPartners, { query: {} }, { as: exporter })).status).toBe(
      403,
    );
  });
});

describe('issue 16 §6 GET and PUT /admin/pro-partners/{id}: every field in both languages', () => {
  it('reads a draft; an unknown id 404, a non-number 422', async () => {
    const draft = await createAdminPartner(app, manager, { published: false });
    const read = await callOk(
      app,
      endpoints.getAdminProPartner,
      { params: { id: draft.id } },
      { as: manager },
    );
    expect(read).toEqual(draft);
    const unknown = await call(
      app,
      endpoints.getAdminProPartner,
      { params: { id: 2_000_000_000 } },
      { as: manager },
    );
    expect(unknown.status).toBe(404);
    const bad = await call(app, endpoints.getAdminProPartner, { params: { id: 'abc' } } as never, {
      as: manager,
    });
    expect(bad.status).toBe(422);
  });

  it('ARCHITECTURE §11: a field left out keeps its value; the slug stays unless given; audited with before and after', async () => {
    const partner = await createAdminPartner(app, manager, { published: false });
    const response = await update(partner.id, {
      kind: 'law',
      name: { uk: 'Нова назва', en: 'New Name Partners' },
      email: 'NEW@Example.org',
    });
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({
      slug: partner.slug,
      kind: 'law',
      name: { uk: 'Нова назва', en: 'New Name Partners' },
      email: 'new@example.org',
      summary: partner.summary,
      phone: partner.phone,
      website_url: partner.website_url,
      countries: partner.countries,
    });
    const renamed = await update(partner.id, {
      ...PRO_PARTNER_EXAMPLE,
      slug: `new-name-${partner.id}`,
      countries: [],
      phone: '',
    });
    expect(renamed.data).toMatchObject({ slug: `new-name-${partner.id}`, countries: [], phone: '' });
    const log = await readLog(partner.id);
    const edits = log.items.filter((entry) => entry.action === 'update');
    expect(edits).toHaveLength(2);
    expect(edits.map((entry) => entry.after?.name_en)).toContain('New Name Partners');
    const taken = await update(partner.id, { ...PRO_PARTNER_EXAMPLE, slug: `taken-slug-${partner.id}` });
    expect(taken.status).toBe(200);
    const other = await createAdminPartner(app, manager, { published: false });
    const clash = await update(other.id, { ...PRO_PARTNER_EXAMPLE, slug: `taken-slug-${partner.id}` });
    expect(clash.status).toBe(422);
    expect(errorOf(clash).errors).toHaveProperty('slug');
    expect((await update(2_000_000_000, PRO_PARTNER_EXAMPLE)).status).toBe(404);
  });

  it('decision 034: the logo is kept (left out), replaced (the old file gone) and removed (null)', async () => {
    const partner = await createAdminPartner(app, manager, {
      body: createPartnerBody({ image: await uploadTestFile(app, manager, 'image') }),
    });
    const first = partner.image_url;
    expect(first).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
    const kept = await update(partner.id, { ...PRO_PARTNER_EXAMPLE, name: partner.name });
    expect(kept.data.image_url).toBe(first);
    const replaced = await update(partner.id, {
      ...PRO_PARTNER_EXAMPLE,
      name: partner.name,
      image: await uploadTestFile(app, manager, 'image', JPEG_BYTES, 'logo.jpg'),
    });
    expect(replaced.data.image_url).not.toBe(first);
    const served = await readImage(replaced.data.image_url);
    expect(served.status).toBe(200);
    expect(served.response.headers['content-type']).toBe('image/jpeg');
    expect((await readImage(first)).status).toBe(404);
    // The directory shows the new logo at once.
    const listed = (await listDirectory()).items.find((item) => item.id === partner.id);
    expect(listed?.image_url).toBe(replaced.data.image_url);
    const removed = await update(partner.id, { ...PRO_PARTNER_EXAMPLE, name: partner.name, image: null });
    expect(removed.data.image_url).toBeNull();
    expect((await readImage(replaced.data.image_url)).status).toBe(404);
  });
});

describe('issue 16 §6 publish and unpublish: live at once in the directory', () => {
  it('publishing needs the summary and the description in both languages (422 on each empty one)', async () => {
    const draft = await callOk(
      app,
      endpoints.createAdminProPartner,
      {
        body: createPartnerBody({ summary: { uk: 'Коротко про нас', en: '' }, description: undefined }),
      },
      { as: manager, locale: 'en' },
    );
    const refused = await call(
      app,
      endpoints.publishAdminProPartner,
      { params: { id: draft.id }, body: {} },
      { as: manager, locale: 'en' },
    );
    expect(refused.status).toBe(422);
    expect(errorOf(refused).errors).toEqual({
      'summary.en': ['Fill this in to publish the partner.'],
      'description.uk': ['Fill this in to publish the partner.'],
      'description.en': ['Fill this in to publish the partner.'],
    });
    const read = await callOk(
      app,
      endpoints.getAdminProPartner,
      { params: { id: draft.id } },
      { as: manager },
    );
    expect(read.published_at).toBeNull();
    expect((await readLog(draft.id)).items.map((entry) => entry.action)).toEqual(['create']);
  });

  it('published: an approved company finds it at once; an edit is live; emptying a needed field is refused', async () => {
    const partner = await createAdminPartner(app, manager, { published: false });
    const published = await callOk(
      app,
      endpoints.publishAdminProPartner,
      { params: { id: partner.id }, body: {} },
      { as: manager },
    );
    expect(published.published_at).not.toBeNull();
    // Publishing again changes nothing: the date stays, no second entry.
    const again = await callOk(
      app,
      endpoints.publishAdminProPartner,
      { params: { id: partner.id } },
      { as: manager },
    );
    expect(again.published_at).toBe(published.published_at);
    expect((await listDirectory()).items.map((item) => item.id)).toContain(partner.id);
    const renamed = await update(partner.id, {
      ...PRO_PARTNER_EXAMPLE,
      name: { uk: 'Живе оновлення', en: 'Live Update Freight' },
    });
    expect(renamed.status).toBe(200);
    const read = await callOk(
      app,
      endpoints.getProPartner,
      { params: { idOrSlug: partner.slug } },
      { as: exporter, locale: 'en' },
    );
    expect(read.name).toBe('Live Update Freight');
    const emptied = await update(partner.id, { ...PRO_PARTNER_EXAMPLE, description: { uk: '', en: '' } });
    expect(emptied.status).toBe(422);
    expect(Object.keys(errorOf(emptied).errors ?? {})).toEqual(['description.uk', 'description.en']);
    expect((await readLog(partner.id)).items.map((entry) => entry.action).sort()).toEqual(
      ['create', 'publish', 'update'].sort(),
    );
  });

  it('unpublished: gone at once from GET /pro-partners, its page and its send-email answer 404; audited', async () => {
    const partner = await createAdminPartner(app, manager);
    expect((await listDirectory()).items.map((item) => item.id)).toContain(partner.id);
    const unpublished = await callOk(
      app,
      endpoints.unpublishAdminProPartner,
      { params: { id: partner.id }, body: {} },
      { as: manager },
    );
    expect(unpublished.published_at).toBeNull();
    expect((await listDirectory()).items.map((item) => item.id)).not.toContain(partner.id);
    const page = await call(
      app,
      endpoints.getProPartner,
      { params: { idOrSlug: String(partner.id) } },
      { as: exporter },
    );
    expect(page.status).toBe(404);
    const send = await call(
      app,
      endpoints.sendProPartnerEmail,
      { params: { id: partner.id }, body: { comment: 'We need a carrier to Poland for frozen berries.' } },
      { as: exporter },
    );
    expect(send.status).toBe(404);
    const log = await readLog(partner.id);
    expect(log.items.map((entry) => entry.action).sort()).toEqual(['create', 'publish', 'unpublish'].sort());
    const entry = log.items.find((item) => item.action === 'unpublish')!;
    expect(entry.before?.published_at).not.toBeNull();
    expect(entry.after?.published_at).toBeNull();
    // Unpublishing a draft changes nothing.
    await callOk(app, endpoints.unpublishAdminProPartner, { params: { id: partner.id } }, { as: manager });
    expect((await readLog(partner.id)).items).toHaveLength(3);
  });
});

describe('issue 16 §6 GET /admin/pro-partners: tabs with counts, kind, search, requests of 30 days', () => {
  it('filters by state, kind and a part of the name in either language; counts both states under the filters', async () => {
    const tag = `Zqx${Date.now().toString(36)}`;
    const published = await createAdminPartner(app, manager, {
      body: createPartnerBody({
        kind: 'insurance',
        name: { uk: `Страхування ${tag}`, en: `Insurance ${tag} One` },
      }),
    });
    const draft = await createAdminPartner(app, manager, {
      body: createPartnerBody({ kind: 'insurance', name: { uk: `Гарант ${tag}`, en: `Guarantee ${tag}` } }),
      published: false,
    });
    const lawyer = await createAdminPartner(app, manager, {
      body: createPartnerBody({ kind: 'law', name: { uk: `Юристи ${tag}`, en: `Lawyers ${tag}` } }),
    });
    const list = (query: object) =>
      callOk(app, endpoints.listAdminProPartners, { query } as never, { as: manager, locale: 'uk' });

    const all = await list({ search: tag.toLowerCase() });
    expect(all.items.map((item) => item.id).sort()).toEqual([published.id, draft.id, lawyer.id].sort());
    expect(all.counts).toEqual({ published: 2, draft: 1 });
    expect(all.meta.total).toBe(3);
    const drafts = await list({ search: tag, state: 'draft' });
    expect(drafts.items.map((item) => item.id)).toEqual([draft.id]);
    expect(drafts.counts).toEqual({ published: 2, draft: 1 });
    expect(drafts.meta.total).toBe(1);
    const insurance = await list({ search: tag, kind: 'insurance', state: 'published' });
    expect(insurance.items.map((item) => item.id)).toEqual([published.id]);
    expect(insurance.counts).toEqual({ published: 1, draft: 1 });
    // Ukrainian name, by name in the request's language.
    const ukrainian = await list({ search: `Гарант ${tag}` });
    expect(ukrainian.items.map((item) => item.id)).toEqual([draft.id]);
    // '%' and '_' are letters to search for, not wildcards.
    expect((await list({ search: `${tag}%` })).items).toEqual([]);
    const bad = await call(app, endpoints.listAdminProPartners, { query: { state: 'live' } } as never, {
      as: manager,
    });
    expect(bad.status).toBe(422);
  });

  it('each partner with the requests it received in the last 30 days', async () => {
    const partner = await createAdminPartner(app, manager);
    await keepRequest(partner.id, exporter, 'A request of today about freight to Poland.');
    await keepRequest(partner.id, exporter, 'A request of last week about freight to Slovakia.', 7);
    await keepRequest(partner.id, exporter, 'An old request of two months ago.', 60);
    const list = await callOk(
      app,
      endpoints.listAdminProPartners,
      { query: { search: partner.name.en } },
      { as: manager },
    );
    expect(list.items.find((item) => item.id === partner.id)?.requests_last_30_days).toBe(2);
    const read = await callOk(
      app,
      endpoints.getAdminProPartner,
      { params: { id: partner.id } },
      { as: manager },
    );
    expect(read.requests_last_30_days).toBe(2);
  });
});

describe('issue 16 §6 GET /admin/pro-partners/{id}/requests: what exporters sent it, read-only', () => {
  it('newest first, paged, with the company, the person, the date and the comment; unknown partner 404', async () => {
    const partner = await createAdminPartner(app, manager);
    const other = await createApprovedExporter(app);
    await keepRequest(partner.id, exporter, 'The oldest request: refrigerated freight.', 3);
    await keepRequest(partner.id, other, 'The newest request: customs clearance.', 0);
    await keepRequest(partner.id, exporter, 'The middle request: insurance of cargo.', 1);
    const first = await callOk(
      app,
      endpoints.listAdminProPartnerRequests,
      { params: { id: partner.id }, query: { per_page: 2 } },
      { as: manager },
    );
    expect(first.meta).toMatchObject({ total: 3, last_page: 2 });
    expect(first.items.map((item) => item.comment)).toEqual([
      'The newest request: customs clearance.',
      'The middle request: insurance of cargo.',
    ]);
    expect(first.items[0]).toMatchObject({
      company: { user_id: other.user.id, name: 'ТОВ «Тестова Компанія»', edrpou_code: '34718266' },
      person: { name: 'Тарас Шевчук', email: other.email },
    });
    const second = await callOk(
      app,
      endpoints.listAdminProPartnerRequests,
      { params: { id: partner.id }, query: { page: 2, per_page: 2 } },
      { as: manager },
    );
    expect(second.items.map((item) => item.comment)).toEqual(['The oldest request: refrigerated freight.']);
    const unknown = await call(
      app,
      endpoints.listAdminProPartnerRequests,
      { params: { id: 2_000_000_000 }, query: {} },
      { as: manager },
    );
    expect(unknown.status).toBe(404);
    const refused = await call(
      app,
      endpoints.listAdminProPartnerRequests,
      { params: { id: partner.id }, query: {} },
      { as: exporter },
    );
    expect(refused.status).toBe(403);
  });
});
