import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { NOTIFICATION_TITLES, type ApiLocale } from '@portal/contract';
import {
  clubEventRegistrations,
  clubEvents,
  companies,
  notifications,
  users,
  type Database,
} from '@portal/db';
import { MAIL_JOB } from '../../integrations/messaging';
import { renderEventEmail } from '../../integrations/mail/templates/event-email';
import { insertJob, type JobHandlers } from '../../jobs/queue';
import { formatEventTime } from './event-time';
import type { ClubEventRow } from './present-event';

/** The cabinet's page of one event (without the language prefix). */
export function eventPagePath(eventId: number): string {
  return `/profile/pro-services/business-club/events/${eventId}`;
}

/** The job reminding the companies with a seat, the day before (payload `{ eventId }`). */
export const EVENT_REMINDER_JOB = 'events.reminder';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Queues the day-before reminder of an event (in the caller's transaction). A reminder that would
 * fall in the past is left out; after a manager moves the event, the new job serves and the old
 * one finds the time no longer right and does nothing.
 */
export async function scheduleEventReminder(
  db: Pick<Database, 'insert'>,
  event: Pick<ClubEventRow, 'id' | 'startsAt'>,
  now: Date = new Date(),
): Promise<void> {
  const runAt = new Date(event.startsAt.getTime() - DAY_MS);
  if (runAt <= now) return;
  await insertJob(db, EVENT_REMINDER_JOB, { eventId: event.id }, { runAt });
}

type Tx = Pick<Database, 'select' | 'insert'>;

/** The owner of a company: whom the portal writes to, in their language. */
async function findOwner(tx: Tx, companyId: string) {
  const [owner] = await tx
    .select({ userId: users.id, email: users.email, locale: users.locale })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(companies.id, companyId))
    .limit(1);
  return owner ?? null;
}

function describeEvent(event: ClubEventRow, locale: ApiLocale): string[] {
  const en = locale === 'en';
  const place = en ? event.placeEn : event.placeUk;
  return [
    `${en ? event.titleEn : event.titleUk}`,
    `${en ? 'Starts' : 'Початок'}: ${formatEventTime(event.startsAt, locale)}`,
    ...(place ? [`${en ? 'Place' : 'Місце'}: ${place}`] : []),
  ];
}

/**
 * Queues an e-mail about the event to a company's owner, in their language: the heading, an
 * optional first line, the event's facts, the link to join (with a seat) and the event's page.
 */
async function queueEventEmail(
  tx: Tx,
  owner: NonNullable<Awaited<ReturnType<typeof findOwner>>>,
  event: ClubEventRow,
  publicUrl: string,
  message: { heading: Record<ApiLocale, string>; intro?: Record<ApiLocale, string> },
): Promise<void> {
  const locale: ApiLocale = owner.locale;
  const prefix = locale === 'en' ? '/en' : '';
  await insertJob(
    tx,
    MAIL_JOB,
    renderEventEmail({
      to: owner.email,
      locale,
      heading: message.heading[locale],
      lines: [...(message.intro ? [message.intro[locale]] : []), ...describeEvent(event, locale)],
      onlineUrl: event.onlineUrl,
      pageUrl: `${publicUrl}${prefix}${eventPagePath(event.id)}`,
    }),
  );
}

/**
 * A seat given from the waiting list (in the transaction that gave it): the company is told in
 * the portal and by e-mail, with the link to join when the event is online.
 */
export async function noticeSeatGiven(
  tx: Tx,
  event: ClubEventRow,
  companyId: string,
  publicUrl: string,
): Promise<void> {
  const owner = await findOwner(tx, companyId);
  if (!owner) return;
  const text = {
    uk: `Звільнилося місце: вашу компанію зареєстровано на захід «${event.titleUk}».`,
    en: `A seat has become free: your company is registered for “${event.titleEn}”.`,
  };
  await tx.insert(notifications).values({
    userId: owner.userId,
    type: 'success',
    title: { uk: NOTIFICATION_TITLES.ua.success, en: NOTIFICATION_TITLES.en.success },
    text,
    link: eventPagePath(event.id),
  });
  await queueEventEmail(tx, owner, event, publicUrl, {
    heading: { uk: 'Для вас звільнилося місце на заході', en: 'You have a seat at the event' },
    intro: text,
  });
}

const ReminderPayloadSchema = z.object({ eventId: z.number().int().positive() });

/**
 * The job of EVENT_REMINDER_JOB: when it is the day before a published event (it starts within
 * the next 25 hours and has not started), marks each seat's reminder sent once
 * (`reminded_at`, a conditional update: a retried job or a second instance sends nothing twice)
 * and queues the e-mails in each exporter's language.
 */
export function createEventJobHandlers(options: { db: Database; publicUrl: string }): JobHandlers {
  const { db, publicUrl } = options;
  return {
    [EVENT_REMINDER_JOB]: async (payload) => {
      const { eventId } = ReminderPayloadSchema.parse(payload);
      await db.transaction(async (tx) => {
        const [event] = await tx
          .select()
          .from(clubEvents)
          .where(
            and(
              eq(clubEvents.id, eventId),
              sql`${clubEvents.publishedAt} is not null`,
              sql`${clubEvents.startsAt} > now()`,
              sql`${clubEvents.startsAt} <= now() + interval '25 hours'`,
            ),
          );
        if (!event) return;
        const seats = await tx
          .update(clubEventRegistrations)
          .set({ remindedAt: sql`now()` })
          .where(
            and(
              eq(clubEventRegistrations.eventId, eventId),
              eq(clubEventRegistrations.status, 'registered'),
              isNull(clubEventRegistrations.remindedAt),
            ),
          )
          .returning({ companyId: clubEventRegistrations.companyId });
        for (const seat of seats) {
          const owner = await findOwner(tx, seat.companyId);
          if (!owner) continue;
          await queueEventEmail(tx, owner, event, publicUrl, {
            heading: { uk: 'Завтра: ваш захід', en: 'Tomorrow: your event' },
          });
        }
      });
    },
  };
}
