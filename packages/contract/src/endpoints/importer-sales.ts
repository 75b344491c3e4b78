import {
  AdminImporterSaleParamsSchema,
  AdminImporterSaleResponseSchema,
  AdminImporterSalesQuerySchema,
  AdminImporterSalesResponseSchema,
  DeclineBodySchema,
  DeclineQuestionsResponseSchema,
  SharedSaleParamsSchema,
  SharedSaleResponseSchema,
  SharedSalesResponseSchema,
  ShareBodySchema,
  SUGGESTIONS_LIMIT,
} from '../api/importer-sales';
import { EmptyBodySchema } from '../api/requests';
import { endpoint } from '../endpoint';

// ─── Importer sales: the exporter's side (spec §7 'Importer sales'; issue 15 §4) ──────────

const tags = ['importer-sales'] as const;
const adminTags = ['admin'] as const;

const ANSWER_ONCE =
  'An answer is final: a second one answers 409 `importer_sale.already_answered`. Another company’s share answers 404.';

export const listSharedSales = endpoint({
  operationId: 'listSharedSales',
  method: 'GET',
  path: '/profile/importer-sale/get-shared',
  access: 'session',
  scope: 'company',
  tags,
  summary: 'Import applications shared with the company, newest first',
  description:
    'Each with the company’s answer. `buyer` (who the buyer is and how to reach them) is null until the company accepts.',
  response: SharedSalesResponseSchema,
});

export const acceptSharedSale = endpoint({
  operationId: 'acceptSharedSale',
  method: 'POST',
  path: '/profile/importer-sale/shared-sale/accept/{id}',
  access: 'session',
  scope: 'company',
  record: 'importer_sale_share',
  errors: [409],
  tags,
  summary: 'Accept a shared application: the answer carries the buyer’s contacts',
  description: `The buyer is e-mailed the company’s card in English (Reply-To the exporter). ${ANSWER_ONCE}`,
  params: SharedSaleParamsSchema,
  body: EmptyBodySchema,
  example: {},
  response: SharedSaleResponseSchema,
});

export const declineSharedSale = endpoint({
  operationId: 'declineSharedSale',
  method: 'POST',
  path: '/profile/importer-sale/shared-sale/decline/{id}',
  access: 'session',
  scope: 'company',
  record: 'importer_sale_share',
  errors: [409],
  tags,
  summary: 'Decline a shared application with a reason of get-decline-questions',
  description: `\`comment\` is required with the reason \`other\`. The company is never suggested for it again. ${ANSWER_ONCE}`,
  params: SharedSaleParamsSchema,
  body: DeclineBodySchema,
  example: { reason: 'no_capacity', comment: 'Our whole harvest is contracted until spring.' },
  response: SharedSaleResponseSchema,
});

export const listDeclineQuestions = endpoint({
  operationId: 'listDeclineQuestions',
  method: 'GET',
  path: '/profile/importer-sale/get-decline-questions',
  access: 'session',
  cached: true,
  tags,
  summary: 'The reasons an exporter may give for declining, in the request’s language',
  response: DeclineQuestionsResponseSchema,
});

// ─── The back office: the queue, suggestions and sharing ────────────────────────────────

export const listAdminImporterSales = endpoint({
  operationId: 'listAdminImporterSales',
  method: 'GET',
  path: '/admin/importer-sales',
  access: 'staff',
  tags: adminTags,
  summary: 'The queue of import applications, newest first, with counts by status',
  description:
    '`status` narrows it (default: every status); `search` matches the product, the HS code, the buyer’s company or e-mail. `counts` ignore the filters.',
  query: AdminImporterSalesQuerySchema,
  response: AdminImporterSalesResponseSchema,
});

export const getAdminImporterSale = endpoint({
  operationId: 'getAdminImporterSale',
  method: 'GET',
  path: '/admin/importer-sales/{id}',
  access: 'staff',
  tags: adminTags,
  summary:
    'An import application, the exporters it was shared with and their answers, and suggested exporters',
  description: `Suggestions (at most ${SUGGESTIONS_LIMIT}): approved companies with an export application in the buyer’s HS heading, then in its chapter, then those whose field of activity makes goods of that chapter; more matching applications first. Never a company it was already shared with (declined included). Each with \`reasons\`.`,
  params: AdminImporterSaleParamsSchema,
  response: AdminImporterSaleResponseSchema,
});

export const shareAdminImporterSale = endpoint({
  operationId: 'shareAdminImporterSale',
  method: 'POST',
  path: '/admin/importer-sales/{id}/share',
  access: 'staff',
  keepsPublicPages: true,
  tags: adminTags,
  summary: 'Share an import application with exporters: each gets a portal notification and an e-mail',
  description:
    'A company it is already shared with is left as it is (no second notice). An id that is not an approved company answers 422 on `user_ids`. The application becomes `shared`. The sharing goes to the audit log (entity `importer_sale`). Answers the application as `getAdminImporterSale` does.',
  params: AdminImporterSaleParamsSchema,
  body: ShareBodySchema,
  example: { user_ids: ['00000000-0000-4000-8000-000000000000'] },
  response: AdminImporterSaleResponseSchema,
});
