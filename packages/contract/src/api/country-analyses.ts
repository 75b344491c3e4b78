import { z } from 'zod';
import { envelope, paginated, PaginationQuerySchema } from '../envelope';

import { EnglishOnlyTextSchema, RowIdParamSchema } from '../validators';
import { CountryCodeSchema, requiredText } from './public-forms';
import { UploadRefSchema, type UploadRef } from './files';

import { NamedCodeSchema, TimestampSchema } from './requests';

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
