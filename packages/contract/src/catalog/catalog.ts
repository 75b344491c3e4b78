import { z } from 'zod';
import { envelope, paginated, PaginationQuerySchema } from '../envelope';
import { ImageUrlSchema } from '../api/images';
import { TimestampSchema } from '../api/requests';
import { FormDefinitionSchema } from './form-definition';
import { INT4_MAX } from '../validators';

/**
 * The catalogue of services as exporters read it (issue 27, spec §7 'Catalogue (services)',
 * DOMAIN.md 'Catalogue of services with forms'): published services in categories, offered by
 * the office or one of its professional partners, free or at a price, some for subscribers only.
 * Texts come in the request's language.
 */

export const CATALOG_LIMITS = {
  searchMax: 100,
  slugMax: 80,
} as const;

/**
 * A service or a category in a path or a query: its id (a number within int4, issue 24 §4), or
 * its slug (never digits only).
 */
export const CatalogRefSchema = z
  .string()
  .trim()
  .min(1, { message: 'validation.invalid_value' })
  .max(CATALOG_LIMITS.slugMax, { message: 'validation.invalid_value' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'validation.invalid_value' })
  .refine((ref) => !/^\d+$/.test(ref) || Number(ref) <= INT4_MAX, { message: 'validation.row_id' });

export const CatalogServiceParamsSchema = z.strictObject({ id: CatalogRefSchema });

/** `GET /catalog/list`: a category (id or slug), words of the title or summary, a page. */
export const CatalogListQuerySchema = z.strictObject({
  ...PaginationQuerySchema.shape,
  category: CatalogRefSchema.optional(),
  search: z.string().trim().max(CATALOG_LIMITS.searchMax).optional(),
});
export type CatalogListQuery = z.infer<typeof CatalogListQuerySchema>;

export const CatalogCategoryRefSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
});

/** Who provides a service: the office (null) or a professional partner of the directory. */
export const CatalogProviderSchema = z
  .object({ id: z.number().int(), slug: z.string(), name: z.string() })
  .nullable();

export const CatalogServiceCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  category: CatalogCategoryRefSchema,
  title: z.string(),
  summary: z.string(),
  image_url: ImageUrlSchema,
  partner: CatalogProviderSchema,
  /** Kopiykas, VAT included; null: free of charge. */
  price_minor: z.number().int().nullable(),
  currency: z.literal('UAH'),
  subscription_required: z.boolean(),
  /**
   * Whether the caller may order it now; null for a guest. A subscribers' service without an
   * active subscription, or a company not yet approved, cannot (`why_not` says which).
   */
  can_order: z.boolean().nullable(),
  why_not: z.enum(['not_approved', 'subscription_required', 'no_form']).nullable(),
});
export type CatalogServiceCard = z.infer<typeof CatalogServiceCardSchema>;
export const CatalogListResponseSchema = paginated(CatalogServiceCardSchema);

/** `GET /catalog/categories` (ours): the categories that hold published services, with their counts. */
export const CatalogCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  services_count: z.number().int(),
});
export type CatalogCategory = z.infer<typeof CatalogCategorySchema>;
export const CatalogCategoriesResponseSchema = envelope(z.array(CatalogCategorySchema));

/** A published version of a service's form: its layout and the JSON Schema its answers must meet. */
export const ServiceFormSchema = z.object({
  /** The version's id: an order names the version it was filled with. */
  id: z.number().int(),
  version: z.number().int(),
  definition: FormDefinitionSchema,
  /** JSON Schema draft 2020-12. */
  schema: z.record(z.string(), z.unknown()),
  published_at: TimestampSchema,
});
export type ServiceForm = z.infer<typeof ServiceFormSchema>;
export const ServiceFormResponseSchema = envelope(ServiceFormSchema);

export const CatalogServiceSchema = CatalogServiceCardSchema.extend({
  description: z.string(),
  /** The form an order is filled with now; null while none is published. */
  form: ServiceFormSchema.nullable(),
});
export type CatalogService = z.infer<typeof CatalogServiceSchema>;
