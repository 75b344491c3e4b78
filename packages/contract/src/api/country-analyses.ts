import { z } from 'zod';
import { envelope, paginated, PaginationQuerySchema } from '../envelope';
import { REQUEST_LIMITS } from '../request-options';
import { EnglishOnlyTextSchema, RowIdParamSchema } from '../validators';
import { CountryCodeSchema, requiredText } from './public-forms';
import { UploadRefSchema, type UploadRef } from './files';
import { managerView, queueShape, QueueCountsSchema } from './admin';
import {
  classificationShape,
  ClassificationRefSchema,
  listFilterShape,
  NamedCodeSchema,
  refineClassification,
  RequestPermissionsSchema,
  ShortApplicationStatusSchema,
  StatusChangeSchema,
  TimestampSchema,
} from './requests';

/**
 * Country analyses (issue 15 §1–2, DOMAIN.md 'The rest of the product'): the exporter's requests
 * for an analysis of a country for a product (`/country-analyses/manage/*`, the shorter status
 * set, the manager's finished analysis attached as text and a PDF), and the analyses the office
 * publishes (`/country-analyses`, read in full by subscribers). Decision 028 records the rules.
 */

// ─── PDF uploads (decisions 028, 036) ────────────────────────────────────────────────────

/**
 * The PDF field of a body (decision 036): the id of a PDF uploaded first through
 * `POST /admin/files?kind=pdf` (streamed, checked by its first bytes, at most 10 MB).
 */
export const PdfUploadSchema = UploadRefSchema;
export type PdfUpload = UploadRef;

/** A stored PDF as the answers name it (its bytes come from the entry's `/pdf` call). */
export const StoredPdfSchema = z.object({
  file_name: z.string(),
  size: z.number().int().describe('Bytes'),
});

// ─── Country-analysis requests (`/country-analyses/manage/*`) ────────────────────────────

/** `POST /country-analyses/manage/store` (create) and `store/{id}` (update). */
export const CountryAnalysisBodySchema = z
  .strictObject({
    /** The country to analyse (ISO 3166-1 alpha-2, any the portal offers). */
    country_code: CountryCodeSchema,
    product_name: requiredText(2, 300),
    hs_section: classificationShape.hs_section,
    hs_group: classificationShape.hs_group.optional(),
    hs_product_item: classificationShape.hs_product_item.optional(),
    /** What the exporter wants to learn: buyers, prices, rules of entry… */
    goals: requiredText(10, 2000),
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
export type CountryAnalysisBody = z.input<typeof CountryAnalysisBodySchema>;
export type CountryAnalysisData = z.output<typeof CountryAnalysisBodySchema>;

export const CountryAnalysisListQuerySchema = z.strictObject({
  ...listFilterShape,
  status: ShortApplicationStatusSchema.optional(),
});
export type CountryAnalysisListQuery = z.infer<typeof CountryAnalysisListQuerySchema>;

export const CountryAnalysisListItemSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  status: ShortApplicationStatusSchema,
  country: NamedCodeSchema,
  product_name: z.string(),
  hs_product_item: z.string().nullable(),
  /** Whether the manager has attached the finished analysis. */
  has_result: z.boolean(),
  created_at: TimestampSchema,
  status_changed_at: TimestampSchema,
  /** Only in the managers' queue. */
  company_name: z.string().optional(),
});
export type CountryAnalysisListItem = z.infer<typeof CountryAnalysisListItemSchema>;
export const CountryAnalysisListResponseSchema = paginated(CountryAnalysisListItemSchema);

/** The manager's finished analysis: text in either or both languages, and the PDF. */
export const CountryAnalysisResultSchema = z.object({
  text_uk: z.string(),
  text_en: z.string(),
  pdf: StoredPdfSchema.nullable(),
  attached_at: TimestampSchema,
});

export const CountryAnalysisRequestSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  status: ShortApplicationStatusSchema,
  country: NamedCodeSchema,
  product_name: z.string(),
  classification: ClassificationRefSchema,
  goals: z.string(),
  comment: z.string(),
  result: CountryAnalysisResultSchema.nullable(),
  /** Every status change, oldest first, with the managers' comments. */
  history: z.array(StatusChangeSchema),
  permissions: RequestPermissionsSchema,
  submitted_at: TimestampSchema.nullable(),
  status_changed_at: TimestampSchema,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type CountryAnalysisRequest = z.infer<typeof CountryAnalysisRequestSchema>;
export const CountryAnalysisRequestResponseSchema = envelope(CountryAnalysisRequestSchema);

// ─── The back office's side of the requests ──────────────────────────────────────────────

export const AdminCountryAnalysisQueueQuerySchema = z.strictObject({
  ...queueShape,
  status: ShortApplicationStatusSchema.optional().describe('Default: every status but created (drafts)'),
});
export type AdminCountryAnalysisQueueQuery = z.infer<typeof AdminCountryAnalysisQueueQuerySchema>;
export const AdminCountryAnalysisQueueResponseSchema = envelope(
  z.object({
    items: z.array(CountryAnalysisListItemSchema),
    meta: paginated(CountryAnalysisListItemSchema).shape.data.shape.meta,
    counts: QueueCountsSchema,
  }),
);
export const AdminCountryAnalysisSchema = z.object({ request: CountryAnalysisRequestSchema, ...managerView });
export type AdminCountryAnalysis = z.infer<typeof AdminCountryAnalysisSchema>;
export const AdminCountryAnalysisResponseSchema = envelope(AdminCountryAnalysisSchema);

/**
 * `POST /admin/country-analysis/{id}/result`: the finished analysis. Text in at least one
 * language; the PDF is required the first time and replaces the stored one when given again.
 */
export const AdminCountryAnalysisResultBodySchema = z
  .strictObject({
    text_uk: z.string().trim().max(20_000).optional(),
    text_en: z.string().trim().max(20_000).optional(),
    pdf: PdfUploadSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.text_uk && !body.text_en) {
      ctx.addIssue({ code: 'custom', path: ['text_uk'], message: 'validation.text_in_one_language' });
    }
  });
export type AdminCountryAnalysisResultBody = z.input<typeof AdminCountryAnalysisResultBodySchema>;

// ─── Published analyses (`/country-analyses`, `/admin/country-analyses`) ─────────────────

export const PublishedAnalysisParamsSchema = z.strictObject({
  id: RowIdParamSchema,
});

export const PublishedAnalysisListQuerySchema = z.strictObject({
  ...PaginationQuerySchema.shape,
  country: CountryCodeSchema.optional(),
});
export type PublishedAnalysisListQuery = z.infer<typeof PublishedAnalysisListQuerySchema>;

/** An HS chapter (2 digits) or heading (4 digits) the analysis is about; it must exist. */
const HsChapterOrHeadingSchema = z
  .string()
  .transform((value) => value.replace(/[\s.]/g, ''))
  .pipe(z.string().regex(/^(\d{2}|\d{4})$/, { message: 'validation.hs_chapter_or_heading' }));

export const PublishedAnalysisListItemSchema = z.object({
  id: z.number().int(),
  title: z.string().describe('In the language of X-Localization'),
  summary: z.string(),
  country: NamedCodeSchema,
  /** The HS chapter or heading, named in the language of X-Localization; null for every product. */
  hs: NamedCodeSchema.nullable(),
  has_pdf: z.boolean(),
  published_at: TimestampSchema,
});
export type PublishedAnalysisListItem = z.infer<typeof PublishedAnalysisListItemSchema>;
export const PublishedAnalysisListResponseSchema = paginated(PublishedAnalysisListItemSchema);

export const PublishedAnalysisSchema = PublishedAnalysisListItemSchema.extend({
  body: z.string(),
  pdf: StoredPdfSchema.nullable(),
});
export type PublishedAnalysis = z.infer<typeof PublishedAnalysisSchema>;
export const PublishedAnalysisResponseSchema = envelope(PublishedAnalysisSchema);

const bilingual = (min: number, max: number) =>
  z.strictObject({ uk: requiredText(min, max), en: requiredText(min, max) });

/** `POST /admin/country-analyses` and `PUT /admin/country-analyses/{id}`: the analysis in both languages. */
export const AdminPublishedAnalysisBodySchema = z.strictObject({
  country_code: CountryCodeSchema,
  hs_code: HsChapterOrHeadingSchema.nullable().optional(),
  title: z.strictObject({
    uk: requiredText(5, 300),
    /** English-only rule of spec §5. */
    en: EnglishOnlyTextSchema.pipe(requiredText(5, 300)),
  }),
  summary: bilingual(20, 1000),
  body: bilingual(50, 50_000),
  /** A new PDF replaces the stored one; null removes it; left out keeps it. */
  pdf: PdfUploadSchema.nullable().optional(),
});
export type AdminPublishedAnalysisBody = z.input<typeof AdminPublishedAnalysisBodySchema>;
export type AdminPublishedAnalysisData = z.output<typeof AdminPublishedAnalysisBodySchema>;

export const AdminPublishedAnalysesQuerySchema = z.strictObject({
  ...PaginationQuerySchema.shape,
  country: CountryCodeSchema.optional(),
  state: z.enum(['published', 'draft']).optional().describe('Default: both'),
});
export type AdminPublishedAnalysesQuery = z.infer<typeof AdminPublishedAnalysesQuerySchema>;

const BilingualSchema = z.object({ uk: z.string(), en: z.string() });
export const AdminPublishedAnalysisSchema = z.object({
  id: z.number().int(),
  country: NamedCodeSchema,
  hs: NamedCodeSchema.nullable(),
  title: BilingualSchema,
  summary: BilingualSchema,
  body: BilingualSchema,
  pdf: StoredPdfSchema.nullable(),
  /** null while it is a draft that subscribers do not see. */
  published_at: TimestampSchema.nullable(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type AdminPublishedAnalysis = z.infer<typeof AdminPublishedAnalysisSchema>;
export const AdminPublishedAnalysisResponseSchema = envelope(AdminPublishedAnalysisSchema);
export const AdminPublishedAnalysesResponseSchema = paginated(AdminPublishedAnalysisSchema);
