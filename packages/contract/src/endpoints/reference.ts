import {
  HS_SEARCH_LIMIT,
  HS_ATTRIBUTION,
  HsGoodsGroupsQuerySchema,
  HsGoodsGroupsResponseSchema,
  HsGroupsQuerySchema,
  HsGroupsResponseSchema,
  HsProductItemsQuerySchema,
  HsProductItemsResponseSchema,
  HsSectionsResponseSchema,
} from '../api/classification';
import {
  CountriesResponseSchema,
  CountryActionsQuerySchema,
  CountryActionsResponseSchema,
  CurrenciesResponseSchema,
  ExportServicesResponseSchema,
  GeoCountriesResponseSchema,
  GeoCountryInfoBodySchema,
  GeoCountryInfoParamsSchema,
  GeoCountryInfoResponseSchema,
  IncotermsQuerySchema,
  IncotermsResponseSchema,
  RegionsResponseSchema,
} from '../api/reference';
import { endpoint } from '../endpoint';

const tags = ['reference'] as const;

// ─── Customs classification HS 2022 / УКТ ЗЕД (spec §7 `/common/hcdcs/*`) ────────────────

const SEARCH_NOTE = `\`search\`: a code prefix or words in Ukrainian or English, in any form and order (stems and synonyms), at most ${HS_SEARCH_LIMIT} results, best match first (rows with every word first; a word in the name before one in the names below it); a code prefix alone lists by code; searches are not cached.`;

export const listHsSections = endpoint({
  operationId: 'listHsSections',
  method: 'GET',
  path: '/common/hcdcs/get-sections',
  access: 'public',
  cached: true,
  tags,
  summary: 'Sections of the customs classification (HS 2022 / УКТ ЗЕД)',
  description: HS_ATTRIBUTION,
  response: HsSectionsResponseSchema,
});

export const listHsGroups = endpoint({
  operationId: 'listHsGroups',
  method: 'GET',
  path: '/common/hcdcs/get-groups',
  access: 'public',
  cached: true,
  tags,
  summary: 'Groups (HS chapters, 2 digits): all 97, those of a section, or a search',
  description: `${SEARCH_NOTE}\n\n${HS_ATTRIBUTION}`,
  query: HsGroupsQuerySchema,
  response: HsGroupsResponseSchema,
});

export const listHsProductItems = endpoint({
  operationId: 'listHsProductItems',
  method: 'GET',
  path: '/common/hcdcs/get-product-items',
  access: 'public',
  cached: true,
  tags,
  summary: 'Product items (HS headings, 4 digits) of a group, or a search',
  description: `Needs \`group\` or a \`search\` of at least 2 characters (422 otherwise); an unknown group answers an empty list. ${SEARCH_NOTE}\n\n${HS_ATTRIBUTION}`,
  query: HsProductItemsQuerySchema,
  response: HsProductItemsResponseSchema,
});

export const listHsGoodsGroups = endpoint({
  operationId: 'listHsGoodsGroups',
  method: 'GET',
  path: '/common/hcdcs/get-gs',
  access: 'public',
  cached: true,
  tags,
  summary: 'Groups of goods (HS subheadings, 6 digits) of a product item, or a search',
  description: `Needs \`product_item\` or a \`search\` of at least 2 characters (422 otherwise); an unknown product item answers an empty list. Names are in English (the tariff has no stand-alone Ukrainian names at this level); a Ukrainian word is looked for in the name of the product item. ${SEARCH_NOTE}\n\n${HS_ATTRIBUTION}`,
  query: HsGoodsGroupsQuerySchema,
  response: HsGoodsGroupsResponseSchema,
});

// ─── Regions, countries, currencies (spec §7) ─────────────────────────────────────────────

export const listRegions = endpoint({
  operationId: 'listRegions',
  method: 'GET',
  path: '/common/get-regions',
  access: 'public',
  cached: true,
  tags,
  summary: 'Regions of Ukraine (ISO 3166-2:UA)',
  response: RegionsResponseSchema,
});

export const listCountries = endpoint({
  operationId: 'listCountries',
  method: 'GET',
  path: '/common/get-countries',
  access: 'public',
  cached: true,
  tags,
  summary: 'Countries (ISO 3166-1), named in the request language',
  description:
    'Every officially assigned ISO 3166-1 alpha-2 country except Russia, Belarus, the DPRK and Iran (spec §9), named from ICU and sorted by name in the request language.',
  response: CountriesResponseSchema,
});

export const listCurrencies = endpoint({
  operationId: 'listCurrencies',
  method: 'GET',
  path: '/common/get-currency',
  access: 'public',
  cached: true,
  tags,
  summary: 'Currencies (ISO 4217), named in the request language',
  description:
    'ISO 4217 currencies in general use (no funds, metals or test codes), without RUB, BYN, KPW and IRR (the currencies of the blocked countries), named from ICU: UAH, USD and EUR first, then the rest by name.',
  response: CurrenciesResponseSchema,
});

// ─── Importing countries and their actions (spec §7; DOMAIN.md) ──────────────────────────

export const listGeoCountries = endpoint({
  operationId: 'listGeoCountries',
  method: 'GET',
  path: '/common/get-geo_countries',
  access: 'public',
  cached: true,
  tags,
  summary: 'Importing countries by region: Europe, Americas, Asia',
  response: GeoCountriesResponseSchema,
});

export const getGeoCountryInfo = endpoint({
  operationId: 'getGeoCountryInfo',
  method: 'POST',
  path: '/common/geo-country-info/{id}',
  access: 'public',
  tags,
  summary: 'An importing country: market summary, capital, demanded goods, notes and coming actions',
  description: 'An id that is not an importing country (or not a number) answers 404.',
  params: GeoCountryInfoParamsSchema,
  body: GeoCountryInfoBodySchema,
  example: {},
  response: GeoCountryInfoResponseSchema,
});

export const listCountryActions = endpoint({
  operationId: 'listCountryActions',
  method: 'GET',
  path: '/common/get-country-actions',
  access: 'public',
  tags,
  summary: 'Country actions not yet ended (trade missions, exhibitions, B2B meetings, webinars)',
  description:
    'Actions whose end date (Kyiv time) is today or later, by start date; `geo_country_id` narrows them to one importing country. Not cached: the list changes with the date.',
  query: CountryActionsQuerySchema,
  response: CountryActionsResponseSchema,
});

// ─── Reference lists of an export application (spec §7) ──────────────────────────────────
// The same answers for guests under /common (incoterms are also fetched when nobody is signed
// in) and for signed-in users under /profile/sales-market: one entry per path.

const INCOTERMS_NOTE =
  'The 11 rules of Incoterms® 2020 (ICC) with our own short descriptions; 6 a page. A page past the last answers no items with the meta.';

export const listIncoterms = endpoint({
  operationId: 'listIncoterms',
  method: 'GET',
  path: '/common/get-incoterms',
  access: 'public',
  cached: true,
  tags,
  summary: 'Incoterms® 2020 rules, paged by page number (guests)',
  description: INCOTERMS_NOTE,
  query: IncotermsQuerySchema,
  response: IncotermsResponseSchema,
});

export const listExportServices = endpoint({
  operationId: 'listExportServices',
  method: 'GET',
  path: '/common/get-services',
  access: 'public',
  cached: true,
  tags,
  summary: 'Services offered with an export application (guests)',
  response: ExportServicesResponseSchema,
});
