import {
  ProPartnerEmailBodySchema,
  ProPartnerEmailResponseSchema,
  ProPartnerIdParamsSchema,
  ProPartnerListQuerySchema,
  ProPartnerListResponseSchema,
  ProPartnerParamsSchema,
  ProPartnerRequestListQuerySchema,
  ProPartnerRequestListResponseSchema,
  ProPartnerResponseSchema,
} from '../api/pro-partners';
import { endpoint } from '../endpoint';

/**
 * Professional partners (spec §7 'Professional partners', issue 16 §4, decision 031): the
 * directory, writing to a partner, and the company's requests (ours).
 */

const tags = ['pro-partners'] as const;

const APPROVED =
  'Needs an approved company (403 `request.not_approved`; DOMAIN.md: the directory is open to every ' +
  'approved company, no subscription).';

export const listProPartners = endpoint({
  operationId: 'listProPartners',
  method: 'GET',
  path: '/pro-partners',
  access: 'session',
  scope: 'filing',
  tags,
  summary: 'The professional partners, by kind of service and country, by name',
  description: `Filters \`kind\` and \`country\` (partners serving that country or every country); paged. ${APPROVED}`,
  query: ProPartnerListQuerySchema,
  response: ProPartnerListResponseSchema,
});

export const getProPartner = endpoint({
  operationId: 'getProPartner',
  method: 'GET',
  path: '/pro-partners/{idOrSlug}',
  access: 'session',
  scope: 'filing',
  tags,
  summary: 'One partner by numeric id or slug, with how many requests the company may still send today',
  description: `An unknown or unpublished partner: 404. ${APPROVED}`,
  params: ProPartnerParamsSchema,
  response: ProPartnerResponseSchema,
});

export const sendProPartnerEmail = endpoint({
  operationId: 'sendProPartnerEmail',
  method: 'POST',
  path: '/pro-partners/send-email/{id}',
  access: 'session',
  scope: 'filing',
  status: 201,
  errors: [404, 429],
  tags,
  summary: 'Write to a partner: the partner gets the company card and the comment, the exporter a copy',
  description:
    '`comment` of 10–2,000 characters. The partner’s e-mail has Reply-To the exporter. At most 5 a day per ' +
    'company (a Kyiv day; 429 `pro_partner.daily_limit` with `Retry-After` until midnight in Kyiv), counted ' +
    `with the company locked so that requests at once cannot pass it. Each request is kept. ${APPROVED}`,
  params: ProPartnerIdParamsSchema,
  body: ProPartnerEmailBodySchema,
  example: { comment: 'We export frozen berries to Poland and need a refrigerated carrier from Lviv.' },
  response: ProPartnerEmailResponseSchema,
});

export const listProPartnerRequests = endpoint({
  operationId: 'listProPartnerRequests',
  method: 'GET',
  path: '/profile/pro-partner-requests',
  access: 'session',
  scope: 'filing',
  tags,
  summary: 'The requests the company sent to partners, newest first',
  description: APPROVED,
  query: ProPartnerRequestListQuerySchema,
  response: ProPartnerRequestListResponseSchema,
});
