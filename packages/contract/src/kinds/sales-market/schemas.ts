import { CAPACITY_PERIOD_CODES, PRODUCT_UNIT_CODES } from './options';
import { EmailSchema } from '../../api/auth';
import { CountryCodeSchema, CurrencyCodeSchema, positiveDecimal, requiredText } from '../../api/public-forms';
import {
  ApplicationStatusSchema,
  ClassificationRefSchema,
  NamedCodeSchema,
  QuestionAnswersSchema,
  RatingSchema,
  RequestPermissionsSchema,
  TargetCountriesSchema,
  TimestampSchema,
  classificationShape,
  listFilterShape,
  refineClassification,
  uniqueArray,
} from '../../api/requests';
import { envelope, paginated } from '../../envelope';
import { INCOTERM_CODES } from '../../incoterms';
import { QUESTION_ANSWERS, REQUEST_LIMITS } from '../../request-options';
import { EnglishOnlyTextSchema, PhoneSchema, RowIdSchema } from '../../validators';
import { z } from 'zod';

// ─── Export applications (sales market) ──────────────────────────────────────────────────

/** The personal step (`POST /profile/sales-market/manage`, no id): creates the application. */
export const SalesMarketPersonalBodySchema = z.strictObject({
  contact_name: requiredText(2, 150),
  contact_position: z.string().trim().max(150).optional(),
  contact_phone: PhoneSchema,
  contact_email: EmailSchema,
});
export type SalesMarketPersonalBody = z.input<typeof SalesMarketPersonalBodySchema>;

/** What the product step holds: each field's own rule (whether it must be given is decided below). */
const productFieldShape = {
  product_name_uk: requiredText(2, 300),
  /** English-only rule of spec §5. */
  product_name_en: EnglishOnlyTextSchema.pipe(requiredText(2, 300)),
  ...classificationShape,
  description: requiredText(REQUEST_LIMITS.descriptionMin, REQUEST_LIMITS.descriptionMax),
  production_capacity: positiveDecimal(13),
  capacity_unit: z.enum(PRODUCT_UNIT_CODES),
  capacity_period: z.enum(CAPACITY_PERIOD_CODES),
  /** Price per `price_unit`, in `currency`; answered as a decimal string. */
  price: positiveDecimal(12),
  currency: CurrencyCodeSchema,
  price_unit: z.enum(PRODUCT_UNIT_CODES),
  incoterms: uniqueArray(
    z.string().trim().toUpperCase().pipe(z.enum(INCOTERM_CODES)),
    INCOTERM_CODES.length,
    1,
  ),
  target_countries: TargetCountriesSchema,
};

/**
 * The product fields an application must hold to be submitted: a body that submits gives them
 * all; a draft (`submit: false`) may give any of them, and the application may be submitted once
 * it holds every one (`permissions.can_submit`).
 */
export const SALES_MARKET_REQUIRED_PRODUCT_FIELDS = Object.keys(
  productFieldShape,
) as readonly (keyof typeof productFieldShape)[];

/**
 * Fields a draft saves together or not at all, as they are stored: the classification's three
 * levels (they must nest), the price with its currency (stored in the currency's minor units) and
 * the minimum order with its unit.
 */
export const SALES_MARKET_FIELDS_SAVED_TOGETHER = [
  ['hs_section', 'hs_group', 'hs_product_item'],
  ['price', 'currency'],
  ['minimum_order', 'minimum_order_unit'],
] as const;

/** A positive decimal, or `null` to clear a saved one (typed so the OpenAPI 3.0 document can say so). */
function clearableDecimal(integerDigits: number) {
  const decimal = positiveDecimal(integerDigits);
  return z.union([z.number().nullable(), z.string().nullable()]).transform((value, ctx) => {
    if (value === null) return null;
    const parsed = decimal.safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: 'validation.positive_decimal' });
    return z.NEVER;
  });
}

const productShape = {
  ...(Object.fromEntries(
    Object.entries(productFieldShape).map(([name, schema]) => [name, schema.optional()]),
  ) as { [K in keyof typeof productFieldShape]: z.ZodOptional<(typeof productFieldShape)[K]> }),
  /** With its unit, or neither. `null` (in a draft only) clears a saved one. */
  minimum_order: clearableDecimal(13).optional(),
  minimum_order_unit: z.enum(PRODUCT_UNIT_CODES).nullable().optional(),
  /** A draft's '' clears the saved certificates. */
  certificates: z.string().trim().max(REQUEST_LIMITS.certificatesMax).optional(),
  exported_countries: uniqueArray(CountryCodeSchema, REQUEST_LIMITS.exportedCountriesMax).optional(),
  service_ids: uniqueArray(RowIdSchema, REQUEST_LIMITS.servicesMax).optional(),
  /** Every answer (a draft's map replaces the saved one). */
  answers: QuestionAnswersSchema.optional(),
  /**
   * true (default): send it to the managers (created → accepted, or in_finalization →
   * accepted), the body then giving every product field; false: only save what the body gives.
   */
  submit: z.boolean().optional(),
};

/**
 * What a body must give beyond each field's own rule (run whatever the fields' own checks found,
 * so every missing field is named with the others): a body that submits, every required product
 * field and no `null`; a draft, the fields saved together all or none; the minimum order with its
 * unit.
 */
function refineProductCompleteness(payload: unknown, ctx: z.RefinementCtx) {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return;
  const body = payload as Record<string, unknown>;
  const submits = body.submit !== false;
  const missing = (name: string) =>
    ctx.addIssue({ code: 'custom', path: [name], message: 'validation.required', input: undefined });
  if (submits) {
    for (const name of SALES_MARKET_REQUIRED_PRODUCT_FIELDS) if (body[name] === undefined) missing(name);
    for (const name of ['minimum_order', 'minimum_order_unit']) {
      if (body[name] === null) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'validation.invalid_type', input: null });
      }
    }
  }
  for (const group of SALES_MARKET_FIELDS_SAVED_TOGETHER) {
    const given = group.filter((name) => body[name] !== undefined);
    if (given.length > 0 && given.length < group.length) {
      for (const name of group) if (body[name] === undefined) missing(name);
    }
  }
  // A minimum order with its unit, or neither: one of them cleared while the other is given.
  const [order, unit] = [body.minimum_order, body.minimum_order_unit];
  if (order !== undefined && unit !== undefined && (order === null) !== (unit === null)) {
    missing(order === null ? 'minimum_order' : 'minimum_order_unit');
  }
}

/**
 * The product step (`POST /profile/sales-market/manage/{id}`): completes the application; may
 * also correct the personal step's fields. Only while `created` or `in_finalization`. With
 * `submit: false` a draft saves any of the fields (a page of the form at a time).
 */
export const SalesMarketProductBodySchema = z
  .strictObject({ ...productShape, ...SalesMarketPersonalBodySchema.partial().shape })
  .superRefine((body, ctx) => refineClassification(body, ctx))
  .check(z.superRefine(refineProductCompleteness, { when: () => true }));
export type SalesMarketProductBody = z.input<typeof SalesMarketProductBodySchema>;
export type SalesMarketProductData = z.output<typeof SalesMarketProductBodySchema>;

export const SalesMarketListQuerySchema = z.strictObject(listFilterShape);
export type SalesMarketListQuery = z.infer<typeof SalesMarketListQuerySchema>;
/** A list row of export applications. */
export const SalesMarketListItemSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  status: ApplicationStatusSchema,
  product_name: z.string().describe("In the request's language; the Ukrainian name when English is empty"),
  /** The contact person of the personal step: names a draft that has no product yet. */
  contact_name: z.string(),
  hs_product_item: z.string().nullable(),
  target_countries: z.array(z.string()),
  progress: z.number().int().min(0).max(100),
  created_at: TimestampSchema,
  status_changed_at: TimestampSchema,
  /** Only in the managers' queue. */
  company_name: z.string().optional(),
});
export type SalesMarketListItem = z.infer<typeof SalesMarketListItemSchema>;
export const SalesMarketListResponseSchema = paginated(SalesMarketListItemSchema);

/** One export application with everything it holds. */
export const SalesMarketApplicationSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  status: ApplicationStatusSchema,
  contact_name: z.string(),
  contact_position: z.string(),
  contact_phone: z.string(),
  contact_email: z.string(),
  /** false until the product step is sent. */
  has_product_step: z.boolean(),
  product_name_uk: z.string(),
  product_name_en: z.string(),
  classification: ClassificationRefSchema,
  description: z.string(),
  production_capacity: z.string().nullable(),
  capacity_unit: z.enum(PRODUCT_UNIT_CODES).nullable(),
  capacity_period: z.enum(CAPACITY_PERIOD_CODES).nullable(),
  price: z.string().nullable().describe('Decimal string in the currency precision'),
  currency: z.string().nullable(),
  price_unit: z.enum(PRODUCT_UNIT_CODES).nullable(),
  incoterms: z.array(z.string()),
  minimum_order: z.string().nullable(),
  minimum_order_unit: z.enum(PRODUCT_UNIT_CODES).nullable(),
  certificates: z.string(),
  exported_countries: z.array(NamedCodeSchema),
  target_countries: z.array(NamedCodeSchema),
  services: z.array(z.object({ id: z.number().int(), name: z.string() })),
  answers: z.record(z.string(), z.enum(QUESTION_ANSWERS)),
  progress: z.number().int().min(0).max(100),
  rating: RatingSchema.nullable(),
  permissions: RequestPermissionsSchema,
  submitted_at: TimestampSchema.nullable(),
  status_changed_at: TimestampSchema,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type SalesMarketApplication = z.infer<typeof SalesMarketApplicationSchema>;
export const SalesMarketApplicationResponseSchema = envelope(SalesMarketApplicationSchema);
/** `POST /profile/sales-market/store/exporter-ratings/{id}`: 1–5 on a closed application, once. */
export const ExporterRatingBodySchema = z.strictObject({
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(REQUEST_LIMITS.ratingCommentMax).optional(),
});
export type ExporterRatingBody = z.input<typeof ExporterRatingBodySchema>;

export const SalesMarketChangesQuerySchema = z.strictObject({
  sales_market_id: z.uuid({ message: 'validation.invalid_value' }),
});
/** An importer's contacts a manager shared on an export application. */
export const SharedContactSchema = z.object({
  id: z.uuid(),
  company_name: z.string(),
  country: NamedCodeSchema,
  contact_name: z.string(),
  position: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
  note: z.string(),
  created_at: TimestampSchema,
});
export type SharedContact = z.infer<typeof SharedContactSchema>;
export const SharedContactsResponseSchema = envelope(z.array(SharedContactSchema));
