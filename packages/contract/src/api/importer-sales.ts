import { z } from 'zod';
import { FIELDS_OF_ACTIVITY, type FieldOfActivity } from '../company-options';
import { envelope, PaginationMetaSchema, PaginationQuerySchema } from '../envelope';
import { SearchTermSchema } from '../validators';
import { COMPANY_VERIFICATIONS } from './admin';
import { IMPORTER_SALE_UNITS } from './public-forms';
import type { ApiLocale } from '../locale';

/**
 * Importer sales (matchmaking, spec §7 'Importer sales', DOMAIN.md, issue 15 §4, decision 029):
 * a foreign buyer's import application enters the back office's queue; a manager shares it with
 * exporters the portal suggests by product; each exporter accepts it (and sees the buyer's
 * contacts) or declines it with a reason, once.
 */

const TimestampSchema = z.string().describe('ISO 8601');

/** Where an import application is: waiting, shared with at least one exporter, or closed. */
export const IMPORTER_SALE_STATUSES = ['new', 'shared', 'closed'] as const;
export type ImporterSaleStatus = (typeof IMPORTER_SALE_STATUSES)[number];

/** An exporter's answer to a shared application: final once given. */
export const SHARE_ANSWERS = ['pending', 'accepted', 'declined'] as const;
export type ShareAnswer = (typeof SHARE_ANSWERS)[number];

/** Why an exporter declines a buyer (`get-decline-questions`); `other` needs a comment. */
export const IMPORTER_SALE_DECLINE_REASONS = [
  { code: 'no_capacity', uk: 'Немає вільних виробничих потужностей', en: 'No free production capacity' },
  { code: 'volume_mismatch', uk: 'Обсяг не відповідає нашим можливостям', en: 'The volume does not suit us' },
  { code: 'price_too_low', uk: 'Бажана ціна занизька', en: 'The target price is too low' },
  { code: 'product_mismatch', uk: 'Ми не виробляємо такий товар', en: 'We do not make this product' },
  {
    code: 'certification',
    uk: 'Немає потрібних для цієї країни сертифікатів',
    en: 'We lack the certificates this country requires',
  },
  { code: 'deadline', uk: 'Не встигаємо до терміну', en: 'We cannot meet the deadline' },
  { code: 'delivery_terms', uk: 'Умови поставки нам не підходять', en: 'The delivery terms do not suit us' },
  { code: 'other', uk: 'Інша причина', en: 'Another reason' },
] as const satisfies readonly { code: string; uk: string; en: string }[];
export type DeclineReason = (typeof IMPORTER_SALE_DECLINE_REASONS)[number]['code'];
export const DECLINE_REASON_CODES = IMPORTER_SALE_DECLINE_REASONS.map((item) => item.code) as [
  DeclineReason,
  ...DeclineReason[],
];
export const DECLINE_COMMENT_MAX = 1000;

/** The name of a decline reason in a language. */
export function getDeclineReasonName(code: string, locale: ApiLocale): string {
  return IMPORTER_SALE_DECLINE_REASONS.find((item) => item.code === code)?.[locale] ?? code;
}

/**
 * HS chapters (2 digits) each field of activity makes and sells: a company whose field covers the
 * buyer's chapter is suggested after those whose export applications match (decision 029).
 */
export const FIELD_OF_ACTIVITY_HS_CHAPTERS: Record<FieldOfActivity, readonly string[]> = {
  agriculture: ['01', '05', '06', '07', '08', '09', '10', '11', '12', '13', '14', '23'],
  food: ['02', '03', '04', '07', '08', '09', '11', '15', '16', '17', '18', '19', '20', '21', '22'],
  machinery: ['84', '85', '86', '87', '88', '89'],
  metallurgy: ['72', '73', '74', '75', '76', '78', '79', '80', '81', '82', '83'],
  chemicals: ['28', '29', '31', '32', '33', '34', '35', '36', '38', '39', '40'],
  wood: ['44', '45', '46', '47', '48', '94'],
  textiles: [
    '41',
    '42',
    '43',
    '50',
    '51',
    '52',
    '53',
    '54',
    '55',
    '56',
    '57',
    '58',
    '59',
    '60',
    '61',
    '62',
    '63',
    '64',
    '65',
  ],
  it: [],
  construction: ['25', '68', '69', '70'],
  energy: ['27'],
  pharma: ['30', '90'],
  logistics: [],
  creative: ['49', '92', '95', '97'],
  other: [],
};

/** The fields of activity whose chapters include `chapter`. */
export function fieldsOfActivityForChapter(chapter: string): FieldOfActivity[] {
  return FIELDS_OF_ACTIVITY.map((field) => field.code).filter((code) =>
    FIELD_OF_ACTIVITY_HS_CHAPTERS[code].includes(chapter),
  );
}

/** How many exporters a manager is offered for one application. */
export const SUGGESTIONS_LIMIT = 20;
/** How many exporters one share call may name. */
export const SHARE_BATCH_MAX = 50;

const NamedCodeSchema = z.object({ code: z.string(), name: z.string() });

/** The buyer's request without who the buyer is: what an exporter sees before accepting. */
export const ImporterSaleProductSchema = z.object({
  id: z.uuid(),
  country: NamedCodeSchema,
  product_name: z.string(),
  hs: NamedCodeSchema.describe('The code as the buyer gave it (4 or 6 digits) and its name'),
  quantity: z.string().describe('Canonical decimal string'),
  unit: z.enum(IMPORTER_SALE_UNITS),
  target_price: z.string().nullable(),
  currency: z.string().nullable(),
  incoterms: z.string(),
  deadline: z.string().describe('YYYY-MM-DD'),
  comment: z.string(),
  created_at: TimestampSchema,
});
export type ImporterSaleProduct = z.infer<typeof ImporterSaleProductSchema>;

/** Who the buyer is: given to an exporter only once they accept. */
export const ImporterSaleBuyerSchema = z.object({
  company_name: z.string(),
  contact_name: z.string(),
  contact_position: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
});
export type ImporterSaleBuyer = z.infer<typeof ImporterSaleBuyerSchema>;

export const DeclineSchema = z.object({
  reason: z.enum(DECLINE_REASON_CODES),
  reason_name: z.string(),
  comment: z.string(),
});

/** An application shared with the exporter's company: `id` is the share's, for accept and decline. */
export const SharedSaleSchema = z.object({
  id: z.uuid(),
  answer: z.enum(SHARE_ANSWERS),
  shared_at: TimestampSchema,
  answered_at: TimestampSchema.nullable(),
  sale: ImporterSaleProductSchema,
  /** null until the company accepts. */
  buyer: ImporterSaleBuyerSchema.nullable(),
  decline: DeclineSchema.nullable(),
});
export type SharedSale = z.infer<typeof SharedSaleSchema>;
export const SharedSalesResponseSchema = envelope(z.array(SharedSaleSchema));
export const SharedSaleResponseSchema = envelope(SharedSaleSchema);

export const SharedSaleParamsSchema = z.strictObject({
  id: z.uuid({ message: 'validation.invalid_value' }).describe('A share of get-shared'),
});

export const DeclineBodySchema = z
  .strictObject({
    reason: z.enum(DECLINE_REASON_CODES),
    comment: z.string().trim().max(DECLINE_COMMENT_MAX).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.reason === 'other' && !body.comment) {
      ctx.addIssue({ code: 'custom', path: ['comment'], message: 'validation.decline_comment_required' });
    }
  });
export type DeclineBody = z.input<typeof DeclineBodySchema>;

export const DeclineQuestionSchema = z.object({
  code: z.enum(DECLINE_REASON_CODES),
  name: z.string(),
  /** Whether a comment is required with it. */
  comment_required: z.boolean(),
});
export type DeclineQuestion = z.infer<typeof DeclineQuestionSchema>;
export const DeclineQuestionsResponseSchema = envelope(z.array(DeclineQuestionSchema));

// ─── The back office ─────────────────────────────────────────────────────────────────────

export const AdminImporterSalesQuerySchema = z.strictObject({
  ...PaginationQuerySchema.shape,
  status: z.enum(IMPORTER_SALE_STATUSES).optional().describe('Default: every status'),
  search: SearchTermSchema().optional().describe('Product, HS code, buyer company or e-mail'),
});
export type AdminImporterSalesQuery = z.infer<typeof AdminImporterSalesQuerySchema>;

export const AdminImporterSaleSchema = ImporterSaleProductSchema.extend({
  status: z.enum(IMPORTER_SALE_STATUSES),
  buyer: ImporterSaleBuyerSchema,
  locale: z.enum(['uk', 'en']),
  /** How many exporters it was shared with, and how many answered each way. */
  shares: z.object({
    total: z.number().int(),
    accepted: z.number().int(),
    declined: z.number().int(),
  }),
});
export type AdminImporterSale = z.infer<typeof AdminImporterSaleSchema>;

export const AdminImporterSalesResponseSchema = envelope(
  z.object({
    items: z.array(AdminImporterSaleSchema),
    meta: PaginationMetaSchema,
    /** Applications in each status, whatever the filters (the tabs' badges). */
    counts: z.object(
      Object.fromEntries(IMPORTER_SALE_STATUSES.map((status) => [status, z.number().int()])) as Record<
        ImporterSaleStatus,
        z.ZodNumber
      >,
    ),
  }),
);

/** A company as the matchmaking names it. */
export const MatchCompanySchema = z.object({
  /** The company's id in the back office (its exporter's user id). */
  user_id: z.uuid(),
  company_name: z.string(),
  company_name_en: z.string(),
  edrpou_code: z.string(),
  email: z.string(),
  verification: z.enum(COMPANY_VERIFICATIONS),
});

/** Why an exporter is suggested: an export application in the same heading or chapter, or a field of activity. */
export const MATCH_REASON_KINDS = ['same_heading', 'same_chapter', 'field_of_activity'] as const;
export type MatchReasonKind = (typeof MATCH_REASON_KINDS)[number];
export const MatchReasonSchema = z.object({
  kind: z.enum(MATCH_REASON_KINDS),
  /** The heading (4 digits) or chapter (2) shared, or the field of activity's code. */
  code: z.string(),
  /** The export application that matches (none for a field of activity). */
  application: z.object({ id: z.uuid(), number: z.number().int(), product_name: z.string() }).nullable(),
  /** The reason in the request's language. */
  text: z.string(),
});
export type MatchReason = z.infer<typeof MatchReasonSchema>;

export const SuggestedExporterSchema = z.object({
  company: MatchCompanySchema,
  /** The best reason's kind: the order of the list. */
  match: z.enum(MATCH_REASON_KINDS),
  reasons: z.array(MatchReasonSchema).min(1),
});
export type SuggestedExporter = z.infer<typeof SuggestedExporterSchema>;

export const AdminShareSchema = z.object({
  id: z.uuid(),
  company: MatchCompanySchema,
  answer: z.enum(SHARE_ANSWERS),
  shared_at: TimestampSchema,
  shared_by: z.string().describe("The manager's e-mail"),
  answered_at: TimestampSchema.nullable(),
  decline: DeclineSchema.nullable(),
});
export type AdminShare = z.infer<typeof AdminShareSchema>;

export const AdminImporterSaleDetailsSchema = z.object({
  sale: AdminImporterSaleSchema,
  /** Every exporter it was shared with, the latest first, with their answers. */
  shared_with: z.array(AdminShareSchema),
  /** Approved exporters whose products match, best first; never one it was already shared with. */
  suggestions: z.array(SuggestedExporterSchema),
});
export type AdminImporterSaleDetails = z.infer<typeof AdminImporterSaleDetailsSchema>;
export const AdminImporterSaleResponseSchema = envelope(AdminImporterSaleDetailsSchema);

export const AdminImporterSaleParamsSchema = z.strictObject({
  id: z.uuid({ message: 'validation.invalid_value' }),
});

export const ShareBodySchema = z.strictObject({
  user_ids: z
    .array(z.uuid({ message: 'validation.invalid_value' }))
    .min(1)
    .max(SHARE_BATCH_MAX)
    .describe("The companies' ids (their exporters' user ids), e.g. from `suggestions`"),
});
export type ShareBody = z.infer<typeof ShareBodySchema>;

/** Link of the portal notification about a shared application (the web's page of shared sales). */
export const SHARED_SALES_PAGE_PATH = '/profile/applications#shared-sales';
