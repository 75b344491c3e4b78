import type { FastifyInstance } from 'fastify';
import { endpoints, PRO_PARTNER_EXAMPLE, type AdminProPartnerBody } from '@portal/contract';
import type { SignedInUser } from './accounts';
import { callOk } from './call';
import { createTestEmail } from './helpers';

/** Fixtures of the back office's professional partners (issue 16 §6). */

let serial = 0;

/** The tiny PNG the tests upload, as bytes: what `GET /images/{id}` must give back. */
export { PNG_BYTES as LOGO_BYTES } from './uploads';

/** A partner body of its own: a unique English name (and so slug) and e-mail, complete enough to publish. */
export function createPartnerBody(overrides: Partial<AdminProPartnerBody> = {}): AdminProPartnerBody {
  serial += 1;
  const tag = `${Date.now().toString(36)} ${serial}`;
  return {
    ...PRO_PARTNER_EXAMPLE,
    name: { uk: `Карпатська логістика ${tag}`, en: `Carpathian Logistics ${tag}` },
    email: createTestEmail('partner'),
    ...overrides,
  };
}

/** A partner written by a manager through the API, published unless told otherwise. */
export async function createAdminPartner(
  app: FastifyInstance,
  manager: SignedInUser,
  options: { body?: AdminProPartnerBody; published?: boolean } = {},
) {
  const created = await callOk(
    app,
    endpoints.createAdminProPartner,
    { body: options.body ?? createPartnerBody() },
    { as: manager },
  );
  if (options.published === false) return created;
  return callOk(
    app,
    endpoints.publishAdminProPartner,
    { params: { id: created.id }, body: {} },
    { as: manager },
  );
}

/** The path parameters of a real partner: what the access matrix's positive calls on `{id}` name. */
export async function createPartnerParams(app: FastifyInstance, manager: SignedInUser) {
  return { id: (await createAdminPartner(app, manager)).id };
}
