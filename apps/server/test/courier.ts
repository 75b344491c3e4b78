import type { FastifyInstance } from 'fastify';
import { COURIER_REQUEST_EXAMPLE, endpoints, type CourierRequestBody } from '@portal/contract';
import type { SignedInUser } from './accounts';
import { callOk } from './call';

/** A courier pickup request body (`POST /courier/requests`): the entry's example. */
export const VALID_COURIER_REQUEST = COURIER_REQUEST_EXAMPLE;

/** A courier pickup request through the API, queued for delivery to the courier. */
export function createCourierRequest(
  app: FastifyInstance,
  exporter: SignedInUser,
  fields: Partial<CourierRequestBody> = {},
) {
  return callOk(
    app,
    endpoints.createCourierRequest,
    { body: { ...VALID_COURIER_REQUEST, ...fields } },
    { as: exporter },
  );
}
