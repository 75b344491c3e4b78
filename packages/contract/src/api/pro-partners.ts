import { z } from 'zod';
import { RowIdParamSchema } from '../validators';
import { ImageUrlSchema } from './images';
import { envelope, paginated, PaginationMetaSchema, PaginationQuerySchema } from '../envelope';
import { CountryCodeSchema, requiredText } from './public-forms';
import { NamedCodeSchema, TimestampSchema } from './requests';

/**
 * Professional partners (issue 16 §4, spec §7 'Professional partners', DOMAIN.md 'Professional
 * services'): logistics, law, certification, translation, insurance and finance firms an approved
 * exporter may write to through the portal. Decision 031.
 */

export const PRO_PARTNER_KINDS = [
  'logistics',
  'law',
  'certification',
  'translation',
  'insurance',
  'finance',
] as const;
export type ProPartnerKind = (typeof PRO_PARTNER_KINDS)[number];

/** A company writes to partners at most this many times a day (Kyiv day). */
export const PRO_PARTNER_EMAILS_PER_DAY = 5;
/** The exporter's comment to a partner: 10–2,000 characters (issue 16 §4). */
export const PRO_PARTNER_COMMENT_MIN = 10;
export const PRO_PARTNER_COMMENT_MAX = 2000;

export const ProPartnerListQuerySchema = z.strictObject({
  ...PaginationQuerySchema.shape,
  kind: z.enum(PRO_PARTNER_KINDS, { message: 'validation.invalid_value' }).optional(),
  /** Partners serving this country (or every country). */
  country: CountryCodeSchema.optional(),
});
export type ProPartnerListQuery = z.infer<typeof ProPartnerListQuerySchema>;

/** `{idOrSlug}`: the numeric id or the slug. */
export const ProPartnerParamsSchema = z.strictObject({
  idOrSlug: z
    .string()
    .max(200, { message: 'validation.invalid_value' })
    .regex(/^[a-z0-9-]+$/, { message: 'validation.invalid_value' }),
});

export const ProPartnerIdParamsSchema = z.strictObject({
  id: RowIdParamSchema,
});

export const ProPartnerListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string().describe('In the language of X-Localization'),
  kind: z.enum(PRO_PARTNER_KINDS),
  summary: z.string(),
  city: z.string(),
  /** The countries the partner serves; empty: every country. */
  countries: z.array(NamedCodeSchema),
  website_url: z.string(),
  /** The partner's logo. */
  image_url: ImageUrlSchema,
});
export type ProPartnerListItem = z.infer<typeof ProPartnerListItemSchema>;
export const ProPartnerListResponseSchema = paginated(ProPartnerListItemSchema);

export const ProPartnerSchema = ProPartnerListItemSchema.extend({
  description: z.string(),
  phone: z.string(),
  /** Requests the company may still send today (of PRO_PARTNER_EMAILS_PER_DAY). */
  emails_left_today: z.number().int(),
});
export type ProPartner = z.infer<typeof ProPartnerSchema>;
export const ProPartnerResponseSchema = envelope(ProPartnerSchema);

export const ProPartnerEmailBodySchema = z.strictObject({
  comment: requiredText(PRO_PARTNER_COMMENT_MIN, PRO_PARTNER_COMMENT_MAX),
});
export type ProPartnerEmailBody = z.input<typeof ProPartnerEmailBodySchema>;

/** A request the company sent to a partner, as kept. */
export const ProPartnerRequestSchema = z.object({
  id: z.string(),
  partner: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    kind: z.enum(PRO_PARTNER_KINDS),
  }),
  comment: z.string(),
  created_at: TimestampSchema,
});
export type ProPartnerRequest = z.infer<typeof ProPartnerRequestSchema>;

export const ProPartnerEmailResponseSchema = envelope(
  ProPartnerRequestSchema.extend({ emails_left_today: z.number().int() }),
);
/** The company's requests, newest first, and how many it may still send today (the server's count). */
export const ProPartnerRequestListResponseSchema = envelope(
  z.object({
    items: z.array(ProPartnerRequestSchema),
    meta: PaginationMetaSchema,
    emails_left_today: z.number().int(),
  }),
);
export const ProPartnerRequestListQuerySchema = z.strictObject({ ...PaginationQuerySchema.shape });
