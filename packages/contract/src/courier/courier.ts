import { z } from 'zod';
import { isBlockedCountry } from '../constants';
import { isIsoCountryCode } from '../countries';
import { envelope, paginated, PaginationQuerySchema } from '../envelope';
import { PhoneSchema } from '../validators';
import { EmailSchema } from '../api/auth';
import { dayWithin, requiredText } from '../api/public-forms';
import { NamedCodeSchema, TimestampSchema } from '../api/requests';
import { formToday } from '../catalog/form-definition';

/**
 * The courier pickup form (issue 28 §5, DOMAIN.md 'Courier form', decision 049): an approved
 * exporter asks the courier company to pick up documents or samples; the portal keeps the request
 * and a job posts it to the courier's lead endpoint, retried until it is delivered or the last
 * attempt failed. Shared by the API and the form in the cabinet.
 */

/** Where a request is: waiting in the job queue, delivered to the courier, or failed for good. */
export const COURIER_STATES = ['queued', 'delivered', 'failed'] as const;
export type CourierState = (typeof COURIER_STATES)[number];

/** What is sent: documents or samples (DOMAIN.md). */
export const COURIER_CONTENTS = ['documents', 'samples'] as const;
export type CourierContents = (typeof COURIER_CONTENTS)[number];

/** Where the courier picks it up: an address in the city, or a Nova Poshta branch by its number. */
export const COURIER_PICKUP_PLACES = ['address', 'branch'] as const;
export type CourierPickupPlace = (typeof COURIER_PICKUP_PLACES)[number];

/**
 * Why the last attempt did not deliver: the courier's endpoint did not answer in time, was down
 * or answered 5xx (tried again), or refused the lead with a 4xx (not tried again).
 */
export const COURIER_FAILURE_KINDS = ['unavailable', 'refused'] as const;
export type CourierFailureKind = (typeof COURIER_FAILURE_KINDS)[number];

/** Limits shared by the form and the server. */
export const COURIER_LIMITS = {
  companyNameMax: 200,
  contactNameMax: 150,
  cityMax: 100,
  addressMin: 5,
  addressMax: 300,
  /** A Nova Poshta branch number: 1 to 5 digits. */
  branchNumberMax: 5,
  /** Documents and samples: at most this many kilograms, in grams' precision. */
  weightKgMax: 100,
  /** Each side, whole centimetres. */
  sideCmMax: 300,
  commentMax: 1000,
  /** The pickup date: today (Kyiv) up to this many days ahead. */
  pickupDaysAhead: 60,
} as const;

/**
 * How many times a request is posted before it is failed for good (decision 049): with the
 * queue's backoff (5 s doubling to at most an hour, ±20 %) the last attempt comes about two and a
 * half hours after the first.
 */
export const COURIER_MAX_ATTEMPTS = 12;

const DAY_MS = 86_400_000;

/** The days a pickup may be asked for: Kyiv's today up to `pickupDaysAhead` days later (`YYYY-MM-DD`). */
export function getPickupDateWindow(now: Date = new Date()): { earliest: string; latest: string } {
  const earliest = formToday(now);
  const latest = new Date(Date.parse(`${earliest}T00:00:00Z`) + COURIER_LIMITS.pickupDaysAhead * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return { earliest, latest };
}

/** The preferred pickup day: a real date, today or later in Kyiv, at most 60 days ahead. */
export const PickupDateSchema = dayWithin(() => getPickupDateWindow(), {
  past: 'courier.date_past',
  tooFar: 'courier.date_too_far',
});

/**
 * A number as JSON or as typed in a form (`2,5` is `2.5`), as its decimal text: digits, then at
 * most `decimals` after the point. Anything else (an exponent, a sign, words) is null.
 */
function readDecimalText(value: number | string, decimals: number): string | null {
  const text = typeof value === 'number' ? String(value) : value.trim().replace(',', '.');
  const pattern = decimals > 0 ? new RegExp(`^\\d{1,6}(\\.\\d{1,${decimals}})?$`) : /^\d{1,6}$/;
  return pattern.test(text) ? text : null;
}

/** Kilograms above 0 and at most 100, to the gram (three decimals). */
export const WeightKgSchema = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const text = readDecimalText(value, 3);
  const kg = text === null ? 0 : Number(text);
  if (kg <= 0) {
    ctx.addIssue({ code: 'custom', message: 'courier.weight' });
    return z.NEVER;
  }
  if (kg > COURIER_LIMITS.weightKgMax) {
    ctx.addIssue({ code: 'custom', message: 'courier.weight_too_big' });
    return z.NEVER;
  }
  return kg;
});

/** One side of the parcel: whole centimetres from 1 to 300. */
export const SideCmSchema = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const text = readDecimalText(value, 0);
  const cm = text === null ? 0 : Number(text);
  if (cm < 1 || cm > COURIER_LIMITS.sideCmMax) {
    ctx.addIssue({ code: 'custom', message: 'courier.side_cm' });
    return z.NEVER;
  }
  return cm;
});

/** The destination: a country of the portal's list (ISO 3166-1 alpha-2), never RU, BY, KP or IR (spec §9). */
export const DestinationCountrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .superRefine((code, ctx) => {
    if (!isIsoCountryCode(code)) ctx.addIssue({ code: 'custom', message: 'validation.country_code' });
    else if (isBlockedCountry(code)) ctx.addIssue({ code: 'custom', message: 'courier.country_blocked' });
  });

const optionalText = (max: number) => z.string().trim().max(max).optional();

/**
 * The place of pickup asks for the address or the branch number, whichever was chosen. Checked on
 * the body as sent, whatever else is wrong with it, so that every field's message comes at once.
 */
function refinePickupPlace(payload: unknown, ctx: z.RefinementCtx) {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return;
  const body = payload as Record<string, unknown>;
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string).trim() : '');
  if (body.pickup_place === 'address') {
    const address = text('address');
    if (address.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['address'], message: 'validation.required', input: undefined });
    } else if (address.length < COURIER_LIMITS.addressMin) {
      ctx.addIssue({ code: 'custom', path: ['address'], message: 'courier.address_short' });
    }
  }
  if (body.pickup_place === 'branch') {
    const branch = text('branch_number');
    if (branch.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['branch_number'],
        message: 'validation.required',
        input: undefined,
      });
    } else if (!/^\d{1,5}$/.test(branch)) {
      ctx.addIssue({ code: 'custom', path: ['branch_number'], message: 'courier.branch_number' });
    }
  }
}

/**
 * `POST /courier/requests`: a pickup request. The sender's company and contact come prefilled
 * from the profile and may be corrected; the address or the branch number as `pickup_place` says
 * (the other is not kept).
 */
export const CourierRequestBodySchema = z
  .strictObject({
    company_name: requiredText(2, COURIER_LIMITS.companyNameMax),
    contact_name: requiredText(2, COURIER_LIMITS.contactNameMax),
    /** E.164 with the country code; a Ukrainian number may be written as 067 123 45 67. */
    contact_phone: PhoneSchema,
    contact_email: EmailSchema,
    city: requiredText(2, COURIER_LIMITS.cityMax),
    pickup_place: z.enum(COURIER_PICKUP_PLACES),
    /** Street, building, office: required when `pickup_place` is `address`. */
    address: optionalText(COURIER_LIMITS.addressMax),
    /** The Nova Poshta branch's number: required when `pickup_place` is `branch`. */
    branch_number: optionalText(20),
    contents: z.enum(COURIER_CONTENTS),
    /** Kilograms, up to three decimals (a number, or a string such as `2,5`). */
    weight_kg: WeightKgSchema,
    length_cm: SideCmSchema,
    width_cm: SideCmSchema,
    height_cm: SideCmSchema,
    /** Where it goes: ISO 3166-1 alpha-2. */
    country_code: DestinationCountrySchema,
    /** `YYYY-MM-DD`, today or later in Kyiv, at most 60 days ahead. */
    pickup_date: PickupDateSchema,
    comment: optionalText(COURIER_LIMITS.commentMax),
  })
  .check(z.superRefine(refinePickupPlace, { when: () => true }));
export type CourierRequestBody = z.input<typeof CourierRequestBodySchema>;
export type CourierRequestData = z.output<typeof CourierRequestBodySchema>;

export const CourierRequestParamsSchema = z.strictObject({
  id: z.uuid({ message: 'validation.invalid_value' }),
});

export const CourierRequestListQuerySchema = z.strictObject({ ...PaginationQuerySchema.shape });
export type CourierRequestListQuery = z.infer<typeof CourierRequestListQuerySchema>;

/** A request as the company reads it: what was asked, and where its delivery is. */
export const CourierRequestSchema = z.object({
  id: z.uuid().describe('Also the idempotency key of the lead sent to the courier'),
  company_name: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
  contact_email: z.string(),
  city: z.string(),
  pickup_place: z.enum(COURIER_PICKUP_PLACES),
  /** Null when picked up at a branch. */
  address: z.string().nullable(),
  /** Null when picked up at an address. */
  branch_number: z.string().nullable(),
  contents: z.enum(COURIER_CONTENTS),
  weight_kg: z.number(),
  length_cm: z.number().int(),
  width_cm: z.number().int(),
  height_cm: z.number().int(),
  /** The destination, named in the request's language. */
  country: NamedCodeSchema,
  pickup_date: z.string().describe('YYYY-MM-DD'),
  comment: z.string(),
  state: z.enum(COURIER_STATES),
  /** Attempts to post the lead so far. */
  attempts: z.number().int(),
  /** Why the last attempt did not deliver; null when none failed or it was delivered. */
  last_failure: z.enum(COURIER_FAILURE_KINDS).nullable(),
  last_attempt_at: TimestampSchema.nullable(),
  /** While queued after a failed attempt: when the next one is due. */
  next_attempt_at: TimestampSchema.nullable(),
  delivered_at: TimestampSchema.nullable(),
  /** The courier's number of the lead, once delivered. */
  courier_lead_id: z.string().nullable(),
  failed_at: TimestampSchema.nullable(),
  created_at: TimestampSchema,
});
export type CourierRequest = z.infer<typeof CourierRequestSchema>;

export const CourierRequestResponseSchema = envelope(CourierRequestSchema);
export const CourierRequestListResponseSchema = paginated(CourierRequestSchema);
