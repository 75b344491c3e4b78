import { z } from 'zod';
import { AdminEmptyBodySchema } from '../api/admin';
import {
  AdminPublishedAnalysesQuerySchema,
  AdminPublishedAnalysesResponseSchema,
  AdminPublishedAnalysisBodySchema,
  AdminPublishedAnalysisResponseSchema,
  PublishedAnalysisListQuerySchema,
  PublishedAnalysisListResponseSchema,
  PublishedAnalysisParamsSchema,
  PublishedAnalysisResponseSchema,
} from '../api/country-analyses';

import { endpoint } from '../endpoint';
import { PUBLISHED_ANALYSIS_EXAMPLE } from './examples';

/**
 * Country analyses (spec §7 'Country analyses', issue 15 §1–2, decision 028): the exporter's
 * requests (`/country-analyses/manage/*`), the published analyses (`/country-analyses`), and the
 * back office's side of both.
 */

const tags = ['country-analyses'] as const;
const adminTags = ['admin'] as const;
const PDF = z.file().mime('application/pdf');

const UPLOAD =
  '`pdf` is `{ file_id }`, a PDF streamed first to `POST /admin/files?kind=pdf` by the same manager and ' +
  'named by no other record (decision 036; 422 `validation.upload_unknown` or `validation.pdf_only` on ' +
  '`pdf.file_id`).';

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
