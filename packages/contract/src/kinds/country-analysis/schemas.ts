import { StoredPdfSchema } from '../../api/country-analyses';
import { CountryCodeSchema, requiredText } from '../../api/public-forms';
import {
  ClassificationRefSchema,
  NamedCodeSchema,
  RequestPermissionsSchema,
  ShortApplicationStatusSchema,
  StatusChangeSchema,
  TimestampSchema,
  classificationShape,
  listFilterShape,
  refineClassification,
} from '../../api/requests';
import { envelope, paginated } from '../../envelope';
import { REQUEST_LIMITS } from '../../request-options';
import { z } from 'zod';

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
