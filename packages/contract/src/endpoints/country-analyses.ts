import { z } from 'zod';
import { AdminEmptyBodySchema, AdminStatusBodySchema } from '../api/admin';
import {
  AdminCountryAnalysisQueueQuerySchema,
  AdminCountryAnalysisQueueResponseSchema,
  AdminCountryAnalysisResponseSchema,
  AdminCountryAnalysisResultBodySchema,
  AdminPublishedAnalysesQuerySchema,
  AdminPublishedAnalysesResponseSchema,
  AdminPublishedAnalysisBodySchema,
  AdminPublishedAnalysisResponseSchema,
  CountryAnalysisBodySchema,
  CountryAnalysisListQuerySchema,
  CountryAnalysisListResponseSchema,
  CountryAnalysisRequestResponseSchema,
  PublishedAnalysisListQuerySchema,
  PublishedAnalysisListResponseSchema,
  PublishedAnalysisParamsSchema,
  PublishedAnalysisResponseSchema,
} from '../api/country-analyses';
import { DeletedResponseSchema, RequestIdParamsSchema } from '../api/requests';
import { endpoint } from '../endpoint';
import {
  COUNTRY_ANALYSIS_EXAMPLE,
  COUNTRY_ANALYSIS_RESULT_EXAMPLE,
  PUBLISHED_ANALYSIS_EXAMPLE,
} from './examples';

/**
 * Country analyses (spec §7 'Country analyses', issue 15 §1–2, decision 028): the exporter's
 * requests (`/country-analyses/manage/*`), the published analyses (`/country-analyses`), and the
 * back office's side of both.
 */

const tags = ['country-analyses'] as const;
const adminTags = ['admin'] as const;
const PDF = z.file().mime('application/pdf');

const OWNERSHIP = "Another company's request (or a malformed id: 422) answers 404 with no data.";
const FILING =
  'Needs an approved company (403 `request.not_approved`) with an active subscription (403 ' +
  '`subscription.required`; spec §6 gating of `/profile/pro-services/analysis`).';
const CONTENT =
  'The country is an ISO code the portal offers; the classification codes must exist and nest (422 on the field).';
const UPLOAD =
  '`pdf` is `{ file_id }`, a PDF streamed first to `POST /admin/files?kind=pdf` by the same manager and ' +
  'named by no other record (decision 036; 422 `validation.upload_unknown` or `validation.pdf_only` on ' +
  '`pdf.file_id`).';

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

// ─── Published analyses ──────────────────────────────────────────────────────────────────

const SUBSCRIBERS =
  'Everyone signed in sees the list (titles and summaries, so that the service shows what it offers); ' +
  'the full text and the PDF need an active subscription of the caller’s company (403 ' +
  '`subscription.required`; managers read them too). Decision 028.';

export const listPublishedAnalyses = endpoint({
  operationId: 'listPublishedAnalyses',
  method: 'GET',
  path: '/country-analyses',
  access: 'session',
  tags,
  summary: 'The published country analyses, newest first',
  description: `Filter by \`country\`; paged by \`page\` and \`per_page\`. In the language of X-Localization. ${SUBSCRIBERS}`,
  query: PublishedAnalysisListQuerySchema,
  response: PublishedAnalysisListResponseSchema,
});

export const getPublishedAnalysis = endpoint({
  operationId: 'getPublishedAnalysis',
  method: 'GET',
  path: '/country-analyses/{id}',
  access: 'session',
  scope: 'caller',
  errors: [403],
  tags,
  summary: 'One published country analysis with its full text',
  description: `404 for an unknown or unpublished analysis. ${SUBSCRIBERS}`,
  params: PublishedAnalysisParamsSchema,
  response: PublishedAnalysisResponseSchema,
});

export const downloadPublishedAnalysis = endpoint({
  operationId: 'downloadPublishedAnalysis',
  method: 'GET',
  path: '/country-analyses/{id}/pdf',
  access: 'session',
  scope: 'caller',
  errors: [403],
  produces: 'application/pdf',
  tags,
  summary: 'The PDF of a published country analysis',
  description: `404 for an unknown or unpublished analysis, \`country_analysis.no_pdf\` for one without a PDF. ${SUBSCRIBERS}`,
  params: PublishedAnalysisParamsSchema,
  response: PDF,
});

// ─── The back office: requests (the shorter status set) ──────────────────────────────────

export const listAdminCountryAnalysis = endpoint({
  operationId: 'listAdminCountryAnalysis',
  method: 'GET',
  path: '/admin/country-analysis',
  access: 'staff',
  tags: adminTags,
  summary: "The managers' queue of country-analysis requests, with counts per status",
  description:
    'Every company’s requests; without `status` every status but drafts (`created`). ' +
    '`counts` cover every status of the shorter set whatever the filters.',
  query: AdminCountryAnalysisQueueQuerySchema,
  response: AdminCountryAnalysisQueueResponseSchema,
});

export const getAdminCountryAnalysis = endpoint({
  operationId: 'getAdminCountryAnalysis',
  method: 'GET',
  path: '/admin/country-analysis/{id}',
  access: 'staff',
  tags: adminTags,
  summary: 'One country-analysis request with its company, history, result and allowed moves',
  params: RequestIdParamsSchema,
  response: AdminCountryAnalysisResponseSchema,
});

export const changeAdminCountryAnalysisStatus = endpoint({
  operationId: 'changeAdminCountryAnalysisStatus',
  method: 'POST',
  path: '/admin/country-analysis/{id}/status',
  access: 'staff',
  errors: [409],
  tags: adminTags,
  summary: 'Move a country-analysis request along the status graph',
  description:
    'A comment is required for in_finalization and denied (422). A move the graph has not, ' +
    'a status outside the shorter set or the exporter’s own move answers 409 `request.status_move_forbidden`.',
  params: RequestIdParamsSchema,
  body: AdminStatusBodySchema,
  example: { status: 'in_process', from: 'accepted' },
  response: AdminCountryAnalysisResponseSchema,
});

export const attachAdminCountryAnalysisResult = endpoint({
  operationId: 'attachAdminCountryAnalysisResult',
  method: 'POST',
  path: '/admin/country-analysis/{id}/result',
  access: 'staff',
  errors: [409, 413],
  tags: adminTags,
  summary: 'Attach the finished analysis (text and PDF) to a request',
  description:
    'While the request is `in_process` or `approved` (409 `country_analysis.result_not_allowed`). Text in ' +
    'at least one language (422 `validation.text_in_one_language`); the PDF is required the first time ' +
    `(422 \`validation.required\` on \`pdf\`) and replaces the stored one when given again. ${UPLOAD} ` +
    'The exporter is notified in the portal and by e-mail; the action goes to the audit log.',
  params: RequestIdParamsSchema,
  body: AdminCountryAnalysisResultBodySchema,
  example: COUNTRY_ANALYSIS_RESULT_EXAMPLE,
  response: AdminCountryAnalysisResponseSchema,
});

export const downloadAdminCountryAnalysisResult = endpoint({
  operationId: 'downloadAdminCountryAnalysisResult',
  method: 'GET',
  path: '/admin/country-analysis/{id}/pdf',
  access: 'staff',
  produces: 'application/pdf',
  tags: adminTags,
  summary: 'The PDF of the finished analysis attached to a request',
  description: '404 for no such request, `country_analysis.no_pdf` until a PDF is attached.',
  params: RequestIdParamsSchema,
  response: PDF,
});

// ─── The back office: published analyses ────────────────────────────────────────────────

const AUDITED = 'The change goes to the audit log (entity `country_analysis_publication`).';

export const listAdminPublishedAnalyses = endpoint({
  operationId: 'listAdminPublishedAnalyses',
  method: 'GET',
  path: '/admin/country-analyses',
  access: 'staff',
  tags: adminTags,
  summary: 'Every country analysis, published or draft, newest first, in both languages',
  query: AdminPublishedAnalysesQuerySchema,
  response: AdminPublishedAnalysesResponseSchema,
});

export const createAdminPublishedAnalysis = endpoint({
  operationId: 'createAdminPublishedAnalysis',
  method: 'POST',
  path: '/admin/country-analyses',
  access: 'staff',
  status: 201,
  errors: [413],
  tags: adminTags,
  summary: 'Write a country analysis (a draft until it is published)',
  description: `Title, summary and text in both languages; the HS chapter or heading must exist (422). ${UPLOAD} ${AUDITED}`,
  body: AdminPublishedAnalysisBodySchema,
  example: PUBLISHED_ANALYSIS_EXAMPLE,
  response: AdminPublishedAnalysisResponseSchema,
});

export const getAdminPublishedAnalysis = endpoint({
  operationId: 'getAdminPublishedAnalysis',
  method: 'GET',
  path: '/admin/country-analyses/{id}',
  access: 'staff',
  tags: adminTags,
  summary: 'One country analysis, published or draft, in both languages',
  params: PublishedAnalysisParamsSchema,
  response: AdminPublishedAnalysisResponseSchema,
});

export const updateAdminPublishedAnalysis = endpoint({
  operationId: 'updateAdminPublishedAnalysis',
  method: 'PUT',
  path: '/admin/country-analyses/{id}',
  access: 'staff',
  errors: [413],
  tags: adminTags,
  summary: 'Edit a country analysis; a published one is live at once',
  description: `\`pdf\` given replaces the stored PDF, null removes it, left out keeps it. ${UPLOAD} ${AUDITED}`,
  params: PublishedAnalysisParamsSchema,
  body: AdminPublishedAnalysisBodySchema,
  example: PUBLISHED_ANALYSIS_EXAMPLE,
  response: AdminPublishedAnalysisResponseSchema,
});

export const publishAdminPublishedAnalysis = endpoint({
  operationId: 'publishAdminPublishedAnalysis',
  method: 'POST',
  path: '/admin/country-analyses/{id}/publish',
  access: 'staff',
  tags: adminTags,
  summary: 'Publish a country analysis: subscribers read it from now on',
  description: `Publishing a published analysis changes nothing (its date stays). ${AUDITED}`,
  params: PublishedAnalysisParamsSchema,
  body: AdminEmptyBodySchema,
  example: {},
  response: AdminPublishedAnalysisResponseSchema,
});

export const unpublishAdminPublishedAnalysis = endpoint({
  operationId: 'unpublishAdminPublishedAnalysis',
  method: 'POST',
  path: '/admin/country-analyses/{id}/unpublish',
  access: 'staff',
  tags: adminTags,
  summary: 'Take a country analysis back to a draft',
  description: `Unpublishing a draft changes nothing. ${AUDITED}`,
  params: PublishedAnalysisParamsSchema,
  body: AdminEmptyBodySchema,
  example: {},
  response: AdminPublishedAnalysisResponseSchema,
});

export const downloadAdminPublishedAnalysis = endpoint({
  operationId: 'downloadAdminPublishedAnalysis',
  method: 'GET',
  path: '/admin/country-analyses/{id}/pdf',
  access: 'staff',
  produces: 'application/pdf',
  tags: adminTags,
  summary: 'The PDF of a country analysis, published or draft',
  description: '404 for no such analysis, `country_analysis.no_pdf` for one without a PDF.',
  params: PublishedAnalysisParamsSchema,
  response: PDF,
});
