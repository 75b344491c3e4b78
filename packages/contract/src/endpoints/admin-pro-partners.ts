import { IMAGE_FIELD_DESCRIPTION } from '../api/files';
import { AdminEmptyBodySchema } from '../api/admin';
import {
  AdminProPartnerBodySchema,
  AdminProPartnerRequestsQuerySchema,
  AdminProPartnerRequestsResponseSchema,
  AdminProPartnerResponseSchema,
  AdminProPartnersQuerySchema,
  AdminProPartnersResponseSchema,
  PRO_PARTNER_EXAMPLE,
  PRO_PARTNER_LOGO_EXAMPLE,
} from '../api/admin-pro-partners';
import { ProPartnerIdParamsSchema } from '../api/pro-partners';
import { endpoint } from '../endpoint';

// ─── The back office: professional partners (issue 16 §6, decisions 031 and 034) ─────────

const tags = ['admin'] as const;

const AUDITED = 'The change goes to the audit log (entity `pro_partner`).';
const LIVE = 'The directory reads the table on every request: a change is live at once.';
const LOGO = `The logo: ${IMAGE_FIELD_DESCRIPTION}`;

export const listAdminProPartners = endpoint({
  operationId: 'listAdminProPartners',
  method: 'GET',
  path: '/admin/pro-partners',
  access: 'staff',
  tags,
  summary: 'Every professional partner, published or draft, by name, with its requests of the last 30 days',
  description:
    'Filters `state`, `kind` and `search` (a part of the name in either language); `counts` gives how many are ' +
    'published and how many are drafts under the same kind and search.',
  query: AdminProPartnersQuerySchema,
  response: AdminProPartnersResponseSchema,
});

export const createAdminProPartner = endpoint({
  operationId: 'createAdminProPartner',
  method: 'POST',
  path: '/admin/pro-partners',
  access: 'staff',
  unique: ['slug'],
  status: 201,
  errors: [413],
  tags,
  summary: 'Write a professional partner (a draft until it is published)',
  description:
    'Name in both languages (English in English letters), kind and the e-mail the requests go to are ' +
    'required; the slug is made from the English name unless given (422 `admin_partner.slug_taken` when ' +
    `another partner has it). Countries are ISO codes; none means every country. ${LOGO} ${AUDITED}`,
  body: AdminProPartnerBodySchema,
  example: { ...PRO_PARTNER_EXAMPLE, image: PRO_PARTNER_LOGO_EXAMPLE },
  response: AdminProPartnerResponseSchema,
});

export const getAdminProPartner = endpoint({
  operationId: 'getAdminProPartner',
  method: 'GET',
  path: '/admin/pro-partners/{id}',
  access: 'staff',
  tags,
  summary: 'One partner, published or draft, every field in both languages',
  description: '`missing_to_publish` names the empty fields publishing needs.',
  params: ProPartnerIdParamsSchema,
  response: AdminProPartnerResponseSchema,
});

export const updateAdminProPartner = endpoint({
  operationId: 'updateAdminProPartner',
  method: 'PUT',
  path: '/admin/pro-partners/{id}',
  access: 'staff',
  unique: ['slug'],
  errors: [413],
  tags,
  summary: 'Edit a partner; a published one is live at once',
  description:
    'A field left out keeps its value; the slug changes only when given. A published partner cannot lose ' +
    `a field publishing needs (422 \`admin_partner.required_to_publish\`). ${LOGO} ${LIVE} ${AUDITED}`,
  params: ProPartnerIdParamsSchema,
  body: AdminProPartnerBodySchema,
  example: PRO_PARTNER_EXAMPLE,
  response: AdminProPartnerResponseSchema,
});

export const publishAdminProPartner = endpoint({
  operationId: 'publishAdminProPartner',
  method: 'POST',
  path: '/admin/pro-partners/{id}/publish',
  access: 'staff',
  tags,
  summary: 'Publish a partner: approved companies see it and may write to it from now on',
  description:
    'Needs the summary and the description in both languages (422 `admin_partner.required_to_publish` on ' +
    `each empty one). Publishing a published partner changes nothing (its date stays). ${AUDITED}`,
  params: ProPartnerIdParamsSchema,
  body: AdminEmptyBodySchema,
  example: {},
  response: AdminProPartnerResponseSchema,
});

export const unpublishAdminProPartner = endpoint({
  operationId: 'unpublishAdminProPartner',
  method: 'POST',
  path: '/admin/pro-partners/{id}/unpublish',
  access: 'staff',
  tags,
  summary: 'Take a partner back to a draft: it leaves the directory and takes no more requests',
  description: `Its requests stay. Unpublishing a draft changes nothing. ${LIVE} ${AUDITED}`,
  params: ProPartnerIdParamsSchema,
  body: AdminEmptyBodySchema,
  example: {},
  response: AdminProPartnerResponseSchema,
});

export const listAdminProPartnerRequests = endpoint({
  operationId: 'listAdminProPartnerRequests',
  method: 'GET',
  path: '/admin/pro-partners/{id}/requests',
  access: 'staff',
  tags,
  summary: 'The requests exporters sent a partner, newest first: company, person, date, comment',
  params: ProPartnerIdParamsSchema,
  query: AdminProPartnerRequestsQuerySchema,
  response: AdminProPartnerRequestsResponseSchema,
});
