import { z } from 'zod';
import { RowIdParamSchema } from '../validators';
import { ImageUrlSchema } from './images';
import { envelope, paginated, PaginationQuerySchema } from '../envelope';
import { TimestampSchema } from './requests';

/**
 * The business club's events (issue 16 §2, spec §7 'Events', DOMAIN.md 'Professional services'):
 * title, description, start and end (instants, shown in Europe/Kyiv), online or in a place,
 * speakers, language, capacity and a registration deadline. A subscribed company registers once;
 * a full event offers the waiting list, which moves up when a seat is given back. Decision 030.
 */

/** Events are shown in the office's time zone, named beside every time (DOMAIN.md). */
export const EVENT_TIME_ZONE = 'Europe/Kyiv';

export const EVENT_FORMATS = ['online', 'offline', 'hybrid'] as const;
export type EventFormat = (typeof EVENT_FORMATS)[number];

/** The language the event is held in: Ukrainian, English, or both. */
export const EVENT_LANGUAGES = ['uk', 'en', 'uk_en'] as const;
export type EventLanguage = (typeof EVENT_LANGUAGES)[number];

/** A company's place: a seat, or in the waiting list (cancelled registrations are not shown). */
export const EVENT_REGISTRATION_STATUSES = ['registered', 'waiting'] as const;
export type EventRegistrationStatus = (typeof EVENT_REGISTRATION_STATUSES)[number];

/** Upcoming events are those not yet ended; past ones have ended. */
export const EVENT_PERIODS = ['upcoming', 'past'] as const;

const enumOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { message: 'validation.invalid_value' });

export const EventListQuerySchema = z.strictObject({
  ...PaginationQuerySchema.shape,
  /** `upcoming` (default): not yet ended, the soonest first; `past`: ended, the latest first. */
  period: enumOf(EVENT_PERIODS).default('upcoming'),
  format: enumOf(EVENT_FORMATS).optional(),
  language: enumOf(EVENT_LANGUAGES).optional(),
});
export type EventListQuery = z.infer<typeof EventListQuerySchema>;

/** `{idOrSlug}`: the numeric id or the slug (lower-case letters, digits and hyphens). */
export const EventParamsSchema = z.strictObject({
  idOrSlug: z
    .string()
    .max(200, { message: 'validation.invalid_value' })
    .regex(/^[a-z0-9-]+$/, { message: 'validation.invalid_value' }),
});

/** The calls that act on one event name it by its numeric id. */
export const EventIdParamsSchema = z.strictObject({
  id: RowIdParamSchema,
});

export const EventSpeakerSchema = z.object({
  name: z.string(),
  /** Position and organisation, in the language of X-Localization. */
  role: z.string(),
});

/** The signed-in company's place at the event; null for a guest, a manager, or no registration. */
export const EventRegistrationSchema = z.object({
  status: z.enum(EVENT_REGISTRATION_STATUSES),
  /** 1 for the first in the waiting list; null with a seat. */
  waiting_position: z.number().int().nullable(),
  created_at: TimestampSchema,
});
export type EventRegistration = z.infer<typeof EventRegistrationSchema>;

export const EventListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string().describe('In the language of X-Localization'),
  summary: z.string(),
  starts_at: TimestampSchema,
  ends_at: TimestampSchema,
  time_zone: z.literal(EVENT_TIME_ZONE),
  format: z.enum(EVENT_FORMATS),
  /** The city and venue; empty for an online event. */
  place: z.string(),
  language: z.enum(EVENT_LANGUAGES),
  speakers: z.array(EventSpeakerSchema),
  /** Null: no limit. */
  capacity: z.number().int().nullable(),
  /** Seats not yet taken; null when there is no limit. */
  seats_left: z.number().int().nullable(),
  /** The last moment to register (the start when the office set none). */
  register_by: TimestampSchema,
  /** Registration (or joining the waiting list) is still possible. */
  is_registration_open: z.boolean(),
  registration: EventRegistrationSchema.nullable(),
  image_url: ImageUrlSchema,
});
export type ClubEventListItem = z.infer<typeof EventListItemSchema>;
export const EventListResponseSchema = paginated(EventListItemSchema);

export const EventSchema = EventListItemSchema.extend({
  description: z.string(),
  /** The link to join an online or hybrid event: given only to a company with a seat. */
  online_url: z.string().nullable(),
});
export type ClubEvent = z.infer<typeof EventSchema>;
export const EventResponseSchema = envelope(EventSchema);

/** The answer of registering and of giving the place back: the event as the company now sees it. */
export const EventRegistrationResponseSchema = EventResponseSchema;
