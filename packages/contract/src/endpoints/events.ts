import { z } from 'zod';
import {
  EventIdParamsSchema,
  EventListQuerySchema,
  EventListResponseSchema,
  EventParamsSchema,
  EventRegistrationResponseSchema,
  EventResponseSchema,
} from '../api/events';
import { endpoint } from '../endpoint';

/**
 * The business club's events (spec §7 'Events', issue 16 §2, decision 030): the two calls of the
 * specification and ours to register, give the place back and take the calendar file.
 */

const tags = ['events'] as const;

const READERS =
  'Published events only; anyone may read them. With a session, `registration` is the company’s place ' +
  '(null otherwise).';
const SUBSCRIBERS =
  'Needs a company with an active subscription (403 `subscription.required`; spec §6 gating of ' +
  '`/profile/pro-services/business-club`).';

export const listEvents = endpoint({
  operationId: 'listEvents',
  method: 'GET',
  path: '/events',
  access: 'identified',
  scope: 'reader',
  tags,
  summary: 'The business club’s events: upcoming (the soonest first) or past (the latest first)',
  description: `Filters \`period\` (\`upcoming\` by default), \`format\`, \`language\`; paged. ${READERS}`,
  query: EventListQuerySchema,
  response: EventListResponseSchema,
});

export const getEvent = endpoint({
  operationId: 'getEvent',
  method: 'GET',
  path: '/events/{idOrSlug}',
  access: 'identified',
  scope: 'reader',
  tags,
  summary: 'One event by numeric id or slug, with its description',
  description: `${READERS} \`online_url\` is given only to a company with a seat. An unknown or unpublished event: 404.`,
  params: EventParamsSchema,
  response: EventResponseSchema,
});

export const registerForEvent = endpoint({
  operationId: 'registerForEvent',
  method: 'POST',
  path: '/events/{id}/registration',
  access: 'session',
  scope: 'company',
  status: 201,
  errors: [404, 409],
  tags,
  summary: 'Register the company for an event: a seat, or the waiting list when the event is full',
  description:
    `Once per company (409 \`event.already_registered\`; two at once make one), until \`register_by\` (409 ` +
    '`event.registration_closed`). The seats are counted with the event locked, so concurrent registrations ' +
    `never exceed the capacity. ${SUBSCRIBERS} Answers 201 with the event as the company now sees it.`,
  params: EventIdParamsSchema,
  response: EventRegistrationResponseSchema,
});

export const cancelEventRegistration = endpoint({
  operationId: 'cancelEventRegistration',
  method: 'DELETE',
  path: '/events/{id}/registration',
  access: 'session',
  scope: 'company',
  errors: [404, 409],
  tags,
  summary: 'Give the company’s place back; the first in the waiting list gets the seat',
  description:
    '409 `event.not_registered` without a place, 409 `event.already_started` once the event has begun. ' +
    'The company moved up is told in the portal and by e-mail. Needs no subscription: a company whose ' +
    'subscription ended can still free its seat.',
  params: EventIdParamsSchema,
  response: EventRegistrationResponseSchema,
});

export const downloadEventCalendar = endpoint({
  operationId: 'downloadEventCalendar',
  method: 'GET',
  path: '/events/{id}/calendar.ics',
  access: 'identified',
  scope: 'reader',
  tags,
  produces: 'text/calendar',
  summary: 'The event as an iCalendar file (RFC 5545) for the exporter’s calendar',
  description:
    'Times in UTC, the Kyiv time zone named in the description; the online link is included only for a ' +
    'company with a seat. An unknown or unpublished event: 404.',
  params: EventIdParamsSchema,
  response: z.file().mime('text/calendar'),
});
