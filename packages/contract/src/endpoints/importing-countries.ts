import { z } from 'zod';
import {
  AdminCountryActionBodySchema,
  AdminCountryActionParamsSchema,
  AdminCountryActionResponseSchema,
  AdminCountryActionsQuerySchema,
  AdminCountryActionsResponseSchema,
  COUNTRY_ACTION_EXAMPLE,
  CountryActionParticipantsResponseSchema,
  ExporterCountryActionsQuerySchema,
  ExporterCountryActionsResponseSchema,
  ImportingCountriesResponseSchema,
  ProgressFieldsResponseSchema,
  ProgressRecordBodySchema,
  ProgressRecordResponseSchema,
  TakePartBodySchema,
  TakePartResponseSchema,
} from '../api/importing-countries';
import { endpoint } from '../endpoint';

// ─── Importing countries in the cabinet (spec §7 'Importing countries'; issue 15 §3) ─────

const tags = ['importing-countries'] as const;
const adminTags = ['admin'] as const;

const APPROVED =
  'Needs an approved company (403 `request.not_approved` otherwise; spec §2 guard, decision 014 §4).';

export const listImportingCountries = endpoint({
  operationId: 'listImportingCountries',
  method: 'GET',
  path: '/profile/countries-importers/get/geo-countries',
  access: 'session',
  scope: 'company',
  tags,
  summary: "The importing countries by region, each with the company's progress in entering its market",
  description:
    'The groups and countries of `/common/get-geo_countries`; each country with the ids of the progress-bar fields the company ticked and `progress` (done of total, percent rounded down).',
  response: ImportingCountriesResponseSchema,
});

export const listProgressFields = endpoint({
  operationId: 'listProgressFields',
  method: 'GET',
  path: '/profile/countries-importers/get/progress-bar/fields',
  access: 'session',
  cached: true,
  tags,
  summary: "The steps of entering one country's market, in order, in the request's language",
  description:
    'Studied the market, product certified for it, price list in its currency, first contacts, samples sent, first contract (reference data, decision 010).',
  response: ProgressFieldsResponseSchema,
});

export const storeProgressRecord = endpoint({
  operationId: 'storeProgressRecord',
  method: 'POST',
  path: '/profile/countries-importers/store/progress-bar/record',
  access: 'session',
  scope: 'filing',
  tags,
  summary: 'Tick or untick one step of one country: idempotent',
  description: `\`done: true\` marks the step done (again: no change), \`false\` unmarks it. An id that is not an importing country or a field answers 422 on its field. ${APPROVED} Answers the country with its progress after the change.`,
  body: ProgressRecordBodySchema,
  example: { geo_country_id: 1, field_id: 1, done: true },
  response: ProgressRecordResponseSchema,
});

export const listExporterCountryActions = endpoint({
  operationId: 'listExporterCountryActions',
  method: 'GET',
  path: '/profile/countries-importers/get/countries-actions',
  access: 'session',
  scope: 'company',
  tags,
  summary:
    "Country actions with the company's participation: the coming ones first, then those it took part in",
  description:
    'Actions not yet ended, by start date, then the ended ones the company took part in, the latest first. `apply_by` is the last day to apply (Kyiv); `can_take_part` says whether the company may still sign up.',
  query: ExporterCountryActionsQuerySchema,
  response: ExporterCountryActionsResponseSchema,
});

export const takePartInCountryAction = endpoint({
  operationId: 'takePartInCountryAction',
  method: 'POST',
  path: '/profile/countries-importers/take-part/country-action',
  access: 'session',
  scope: 'filing',
  status: 201,
  errors: [409],
  tags,
  summary: 'Sign the company up for a country action: once per action, before its deadline',
  description: `409 \`country_action.already_taking_part\` the second time (two at once make one), 409 \`country_action.deadline_passed\` after \`apply_by\`; an unknown action answers 422 on \`country_action_id\`. ${APPROVED} Answers 201 with the action.`,
  body: TakePartBodySchema,
  example: { country_action_id: 1 },
  response: TakePartResponseSchema,
});

// ─── The back office: country actions and their participants ────────────────────────────

const AUDITED = 'The change goes to the audit log (entity `country_action`).';

export const listAdminCountryActions = endpoint({
  operationId: 'listAdminCountryActions',
  method: 'GET',
  path: '/admin/country-actions',
  access: 'staff',
  tags: adminTags,
  summary: 'Every country action, the latest start first, in both languages, with its number of participants',
  query: AdminCountryActionsQuerySchema,
  response: AdminCountryActionsResponseSchema,
});

export const createAdminCountryAction = endpoint({
  operationId: 'createAdminCountryAction',
  method: 'POST',
  path: '/admin/country-actions',
  access: 'staff',
  status: 201,
  tags: adminTags,
  summary: 'Publish a country action (live at once)',
  description: `Title, description and city in both languages (English text in English letters); the country must be an importing country (422). ${AUDITED}`,
  body: AdminCountryActionBodySchema,
  example: COUNTRY_ACTION_EXAMPLE,
  response: AdminCountryActionResponseSchema,
});

export const getAdminCountryAction = endpoint({
  operationId: 'getAdminCountryAction',
  method: 'GET',
  path: '/admin/country-actions/{id}',
  access: 'staff',
  tags: adminTags,
  summary: 'One country action in both languages',
  params: AdminCountryActionParamsSchema,
  response: AdminCountryActionResponseSchema,
});

export const updateAdminCountryAction = endpoint({
  operationId: 'updateAdminCountryAction',
  method: 'PUT',
  path: '/admin/country-actions/{id}',
  access: 'staff',
  tags: adminTags,
  summary: 'Edit a country action; live at once (its participants stay)',
  description: AUDITED,
  params: AdminCountryActionParamsSchema,
  body: AdminCountryActionBodySchema,
  example: COUNTRY_ACTION_EXAMPLE,
  response: AdminCountryActionResponseSchema,
});

export const listCountryActionParticipants = endpoint({
  operationId: 'listCountryActionParticipants',
  method: 'GET',
  path: '/admin/country-actions/{id}/participants',
  access: 'staff',
  tags: adminTags,
  summary: 'The companies taking part in a country action, in the order they signed up',
  params: AdminCountryActionParamsSchema,
  response: CountryActionParticipantsResponseSchema,
});

export const downloadCountryActionParticipants = endpoint({
  operationId: 'downloadCountryActionParticipants',
  method: 'GET',
  path: '/admin/country-actions/{id}/participants.csv',
  access: 'staff',
  produces: 'text/csv',
  tags: adminTags,
  summary: 'The participants as CSV (UTF-8 with a BOM, comma-separated, for spreadsheets)',
  description:
    'Columns: company, company (English), EDRPOU, contact person, e-mail, phone, website, signed up (ISO 8601). Errors answer JSON.',
  params: AdminCountryActionParamsSchema,
  response: z.file().mime('text/csv'),
});
