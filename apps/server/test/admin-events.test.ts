import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EVENT_EXAMPLE, endpoints } from '@portal/contract';
import { auditLog, jobs, notifications } from '@portal/db';
import { EVENT_REMINDER_JOB } from '../src/domain/events/event-notices';
import type { SignedInUser } from './accounts';
import { createAdminEvent, createPublishedAdminEvent, eventBody, hoursFromNow } from './admin-events';
import { call, callOk, errorOf } from './call';
import { callUpload, uploadTestFile } from './uploads';
import { buildTestApp, readOutbox, type TestApp } from './helpers';
import { subscribe } from './pro-services';
import { createApprovedExporter, createManager } from './requests';

let testApp: TestApp;
let app: FastifyInstance;
let manager: SignedInUser;

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('a tiny picture')]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.from('another picture')]);
/** The manager's picture upload of these bytes, as a body names it (decision 036). */
const upload = (bytes: Buffer, name = 'cover.png') => uploadTestFile(app, manager, 'image', bytes, name);

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  manager = await createManager(app);
});

afterAll(async () => {
  await testApp?.close();
});

async function createSubscriber(locale: 'uk' | 'en' = 'uk'): Promise<SignedInUser> {
  const exporter = await createApprovedExporter(app, { locale });
  await subscribe(app, exporter);
  return exporter;
}

function update(id: number, body: unknown, as: SignedInUser = manager) {
  return call(app, endpoints.updateAdminEvent, { params: { id }, body } as never, { as });
}

/** The reminder jobs queued for an event, by when they run. */
async function reminderJobs(eventId: number) {
  const rows = await app.db
    .select({ runAt: jobs.runAt })
    .from(jobs)
    .where(and(eq(jobs.kind, EVENT_REMINDER_JOB), sql`(${jobs.payload}->>'eventId')::int = ${eventId}`));
  return rows.map((row) => row.runAt.getTime()).sort();
}

async function auditActions(eventId: number) {
  const rows = await app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'club_event'), eq(auditLog.entityId, String(eventId))));
  return rows;
}

describe('issue 16 §6: a manager writes an event in both languages', () => {
  it('creates a draft (201, audited) with every field; decision 030: its reminder is queued a day before the start', async () => {
    const body = eventBody(24 * 40);
    const created = await call(app, endpoints.createAdminEvent, { body }, { as: manager });
    expect(created.status).toBe(201);
    const event = created.data;
    expect(event).toMatchObject({
      slug: 'exporting-honey-to-the-eu-a-workshop',
      title: ADMIN_EVENT_EXAMPLE.title,
      summary: ADMIN_EVENT_EXAMPLE.summary,
      description: ADMIN_EVENT_EXAMPLE.description,
      place: ADMIN_EVENT_EXAMPLE.place,
      online_url: ADMIN_EVENT_EXAMPLE.online_url,
      format: 'hybrid',
      language: 'uk',
      speakers: ADMIN_EVENT_EXAMPLE.speakers,
      capacity: 40,
      register_by: null,
      published_at: null,
      seats_taken: 0,
      waiting: 0,
      missing_fields: [],
      image_url: null,
      time_zone: 'Europe/Kyiv',
    });
    expect(event.starts_at).toBe(body.starts_at);
    expect(await reminderJobs(event.id)).toEqual([Date.parse(body.starts_at) - 24 * 3_600_000]);
    expect(await callOk(app, endpoints.getAdminEvent, { params: { id: event.id } }, { as: manager })).toEqual(
      event,
    );
    const entries = await auditActions(event.id);
    expect(entries.map((entry) => entry.action)).toEqual(['club_event.create']);
    expect(entries[0]!.actorEmail).toBe(manager.email);
    expect(entries[0]!.after).toMatchObject({ titleEn: ADMIN_EVENT_EXAMPLE.title.en, publishedAt: null });
    // A draft is nobody's to see.
    expect((await call(app, endpoints.getEvent, { params: { idOrSlug: String(event.id) } })).status).toBe(
      404,
    );
    // The same English title again: a slug of its own.
    const again = await createAdminEvent(app, manager, eventBody(24 * 41));
    expect(again.slug).toMatch(/^exporting-honey-to-the-eu-a-workshop-[0-9a-f]{6}$/);
  });

  it('decision 030: an event starting within a day gets no reminder', async () => {
    const soon = await createAdminEvent(app, manager, eventBody(5));
    expect(await reminderJobs(soon.id)).toEqual([]);
  });

  it('422 on the field: the end before the start, registration after the start, a link not https, Cyrillic in English, a taken slug, an unknown field', async () => {
    const taken = await createAdminEvent(app, manager, eventBody(24 * 50, { slug: 'a-slug-taken-by-one' }));
    const cases: [Record<string, unknown>, string, string][] = [
      [
        eventBody(100, { ends_at: hoursFromNow(99) }),
        'ends_at',
        'Захід має завершуватися пізніше, ніж починається.',
      ],
      [
        eventBody(100, { register_by: hoursFromNow(101) }),
        'register_by',
        'Реєстрація має завершуватися не пізніше початку заходу.',
      ],
      [
        eventBody(100, { online_url: 'http://meet.example.org/x' }),
        'online_url',
        'Посилання має починатися з https://',
      ],
      [
        eventBody(100, { title: { uk: 'Захід про мед', en: 'Захід про мед' } }),
        'title.en',
        'Лише латинські літери, цифри, пробіли та дозволені знаки.',
      ],
      [eventBody(100, { starts_at: '16.03.2099 10:00' }), 'starts_at', 'Вкажіть дату й час.'],
      [eventBody(100, { slug: taken.slug }), 'slug', 'Ця адреса вже належить іншому заходу.'],
      [
        eventBody(100, { slug: '12345' }),
        'slug',
        'Лише малі латинські літери, цифри й дефіси (не лише цифри).',
      ],
      [{ ...eventBody(100), color: 'red' }, 'color', 'Невідоме поле.'],
    ];
    for (const [body, field, message] of cases) {
      const refused = await call(app, endpoints.createAdminEvent, { body } as never, { as: manager });
      expect(refused.status, field).toBe(422);
      expect(errorOf(refused).errors?.[field], field).toEqual([
        expect.stringContaining(message.slice(0, 12)),
      ]);
    }
    const before = (await auditActions(taken.id)).length;
    expect((await update(taken.id, eventBody(100, { ends_at: hoursFromNow(50) }))).status).toBe(422);
    expect((await auditActions(taken.id)).length).toBe(before);
  });

  it('404 for an unknown event, 422 for an id that is not one; a company gets 403 and a guest 401', async () => {
    expect(
      (await call(app, endpoints.getAdminEvent, { params: { id: 2_000_000_000 } }, { as: manager })).status,
    ).toBe(404);
    expect(
      (await call(app, endpoints.getAdminEvent, { params: { id: 'abc' } } as never, { as: manager })).status,
    ).toBe(422);
    const exporter = await createApprovedExporter(app);
    expect((await call(app, endpoints.listAdminEvents, {}, { as: exporter })).status).toBe(403);
    expect((await call(app, endpoints.createAdminEvent, { body: eventBody() })).status).toBe(401);
  });
});

describe('publishing: live at once on GET /events, and gone at once', () => {
  it('needs the required fields (422 naming them), publishes (audited), unpublishes (audited) and the event leaves GET /events', async () => {
    const offline = await createAdminEvent(
      app,
      manager,
      eventBody(24 * 60, {
        format: 'offline',
        place: { uk: '', en: '' },
        description: { uk: '', en: '' },
      }),
    );
    expect(offline.missing_fields).toEqual(['description.uk', 'description.en', 'place.uk', 'place.en']);
    expect(offline.online_url).toBeNull();
    const refused = await call(
      app,
      endpoints.publishAdminEvent,
      { params: { id: offline.id }, body: {} },
      { as: manager },
    );
    expect(refused.status).toBe(422);
    expect(errorOf(refused).message).toBe('Щоб опублікувати захід, заповніть обов’язкові поля.');
    expect(Object.keys(errorOf(refused).errors ?? {})).toEqual([
      'description.uk',
      'description.en',
      'place.uk',
      'place.en',
    ]);

    const event = await createPublishedAdminEvent(app, manager, eventBody(24 * 61));
    expect(event.published_at).not.toBeNull();
    const listed = await callOk(app, endpoints.listEvents, { query: { per_page: 100 } }, { locale: 'en' });
    expect(listed.items.find((item) => item.id === event.id)).toMatchObject({
      title: ADMIN_EVENT_EXAMPLE.title.en,
      place: ADMIN_EVENT_EXAMPLE.place.en,
      speakers: [{ name: 'Iryna Koval', role: 'export expert' }],
      seats_left: 40,
    });
    // A published event must stay fit to be shown: emptying its description is refused.
    expect((await update(event.id, eventBody(24 * 61, { description: { uk: '', en: '' } }))).status).toBe(
      422,
    );
    // Publishing twice changes nothing.
    const twice = await callOk(
      app,
      endpoints.publishAdminEvent,
      { params: { id: event.id }, body: {} },
      { as: manager },
    );
    expect(twice.published_at).toBe(event.published_at);

    const hidden = await callOk(
      app,
      endpoints.unpublishAdminEvent,
      { params: { id: event.id }, body: {} },
      { as: manager },
    );
    expect(hidden.published_at).toBeNull();
    expect((await call(app, endpoints.getEvent, { params: { idOrSlug: event.slug } })).status).toBe(404);
    const after = await callOk(app, endpoints.listEvents, { query: { per_page: 100 } });
    expect(after.items.map((item) => item.id)).not.toContain(event.id);
    expect((await auditActions(event.id)).map((entry) => entry.action).sort()).toEqual([
      'club_event.create',
      'club_event.publish',
      'club_event.unpublish',
    ]);
  });
});

describe('the list: tabs with counts, search', () => {
  it('upcoming, past and drafts each hold their own events; counts whatever the search; search by title or slug', async () => {
    const word = `zeta${Date.now().toString(36)}`;
    const upcoming = await createPublishedAdminEvent(
      app,
      manager,
      eventBody(24 * 70, { title: { uk: `Захід ${word}`, en: `Event ${word}` } }),
    );
    const draft = await createAdminEvent(app, manager, eventBody(24 * 71, { slug: `${word}-draft` }));
    const past = await createPublishedAdminEvent(
      app,
      manager,
      eventBody(-48, { title: { uk: `Минулий ${word}`, en: `Past ${word}` } }),
    );
    const list = (tab: 'upcoming' | 'past' | 'drafts', search?: string) =>
      callOk(
        app,
        endpoints.listAdminEvents,
        { query: { tab, per_page: 100, ...(search ? { search } : {}) } },
        { as: manager },
      );
    const all = await list('upcoming');
    expect(all.items.map((item) => item.id)).toContain(upcoming.id);
    expect(all.items.map((item) => item.id)).not.toContain(draft.id);
    expect(all.counts.upcoming).toBe(all.meta.total);
    const found = await list('upcoming', word.toUpperCase());
    expect(found.items.map((item) => item.id)).toEqual([upcoming.id]);
    expect(found.counts).toEqual(all.counts);
    expect((await list('drafts', `${word}-draft`)).items.map((item) => item.id)).toEqual([draft.id]);
    expect((await list('past', word)).items.map((item) => item.id)).toEqual([past.id]);
    expect(
      (await call(app, endpoints.listAdminEvents, { query: { tab: 'soon' } } as never, { as: manager }))
        .status,
    ).toBe(422);
  });
});

describe('decision 030 consequences: moving the start and raising the capacity', () => {
  it('a moved start queues a new reminder a day before the new start; an unmoved one does not', async () => {
    const event = await createAdminEvent(app, manager, eventBody(24 * 80));
    const [first] = await reminderJobs(event.id);
    await callOk(
      app,
      endpoints.updateAdminEvent,
      {
        params: { id: event.id },
        body: eventBody(24 * 80, { starts_at: event.starts_at, ends_at: event.ends_at, capacity: 50 }),
      },
      { as: manager },
    );
    expect(await reminderJobs(event.id)).toEqual([first]);
    const moved = eventBody(24 * 90);
    await callOk(app, endpoints.updateAdminEvent, { params: { id: event.id }, body: moved }, { as: manager });
    expect(await reminderJobs(event.id)).toEqual([first, Date.parse(moved.starts_at) - 24 * 3_600_000]);
    const entries = await auditActions(event.id);
    const last = entries.find(
      (entry) =>
        entry.action === 'club_event.update' && (entry.after as { capacity: number }).capacity === 40,
    );
    expect(last?.before).toMatchObject({ capacity: 50 });
  });

  it('lowering the capacity below the seats taken: 422 with a clear message; raising it moves the waiting companies up, each told in the portal and by e-mail', async () => {
    const body = eventBody(24 * 20, { capacity: 1 });
    const event = await createPublishedAdminEvent(app, manager, body);
    const [seated, firstWaiting, secondWaiting] = [
      await createSubscriber(),
      await createSubscriber('en'),
      await createSubscriber(),
    ];
    for (const company of [seated, firstWaiting, secondWaiting]) {
      await callOk(app, endpoints.registerForEvent, { params: { id: event.id } }, { as: company });
    }
    const raised = await callOk(
      app,
      endpoints.updateAdminEvent,
      { params: { id: event.id }, body: { ...body, capacity: 2 } },
      { as: manager },
    );
    expect(raised).toMatchObject({ capacity: 2, seats_taken: 2, waiting: 1 });
    const promoted = await callOk(
      app,
      endpoints.getEvent,
      { params: { idOrSlug: event.slug } },
      { as: firstWaiting },
    );
    expect(promoted.registration).toMatchObject({ status: 'registered' });
    expect(promoted.online_url).toBe(ADMIN_EVENT_EXAMPLE.online_url);
    const still = await callOk(
      app,
      endpoints.getEvent,
      { params: { idOrSlug: event.slug } },
      { as: secondWaiting },
    );
    expect(still.registration).toMatchObject({ status: 'waiting', waiting_position: 1 });
    const told = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, firstWaiting.user.id));
    expect(
      told.some((notice) => notice.link === `/profile/pro-services/business-club/events/${event.id}`),
    ).toBe(true);
    await app.jobs.drain();
    expect(
      (await readOutbox(app, firstWaiting.email)).some(
        (mail) => mail.subject === 'You have a seat at the event',
      ),
    ).toBe(true);

    const lowered = await update(event.id, { ...body, capacity: 1 }, manager);
    expect(lowered.status).toBe(422);
    expect(errorOf(lowered).message).toBe('Кількість місць не може бути меншою, ніж уже зайнято: 2.');
    expect(errorOf(lowered).errors?.capacity).toEqual(['Не менше, ніж уже зайнятих місць.']);

    // No limit at all: everyone waiting gets a seat.
    const unlimited = await callOk(
      app,
      endpoints.updateAdminEvent,
      { params: { id: event.id }, body: { ...body, capacity: null } },
      { as: manager },
    );
    expect(unlimited).toMatchObject({ capacity: null, seats_taken: 3, waiting: 0 });
  });
});

describe('the registrations and their CSV', () => {
  it('lists seats, the waiting list in order and the cancelled, with company, person, e-mail and phone; the CSV is UTF-8 with a BOM', async () => {
    const event = await createPublishedAdminEvent(app, manager, eventBody(24 * 25, { capacity: 1 }));
    const [seated, waiting, leaving] = [
      await createSubscriber(),
      await createSubscriber(),
      await createSubscriber(),
    ];
    await callOk(app, endpoints.registerForEvent, { params: { id: event.id } }, { as: seated });
    await callOk(app, endpoints.registerForEvent, { params: { id: event.id } }, { as: leaving });
    await callOk(app, endpoints.registerForEvent, { params: { id: event.id } }, { as: waiting });
    await callOk(app, endpoints.cancelEventRegistration, { params: { id: event.id } }, { as: leaving });

    const view = await callOk(
      app,
      endpoints.listAdminEventRegistrations,
      { params: { id: event.id } },
      { as: manager },
    );
    expect(view.event).toMatchObject({ id: event.id, seats_taken: 1, waiting: 1 });
    expect(view.registrations.map((row) => [row.email, row.status, row.waiting_position])).toEqual([
      [seated.email, 'registered', null],
      [waiting.email, 'waiting', 1],
      [leaving.email, 'cancelled', null],
    ]);
    expect(view.registrations[0]).toMatchObject({ company_user_id: seated.user.id });
    expect(view.registrations[0]!.company_name).not.toBe('');

    const csv = await call(
      app,
      endpoints.downloadAdminEventRegistrations,
      { params: { id: event.id } },
      { as: manager, locale: 'en' },
    );
    expect(csv.status).toBe(200);
    expect(csv.response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.response.headers['content-disposition']).toContain(`registrations-${event.slug}.csv`);
    const text = csv.response.body;
    expect(
      text.startsWith(
        '\uFEFF"Company","Company (English)","EDRPOU","Contact person","E-mail","Phone","Status"',
      ),
    ).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(seated.email);
    expect(lines[2]).toContain(`${waiting.email}`);
    expect(lines[2]).toContain(',"waiting","1",');
    const uk = await call(
      app,
      endpoints.downloadAdminEventRegistrations,
      { params: { id: event.id } },
      { as: manager },
    );
    expect(uk.response.body).toContain('у списку очікування');
    expect(
      (
        await call(
          app,
          endpoints.downloadAdminEventRegistrations,
          { params: { id: 2_000_000_000 } },
          { as: manager },
        )
      ).status,
    ).toBe(404);
  });
});

describe('decision 034: the event’s picture', () => {
  it('kept and served by GET /images/{id}, replaced (the old one gone), removed; a file that is no picture is refused on its field', async () => {
    const body = eventBody(24 * 30);
    const event = await createAdminEvent(app, manager, { ...body, image: await upload(PNG) });
    expect(event.image_url).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
    const firstId = event.image_url!.split('/').pop()!;
    const served = await call(app, endpoints.getImage, { params: { id: firstId } });
    expect(served.status).toBe(200);
    expect(served.response.headers['content-type']).toBe('image/png');
    expect(served.response.rawPayload.equals(PNG)).toBe(true);

    // Left out: kept.
    const kept = await callOk(
      app,
      endpoints.updateAdminEvent,
      { params: { id: event.id }, body },
      { as: manager },
    );
    expect(kept.image_url).toBe(event.image_url);
    // Replaced: a new id, served as what its content is; the old file is gone.
    const replaced = await callOk(
      app,
      endpoints.updateAdminEvent,
      { params: { id: event.id }, body: { ...body, image: await upload(JPEG, 'photo.png') } },
      { as: manager },
    );
    const secondId = replaced.image_url!.split('/').pop()!;
    expect(secondId).not.toBe(firstId);
    expect(
      (await call(app, endpoints.getImage, { params: { id: secondId } })).response.headers['content-type'],
    ).toBe('image/jpeg');
    expect((await call(app, endpoints.getImage, { params: { id: firstId } })).status).toBe(404);
    // Removed.
    const removed = await callOk(
      app,
      endpoints.updateAdminEvent,
      { params: { id: event.id }, body: { ...body, image: null } },
      { as: manager },
    );
    expect(removed.image_url).toBeNull();
    expect((await call(app, endpoints.getImage, { params: { id: secondId } })).status).toBe(404);

    const svg = await callUpload(app, manager, {
      kind: 'image',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      fileName: 'x.png',
    });
    expect(svg.status).toBe(422);
    expect(errorOf(svg).errors?.['file']).toEqual(['Зображення має бути у форматі PNG, JPEG або WebP.']);
    const pdf = await call(
      app,
      endpoints.createAdminEvent,
      { body: { ...body, image: await uploadTestFile(app, manager, 'pdf') } },
      { as: manager, locale: 'en' },
    );
    expect(errorOf(pdf).errors?.['image.file_id']).toEqual(['The picture must be a PNG, JPEG or WebP file.']);
  });
});
