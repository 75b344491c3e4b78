import { z } from 'zod';
import { RowIdParamSchema } from '../validators';
import { envelope, paginated, PaginationQuerySchema } from '../envelope';
import { COUNTRY_ACTION_KINDS, GEO_REGIONS } from '../geography';
import { INCOTERM_GROUPS, INCOTERMS_PAGE_SIZE } from '../incoterms';

/** A region of Ukraine (ISO 3166-2:UA), named in the request's language. */
export const RegionSchema = z.object({
  code: z.string().describe('ISO 3166-2:UA code, e.g. UA-30'),
  name: z.string(),
});
export type Region = z.infer<typeof RegionSchema>;
export const RegionsResponseSchema = envelope(z.array(RegionSchema));

/** A country (ISO 3166-1 alpha-2), named from ICU in the request's language. */
export const CountrySchema = z.object({
  code: z.string().describe('ISO 3166-1 alpha-2 code, e.g. PL'),
  name: z.string(),
});
export type Country = z.infer<typeof CountrySchema>;
export const CountriesResponseSchema = envelope(z.array(CountrySchema));

/** A currency (ISO 4217), named from ICU in the request's language. */
export const CurrencySchema = z.object({
  code: z.string().describe('ISO 4217 code, e.g. UAH'),
  name: z.string(),
});
export type Currency = z.infer<typeof CurrencySchema>;
export const CurrenciesResponseSchema = envelope(z.array(CurrencySchema));

/** An importing country: `id` is what /common/geo-country-info/{id} and the actions filter take. */
export const GeoCountrySchema = z.object({
  id: z.number().int(),
  code: z.string().describe('ISO 3166-1 alpha-2 code'),
  name: z.string(),
});
export type GeoCountry = z.infer<typeof GeoCountrySchema>;

export const GeoRegionSchema = z.enum(GEO_REGIONS);

export const GeoCountryGroupSchema = z.object({
  region: GeoRegionSchema,
  name: z.string().describe("The region's name from ICU (UN M49 area) in the request's language"),
  countries: z.array(GeoCountrySchema),
});
export type GeoCountryGroup = z.infer<typeof GeoCountryGroupSchema>;
export const GeoCountriesResponseSchema = envelope(z.array(GeoCountryGroupSchema));

/** A trade mission, exhibition, B2B meeting or webinar in an importing country. */
export const CountryActionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  kind: z.enum(COUNTRY_ACTION_KINDS),
  title: z.string(),
  description: z.string(),
  city: z.string().describe('Empty for online events'),
  country: GeoCountrySchema,
  starts_on: z.string().describe('ISO date, YYYY-MM-DD'),
  ends_on: z.string().describe('ISO date, YYYY-MM-DD'),
  apply_by: z.string().describe('The last day to apply (Kyiv), YYYY-MM-DD: the day it starts unless set'),
});
export type CountryAction = z.infer<typeof CountryActionSchema>;

export const CountryActionsQuerySchema = z.strictObject({
  geo_country_id: RowIdParamSchema.optional().describe('Only the actions of this importing country'),
});
export type CountryActionsQuery = z.infer<typeof CountryActionsQuerySchema>;
export const CountryActionsResponseSchema = envelope(z.array(CountryActionSchema));

/** What the portal tells about an importing country, in the request's language. */
export const GeoCountryInfoSchema = z.object({
  summary: z.string(),
  capital: z.string(),
  demandedGoods: z.array(z.string()).describe('Goods the country buys that Ukrainian exporters offer'),
  notes: z.array(z.string()).describe('Practical notes: trade agreements, certification, logistics'),
});

export const GeoCountryInfoParamsSchema = z.strictObject({
  id: z.string().describe('The id of an importing country (get-geo_countries); anything else answers 404'),
});
/** The call is a POST without a body (spec §7); an empty JSON object is accepted too. */
export const GeoCountryInfoBodySchema = z.strictObject({}).nullish();

export const GeoCountryDetailsSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  region: GeoRegionSchema,
  info: GeoCountryInfoSchema,
  actions: z.array(CountryActionSchema).describe('Actions not yet ended, by start date'),
});
export type GeoCountryDetails = z.infer<typeof GeoCountryDetailsSchema>;
export const GeoCountryInfoResponseSchema = envelope(GeoCountryDetailsSchema);

/** One Incoterms® 2020 rule with our own short description in the request's language. */
export const IncotermSchema = z.object({
  code: z.string().describe('EXW, FCA, CPT, CIP, DAP, DPU, DDP, FAS, FOB, CFR or CIF'),
  name: z.string(),
  group: z.enum(INCOTERM_GROUPS),
  description: z.string(),
});
export type IncotermItem = z.infer<typeof IncotermSchema>;

export const IncotermsQuerySchema = z.strictObject({
  page: PaginationQuerySchema.shape.page.describe(
    `Page number from 1; ${INCOTERMS_PAGE_SIZE} rules a page. A page past the last has no items.`,
  ),
});
export type IncotermsQuery = z.infer<typeof IncotermsQuerySchema>;
export const IncotermsResponseSchema = paginated(IncotermSchema);

/** A service the office provides with an export application. */
export const ExportServiceSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  is_free: z.boolean(),
});
export type ExportService = z.infer<typeof ExportServiceSchema>;
export const ExportServicesResponseSchema = envelope(z.array(ExportServiceSchema));
