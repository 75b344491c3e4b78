import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/contract';
import { clubEventRegistrations, clubEvents, jobs, notifications } from '@portal/db';
import { EVENT_REMINDER_JOB } from '../src/domain/events/event-notices';
import type { SignedInUser } from './accounts';
import { call, callOk, errorOf } from './call';
import { createClubEvent } from './events';
import { buildTestApp, readOutbox, type TestApp } from './helpers';
import { subscribe } from './pro-services';
import { createApprovedExporter, createManager } from './requests';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});

afterAll(async () => {
  await testApp?.close();
});

async function createSubscriber(locale: 'uk' | 'en' = 'uk'): Promise<SignedInUser> {
  const exporter = await createApprovedExporter(app, { locale });
  await subscribe(app, exporter);
  return exporter;
}

function register(user: SignedInUser | undefined, id: number, locale?: 'uk' | 'en') {
  return call(app, endpoints.registerForEvent, { params: { id } }, { as: user, locale });
}

function cancel(user: SignedInUser, id: number) {
  return call(app, endpoints.cancelEventRegistration, { params: { id } }, { as: user });
}

function read(user: SignedInUser | undefined, idOrSlug: string, locale?: 'uk' | 'en') {
  return call(app, endpoints.getEvent, { params: { idOrSlug } }, { as: user, locale });
}

describe('spec §7 GET /events and /events/{idOrSlug}: the business club’s events', () => {
  it('lists published upcoming events, the soonest first, with the seats left; drafts and past events are not among them', async () => {
    const later = await createClubEvent(app, { startsInHours: 24 * 300, capacity: 5 });
    const sooner = await createClubEvent(app, { startsInHours: 24 * 299, capacity: null });
    const draft = await createClubEvent(app, { startsInHours: 24 * 298, published: false });
    const past = await createClubEvent(app, { startsInHours: -48 });
    const list = await callOk(app, endpoints.listEvents, { query: { per_page: 100 } }, { locale: 'en' });
    const ids = list.items.map((item) => item.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(past.id);
    const item = list.items.find((entry) => entry.id === later.id)!;
    expect(item).toMatchObject({
      title: later.titleEn,
      time_zone: 'Europe/Kyiv',
      capacity: 5,
      seats_left: 5,
      is_registration_open: true,
      registration: null,
      speakers: [{ name: 'Iryna Koval', role: 'expert' }],
    });
    expect(list.items.find((entry) => entry.id === sooner.id)!.seats_left).toBeNull();
    const pastList = await callOk(app, endpoints.listEvents, { query: { period: 'past', per_page: 100 } });
    expect(pastList.items.map((entry) => entry.id)).toContain(past.id);
  });

  it('reads one event by id or by slug; unknown and unpublished ones answer 404, a malformed slug 422', async () => {
    const event = await createClubEvent(app);
    const draft = await createClubEvent(app, { published: false });
    expect((await read(undefined, String(event.id))).data.slug).toBe(event.slug);
    expect((await read(undefined, event.slug, 'uk')).data.description).toBe('Повний опис заходу.');
    expect((await read(undefined, String(draft.id))).status).toBe(404);
    expect((await read(undefined, draft.slug)).status).toBe(404);
    expect((await read(undefined, 'no-such-event')).status).toBe(404);
    expect((await read(undefined, 'Bad Slug!')).status).toBe(422);
    expect((await call(app, endpoints.listEvents, { query: { period: 'soon' } } as never)).status).toBe(422);
  });

  it('DOMAIN.md: the online link is shown only to a company with a seat', async () => {
    const event = await createClubEvent(app);
    const subscriber = await createSubscriber();
    expect((await read(undefined, event.slug)).data.online_url).toBeNull();
    expect((await read(subscriber, event.slug)).data.online_url).toBeNull();
    await register(subscriber, event.id);
    expect((await read(subscriber, event.slug)).data.online_url).toBe(event.onlineUrl);
  });
});

describe('POST /events/{id}/registration: a subscriber registers once', () => {
  it('spec §6: a company without a subscription gets 403 subscription.required, a guest 401, the back office 404', async () => {
    const event = await createClubEvent(app);
    const exporter = await createApprovedExporter(app);
    const refused = await register(exporter, event.id);
    expect(refused.status).toBe(403);
    expect(errorOf(refused).code).toBe('forbidden');
    expect(errorOf(refused).message).toBe(
      'Ця послуга доступна з активною підпискою. Оформіть тариф або пробний період.',
    );
    expect((await register(undefined, event.id)).status).toBe(401);
    expect((await register(await createManager(app), event.id)).status).toBe(404);
  });

  it('gives a seat (201), then refuses a second registration with 409 event.already_registered', async () => {
    const event = await createClubEvent(app, { capacity: 3 });
    const subscriber = await createSubscriber();
    const first = await register(subscriber, event.id);
    expect(first.status).toBe(201);
    expect(first.data.registration).toMatchObject({ status: 'registered', waiting_position: null });
    expect(first.data.seats_left).toBe(2);
    const second = await register(subscriber, event.id);
    expect(second.status).toBe(409);
    expect(errorOf(second).message).toBe('Ваша компанія вже зареєстрована на цей захід.');
  });

  it('refuses after the deadline to register (409 event.registration_closed); unknown events 404', async () => {
    const closed = await createClubEvent(app, { registerByInHours: -1 });
    const subscriber = await createSubscriber('en');
    const late = await register(subscriber, closed.id, 'en');
    expect(late.status).toBe(409);
    expect(errorOf(late).message).toBe('Registration for this event is closed.');
    expect((await read(subscriber, closed.slug)).data.is_registration_open).toBe(false);
    expect((await register(subscriber, 2_000_000_000)).status).toBe(404);
  });

  it('issue 16 §7: registrations at once never exceed the capacity; the rest wait in the order they came', async () => {
    const event = await createClubEvent(app, { capacity: 2 });
    const subscribers = await Promise.all([1, 2, 3, 4, 5].map(() => createSubscriber()));
    const answers = await Promise.all(subscribers.map((subscriber) => register(subscriber, event.id)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    const statuses = answers.map((answer) => answer.data.registration!.status);
    expect(statuses.filter((status) => status === 'registered')).toHaveLength(2);
    expect(statuses.filter((status) => status === 'waiting')).toHaveLength(3);
    const positions = answers
      .map((answer) => answer.data.registration!.waiting_position)
      .filter((position) => position !== null)
      .sort();
    expect(positions).toEqual([1, 2, 3]);
    const seats = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(clubEventRegistrations)
      .where(
        and(eq(clubEventRegistrations.eventId, event.id), eq(clubEventRegistrations.status, 'registered')),
      );
    expect(seats[0]!.n).toBe(2);
  });

  it('one company clicking twice at once holds one place', async () => {
    const event = await createClubEvent(app);
    const subscriber = await createSubscriber();
    const answers = await Promise.all([register(subscriber, event.id), register(subscriber, event.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });
});

describe('DELETE /events/{id}/registration: giving the place back', () => {
  it('the first in the waiting list moves up, is told in the portal and by e-mail; the others move up a place', async () => {
    const event = await createClubEvent(app, { capacity: 1 });
    const [seated, firstWaiting, secondWaiting] = [
      await createSubscriber(),
      await createSubscriber('en'),
      await createSubscriber(),
    ];
    await register(seated, event.id);
    expect((await register(firstWaiting, event.id)).data.registration!.waiting_position).toBe(1);
    expect((await register(secondWaiting, event.id)).data.registration!.waiting_position).toBe(2);

    const freed = await cancel(seated, event.id);
    expect(freed.status).toBe(200);
    expect(freed.data.registration).toBeNull();

    const promoted = await read(firstWaiting, event.slug);
    expect(promoted.data.registration).toMatchObject({ status: 'registered', waiting_position: null });
    expect(promoted.data.online_url).toBe(event.onlineUrl);
    expect((await read(secondWaiting, event.slug)).data.registration!.waiting_position).toBe(1);

    const told = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, firstWaiting.user.id));
    expect(
      told.some((notice) => notice.link === `/profile/pro-services/business-club/events/${event.id}`),
    ).toBe(true);
    await app.jobs.drain();
    const mail = await readOutbox(app, firstWaiting.email);
    expect(mail.some((message) => message.subject === 'You have a seat at the event')).toBe(true);
  });

  it('409 event.not_registered without a place; 409 event.already_started once it has begun', async () => {
    const event = await createClubEvent(app);
    const subscriber = await createSubscriber();
    expect(errorOf(await cancel(subscriber, event.id)).message).toBe(
      'Ваша компанія не зареєстрована на цей захід.',
    );
    const running = await createClubEvent(app, { startsInHours: 1 });
    await register(subscriber, running.id);
    await app.db
      .update(clubEvents)
      .set({ startsAt: sql`now() - interval '10 minutes'` })
      .where(eq(clubEvents.id, running.id));
    const late = await cancel(subscriber, running.id);
    expect(late.status).toBe(409);
    expect(errorOf(late).message).toBe('Захід уже розпочався: скасувати реєстрацію не можна.');
  });
});

describe('GET /events/{id}/calendar.ics: the event for the exporter’s calendar', () => {
  it('RFC 5545: a VEVENT in UTC, text escaped, lines folded at 75 octets; the link only for a seat', async () => {
    const event = await createClubEvent(app);
    const guest = await call(app, endpoints.downloadEventCalendar, { params: { id: event.id } });
    expect(guest.status).toBe(200);
    expect(guest.response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(guest.response.headers['content-disposition']).toContain(`${event.slug}.ics`);
    const text = guest.response.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text).toContain(
      `DTSTART:${event.startsAt
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    );
    expect(text).toContain('SUMMARY:Тестовий захід');
    expect(text.replace(/\r\n /g, '')).toContain('Короткий опис\\, з комою\\; і крапкою з комою');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(text).not.toContain(event.onlineUrl!);

    const subscriber = await createSubscriber();
    await register(subscriber, event.id);
    const seated = await call(
      app,
      endpoints.downloadEventCalendar,
      { params: { id: event.id } },
      { as: subscriber },
    );
    expect(seated.response.body.replace(/\r\n /g, '')).toContain(event.onlineUrl!);
  });
});

describe('issue 16 §2: the reminder the day before', () => {
  it('e-mails each company with a seat once, in its language, and nobody in the waiting list', async () => {
    const event = await createClubEvent(app, { startsInHours: 72, capacity: 1 });
    const seated = await createSubscriber('en');
    const waiting = await createSubscriber();
    await register(seated, event.id);
    await register(waiting, event.id);
    // Two days pass: the event starts in 22 hours, its reminder job is due.
    const shift = sql`interval '50 hours'`;
    await app.db
      .update(clubEvents)
      .set({ startsAt: sql`${clubEvents.startsAt} - ${shift}`, endsAt: sql`${clubEvents.endsAt} - ${shift}` })
      .where(eq(clubEvents.id, event.id));
    await app.db
      .update(jobs)
      .set({ runAt: sql`${jobs.runAt} - ${shift}` })
      .where(and(eq(jobs.kind, EVENT_REMINDER_JOB), sql`(${jobs.payload}->>'eventId')::int = ${event.id}`));
    await app.jobs.drain();
    const mail = await readOutbox(app, seated.email);
    expect(mail.filter((message) => message.subject === 'Tomorrow: your event')).toHaveLength(1);
    expect(
      (await readOutbox(app, waiting.email)).some((message) => message.subject === 'Завтра: ваш захід'),
    ).toBe(false);
    // The job again (a retry, a second instance) sends nothing twice.
    await app.db
      .insert(jobs)
      .values({ kind: EVENT_REMINDER_JOB, payload: { eventId: event.id }, runAt: new Date() });
    await app.jobs.drain();
    expect(
      (await readOutbox(app, seated.email)).filter((message) => message.subject === 'Tomorrow: your event'),
    ).toHaveLength(1);
  });
});
