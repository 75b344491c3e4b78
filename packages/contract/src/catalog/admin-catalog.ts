import { z } from 'zod';
import { envelope, PaginationMetaSchema, PaginationQuerySchema } from '../envelope';
import {
  EnglishOnlyParagraphsSchema,
  EnglishOnlyTextSchema,
  RowIdParamSchema,
  RowIdSchema,
} from '../validators';
import { ImageFieldSchema, ImageUrlSchema } from '../api/images';
import { requiredText } from '../api/public-forms';
import { TimestampSchema } from '../api/requests';
import { FormDefinitionSchema } from './form-definition';
import { ServiceFormSchema } from './catalog';

/**
 * The back office of the catalogue (issue 27 §3, §5): categories and services written in both
 * languages, each service's form designed as a draft and published as a new version, the
 * service published when its texts and a form are there.
 */

export const ADMIN_CATALOG_LIMITS = {
  nameMin: 2,
  nameMax: 200,
  summaryMax: 500,
  descriptionMax: 5000,
  slugMax: 80,
  /** 1,000,000 UAH in kopiykas. */
  priceMaxMinor: 100_000_000,
} as const;

/** A slug of a category or a service: small Latin letters and digits joined by single hyphens, never digits only. */
export const CatalogSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(ADMIN_CATALOG_LIMITS.slugMax)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'admin_partner.slug_format' })
  .refine((slug) => !/^\d+$/.test(slug), { message: 'admin_partner.slug_format' });

const bilingualName = () =>
  z.strictObject({
    uk: requiredText(ADMIN_CATALOG_LIMITS.nameMin, ADMIN_CATALOG_LIMITS.nameMax),
    en: EnglishOnlyTextSchema.pipe(requiredText(ADMIN_CATALOG_LIMITS.nameMin, ADMIN_CATALOG_LIMITS.nameMax)),
  });
const optionalBilingual = (max: number, english = EnglishOnlyTextSchema) =>
  z.strictObject({ uk: z.string().trim().max(max), en: english.pipe(z.string().trim().max(max)) });

const BilingualSchema = z.object({ uk: z.string(), en: z.string() });

export const AdminCatalogIdParamsSchema = z.strictObject({ id: RowIdParamSchema });

// ─── Categories ──────────────────────────────────────────────────────────────────────────

export const AdminServiceCategoryBodySchema = z.strictObject({
  slug: CatalogSlugSchema.optional(),
  name: bilingualName(),
  description: optionalBilingual(ADMIN_CATALOG_LIMITS.summaryMax).optional(),
  position: z.number().int().min(0).max(10_000).optional(),
});
export type AdminServiceCategoryBody = z.input<typeof AdminServiceCategoryBodySchema>;
export type AdminServiceCategoryData = z.output<typeof AdminServiceCategoryBodySchema>;

export const AdminServiceCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: BilingualSchema,
  description: BilingualSchema,
  position: z.number().int(),
  /** Every service of it, published or not. */
  services_count: z.number().int(),
  updated_at: TimestampSchema,
});
export type AdminServiceCategory = z.infer<typeof AdminServiceCategorySchema>;
export const AdminServiceCategoryResponseSchema = envelope(AdminServiceCategorySchema);
export const AdminServiceCategoriesResponseSchema = envelope(z.array(AdminServiceCategorySchema));

// ─── Services ────────────────────────────────────────────────────────────────────────────

/** What a service needs before exporters see it, besides a published form: its texts in both languages. */
export const CATALOG_SERVICE_PUBLISH_FIELDS = [
  'summary.uk',
  'summary.en',
  'description.uk',
  'description.en',
] as const;
export type CatalogServicePublishField = (typeof CATALOG_SERVICE_PUBLISH_FIELDS)[number];

export const AdminCatalogServiceBodySchema = z.strictObject({
  slug: CatalogSlugSchema.optional(),
  category_id: RowIdSchema,
  title: bilingualName(),
  summary: optionalBilingual(ADMIN_CATALOG_LIMITS.summaryMax).optional(),
  description: optionalBilingual(ADMIN_CATALOG_LIMITS.descriptionMax, EnglishOnlyParagraphsSchema).optional(),
  /** The professional partner who provides it; null: the office. */
  partner_id: RowIdSchema.nullable().optional(),
  /** Kopiykas, VAT included; null: free. */
  price_minor: z.number().int().min(100).max(ADMIN_CATALOG_LIMITS.priceMaxMinor).nullable().optional(),
  subscription_required: z.boolean().optional(),
  position: z.number().int().min(0).max(10_000).optional(),
  /** The picture: absent keeps it, null removes it, an upload replaces it. */
  image: ImageFieldSchema,
});
export type AdminCatalogServiceBody = z.input<typeof AdminCatalogServiceBodySchema>;
export type AdminCatalogServiceData = z.output<typeof AdminCatalogServiceBodySchema>;

export const ADMIN_CATALOG_SERVICE_STATES = ['published', 'draft'] as const;

export const AdminCatalogServicesQuerySchema = z.strictObject({
  ...PaginationQuerySchema.shape,
  state: z.enum(ADMIN_CATALOG_SERVICE_STATES, { message: 'validation.invalid_value' }).optional(),
  category_id: RowIdParamSchema.optional(),
  search: z.string().trim().max(100).optional(),
});
export type AdminCatalogServicesQuery = z.infer<typeof AdminCatalogServicesQuerySchema>;

export const AdminCatalogServiceListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  category: z.object({ id: z.number().int(), name: BilingualSchema }),
  title: BilingualSchema,
  partner: z.object({ id: z.number().int(), name: BilingualSchema }).nullable(),
  price_minor: z.number().int().nullable(),
  subscription_required: z.boolean(),
  image_url: ImageUrlSchema,
  /** The version exporters fill now; null while no form is published. */
  form_version: z.number().int().nullable(),
  published_at: TimestampSchema.nullable(),
  updated_at: TimestampSchema,
  /** Orders sent, every status but drafts. */
  orders_count: z.number().int(),
});
export type AdminCatalogServiceListItem = z.infer<typeof AdminCatalogServiceListItemSchema>;

export const AdminCatalogServiceSchema = AdminCatalogServiceListItemSchema.extend({
  summary: BilingualSchema,
  description: BilingualSchema,
  position: z.number().int(),
  created_at: TimestampSchema,
  /** What publishing still needs: fields of the body, and `form` while no form is published. */
  missing_to_publish: z.array(z.enum([...CATALOG_SERVICE_PUBLISH_FIELDS, 'form'])),
});
export type AdminCatalogService = z.infer<typeof AdminCatalogServiceSchema>;
export const AdminCatalogServiceResponseSchema = envelope(AdminCatalogServiceSchema);
export const AdminCatalogServicesResponseSchema = envelope(
  z.object({
    items: z.array(AdminCatalogServiceListItemSchema),
    meta: PaginationMetaSchema,
    counts: z.object({ published: z.number().int(), draft: z.number().int() }),
  }),
);

// ─── A service's form ────────────────────────────────────────────────────────────────────

/** `PUT /admin/catalog/services/{id}/form`: the draft the managers design (exporters never see it). */
export const AdminServiceFormDraftBodySchema = z.strictObject({ definition: FormDefinitionSchema });
export type AdminServiceFormDraftBody = z.input<typeof AdminServiceFormDraftBodySchema>;

export const AdminServiceFormStateSchema = z.object({
  service_id: z.number().int(),
  /** The draft being designed; null when none is (publishing starts from the current version). */
  draft: FormDefinitionSchema.nullable(),
  /** Whether the draft differs from the current version (something to publish). */
  draft_changed: z.boolean(),
  current: ServiceFormSchema.nullable(),
  /** Every published version, newest first, with the orders filled with each. */
  versions: z.array(
    z.object({
      id: z.number().int(),
      version: z.number().int(),
      published_at: TimestampSchema,
      orders_count: z.number().int(),
    }),
  ),
});
export type AdminServiceFormState = z.infer<typeof AdminServiceFormStateSchema>;
export const AdminServiceFormStateResponseSchema = envelope(AdminServiceFormStateSchema);
