import { z } from 'zod';
import { envelope } from '../envelope';
import { API_LOCALES } from '../locale';

/**
 * Published content of spec §7: FAQ (`/common/faq/*`), legal pages (`/pages/{slug}`), SEO data
 * (`/seo/get-data`) and partners (`/partners/get`). Texts come in the request's language.
 */

/**
 * `?locale=uk|en` of the FAQ calls (spec §7 "by locale"). Without it the FAQ follows
 * `X-Localization`; any other value is 422.
 */
export const FaqLocaleQuerySchema = z.strictObject({
  locale: z.enum(API_LOCALES).optional().describe('uk or en; defaults to X-Localization'),
});
export type FaqLocaleQuery = z.infer<typeof FaqLocaleQuerySchema>;

/** A path id as the URL carries it: anything that is not a known id answers 404, not 422. */
export const ContentIdParamsSchema = z.object({ id: z.string().max(200) });

export const FaqQuestionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  question: z.string(),
  /** Plain text; a blank line separates paragraphs. */
  answer: z.string(),
  /** Shown in the landing page's questions and answers. */
  on_landing: z.boolean(),
});
export type FaqQuestion = z.infer<typeof FaqQuestionSchema>;

export const FaqCategoryRefSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export type FaqCategoryRef = z.infer<typeof FaqCategoryRefSchema>;

export const FaqCategorySchema = FaqCategoryRefSchema.extend({ questions: z.array(FaqQuestionSchema) });
export type FaqCategory = z.infer<typeof FaqCategorySchema>;

export const FaqQuestionWithCategorySchema = FaqQuestionSchema.extend({ category: FaqCategoryRefSchema });
export type FaqQuestionWithCategory = z.infer<typeof FaqQuestionWithCategorySchema>;

/** GET /common/faq/get-all: the categories in order, each with its questions in order. */
export const FaqAllResponseSchema = envelope(z.array(FaqCategorySchema));
/** GET /common/faq/question/{id}: one question with its category. */
export const FaqQuestionResponseSchema = envelope(FaqQuestionWithCategorySchema);
/** GET /common/faq/category/{id}: one category with its questions. */
export const FaqCategoryResponseSchema = envelope(FaqCategorySchema);

/** A section of a text page: a heading and its paragraphs of plain text. */
export const PageSectionSchema = z.object({ heading: z.string(), paragraphs: z.array(z.string()) });

export const PageParamsSchema = z.object({ slug: z.string().max(200) });

/** GET /pages/{slug}: a legal page (LEGAL_PAGE_SLUGS) in the request's language. */
export const PageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  sections: z.array(PageSectionSchema),
  /** ISO date (YYYY-MM-DD) the current text took effect. */
  effective_on: z.string(),
});
export type Page = z.infer<typeof PageSchema>;
export const PageResponseSchema = envelope(PageSchema);

export const SEO_PATH_MAX_LENGTH = 200;

/**
 * GET /seo/get-data?path=: the page path as the browser shows it. `/en/...` and a trailing
 * slash are normalised, a query or fragment is ignored, and a path without its own entry takes
 * the nearest parent's (`/faq/12` → `/faq`), finally the site default of `/`.
 */
export const SeoQuerySchema = z.strictObject({
  path: z
    .string()
    .max(SEO_PATH_MAX_LENGTH)
    .regex(/^\//, { message: 'validation.path_absolute' })
    .describe('A page path starting with /, e.g. /export or /en/export'),
});
export type SeoQuery = z.infer<typeof SeoQuerySchema>;

export const SeoDataSchema = z.object({
  /** Without the site name: the web app appends it. */
  title: z.string(),
  description: z.string(),
  /** Comma-separated. */
  keywords: z.string(),
});
export type SeoData = z.infer<typeof SeoDataSchema>;
export const SeoDataResponseSchema = envelope(SeoDataSchema);

/** Kinds of partner organisations on `/partners`. */
export const PARTNER_KINDS = [
  'government',
  'business_association',
  'finance',
  'logistics',
  'certification',
  'education',
] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

export const PartnerSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.string().describe(`One of ${PARTNER_KINDS.join(', ')}`),
  /** Empty when the partner is a category of organisations rather than one of them. */
  website_url: z.string(),
});
export type Partner = z.infer<typeof PartnerSchema>;
/** GET /partners/get: in order of position. */
export const PartnersResponseSchema = envelope(z.array(PartnerSchema));
