import { z } from 'zod';
import { envelope, paginated, PaginationQuerySchema } from '../envelope';

import { NOTIFICATION_TYPES } from '../notifications';

import { PROGRESS_BAR_QUESTION_TYPES, QUESTION_ANSWERS, REQUEST_LIMITS } from '../request-options';
import { APPLICATION_STATUSES, SHORT_APPLICATION_STATUSES } from '../statuses';
import { REQUEST_KINDS } from '../status-graph';
import { SearchTermSchema } from '../validators';
import { HS_SECTION_NUMERALS, parseHsSectionNumber } from './classification';

import { CountryCodeSchema, isRealDate } from './public-forms';

/**
 * What every request kind's schemas share (spec §7, DOMAIN.md; decision 014 records the shapes):
 * statuses, classification, list filters, permissions, status changes, the lists of all of a
 * company's requests, and the portal's notifications. Each kind's own schemas live in its folder
 * (`kinds/<kind>/`, decision 044).
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

export const uniqueArray = <T extends z.ZodType>(item: T, max: number, min = 0) =>
  z
    .array(item)
    .min(min)
    .max(max)
    .transform((values) => [...new Set(values)] as z.output<T>[]);

/** Importing countries (`/common/get-geo_countries`); that each is one is checked by the server. */
export const TargetCountriesSchema = uniqueArray(CountryCodeSchema, REQUEST_LIMITS.targetCountriesMax, 1);

/** Answers to progress-bar or check-list questions: question slug → yes | partly | no. */
export const QuestionAnswersSchema = z.record(z.string().regex(/^[a-z_]{2,40}$/), z.enum(QUESTION_ANSWERS));

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

export const NamedCodeSchema = z.object({ code: z.string(), name: z.string() });
export const TimestampSchema = z.string().describe('ISO 8601');

export const ClassificationRefSchema = z.object({
  section: NamedCodeSchema.nullable(),
  group: NamedCodeSchema.nullable(),
  product_item: NamedCodeSchema.nullable(),
});
export type ClassificationRef = z.infer<typeof ClassificationRefSchema>;

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
export type RequestPermissions = z.infer<typeof RequestPermissionsSchema>;

export const DeletedResponseSchema = envelope(z.object({ deleted: z.literal(true) }));

/** `GET …/get-progress-bar-questions?type=`: the questions a kind's form asks. */
export const ProgressBarQuestionsQuerySchema = z.strictObject({ type: z.enum(PROGRESS_BAR_QUESTION_TYPES) });
export const ProgressBarQuestionSchema = z.object({
  id: z.string().describe('The slug answers are keyed by'),
  type: z.enum(PROGRESS_BAR_QUESTION_TYPES),
  position: z.number().int(),
  question: z.string(),
});
export type ProgressBarQuestionItem = z.infer<typeof ProgressBarQuestionSchema>;
export const ProgressBarQuestionsResponseSchema = envelope(z.array(ProgressBarQuestionSchema));

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
/**
 * The body of the changes-info calls and of the PDF download: spec §7 names them POST without a
 * body, so none, `{}` or null is accepted and anything else is an unknown field (422).
 */
export const EmptyBodySchema = z.strictObject({}).nullish();

export const OptionSchema = z.object({ code: z.string(), name: z.string() });
export const OptionsResponseSchema = envelope(z.array(OptionSchema));

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
