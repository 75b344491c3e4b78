import { z } from 'zod';
import { envelope, PaginationMetaSchema, PaginationQuerySchema } from '../envelope';
import {
  EnglishOnlyParagraphsSchema,
  EnglishOnlyTextSchema,
  RowIdParamSchema,
  SearchTermSchema,
} from '../validators';
import { EVENT_FORMATS, EVENT_LANGUAGES, EVENT_TIME_ZONE, type EventFormat } from './events';
import { ImageFieldSchema, ImageUrlSchema } from './images';
import { requiredText } from './public-forms';

/**
 * The back office of the business club's events (issue 16 §6, decisions 030 and 034): managers
 * write an event in both languages, keep it as a draft, publish it (live at once on `GET
 * /events`) or take it back, and read the companies registered and waiting, also as CSV.
 */

/** The longest texts and the largest numbers the back office takes. */
export const ADMIN_EVENT_LIMITS = {
  slugMax: 100,
  titleMin: 5,
  titleMax: 200,
  summaryMax: 500,
  descriptionMax: 10_000,
  placeMax: 300,
  onlineUrlMax: 500,
  speakersMax: 20,
  speakerNameMax: 150,
  speakerRoleMax: 200,
  capacityMax: 100_000,
} as const;

/** The list's tabs: published and not yet ended, published and ended, and the drafts. */
export const ADMIN_EVENT_TABS = ['upcoming', 'past', 'drafts'] as const;
export type AdminEventTab = (typeof ADMIN_EVENT_TABS)[number];

/** A place at an event as the back office sees it, cancelled ones included (kept as history). */
export const ADMIN_EVENT_REGISTRATION_STATUSES = ['registered', 'waiting', 'cancelled'] as const;

/** `{id}` of the back office's calls: the event's numeric id (anything else 422, unknown 404). */
export const AdminEventParamsSchema = z.strictObject({
  id: RowIdParamSchema,
});

export const AdminEventsQuerySchema = z.strictObject({
  ...PaginationQuerySchema.shape,
  /** `upcoming` (default, the soonest first), `past` (the latest first) or `drafts` (the soonest first). */
  tab: z.enum(ADMIN_EVENT_TABS, { message: 'validation.invalid_value' }).default('upcoming'),
  search: SearchTermSchema().optional().describe('Words of the title (either language) or the slug'),
});
export type AdminEventsQuery = z.infer<typeof AdminEventsQuerySchema>;

/** An instant with its offset (`2027-03-16T10:00:00+02:00` or `…Z`): the page converts Kyiv time. */
const InstantSchema = z.iso.datetime({ offset: true, message: 'admin_event.datetime' });

const bilingualRequired = (min: number, max: number) =>
  z.strictObject({
    uk: requiredText(min, max),
    /** English-only rule of spec §5. */
    en: EnglishOnlyTextSchema.pipe(requiredText(min, max)),
  });
const bilingualOptional = (max: number, english = EnglishOnlyTextSchema) =>
  z.strictObject({
    uk: z.string().trim().max(max),
    en: english.pipe(z.string().trim().max(max)),
  });

export const AdminEventSpeakerBodySchema = z.strictObject({
  name: bilingualRequired(2, ADMIN_EVENT_LIMITS.speakerNameMax),
  /** Position and organisation; may be empty. */
  role: bilingualOptional(ADMIN_EVENT_LIMITS.speakerRoleMax).optional(),
});

/**
 * `POST /admin/events` and `PUT /admin/events/{id}`: the whole event. A draft may lack its
 * summary, description, place or link; publishing needs them (`findMissingEventFields`).
 */
export const AdminEventBodySchema = z
  .strictObject({
    /** Left out: made from the English title on create, kept on edit. */
    slug: z
      .string()
      .trim()
      .max(ADMIN_EVENT_LIMITS.slugMax)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'admin_event.slug_format' })
      .refine((slug) => !/^\d+$/.test(slug), { message: 'admin_event.slug_format' })
      .optional(),
    title: bilingualRequired(ADMIN_EVENT_LIMITS.titleMin, ADMIN_EVENT_LIMITS.titleMax),
    summary: bilingualOptional(ADMIN_EVENT_LIMITS.summaryMax).optional(),
    /** Paragraphs: line breaks allowed in both languages. */
    description: bilingualOptional(ADMIN_EVENT_LIMITS.descriptionMax, EnglishOnlyParagraphsSchema).optional(),
    starts_at: InstantSchema,
    ends_at: InstantSchema,
    format: z.enum(EVENT_FORMATS, { message: 'validation.invalid_value' }),
    /** The city and venue; needed unless the event is online. */
    place: bilingualOptional(ADMIN_EVENT_LIMITS.placeMax).optional(),
    /** The link to join (https); needed unless the event is offline; shown only to companies with a seat. */
    online_url: z
      .url({ protocol: /^https$/, message: 'admin_event.https_only' })
      .max(ADMIN_EVENT_LIMITS.onlineUrlMax)
      .nullable()
      .optional(),
    language: z.enum(EVENT_LANGUAGES, { message: 'validation.invalid_value' }),
    speakers: z.array(AdminEventSpeakerBodySchema).max(ADMIN_EVENT_LIMITS.speakersMax).optional(),
    /** Seats; null or left out: no limit. Never below the seats already taken (422). */
    capacity: z.number().int().min(1).max(ADMIN_EVENT_LIMITS.capacityMax).nullable().optional(),
    /** The last moment to register; null or left out: until the start. Not after the start. */
    register_by: InstantSchema.nullable().optional(),
    /** The picture (decision 034): left out keeps it, null removes it, an upload replaces it. */
    image: ImageFieldSchema,
  })
  .superRefine((body, ctx) => {
    // Times that failed their own check are not compared (decision 022 §4).
    const at = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN);
    const starts = at(body.starts_at);
    const ends = at(body.ends_at);
    if (Number.isNaN(starts)) return;
    if (!Number.isNaN(ends) && ends <= starts) {
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'admin_event.ends_before_start' });
    }
    const registerBy = at(body.register_by);
    if (!Number.isNaN(registerBy) && registerBy > starts) {
      ctx.addIssue({ code: 'custom', path: ['register_by'], message: 'admin_event.register_by_after_start' });
    }
  });
export type AdminEventBody = z.input<typeof AdminEventBodySchema>;
export type AdminEventData = z.output<typeof AdminEventBodySchema>;

const BilingualSchema = z.object({ uk: z.string(), en: z.string() });

export const AdminEventSpeakerSchema = z.object({ name: BilingualSchema, role: BilingualSchema });

/** An event in both languages, as stored, with its seats and waiting list. */
export const AdminEventSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: BilingualSchema,
  summary: BilingualSchema,
  description: BilingualSchema,
  starts_at: z.string(),
  ends_at: z.string(),
  time_zone: z.literal(EVENT_TIME_ZONE),
  format: z.enum(EVENT_FORMATS),
  place: BilingualSchema,
  online_url: z.string().nullable(),
  language: z.enum(EVENT_LANGUAGES),
  speakers: z.array(AdminEventSpeakerSchema),
  capacity: z.number().int().nullable(),
  /** As stored: null means until the start. */
  register_by: z.string().nullable(),
  image_url: ImageUrlSchema,
  /** Null: a draft, which no company sees. */
  published_at: z.string().nullable(),
  seats_taken: z.number().int(),
  waiting: z.number().int(),
  /** The fields publishing still needs (`title.en`, `place.uk`…); empty when it may be published. */
  missing_fields: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminEvent = z.infer<typeof AdminEventSchema>;
export const AdminEventResponseSchema = envelope(AdminEventSchema);

export const AdminEventsResponseSchema = envelope(
  z.object({
    items: z.array(AdminEventSchema),
    meta: PaginationMetaSchema,
    /** The tabs' badges: events in each tab, whatever the search. */
    counts: z.object({ upcoming: z.number().int(), past: z.number().int(), drafts: z.number().int() }),
  }),
);

/** A company's place at the event, as the back office lists it. */
export const AdminEventRegistrationSchema = z.object({
  id: z.uuid(),
  /** The company's id in the back office (its exporter's user id). */
  company_user_id: z.uuid(),
  company_name: z.string(),
  company_name_en: z.string(),
  edrpou_code: z.string(),
  /** Who registered (the company's exporter when that user is gone). */
  contact_name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(ADMIN_EVENT_REGISTRATION_STATUSES),
  /** 1 for the first in the waiting list; null otherwise. */
  waiting_position: z.number().int().nullable(),
  registered_at: z.string(),
});
export type AdminEventRegistration = z.infer<typeof AdminEventRegistrationSchema>;
export const AdminEventRegistrationsResponseSchema = envelope(
  z.object({ event: AdminEventSchema, registrations: z.array(AdminEventRegistrationSchema) }),
);

/** The fields publishing needs that an event lacks: both texts, and its place or link by format. */
export function findMissingEventFields(event: {
  title: { uk: string; en: string };
  summary: { uk: string; en: string };
  description: { uk: string; en: string };
  format: EventFormat;
  place: { uk: string; en: string };
  online_url: string | null;
}): string[] {
  const missing: string[] = [];
  const check = (name: string, value: string | null) => {
    if (!value || value.trim() === '') missing.push(name);
  };
  for (const lang of ['uk', 'en'] as const) {
    check(`title.${lang}`, event.title[lang]);
    check(`summary.${lang}`, event.summary[lang]);
    check(`description.${lang}`, event.description[lang]);
  }
  if (event.format !== 'online') {
    check('place.uk', event.place.uk);
    check('place.en', event.place.en);
  }
  if (event.format !== 'offline') check('online_url', event.online_url);
  return missing;
}

/** An example body of the back office's event calls (the document, the access matrix). */
export const ADMIN_EVENT_EXAMPLE = {
  title: { uk: 'Експорт меду до ЄС: практикум', en: 'Exporting honey to the EU: a workshop' },
  summary: {
    uk: 'Вимоги ринку ЄС до меду та перші кроки.',
    en: 'What the EU market asks of honey, and the first steps.',
  },
  description: {
    uk: 'Практикум для виробників меду: сертифікація, маркування, пошук покупців.',
    en: 'A workshop for honey producers: certification, labelling, finding buyers.',
  },
  starts_at: '2099-03-16T08:00:00Z',
  ends_at: '2099-03-16T10:00:00Z',
  format: 'hybrid',
  place: { uk: 'Київ, вул. Хрещатик, 1', en: 'Kyiv, 1 Khreshchatyk St' },
  online_url: 'https://meet.example.org/honey-workshop',
  language: 'uk',
  speakers: [
    {
      name: { uk: 'Ірина Коваль', en: 'Iryna Koval' },
      role: { uk: 'експертка з експорту', en: 'export expert' },
    },
  ],
  capacity: 40,
  register_by: '2099-03-15T18:00:00Z',
} as const satisfies AdminEventBody;
