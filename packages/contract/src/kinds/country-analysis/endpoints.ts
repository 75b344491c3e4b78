import {
  CountryAnalysisBodySchema,
  CountryAnalysisListQuerySchema,
  CountryAnalysisListResponseSchema,
  CountryAnalysisRequestResponseSchema,
} from './schemas';

import { DeletedResponseSchema, RequestIdParamsSchema } from '../../api/requests';
import { endpoint } from '../../endpoint';
import { COUNTRY_ANALYSIS_EXAMPLE } from './examples';
import { z } from 'zod';

const tags = ['country-analyses'] as const;
const PDF = z.file().mime('application/pdf');

const OWNERSHIP = "Another company's request (or a malformed id: 422) answers 404 with no data.";
const FILING =
  'Needs an approved company (403 `request.not_approved`) with an active subscription (403 ' +
  '`subscription.required`; spec §6 gating of `/profile/pro-services/analysis`).';
const CONTENT =
  'The country is an ISO code the portal offers; the classification codes must exist and nest (422 on the field).';

// ─── The exporter's requests ─────────────────────────────────────────────────────────────

export const createCountryAnalysisRequest = endpoint({
  operationId: 'createCountryAnalysisRequest',
  method: 'POST',
  path: '/country-analyses/manage/store',
  access: 'session',
  scope: 'filing',
  status: 201,
  tags,
  summary: 'Ask for an analysis of a country for a product',
  description:
    '`submit` (default true) creates it and moves it to `accepted` in one transaction (the history holds ' +
    `both) and e-mails the exporter; \`submit: false\` keeps a draft in \`created\`. ${CONTENT} ${FILING} ` +
    'Answers 201 with the request.',
  body: CountryAnalysisBodySchema,
  example: COUNTRY_ANALYSIS_EXAMPLE,
  response: CountryAnalysisRequestResponseSchema,
});

export const updateCountryAnalysisRequest = endpoint({
  operationId: 'updateCountryAnalysisRequest',
  method: 'POST',
  path: '/country-analyses/manage/store/{id}',
  access: 'session',
  scope: 'filing',
  record: 'country_analysis',
  errors: [409],
  tags,
  summary: 'Change a country-analysis request and, by default, submit it',
  description:
    'Only while `created` or `in_finalization` (409 `request.not_editable`). `submit` (default true) moves ' +
    `it to \`accepted\` in the same transaction; \`submit: false\` only saves. ${CONTENT} ${FILING} ${OWNERSHIP}`,
  params: RequestIdParamsSchema,
  body: CountryAnalysisBodySchema,
  example: COUNTRY_ANALYSIS_EXAMPLE,
  response: CountryAnalysisRequestResponseSchema,
});

export const listCountryAnalysisRequests = endpoint({
  operationId: 'listCountryAnalysisRequests',
  method: 'GET',
  path: '/country-analyses/manage/list',
  access: 'session',
  scope: 'company',
  errors: [404],
  tags,
  summary: "The company's country-analysis requests, newest first",
  description:
    'Filters as the other lists (`status` of the short set, `date_from`, `date_to`, `search` in the product ' +
    'name or the number, `hs`). Paged by `page` and `per_page`. Reading needs no subscription: a company ' +
    'whose subscription ended still sees its requests and their analyses.',
  query: CountryAnalysisListQuerySchema,
  response: CountryAnalysisListResponseSchema,
});

export const getCountryAnalysisRequest = endpoint({
  operationId: 'getCountryAnalysisRequest',
  method: 'GET',
  path: '/country-analyses/manage/{id}',
  access: 'session',
  scope: 'company',
  record: 'country_analysis',
  tags,
  summary: 'One country-analysis request with its history and the finished analysis, once attached',
  description: OWNERSHIP,
  params: RequestIdParamsSchema,
  response: CountryAnalysisRequestResponseSchema,
});

export const deleteCountryAnalysisRequest = endpoint({
  operationId: 'deleteCountryAnalysisRequest',
  method: 'DELETE',
  path: '/country-analyses/manage/{id}',
  access: 'session',
  scope: 'filing',
  record: 'country_analysis',
  errors: [409],
  tags,
  summary: 'Delete a draft country-analysis request',
  description: `Only in \`created\` (409 \`request.not_deletable\`). Needs an approved company (403 \`request.not_approved\`). ${OWNERSHIP}`,
  params: RequestIdParamsSchema,
  response: DeletedResponseSchema,
});

export const downloadCountryAnalysisResult = endpoint({
  operationId: 'downloadCountryAnalysisResult',
  method: 'GET',
  path: '/country-analyses/manage/{id}/pdf',
  access: 'session',
  scope: 'company',
  record: 'country_analysis',
  produces: 'application/pdf',
  tags,
  summary: 'The PDF of the finished analysis attached to a request',
  description: `As an attachment under the name the manager gave it. 404 \`country_analysis.no_pdf\` until one is attached. ${OWNERSHIP}`,
  params: RequestIdParamsSchema,
  response: PDF,
});
