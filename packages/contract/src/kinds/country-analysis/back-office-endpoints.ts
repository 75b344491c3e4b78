import {
  AdminCountryAnalysisQueueQuerySchema,
  AdminCountryAnalysisQueueResponseSchema,
  AdminCountryAnalysisResponseSchema,
  AdminCountryAnalysisResultBodySchema,
} from './back-office-schemas';
import { AdminStatusBodySchema } from '../../api/admin';

import { RequestIdParamsSchema } from '../../api/requests';
import { endpoint } from '../../endpoint';
import { COUNTRY_ANALYSIS_RESULT_EXAMPLE } from './examples';
import { z } from 'zod';

const adminTags = ['admin'] as const;
const PDF = z.file().mime('application/pdf');

const UPLOAD =
  '`pdf` is `{ file_id }`, a PDF streamed first to `POST /admin/files?kind=pdf` by the same manager and ' +
  'named by no other record (decision 036; 422 `validation.upload_unknown` or `validation.pdf_only` on ' +
  '`pdf.file_id`).';

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
  keepsPublicPages: true,
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
  keepsPublicPages: true,
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
