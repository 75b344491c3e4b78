import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AdminEvent, AdminEventData } from '@portal/contract';
import { clubEvents, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { takenFieldError, writeUniqueField, type UniqueField } from '../../lib/unique-field';
import { recordAudit } from '../audit/record-audit';
import { applyImageField } from '../files/stored-image';
import { actorOfScope, assertBackOfficeScope, type BackOfficeScope } from '../access/scope';
import { getAdminEvent, toAdminEvent } from './admin-event-view';
import { scheduleEventReminder } from './event-notices';
import { fillFreeSeats } from './event-registration';
import { takenSeats } from './find-events';
import type { ClubEventRow } from './present-event';

export { findAdminEvents, getAdminEvent } from './admin-event-view';

/**
 * The back office's writes of the club's events (issue 16 §6, decisions 030 and 034): each in
 * one transaction with its audit entry, live at once on `GET /events`. Creating an event or
 * moving its start queues its reminder; raising the capacity gives the free seats to the waiting
 * list while the event's row is locked, as registering does.
 */

/** What every write is given. */
type WriteContext = { db: Database; scope: BackOfficeScope; ip: string; now?: Date };

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The columns a body writes (the picture and the slug are decided apart). */
function toColumns(body: AdminEventData) {
  const isOnline = body.format === 'online';
  return {
    titleUk: body.title.uk,
    titleEn: body.title.en,
    summaryUk: body.summary?.uk ?? '',
    summaryEn: body.summary?.en ?? '',
    descriptionUk: body.description?.uk ?? '',
    descriptionEn: body.description?.en ?? '',
    startsAt: new Date(body.starts_at),
    endsAt: new Date(body.ends_at),
    format: body.format,
    // An online event has no place, an offline one no link: nothing stale is kept to show later.
    placeUk: isOnline ? '' : (body.place?.uk ?? ''),
    placeEn: isOnline ? '' : (body.place?.en ?? ''),
    onlineUrl: body.format === 'offline' ? null : (body.online_url ?? null),
    language: body.language,
    speakers: (body.speakers ?? []).map((speaker) => ({
      nameUk: speaker.name.uk,
      nameEn: speaker.name.en,
      roleUk: speaker.role?.uk ?? '',
      roleEn: speaker.role?.en ?? '',
    })),
    capacity: body.capacity ?? null,
    registerBy: body.register_by ? new Date(body.register_by) : null,
  };
}

/** What the audit log keeps of an event: its fields, the long texts by their length. */
function toAuditFields(event: ClubEventRow): Record<string, unknown> {
  const {
    id: _id,
    createdAt: _created,
    updatedAt: _updated,
    descriptionUk,
    descriptionEn,
    ...fields
  } = event;
  return { ...fields, descriptionLength: [descriptionUk.length, descriptionEn.length] };
}

/** 422 naming the fields publishing needs, when the event lacks any. */
function assertPublishable(event: ClubEventRow): void {
  const missing = toAdminEvent(event, { taken: 0, waiting: 0 }).missing_fields;
  if (missing.length === 0) return;
  throw new AppError('validation_failed', 'admin_event.incomplete', {
    fields: Object.fromEntries(missing.map((field) => [field, ['validation.required']])),
  });
}

/** A readable slug from the English title; never digits alone (those name an id in `/events/{idOrSlug}`). */
function slugOf(title: string, tail?: string): string {
  const base =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'event';
  return [/^\d+$/.test(base) ? `event-${base}` : base, tail].filter(Boolean).join('-');
}

const SLUG: UniqueField = { field: 'slug', messageKey: 'admin_event.slug_taken' };

/** Seats taken now: a statement of its own after the row's lock (decision 030 §3). */
async function countTaken(tx: Tx, id: number): Promise<number> {
  const [row] = await tx.select({ taken: takenSeats }).from(clubEvents).where(eq(clubEvents.id, id));
  return row?.taken ?? 0;
}

/** POST /admin/events: a draft, its reminder queued; audited (`club_event.create`). */
export async function createAdminEvent(
  context: WriteContext & { body: AdminEventData },
): Promise<AdminEvent> {
  const { db, scope, body, now = new Date() } = context;
  assertBackOfficeScope(scope);
  const image = body.image ?? undefined;
  const id = await db.transaction(async (tx) => {
    const imageFileId = await applyImageField(tx, image, null, scope.user.id);
    const values = { ...toColumns(body), imageFileId };
    let inserted: ClubEventRow | undefined;
    for (let attempt = 0; !inserted && attempt < 5; attempt++) {
      const slug =
        body.slug ?? slugOf(body.title.en, attempt === 0 ? undefined : randomBytes(3).toString('hex'));
      [inserted] = await tx
        .insert(clubEvents)
        .values({ ...values, slug })
        .onConflictDoNothing({ target: clubEvents.slug })
        .returning();
      if (!inserted && body.slug) throw takenFieldError(SLUG);
    }
    if (!inserted) throw new Error('no free slug for an event');
    await scheduleEventReminder(tx, inserted, now);
    await recordAudit(tx, {
      actor: actorOfScope(scope, context.ip),
      action: 'club_event.create',
      entityType: 'club_event',
      entityId: String(inserted.id),
      before: null,
      after: toAuditFields(inserted),
    });
    return inserted.id;
  });
  return getAdminEvent({ db, scope, id });
}

/** Locks the event's row for the rest of the transaction; 404 for an unknown id. */
async function lockEvent(tx: Tx, id: number): Promise<ClubEventRow> {
  const [event] = await tx.select().from(clubEvents).where(eq(clubEvents.id, id)).for('update');
  if (!event) throw new AppError('not_found', 'error.not_found');
  return event;
}

/**
 * PUT /admin/events/{id}: the event rewritten, live at once when published (which it must stay
 * fit for). The capacity never goes below the seats taken; raised, the waiting list moves up. A
 * moved start queues a new reminder. Audited (`club_event.update`).
 */
export async function updateAdminEvent(
  context: WriteContext & { id: number; body: AdminEventData; publicUrl: string },
): Promise<AdminEvent> {
  const { db, scope, id, body, now = new Date() } = context;
  assertBackOfficeScope(scope);
  const image = body.image;
  // The slug's unique index decides whether it is free, also against a rename at the same moment.
  await writeUniqueField(SLUG, () =>
    db.transaction(async (tx) => {
      const before = await lockEvent(tx, id);
      const taken = await countTaken(tx, id);
      const columns = toColumns(body);
      if (columns.capacity !== null && columns.capacity < taken) {
        throw new AppError('validation_failed', 'admin_event.capacity_below_taken', {
          fields: { capacity: ['admin_event.capacity_below_taken_field'] },
          params: { taken },
        });
      }
      const slug = body.slug ?? before.slug;
      if (before.publishedAt) assertPublishable({ ...before, ...columns });
      const imageFileId = await applyImageField(tx, image, before.imageFileId, scope.user.id);
      const [after] = await tx
        .update(clubEvents)
        .set({ ...columns, slug, imageFileId, updatedAt: now })
        .where(eq(clubEvents.id, id))
        .returning();
      if (after!.startsAt.getTime() !== before.startsAt.getTime())
        await scheduleEventReminder(tx, after!, now);
      const isRaised =
        before.capacity !== null && (after!.capacity === null || after!.capacity > before.capacity);
      if (isRaised && now < after!.startsAt) await fillFreeSeats(tx, id, context.publicUrl, now);
      await recordAudit(tx, {
        actor: actorOfScope(scope, context.ip),
        action: 'club_event.update',
        entityType: 'club_event',
        entityId: String(id),
        before: toAuditFields(before),
        after: toAuditFields(after!),
      });
    }),
  );
  return getAdminEvent({ db, scope, id });
}

/**
 * POST /admin/events/{id}/publish and /unpublish: companies see the event from now on, or no
 * longer (its registrations stay). Publishing needs the required fields (422); doing what is
 * already done changes nothing and writes no audit entry.
 */
export async function setAdminEventPublished(
  context: WriteContext & { id: number; published: boolean },
): Promise<AdminEvent> {
  const { db, scope, id, published, now = new Date() } = context;
  assertBackOfficeScope(scope);
  await db.transaction(async (tx) => {
    const before = await lockEvent(tx, id);
    if ((before.publishedAt !== null) === published) return;
    if (published) assertPublishable(before);
    const [after] = await tx
      .update(clubEvents)
      .set({ publishedAt: published ? now : null, updatedAt: now })
      .where(eq(clubEvents.id, id))
      .returning();
    await recordAudit(tx, {
      actor: actorOfScope(scope, context.ip),
      action: published ? 'club_event.publish' : 'club_event.unpublish',
      entityType: 'club_event',
      entityId: String(id),
      before: { publishedAt: before.publishedAt },
      after: { publishedAt: after!.publishedAt },
    });
  });
  return getAdminEvent({ db, scope, id });
}
