import { z } from 'zod';
import { envelope, paginated, PaginationQuerySchema } from '../envelope';
import { INCOTERM_CODES } from '../incoterms';
import { NOTIFICATION_TYPES } from '../notifications';
import { FIELD_OF_ACTIVITY_CODES } from '../company-options';
import {
  CAPACITY_PERIOD_CODES,
  CHECK_LIST_CATEGORY_CODES,
  PROGRESS_BAR_QUESTION_TYPES,
  PRODUCT_UNIT_CODES,
  QUESTION_ANSWERS,
  REQUEST_LIMITS,
} from '../request-options';
import { APPLICATION_STATUSES, SHORT_APPLICATION_STATUSES } from '../statuses';
import { REQUEST_KINDS } from '../status-graph';
import { EnglishOnlyTextSchema, PhoneSchema, RowIdSchema, SearchTermSchema } from '../validators';
import { HS_SECTION_NUMERALS, parseHsSectionNumber } from './classification';
import { EmailSchema } from './auth';
import {
  CountryCodeSchema,
  CurrencyCodeSchema,
  isRealDate,
  positiveDecimal,
  requiredText,
} from './public-forms';

/**
 * The exporter's requests of issue 5 (spec §7, DOMAIN.md): export applications
 * (`/profile/sales-market/*`), market-analysis requests (`/profile/check-list/*`), the lists of
 * all of them, and the portal's notifications. Decision 014 records the shapes.
 */

export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);
export const ShortApplicationStatusSchema = z.enum(SHORT_APPLICATION_STATUSES);
export const RequestKindSchema = z.enum(REQUEST_KINDS);

/** A section as a Roman numeral (I–XXI) or its number; answered as the Roman numeral. */
export const HsSectionCodeSchema = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const number = parseHsSectionNumber(String(value));
  if (number === undefined) {
    ctx.addIssue({ code: 'custom', message: 'validation.hs_section', input: value });
    return z.NEVER;
  }
  return HS_SECTION_NUMERALS[number - 1]!;
});

/** A group (2 digits) or product item (4 digits), each with its own message (issue 25 §6). */
function hsDigits(length: 2 | 4) {
  return z
    .string()
    .transform((value) => value.replace(/[\s.]/g, ''))
    .pipe(
      z.string().regex(new RegExp(`^\\d{${length}}$`), {
        message: length === 2 ? 'validation.hs_group' : 'validation.hs_product_item',
      }),
    );
}

/**
 * The product's place in the customs classification: section, group (chapter, 2 digits) and
 * product item (heading, 4 digits). The item must lie in the group; that the codes exist and
 * the group lies in the section is checked against the database.
 */
export const classificationShape = {
  hs_section: HsSectionCodeSchema,
  hs_group: hsDigits(2),
  hs_product_item: hsDigits(4),
};
export function refineClassification(
  body: { hs_group?: string | undefined; hs_product_item?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (body.hs_group && body.hs_product_item && !body.hs_product_item.startsWith(body.hs_group)) {
    ctx.addIssue({ code: 'custom', path: ['hs_product_item'], message: 'validation.hs_mismatch' });
  }
}

const uniqueArray = <T extends z.ZodType>(item: T, max: number, min = 0) =>
  z
    .array(item)
    .min(min)
    .max(max)
    .transform((values) => [...new Set(values)] as z.output<T>[]);

/** Importing countries (`/common/get-geo_countries`); that each is one is checked by the server. */
const TargetCountriesSchema = uniqueArray(CountryCodeSchema, REQUEST_LIMITS.targetCountriesMax, 1);

/** Answers to progress-bar or check-list questions: question slug → yes | partly | no. */
export const QuestionAnswersSchema = z.record(z.string().regex(/^[a-z_]{2,40}$/), z.enum(QUESTION_ANSWERS));

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

export const RequestIdParamsSchema = z.strictObject({ id: z.uuid({ message: 'validation.invalid_value' }) });

const DateQuerySchema = z
  .string()
  .trim()
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value), { message: 'validation.date' });

/** Filters of the lists (spec §7 'query filters'): status, period, text and classification. */
export const listFilterShape = {
  ...PaginationQuerySchema.shape,
  status: ApplicationStatusSchema.optional(),
  /** Created on or after this day (YYYY-MM-DD, UTC). */
  date_from: DateQuerySchema.optional(),
  /** Created on or before this day. */
  date_to: DateQuerySchema.optional(),
  /** Words of the product name (either language) or the request's number. */
  search: SearchTermSchema().optional(),
  /** A classification code prefix: section (Roman), group (2 digits) or product item (4). */
  hs: z.string().trim().max(10).optional(),
};
export const SalesMarketListQuerySchema = z.strictObject(listFilterShape);
export type SalesMarketListQuery = z.infer<typeof SalesMarketListQuerySchema>;

export const NamedCodeSchema = z.object({ code: z.string(), name: z.string() });
export const TimestampSchema = z.string().describe('ISO 8601');

export const ClassificationRefSchema = z.object({
  section: NamedCodeSchema.nullable(),
  group: NamedCodeSchema.nullable(),
  product_item: NamedCodeSchema.nullable(),
});

export const RatingSchema = z.object({
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  rated_at: TimestampSchema,
});

/** What the exporter may do with a request now. */
export const RequestPermissionsSchema = z.object({
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  can_submit: z.boolean(),
  can_rate: z.boolean(),
});

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

export const DeletedResponseSchema = envelope(z.object({ deleted: z.literal(true) }));

/** `GET /profile/sales-market/get-progress-bar-questions?type=` */
export const ProgressBarQuestionsQuerySchema = z.strictObject({ type: z.enum(PROGRESS_BAR_QUESTION_TYPES) });
export const ProgressBarQuestionSchema = z.object({
  id: z.string().describe('The slug answers are keyed by'),
  type: z.enum(PROGRESS_BAR_QUESTION_TYPES),
  position: z.number().int(),
  question: z.string(),
});
export type ProgressBarQuestionItem = z.infer<typeof ProgressBarQuestionSchema>;
export const ProgressBarQuestionsResponseSchema = envelope(z.array(ProgressBarQuestionSchema));

/** `POST /profile/sales-market/store/exporter-ratings/{id}`: 1–5 on a closed application, once. */
export const ExporterRatingBodySchema = z.strictObject({
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(REQUEST_LIMITS.ratingCommentMax).optional(),
});
export type ExporterRatingBody = z.input<typeof ExporterRatingBodySchema>;

/** One status change (who, when, from, to, comment): the changes-info calls answer these, oldest first. */
export const StatusChangeSchema = z.object({
  id: z.uuid(),
  from_status: ApplicationStatusSchema.nullable().describe('null for the creation'),
  to_status: ApplicationStatusSchema,
  comment: z.string(),
  actor: z.enum(['exporter', 'manager']),
  actor_name: z.string().describe('The manager’s name, or the exporter’s'),
  created_at: TimestampSchema,
});
export type StatusChange = z.infer<typeof StatusChangeSchema>;
export const StatusChangesResponseSchema = envelope(z.array(StatusChangeSchema));
export const SalesMarketChangesQuerySchema = z.strictObject({
  sales_market_id: z.uuid({ message: 'validation.invalid_value' }),
});
export const CheckListChangesQuerySchema = z.strictObject({
  check_list_request_id: z.uuid({ message: 'validation.invalid_value' }),
});
/**
 * The body of the changes-info calls and of the PDF download: spec §7 names them POST without a
 * body, so none, `{}` or null is accepted and anything else is an unknown field (422).
 */
export const EmptyBodySchema = z.strictObject({}).nullish();

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

// ─── Market-analysis requests (check-list) ───────────────────────────────────────────────

export const OptionSchema = z.object({ code: z.string(), name: z.string() });
export const OptionsResponseSchema = envelope(z.array(OptionSchema));

/** `POST /profile/check-list/manage` (create) and `/manage/{id}` (update). */
export const CheckListBodySchema = z
  .strictObject({
    category: z.enum(CHECK_LIST_CATEGORY_CODES),
    area_of_activity: z.enum(FIELD_OF_ACTIVITY_CODES),
    product_name: requiredText(2, 300),
    hs_section: classificationShape.hs_section,
    hs_group: classificationShape.hs_group.optional(),
    hs_product_item: classificationShape.hs_product_item.optional(),
    target_countries: TargetCountriesSchema,
    answers: QuestionAnswersSchema.optional(),
    comment: z.string().trim().max(REQUEST_LIMITS.commentMax).optional(),
    /** true (default): send it to the managers; false: keep it as a draft. */
    submit: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    refineClassification(body, ctx);
    if (body.hs_product_item && !body.hs_group) {
      ctx.addIssue({ code: 'custom', path: ['hs_group'], message: 'validation.required' });
    }
  });
export type CheckListBody = z.input<typeof CheckListBodySchema>;
export type CheckListData = z.output<typeof CheckListBodySchema>;

export const CheckListListQuerySchema = z.strictObject({
  ...listFilterShape,
  status: ShortApplicationStatusSchema.optional(),
  category: z.enum(CHECK_LIST_CATEGORY_CODES).optional(),
});
export type CheckListListQuery = z.infer<typeof CheckListListQuerySchema>;

export const CheckListListItemSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  status: ShortApplicationStatusSchema,
  category: OptionSchema,
  product_name: z.string(),
  target_countries: z.array(z.string()),
  created_at: TimestampSchema,
  status_changed_at: TimestampSchema,
  company_name: z.string().optional(),
});
export type CheckListListItem = z.infer<typeof CheckListListItemSchema>;
export const CheckListListResponseSchema = paginated(CheckListListItemSchema);

export const CheckListRequestSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  status: ShortApplicationStatusSchema,
  category: OptionSchema,
  area_of_activity: OptionSchema,
  product_name: z.string(),
  classification: ClassificationRefSchema,
  target_countries: z.array(NamedCodeSchema),
  answers: z.record(z.string(), z.enum(QUESTION_ANSWERS)),
  comment: z.string(),
  permissions: RequestPermissionsSchema,
  submitted_at: TimestampSchema.nullable(),
  status_changed_at: TimestampSchema,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type CheckListRequest = z.infer<typeof CheckListRequestSchema>;
export const CheckListRequestResponseSchema = envelope(CheckListRequestSchema);

// ─── All applications ────────────────────────────────────────────────────────────────────

const StatusCountsSchema = z.object({
  total: z.number().int(),
  by_status: z.record(z.string(), z.number().int()).describe('status → count; statuses with none left out'),
});
/** `GET /profile/get-applications-info`: the company's requests counted by kind and status, every kind. */
export const ApplicationsInfoSchema = z.object(
  Object.fromEntries(REQUEST_KINDS.map((kind) => [kind, StatusCountsSchema])) as Record<
    (typeof REQUEST_KINDS)[number],
    typeof StatusCountsSchema
  >,
);
export type ApplicationsInfo = z.infer<typeof ApplicationsInfoSchema>;
export const ApplicationsInfoResponseSchema = envelope(ApplicationsInfoSchema);

/** `GET /profile/get-all-applications`: both kinds in one list, newest change first. */
export const AllApplicationsQuerySchema = z.strictObject({
  ...listFilterShape,
  kind: RequestKindSchema.optional(),
});
export type AllApplicationsQuery = z.infer<typeof AllApplicationsQuerySchema>;
export const AllApplicationsItemSchema = z.object({
  kind: RequestKindSchema,
  id: z.uuid(),
  number: z.number().int(),
  status: ApplicationStatusSchema,
  title: z.string(),
  contact_name: z
    .string()
    .nullable()
    .describe(
      'An export application’s contact person (names a draft with no product yet); null for a market-analysis request',
    ),
  created_at: TimestampSchema,
  status_changed_at: TimestampSchema,
});
export type AllApplicationsItem = z.infer<typeof AllApplicationsItemSchema>;
export const AllApplicationsResponseSchema = paginated(AllApplicationsItemSchema);

// ─── Notifications ───────────────────────────────────────────────────────────────────────

export const PortalNotificationSchema = z.object({
  id: z.uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  text: z.string(),
  link: z.string().nullable().describe('A portal path without the language prefix'),
  created_at: TimestampSchema,
  read_at: TimestampSchema.nullable(),
});
export type PortalNotification = z.infer<typeof PortalNotificationSchema>;
export const NotificationsQuerySchema = z.strictObject({
  unread: z.enum(['0', '1']).optional().describe('1: only the unread ones'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const NotificationsResponseSchema = envelope(
  z.object({ items: z.array(PortalNotificationSchema), unread_count: z.number().int() }),
);
/** `POST /profile/notifications/read`: marks these (or, without ids, all) as read. */
export const NotificationsReadBodySchema = z.strictObject({ ids: z.array(z.uuid()).max(100).optional() });
export const NotificationsReadResponseSchema = envelope(z.object({ unread_count: z.number().int() }));
