import { z } from 'zod';
import { envelope, paginated, PaginationQuerySchema } from '../envelope';
import { COUNTRY_ACTION_KINDS } from '../geography';
import {
  EnglishOnlyParagraphsSchema,
  EnglishOnlyTextSchema,
  RowIdParamSchema,
  RowIdSchema,
} from '../validators';
import { AdminDateSchema } from './admin-money';
import { requiredText } from './public-forms';
import { CountryActionSchema, GeoCountrySchema, GeoRegionSchema } from './reference';

/**
 * Importing countries in the cabinet (spec §7 'Importing countries', DOMAIN.md, issue 15 §3,
 * decision 029): the steps of entering a country's market the exporter ticks per country, the
 * progress bar per country, and the company's participation in country actions; the back
 * office's country actions and their participants.
 */

const TimestampSchema = z.string().describe('ISO 8601');

/** How far a company is in one country: steps done of all, and the share in whole percent. */
export const ImportingProgressSchema = z.object({
  done: z.number().int(),
  total: z.number().int(),
  /** Rounded down, so 100 means every step is done. */
  percent: z.number().int().min(0).max(100),
});
export type ImportingProgress = z.infer<typeof ImportingProgressSchema>;

/** The progress of `done` steps out of `total`: the one formula the API and the pages use. */
export function computeImportingProgress(done: number, total: number): ImportingProgress {
  return { done, total, percent: total === 0 ? 0 : Math.floor((done * 100) / total) };
}

/** An importing country with the company's steps done in it. */
export const ImportingCountrySchema = GeoCountrySchema.extend({
  /** Ids of the progress-bar fields done, in the fields' order. */
  done_fields: z.array(z.number().int()),
  progress: ImportingProgressSchema,
});
export type ImportingCountry = z.infer<typeof ImportingCountrySchema>;

export const ImportingCountryGroupSchema = z.object({
  region: GeoRegionSchema,
  name: z.string(),
  countries: z.array(ImportingCountrySchema),
});
export type ImportingCountryGroup = z.infer<typeof ImportingCountryGroupSchema>;
export const ImportingCountriesResponseSchema = envelope(z.array(ImportingCountryGroupSchema));

/** A step of entering one country's market (reference data, `reference/geo/progress-fields.json`). */
export const ProgressFieldSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
});
export type ProgressField = z.infer<typeof ProgressFieldSchema>;
export const ProgressFieldsResponseSchema = envelope(z.array(ProgressFieldSchema));

/** `POST /profile/countries-importers/store/progress-bar/record`: one step of one country, done or not. */
export const ProgressRecordBodySchema = z.strictObject({
  geo_country_id: RowIdSchema.describe('An importing country (get-geo_countries)'),
  field_id: RowIdSchema.describe('A progress-bar field (get/progress-bar/fields)'),
  done: z.boolean(),
});
export type ProgressRecordBody = z.infer<typeof ProgressRecordBodySchema>;
export const ProgressRecordResponseSchema = envelope(ImportingCountrySchema);

/** A country action as the cabinet shows it: with the company's participation. */
export const ExporterCountryActionSchema = CountryActionSchema.extend({
  taking_part: z.boolean(),
  /** When the company signed up; null when it did not. */
  taken_part_at: TimestampSchema.nullable(),
  /** Not yet taking part and the deadline to apply has not passed. */
  can_take_part: z.boolean(),
});
export type ExporterCountryAction = z.infer<typeof ExporterCountryActionSchema>;

export const ExporterCountryActionsQuerySchema = z.strictObject({
  geo_country_id: RowIdParamSchema.optional().describe('Only the actions of this importing country'),
});
export type ExporterCountryActionsQuery = z.infer<typeof ExporterCountryActionsQuerySchema>;
export const ExporterCountryActionsResponseSchema = envelope(z.array(ExporterCountryActionSchema));

/** `POST /profile/countries-importers/take-part/country-action`. */
export const TakePartBodySchema = z.strictObject({
  country_action_id: RowIdSchema.describe('An action of get/countries-actions'),
});
export const TakePartResponseSchema = envelope(ExporterCountryActionSchema);

// ─── The back office ─────────────────────────────────────────────────────────────────────

const bilingual = (min: number, max: number, english = EnglishOnlyTextSchema) =>
  z.strictObject({
    uk: requiredText(min, max),
    /** English-only rule of spec §5. */
    en: english.pipe(requiredText(min, max)),
  });
const optionalBilingual = (max: number) =>
  z.strictObject({
    uk: z.string().trim().max(max),
    en: EnglishOnlyTextSchema.pipe(z.string().trim().max(max)),
  });

/** `POST /admin/country-actions` and `PUT /admin/country-actions/{id}`: the action in both languages. */
export const AdminCountryActionBodySchema = z
  .strictObject({
    geo_country_id: RowIdSchema,
    kind: z.enum(COUNTRY_ACTION_KINDS),
    title: bilingual(5, 200),
    /** Paragraphs: line breaks allowed in both languages. */
    description: bilingual(20, 5000, EnglishOnlyParagraphsSchema),
    /** Empty in both languages for an online event. */
    city: optionalBilingual(100).optional(),
    starts_on: AdminDateSchema,
    ends_on: AdminDateSchema,
    /** The last day to apply (Kyiv); left out: until the day it starts. */
    apply_by: AdminDateSchema.nullable().optional(),
  })
  .superRefine((body, ctx) => {
    // Dates that failed their own check are not compared (decision 022 §4).
    const isDay = (value: unknown): value is string =>
      typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
    if (!isDay(body.starts_on) || !isDay(body.ends_on)) return;
    if (body.starts_on > body.ends_on) {
      ctx.addIssue({ code: 'custom', path: ['ends_on'], message: 'country_action.ends_before_start' });
    }
    if (isDay(body.apply_by) && body.apply_by > body.ends_on) {
      ctx.addIssue({ code: 'custom', path: ['apply_by'], message: 'country_action.apply_by_after_end' });
    }
  });
export type AdminCountryActionBody = z.input<typeof AdminCountryActionBodySchema>;
export type AdminCountryActionData = z.output<typeof AdminCountryActionBodySchema>;

export const AdminCountryActionParamsSchema = z.strictObject({
  id: z.string().describe('The id of a country action; anything else answers 404'),
});

export const AdminCountryActionsQuerySchema = z.strictObject({
  ...PaginationQuerySchema.shape,
  geo_country_id: ExporterCountryActionsQuerySchema.shape.geo_country_id,
  when: z.enum(['upcoming', 'past']).optional().describe('Default: both, the latest start first'),
});
export type AdminCountryActionsQuery = z.infer<typeof AdminCountryActionsQuerySchema>;

const BilingualSchema = z.object({ uk: z.string(), en: z.string() });
export const AdminCountryActionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  kind: z.enum(COUNTRY_ACTION_KINDS),
  country: GeoCountrySchema,
  title: BilingualSchema,
  description: BilingualSchema,
  city: BilingualSchema,
  starts_on: z.string(),
  ends_on: z.string(),
  /** As stored: null means until the day it starts. */
  apply_by: z.string().nullable(),
  participants: z.number().int(),
});
export type AdminCountryAction = z.infer<typeof AdminCountryActionSchema>;
export const AdminCountryActionResponseSchema = envelope(AdminCountryActionSchema);
export const AdminCountryActionsResponseSchema = paginated(AdminCountryActionSchema);

/** A company taking part in a country action. */
export const CountryActionParticipantSchema = z.object({
  /** The company's id in the back office (its exporter's user id). */
  user_id: z.uuid(),
  company_name: z.string(),
  company_name_en: z.string(),
  edrpou_code: z.string(),
  contact_name: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
  taken_part_at: TimestampSchema,
});
export type CountryActionParticipant = z.infer<typeof CountryActionParticipantSchema>;
export const CountryActionParticipantsResponseSchema = envelope(
  z.object({ action: AdminCountryActionSchema, participants: z.array(CountryActionParticipantSchema) }),
);

/** An example body of the back office's country-action calls (the document, the access matrix). */
export const COUNTRY_ACTION_EXAMPLE = {
  geo_country_id: 1,
  kind: 'b2b_meetings',
  title: { uk: 'B2B-зустрічі з покупцями меду', en: 'B2B meetings with honey buyers' },
  description: {
    uk: 'Переговори українських виробників меду з імпортерами та мережами.',
    en: 'Talks of Ukrainian honey producers with importers and retail chains.',
  },
  city: { uk: 'Варшава', en: 'Warsaw' },
  starts_on: '2099-03-16',
  ends_on: '2099-03-17',
  apply_by: '2099-03-01',
} as const satisfies AdminCountryActionBody;
