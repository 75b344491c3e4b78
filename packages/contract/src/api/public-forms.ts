import { z } from 'zod';
import { isBlockedCountry } from '../constants';
import { isIsoCountryCode, OFFERED_CURRENCY_CODES } from '../countries';
import { envelope } from '../envelope';
import { INCOTERM_CODES } from '../incoterms';
import { normalizePhone, PhoneSchema, VALIDATION_KEYS } from '../validators';
import { EmailSchema, WebsiteUrlSchema } from './auth';

/**
 * The public forms of spec §7 a guest may send: the feedback form (`POST /feedback/send`) and
 * the import application of a foreign buyer (`POST /create/importer-sale`). Message keys of
 * these schemas live in messages.ts.
 */

const MINUTE = 60_000;

/** Limits of the public forms, shared by the forms and the server (decision 011). */
export const PUBLIC_FORM_LIMITS = {
  feedbackMessageMin: 10,
  feedbackMessageMax: 5000,
  importCommentMax: 2000,
  /** Importer sales: the deadline may be at most this many years ahead. */
  deadlineMaxYears: 2,
  /** Each form: at most 5 submissions in 15 minutes from one client address… */
  perAddress: { max: 5, windowMs: 15 * MINUTE },
  /** …and at most 3 an hour for one e-mail address (each sends mail to or about it). */
  perEmail: { max: 3, windowMs: 60 * MINUTE },
} as const;

export const requiredText = (min: number, max: number) => z.string().trim().min(min).max(max);

/** A phone that may be left empty ('' stays ''); otherwise E.164 like PhoneSchema. */
export const OptionalPhoneSchema = z.string().transform((value, ctx) => {
  if (value.trim() === '') return '';
  const phone = normalizePhone(value);
  if (phone === null) {
    ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.phone });
    return z.NEVER;
  }
  return phone;
});

/** What a support message is about (the form's 'topic', issue 29 §4); the office sorts by it. */
export const SUPPORT_TOPICS = ['account', 'requests', 'payments', 'technical', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/** POST /feedback/send: a message to the support team (guests and signed-in users). */
export const FeedbackBodySchema = z.strictObject({
  name: requiredText(2, 100),
  email: EmailSchema,
  /** Optional; Ukrainian numbers first class, stored as E.164. */
  phone: OptionalPhoneSchema.optional(),
  subject: z.string().trim().max(200).optional(),
  message: requiredText(PUBLIC_FORM_LIMITS.feedbackMessageMin, PUBLIC_FORM_LIMITS.feedbackMessageMax),
  topic: z.enum(SUPPORT_TOPICS, { message: 'validation.invalid_value' }).optional(),
  /**
   * A signed-in sender's attachment: the id `POST /attachments` answered (the shape of
   * `UploadRefSchema`, which this module cannot import: `api/files` imports it).
   */
  file: z.strictObject({ file_id: z.uuid({ message: 'validation.invalid_value' }) }).optional(),
});
export type FeedbackBody = z.input<typeof FeedbackBodySchema>;

export const FeedbackSentSchema = z.object({
  sent: z.literal(true),
  /** A thank-you in the request's language. */
  message: z.string(),
});
export const FeedbackSentResponseSchema = envelope(FeedbackSentSchema);

/** Units of the volume an importer wants (DOMAIN.md 'importer sale'). */
export const IMPORTER_SALE_UNITS = ['kg', 't', 'l', 'm3', 'pcs', 'pallets', 'containers'] as const;
export type ImporterSaleUnit = (typeof IMPORTER_SALE_UNITS)[number];

/** Digits after the decimal point of a currency's minor unit (JPY 0, UAH 2, KWD 3), from ICU. */
const minorDigits = new Map<string, number>();

/** The currency's minor digits (ISO 4217 by ICU), remembered per currency: building the format costs ~70 µs. */
export function getCurrencyMinorDigits(currency: string): number {
  const known = minorDigits.get(currency);
  if (known !== undefined) return known;
  // An unknown code throws here and is never remembered.
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  minorDigits.set(currency, digits);
  return digits;
}

/** '1234.5' in UAH → 123450 (integer minor units, ARCHITECTURE §3); exact, no floating point. */
export function toMinorUnits(amount: string, currency: string): number {
  const digits = getCurrencyMinorDigits(currency);
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0').slice(0, digits) || '0');
}

/** 123450 in UAH → '1234.50'. */
export function fromMinorUnits(minor: number, currency: string): string {
  const digits = getCurrencyMinorDigits(currency);
  if (digits === 0) return String(minor);
  const text = String(minor).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * A positive decimal sent as a JSON number or a string ('1500.5'), kept as a canonical string so
 * no precision is lost: at most `integerDigits` before the point and 3 after it.
 */
export function positiveDecimal(integerDigits: number) {
  const pattern = new RegExp(`^\\d{1,${integerDigits}}(\\.\\d{1,3})?$`);
  return z.union([z.number(), z.string()]).transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (!pattern.test(text) || !/[1-9]/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'validation.positive_decimal' });
      return z.NEVER;
    }
    // '0012.500' → '12.5'
    const [whole = '0', fraction = ''] = text.split('.');
    const trimmedFraction = fraction.replace(/0+$/, '');
    const trimmedWhole = whole.replace(/^0+(?=\d)/, '');
    return trimmedFraction ? `${trimmedWhole}.${trimmedFraction}` : trimmedWhole;
  });
}

/** YYYY-MM-DD of a moment in UTC shifted by `hours`. */
function isoDate(now: Date, hours = 0): string {
  return new Date(now.getTime() + hours * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The deadline window of an import application. "Not in the past" is judged by the buyer's
 * calendar, which may be anywhere: a date that is still today somewhere on Earth (UTC−12) is
 * accepted. The latest is today plus `deadlineMaxYears` years.
 */
export function getDeadlineWindow(now: Date = new Date()): { earliest: string; latest: string } {
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + PUBLIC_FORM_LIMITS.deadlineMaxYears);
  return { earliest: isoDate(now, -12), latest: isoDate(latest) };
}

export function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * A calendar day (`YYYY-MM-DD`) within a window reckoned when the value is checked (`window()`,
 * "today" moves): one message per value — a malformed date is not also out of the window.
 */
export function dayWithin(
  window: () => { earliest: string; latest: string },
  messages: { past: string; tooFar: string },
) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !isRealDate(value)) {
        ctx.addIssue({ code: 'custom', message: 'validation.date' });
        return;
      }
      const { earliest, latest } = window();
      if (value < earliest) ctx.addIssue({ code: 'custom', message: messages.past });
      else if (value > latest) ctx.addIssue({ code: 'custom', message: messages.tooFar });
    });
}

const DeadlineSchema = dayWithin(() => getDeadlineWindow(), {
  past: 'validation.date_past',
  tooFar: 'validation.deadline_too_far',
});

export const CountryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .superRefine((code, ctx) => {
    if (!isIsoCountryCode(code)) ctx.addIssue({ code: 'custom', message: 'validation.country_code' });
    else if (isBlockedCountry(code)) ctx.addIssue({ code: 'custom', message: 'validation.country_blocked' });
  });

/** One of the currencies the portal offers (ISO 4217), as the currency check accepts it. */
export function isOfferedCurrency(code: string): boolean {
  return (OFFERED_CURRENCY_CODES as readonly string[]).includes(code);
}

export const CurrencyCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isOfferedCurrency, { message: 'validation.currency_code' });

/**
 * A heading (4 digits) or subheading (6 digits) of the customs classification; dots and spaces
 * are dropped ('0101.21' → '010121'). That the code exists is checked against the database.
 */
export const HsCodeSchema = z
  .string()
  .transform((value) => value.replace(/[\s.]/g, ''))
  .pipe(z.string().regex(/^\d{4}(\d{2})?$/, { message: 'validation.hs_code' }));

/**
 * POST /create/importer-sale: a foreign buyer's request for Ukrainian goods (DOMAIN.md
 * 'importer sale'), filed by a guest in English by default.
 */
export const ImporterSaleBodySchema = z
  .strictObject({
    company_name: requiredText(2, 200),
    /** ISO 3166-1 alpha-2; never RU, BY, KP or IR (spec §9). */
    country_code: CountryCodeSchema,
    contact_name: requiredText(2, 150),
    contact_position: z.string().trim().max(150).optional(),
    email: EmailSchema,
    /** E.164 with the country code, e.g. +48221234567. */
    phone: PhoneSchema,
    /** http or https; `https://` is added when no scheme is given. */
    website: WebsiteUrlSchema.optional(),
    product_name: requiredText(2, 300),
    hs_code: HsCodeSchema,
    /** Positive, up to 3 decimals; answered back as a canonical decimal string. */
    quantity: positiveDecimal(13),
    unit: z.enum(IMPORTER_SALE_UNITS),
    /** Price per unit; required together with `currency`. */
    target_price: positiveDecimal(12).optional(),
    /** ISO 4217; required together with `target_price`. */
    currency: CurrencyCodeSchema.optional(),
    incoterms: z.string().trim().toUpperCase().pipe(z.enum(INCOTERM_CODES)),
    /** YYYY-MM-DD, not in the past, at most 2 years ahead. */
    deadline: DeadlineSchema,
    comment: z.string().trim().max(PUBLIC_FORM_LIMITS.importCommentMax).optional(),
    /** Consent to the processing of the data (privacy policy). */
    consent: z.literal(true, { message: 'validation.consent_required' }),
  })
  .superRefine((body, ctx) => {
    const hasPrice = body.target_price !== undefined;
    const hasCurrency = body.currency !== undefined;
    if (hasPrice && !hasCurrency) {
      ctx.addIssue({ code: 'custom', path: ['currency'], message: 'validation.price_currency_pair' });
    } else if (hasCurrency && !hasPrice) {
      ctx.addIssue({ code: 'custom', path: ['target_price'], message: 'validation.price_currency_pair' });
    } else if (hasPrice && hasCurrency && isOfferedCurrency(body.currency!)) {
      // Only a currency that passed its own check has a minor unit to compare with (issue 12:
      // 'EURO' reached Intl.NumberFormat here and threw, a 500).
      const decimals = body.target_price!.split('.')[1]?.length ?? 0;
      if (decimals > getCurrencyMinorDigits(body.currency!)) {
        ctx.addIssue({ code: 'custom', path: ['target_price'], message: 'validation.price_decimals' });
      }
    }
  });
export type ImporterSaleBody = z.input<typeof ImporterSaleBodySchema>;
export type ImporterSaleData = z.output<typeof ImporterSaleBodySchema>;

/** Answer of POST /create/importer-sale (201): what was stored, and a thank-you message. */
export const ImporterSaleCreatedSchema = z.object({
  id: z.uuid(),
  status: z.enum(['new', 'shared', 'closed']),
  company_name: z.string(),
  country_code: z.string(),
  product_name: z.string(),
  hs_code: z.string(),
  /** Canonical decimal string, e.g. '1500.5'. */
  quantity: z.string(),
  unit: z.enum(IMPORTER_SALE_UNITS),
  /** Decimal string in the currency's minor-unit precision, e.g. '12.50'; null when not given. */
  target_price: z.string().nullable(),
  currency: z.string().nullable(),
  incoterms: z.string(),
  deadline: z.string(),
  created_at: z.string(),
  message: z.string(),
});
export type ImporterSaleCreated = z.infer<typeof ImporterSaleCreatedSchema>;
export const ImporterSaleCreatedResponseSchema = envelope(ImporterSaleCreatedSchema);
