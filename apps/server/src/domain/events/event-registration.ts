import { and, asc, count, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { ApiLocale, ClubEvent } from '@portal/contract';
import { clubEventRegistrations, clubEvents, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { assertActiveSubscription } from '../country-analyses/subscription-gate';
import { companyOfScope, type ExporterScope } from '../access/scope';
import { getEvent } from './find-events';
import { noticeSeatGiven } from './event-notices';
import { isRegistrationOpen } from './present-event';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The published event, locked for the rest of the transaction, and its seats taken: seats are
 * counted one caller at a time. The count is a statement of its own, after the lock is held: a
 * statement's snapshot is taken when it starts (READ COMMITTED), so a count beside the `FOR
 * UPDATE` would not see the seats committed while it waited for the lock.
 */
async function lockEvent(tx: Tx, eventId: number) {
  const [event] = await tx
    .select()
    .from(clubEvents)
    .where(and(eq(clubEvents.id, eventId), isNotNull(clubEvents.publishedAt)))
    .for('update');
  if (!event) throw new AppError('not_found', 'error.not_found');
  return { event, taken: await countSeatsTaken(tx, eventId) };
}

async function countSeatsTaken(tx: Tx, eventId: number): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(clubEventRegistrations)
    .where(and(eq(clubEventRegistrations.eventId, eventId), eq(clubEventRegistrations.status, 'registered')));
  return row?.value ?? 0;
}

/**
 * POST /events/{id}/registration: a subscribed company takes a seat, or the waiting list's last
 * place when every seat is taken; once (409 `event.already_registered`), until the deadline (409
 * `event.registration_closed`). The event row is locked while the seats are counted, so
 * registrations at once never exceed the capacity; the partial unique index refuses a second live
 * place of one company.
 */
export async function registerForEvent(options: {
  db: Database;
  scope: ExporterScope;
  eventId: number;
  locale: ApiLocale;
  now?: Date;
}): Promise<ClubEvent> {
  const { db, scope, eventId, locale, now = new Date() } = options;
  const companyId = companyOfScope(scope);
  await assertActiveSubscription(db, scope);
  await db.transaction(async (tx) => {
    const { event, taken } = await lockEvent(tx, eventId);
    if (!isRegistrationOpen(event, now)) throw new AppError('conflict', 'event.registration_closed');
    const hasSeat = event.capacity === null || taken < event.capacity;
    const [inserted] = await tx
      .insert(clubEventRegistrations)
      .values({
        eventId,
        companyId,
        userId: scope.user.id,
        status: hasSeat ? 'registered' : 'waiting',
        seatedAt: hasSeat ? now : null,
        // The waiting list's order is the order the lock was held in, not the transactions' start.
        createdAt: sql`clock_timestamp()`,
      })
      .onConflictDoNothing()
      .returning({ id: clubEventRegistrations.id });
    if (!inserted) throw new AppError('conflict', 'event.already_registered');
  });
  return getEvent({ db, reader: scope, idOrSlug: eventId, locale, now });
}

/**
 * DELETE /events/{id}/registration: the company gives its place back before the start (409
 * `event.already_started` after, `event.not_registered` without one). A freed seat goes to the
 * first in the waiting list, in the same transaction, who is told in the portal and by e-mail.
 * No subscription is needed to free a seat.
 */
export async function cancelEventRegistration(options: {
  db: Database;
  scope: ExporterScope;
  eventId: number;
  locale: ApiLocale;
  publicUrl: string;
  now?: Date;
}): Promise<ClubEvent> {
  const { db, scope, eventId, locale, publicUrl, now = new Date() } = options;
  const companyId = companyOfScope(scope);
  await db.transaction(async (tx) => {
    const { event } = await lockEvent(tx, eventId);
    if (now >= event.startsAt) throw new AppError('conflict', 'event.already_started');
    const [cancelled] = await tx
      .update(clubEventRegistrations)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(
        and(
          eq(clubEventRegistrations.eventId, eventId),
          eq(clubEventRegistrations.companyId, companyId),
          ne(clubEventRegistrations.status, 'cancelled'),
        ),
      )
      .returning({ status: clubEventRegistrations.status });
    if (!cancelled) throw new AppError('conflict', 'event.not_registered');
    await fillFreeSeats(tx, eventId, publicUrl, now);
  });
  return getEvent({ db, reader: scope, idOrSlug: eventId, locale, now });
}

/**
 * Gives the free seats of an event (the caller holds its lock) to the waiting list, the earliest first (after a place
 * is given back, or a manager raises the capacity), telling each company moved up.
 */
export async function fillFreeSeats(tx: Tx, eventId: number, publicUrl: string, now: Date): Promise<number> {
  const [event] = await tx.select().from(clubEvents).where(eq(clubEvents.id, eventId));
  if (!event) return 0;
  const taken = await countSeatsTaken(tx, eventId);
  const free = event.capacity === null ? Number.MAX_SAFE_INTEGER : event.capacity - taken;
  if (free <= 0) return 0;
  const waiting = await tx
    .select({ id: clubEventRegistrations.id, companyId: clubEventRegistrations.companyId })
    .from(clubEventRegistrations)
    .where(and(eq(clubEventRegistrations.eventId, eventId), eq(clubEventRegistrations.status, 'waiting')))
    .orderBy(asc(clubEventRegistrations.createdAt), asc(clubEventRegistrations.id))
    .limit(Math.min(free, 1000));
  for (const place of waiting) {
    await tx
      .update(clubEventRegistrations)
      .set({ status: 'registered', seatedAt: now })
      .where(and(eq(clubEventRegistrations.id, place.id), eq(clubEventRegistrations.status, 'waiting')));
    await noticeSeatGiven(tx, event, place.companyId, publicUrl);
  }
  return waiting.length;
}

/** Whether the company holds a seat at the event (the calendar file's online link). */
export async function hasSeat(
  db: Pick<Database, 'select'>,
  eventId: number,
  companyId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: clubEventRegistrations.id })
    .from(clubEventRegistrations)
    .where(
      and(
        eq(clubEventRegistrations.eventId, eventId),
        eq(clubEventRegistrations.companyId, companyId),
        eq(clubEventRegistrations.status, 'registered'),
      ),
    )
    .limit(1);
  return row !== undefined;
}
