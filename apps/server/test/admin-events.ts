import type { FastifyInstance } from 'fastify';
import { ADMIN_EVENT_EXAMPLE, endpoints, type AdminEvent, type AdminEventBody } from '@portal/contract';
import type { SignedInUser } from './accounts';
import { callOk } from './call';

const HOUR_MS = 3_600_000;

/** An instant `hours` from now, as the back office's body takes it. */
export function hoursFromNow(hours: number): string {
  return new Date(Date.now() + hours * HOUR_MS).toISOString();
}

/** The example event moved to start in `startsInHours` (two hours long, registration until the start). */
export function eventBody(startsInHours = 24 * 30, overrides: Partial<AdminEventBody> = {}): AdminEventBody {
  return {
    ...ADMIN_EVENT_EXAMPLE,
    starts_at: hoursFromNow(startsInHours),
    ends_at: hoursFromNow(startsInHours + 2),
    register_by: null,
    ...overrides,
  };
}

/** A draft event made by a manager through `POST /admin/events`. */
export function createAdminEvent(
  app: FastifyInstance,
  manager: SignedInUser,
  body: AdminEventBody = eventBody(),
): Promise<AdminEvent> {
  return callOk(app, endpoints.createAdminEvent, { body }, { as: manager });
}

/** A published event made through the back office's calls. */
export async function createPublishedAdminEvent(
  app: FastifyInstance,
  manager: SignedInUser,
  body: AdminEventBody = eventBody(),
): Promise<AdminEvent> {
  const event = await createAdminEvent(app, manager, body);
  return callOk(app, endpoints.publishAdminEvent, { params: { id: event.id }, body: {} }, { as: manager });
}
