import { z } from 'zod';
import { envelope, PaginationMetaSchema, PaginationQuerySchema } from '../envelope';
import { EnglishOnlyParagraphsSchema, EnglishOnlyTextSchema } from '../validators';
import { EmailSchema } from './auth';
import { ImageFieldSchema, ImageUrlSchema, type ImageUpload } from './images';
import { PRO_PARTNER_KINDS } from './pro-partners';
import { CountryCodeSchema, OptionalPhoneSchema, requiredText } from './public-forms';
import { NamedCodeSchema, TimestampSchema } from './requests';

/**
 * The back office of the professional partners (issue 16 §6, decisions 031 and 034): a partner
 * written in both languages, saved as a draft, published when complete, taken back; the requests
 * exporters sent it, read-only.
 */

/** The lengths a manager may write: the fields of the directory's card and page. */
export const PRO_PARTNER_LIMITS = {
  nameMin: 2,
  nameMax: 200,
  summaryMax: 500,
  descriptionMax: 5000,
  cityMax: 100,
  slugMax: 80,
  websiteMax: 300,
  /** Every country there is: an empty list already means 'every country'. */
  countriesMax: 250,
} as const;

/**
 * What a partner needs before exporters may see it (its card and its page say what it does):
 * the summary and the description in both languages, besides the name, kind and e-mail every
 * save needs. Field paths of the body, so a refusal lands beside its field.
 */
export const PRO_PARTNER_PUBLISH_FIELDS = [
  'summary.uk',
  'summary.en',
  'description.uk',
  'description.en',
] as const;
export type ProPartnerPublishField = (typeof PRO_PARTNER_PUBLISH_FIELDS)[number];

/**
 * A slug of the partner's address (`/pro-partners/{idOrSlug}`): small Latin letters and digits
 * joined by single hyphens, never digits only (that would read as an id).
 */
export const ProPartnerSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(PRO_PARTNER_LIMITS.slugMax)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'admin_partner.slug_format' })
  .refine((slug) => !/^\d+$/.test(slug), { message: 'admin_partner.slug_format' });

/** The partner's site: https only (an address without a scheme gets `https://`); may be empty. */
export const HttpsWebsiteSchema = z
  .string()
  .trim()
  .max(PRO_PARTNER_LIMITS.websiteMax)
  .transform((value) => (value && !/^[a-z][a-z0-9+.-]*:/i.test(value) ? `https://${value}` : value))
  .pipe(z.union([z.literal(''), z.url({ protocol: /^https$/, message: 'admin_partner.https_only' })]));

const optionalBilingual = (max: number, english = EnglishOnlyTextSchema) =>
  z.strictObject({
    uk: z.string().trim().max(max),
    /** English-only rule of spec §5. */
    en: english.pipe(z.string().trim().max(max)),
  });

/**
 * `POST /admin/pro-partners` and `PUT /admin/pro-partners/{id}`: the partner in both languages.
 * Name, kind and e-mail always; the rest may wait for publishing. On an edit a field left out
 * keeps its value (ARCHITECTURE §11), `image` as decision 034 says.
 */
export const AdminProPartnerBodySchema = z.strictObject({
  /** Made from the English name on create when left out; unchanged on an edit unless given. */
  slug: ProPartnerSlugSchema.optional(),
  kind: z.enum(PRO_PARTNER_KINDS, { message: 'validation.invalid_value' }),
  name: z.strictObject({
    uk: requiredText(PRO_PARTNER_LIMITS.nameMin, PRO_PARTNER_LIMITS.nameMax),
    en: EnglishOnlyTextSchema.pipe(requiredText(PRO_PARTNER_LIMITS.nameMin, PRO_PARTNER_LIMITS.nameMax)),
  }),
  summary: optionalBilingual(PRO_PARTNER_LIMITS.summaryMax).optional(),
  /** Paragraphs: line breaks allowed in both languages. */
  description: optionalBilingual(PRO_PARTNER_LIMITS.descriptionMax, EnglishOnlyParagraphsSchema).optional(),
  city: optionalBilingual(PRO_PARTNER_LIMITS.cityMax).optional(),
  /** ISO 3166-1 codes of the countries served, once each; empty: every country. */
  countries: z
    .array(CountryCodeSchema)
    .max(PRO_PARTNER_LIMITS.countriesMax)
    .transform((codes) => [...new Set(codes)].sort())
    .optional(),
  /** Where the exporters' requests go; never shown in the cabinet. */
  email: EmailSchema,
  phone: OptionalPhoneSchema.optional(),
  website_url: HttpsWebsiteSchema.optional(),
  /** The logo: absent keeps it, null removes it, an upload replaces it. */
  image: ImageFieldSchema,
});
export type AdminProPartnerBody = z.input<typeof AdminProPartnerBodySchema>;
export type AdminProPartnerData = z.output<typeof AdminProPartnerBodySchema>;

export const ADMIN_PRO_PARTNER_STATES = ['published', 'draft'] as const;
export type AdminProPartnerState = (typeof ADMIN_PRO_PARTNER_STATES)[number];

export const AdminProPartnersQuerySchema = z.strictObject({
  ...PaginationQuerySchema.shape,
  state: z
    .enum(ADMIN_PRO_PARTNER_STATES, { message: 'validation.invalid_value' })
    .optional()
    .describe('Default: both'),
  kind: z.enum(PRO_PARTNER_KINDS, { message: 'validation.invalid_value' }).optional(),
  search: z.string().trim().max(100).optional().describe('A part of the name, in either language'),
});
export type AdminProPartnersQuery = z.infer<typeof AdminProPartnersQuerySchema>;

const BilingualSchema = z.object({ uk: z.string(), en: z.string() });

export const AdminProPartnerListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  kind: z.enum(PRO_PARTNER_KINDS),
  name: BilingualSchema,
  city: BilingualSchema,
  /** Named in the request's language; empty: every country. */
  countries: z.array(NamedCodeSchema),
  image_url: ImageUrlSchema,
  /** null while it is a draft exporters do not see. */
  published_at: TimestampSchema.nullable(),
  updated_at: TimestampSchema,
  /** Requests exporters sent it in the last 30 days. */
  requests_last_30_days: z.number().int(),
});
export type AdminProPartnerListItem = z.infer<typeof AdminProPartnerListItemSchema>;

export const AdminProPartnerSchema = AdminProPartnerListItemSchema.extend({
  summary: BilingualSchema,
  description: BilingualSchema,
  email: z.string(),
  phone: z.string(),
  website_url: z.string(),
  created_at: TimestampSchema,
  /** The fields still empty that publishing needs (paths of the body); empty when it may be published. */
  missing_to_publish: z.array(z.enum(PRO_PARTNER_PUBLISH_FIELDS)),
});
export type AdminProPartner = z.infer<typeof AdminProPartnerSchema>;
export const AdminProPartnerResponseSchema = envelope(AdminProPartnerSchema);

/** A page of partners and how many there are of each state under the same kind and search (the tabs). */
export const AdminProPartnersResponseSchema = envelope(
  z.object({
    items: z.array(AdminProPartnerListItemSchema),
    meta: PaginationMetaSchema,
    counts: z.object({ published: z.number().int(), draft: z.number().int() }),
  }),
);

/** A request an exporter sent the partner through the portal, as kept. */
export const AdminProPartnerRequestSchema = z.object({
  id: z.string(),
  company: z.object({
    /** The company's id in the back office (its exporter's user id): `/admin/companies/{user_id}`. */
    user_id: z.uuid(),
    name: z.string(),
    name_en: z.string(),
    edrpou_code: z.string(),
  }),
  /** Who sent it; null when that user's account is gone. */
  person: z.object({ name: z.string(), email: z.string() }).nullable(),
  comment: z.string(),
  created_at: TimestampSchema,
});
export type AdminProPartnerRequest = z.infer<typeof AdminProPartnerRequestSchema>;
export const AdminProPartnerRequestsQuerySchema = z.strictObject({ ...PaginationQuerySchema.shape });
export const AdminProPartnerRequestsResponseSchema = envelope(
  z.object({ items: z.array(AdminProPartnerRequestSchema), meta: PaginationMetaSchema }),
);

/** A 1×1 PNG (base64 here only to write it down): the logo the tests upload. */
export const PRO_PARTNER_LOGO_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** The example logo of the document: an upload's id (`POST /admin/files?kind=image`, decision 036). */
export const PRO_PARTNER_LOGO_EXAMPLE = {
  file_id: '5b7c2a8e-4d1f-4f3a-9c6e-2e8d1b0a7f41',
} as const satisfies ImageUpload;

/** An example body of the back office's partner calls (the document, the access matrix). */
export const PRO_PARTNER_EXAMPLE = {
  kind: 'logistics',
  name: { uk: 'Карпатська логістика', en: 'Carpathian Logistics' },
  summary: {
    uk: 'Автоперевезення до Польщі та Словаччини, митне оформлення.',
    en: 'Road freight to Poland and Slovakia, customs clearance.',
  },
  description: {
    uk: 'Власний парк рефрижераторів, склад в Ужгороді, брокери на кордоні.',
    en: 'Own refrigerated fleet, a warehouse in Uzhhorod, brokers at the border.',
  },
  city: { uk: 'Ужгород', en: 'Uzhhorod' },
  countries: ['PL', 'SK'],
  email: 'requests@carpathian-logistics.example.org',
  phone: '+380312000101',
  website_url: 'https://carpathian-logistics.example.org',
} as const satisfies AdminProPartnerBody;
