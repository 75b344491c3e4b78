import type { FastifyInstance } from 'fastify';
import { clubEvents } from '@portal/db';
import { scheduleEventReminder } from '../src/domain/events/event-notices';

const HOUR_MS = 3_600_000;
let serial = 0;

/**
 * A published business-club event (issue 16 §2) written straight into the database until the back
 * office's calls exist: starting in `startsInHours`, with `capacity` seats (null: no limit), its
 * day-before reminder queued.
 */
export async function createClubEvent(
  app: FastifyInstance,
  options: {
    startsInHours?: number;
    capacity?: number | null;
    registerByInHours?: number | null;
    format?: 'online' | 'offline' | 'hybrid';
    published?: boolean;
  } = {},
) {
  serial += 1;
  const startsAt = new Date(Date.now() + (options.startsInHours ?? 72) * HOUR_MS);
  const [event] = await app.db
    .insert(clubEvents)
    .values({
      slug: `test-event-${Date.now().toString(36)}-${serial}`,
      titleUk: `Тестовий захід ${serial}`,
      titleEn: `Test event ${serial}`,
      summaryUk: 'Короткий опис, з комою; і крапкою з комою',
      summaryEn: 'A short summary, with a comma; and a semicolon',
      descriptionUk: 'Повний опис заходу.',
      descriptionEn: 'The event in full.',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * HOUR_MS),
      format: options.format ?? 'online',
      onlineUrl: options.format === 'offline' ? null : `https://meet.example.org/test-${serial}`,
      placeUk: options.format === 'offline' ? 'Київ' : '',
      placeEn: options.format === 'offline' ? 'Kyiv' : '',
      language: 'uk',
      speakers: [{ nameUk: 'Ірина Коваль', nameEn: 'Iryna Koval', roleUk: 'експертка', roleEn: 'expert' }],
      capacity: options.capacity === undefined ? 10 : options.capacity,
      registerBy:
        options.registerByInHours == null ? null : new Date(Date.now() + options.registerByInHours * HOUR_MS),
      publishedAt: options.published === false ? null : new Date(),
    })
    .returning();
  await scheduleEventReminder(app.db, event!);
  return event!;
}
