import { IMAGE_FIELD_DESCRIPTION } from '../api/files';
import { z } from 'zod';
import { AdminEmptyBodySchema } from '../api/admin';
import {
  ADMIN_EVENT_EXAMPLE,
  AdminEventBodySchema,
  AdminEventParamsSchema,
  AdminEventRegistrationsResponseSchema,
  AdminEventResponseSchema,
  AdminEventsQuerySchema,
  AdminEventsResponseSchema,
} from '../api/admin-club';
import { endpoint } from '../endpoint';

/**
 * The back office of the business club's events (issue 16 §6, decisions 030 and 034): drafts,
 * publishing, and the companies registered and waiting.
 */

const tags = ['admin'] as const;

const AUDITED = 'The change goes to the audit log (entity `club_event`).';
const PICTURE = IMAGE_FIELD_DESCRIPTION;
const TIMES =
  'Times are instants with their offset; `ends_at` after `starts_at`, `register_by` not after it (422). ' +
  '`online_url` is https.';

export const listAdminEvents = endpoint({
  operationId: 'listAdminEvents',
  method: 'GET',
  path: '/admin/events',
  access: 'staff',
  tags,
  summary: 'The club’s events by tab (upcoming, past, drafts) with the tabs’ counts, in both languages',
  description:
    'Upcoming and drafts the soonest first, past the latest first; each with its seats taken and waiting list. ' +
    '`search` finds words of either title or the slug.',
  query: AdminEventsQuerySchema,
  response: AdminEventsResponseSchema,
});

export const createAdminEvent = endpoint({
  operationId: 'createAdminEvent',
  method: 'POST',
  path: '/admin/events',
  access: 'staff',
  unique: ['slug'],
  status: 201,
  errors: [413],
  tags,
  summary: 'Write an event (a draft until it is published); its day-before reminder is queued',
  description: `The slug is made from the English title unless given (422 \`admin_event.slug_taken\`). ${TIMES} ${PICTURE} ${AUDITED}`,
  body: AdminEventBodySchema,
  example: ADMIN_EVENT_EXAMPLE,
  response: AdminEventResponseSchema,
});

export const getAdminEvent = endpoint({
  operationId: 'getAdminEvent',
  method: 'GET',
  path: '/admin/events/{id}',
  access: 'staff',
  tags,
  summary: 'One event, published or draft, with every field in both languages',
  params: AdminEventParamsSchema,
  response: AdminEventResponseSchema,
});

export const updateAdminEvent = endpoint({
  operationId: 'updateAdminEvent',
  method: 'PUT',
  path: '/admin/events/{id}',
  access: 'staff',
  unique: ['slug'],
  errors: [413],
  tags,
  summary: 'Edit an event; a published one is live at once',
  description:
    'A moved start queues a new reminder (the old job finds the time wrong and does nothing). The capacity ' +
    'never goes below the seats taken (422 `admin_event.capacity_below_taken`); raising it gives the free seats ' +
    'to the waiting list, the earliest first, each company told in the portal and by e-mail. A published event ' +
    `must keep the fields publishing needs (422). ${TIMES} ${PICTURE} ${AUDITED}`,
  params: AdminEventParamsSchema,
  body: AdminEventBodySchema,
  example: ADMIN_EVENT_EXAMPLE,
  response: AdminEventResponseSchema,
});

export const publishAdminEvent = endpoint({
  operationId: 'publishAdminEvent',
  method: 'POST',
  path: '/admin/events/{id}/publish',
  access: 'staff',
  tags,
  summary: 'Publish an event: `GET /events` shows it from now on',
  description:
    'Needs both languages’ summary and description, the place unless online and the link unless offline ' +
    `(422 \`admin_event.incomplete\` on the missing fields). Publishing a published event changes nothing. ${AUDITED}`,
  params: AdminEventParamsSchema,
  body: AdminEmptyBodySchema,
  example: {},
  response: AdminEventResponseSchema,
});

export const unpublishAdminEvent = endpoint({
  operationId: 'unpublishAdminEvent',
  method: 'POST',
  path: '/admin/events/{id}/unpublish',
  access: 'staff',
  tags,
  summary: 'Take an event back to a draft: it leaves `GET /events` at once; its registrations stay',
  description: `Unpublishing a draft changes nothing. ${AUDITED}`,
  params: AdminEventParamsSchema,
  body: AdminEmptyBodySchema,
  example: {},
  response: AdminEventResponseSchema,
});

export const listAdminEventRegistrations = endpoint({
  operationId: 'listAdminEventRegistrations',
  method: 'GET',
  path: '/admin/events/{id}/registrations',
  access: 'staff',
  tags,
  summary: 'The companies registered, waiting (in the list’s order) and cancelled, with their contacts',
  params: AdminEventParamsSchema,
  response: AdminEventRegistrationsResponseSchema,
});

export const downloadAdminEventRegistrations = endpoint({
  operationId: 'downloadAdminEventRegistrations',
  method: 'GET',
  path: '/admin/events/{id}/registrations.csv',
  access: 'staff',
  produces: 'text/csv',
  tags,
  summary: 'The registrations as CSV (UTF-8 with a BOM, comma-separated, for spreadsheets)',
  description:
    'Columns: company, company (English), EDRPOU, contact person, e-mail, phone, status, place in the waiting ' +
    'list, registered (ISO 8601). Errors answer JSON.',
  params: AdminEventParamsSchema,
  response: z.file().mime('text/csv'),
});
