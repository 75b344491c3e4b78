import type { FastifyPluginAsync } from 'fastify';
import { endpointMeta, REQUEST_KIND_CALLS, type AnyEndpoint } from '@portal/contract';
import { changeAdminRequestStatus } from '../../domain/admin/change-admin-request-status';
import { findRequestQueue } from '../../domain/admin/find-request-queue';
import { REQUEST_KIND_MODULES, type AnyRequestKindModule } from '../../domain/requests/kinds';
import type { BackOfficeScope } from '../../domain/access/scope';

type QueueQuery = Parameters<typeof findRequestQueue>[1]['query'];
type StatusBody = Parameters<typeof changeAdminRequestStatus>[0]['body'];
import { callContext, route } from '../../lib/endpoint-route';

/**
 * The managers' side of every request kind (decision 015, the seams of decisions 026 and 044):
 * every kind has a queue, a page and a move (`REQUEST_KIND_CALLS`), and this one registration
 * serves them all, reading the page through the kind's module. What only one kind has (an export application's shared contacts, a country
 * analysis's result) is registered in that kind's own route folder (`routes/kinds/<kind>`).
 */
const requestAdminRoutes: FastifyPluginAsync = async (app) => {
  const register = (kind: AnyRequestKindModule) => {
    const calls = REQUEST_KIND_CALLS[kind.kind];
    const read = kind.readForBackOffice;
    // The entries of every kind are the back office's (a staff scope) and name the request `{id}`.
    const staff = (entry: AnyEndpoint) => {
      if (endpointMeta(entry).access !== 'staff') throw new Error(`${kind.kind}: not a back-office entry`);
    };
    [calls.backOfficeList, calls.backOfficeGet, calls.backOfficeMove].forEach(staff);
    type Input = { params: { id: string }; query: QueueQuery; body: StatusBody };
    const input = (request: unknown) => request as Input;
    const context = (request: Parameters<typeof callContext>[1], scope: unknown) =>
      callContext(app, request, scope as BackOfficeScope);
    route(app, calls.backOfficeList as AnyEndpoint, async (request, _reply, scope) => ({
      data: await findRequestQueue(kind as never, {
        ...context(request, scope),
        query: input(request).query,
      }),
    }));
    route(app, calls.backOfficeGet as AnyEndpoint, async (request, _reply, scope) => ({
      data: await read({ ...context(request, scope), id: input(request).params.id }),
    }));
    // A manager's move (one door for every kind, decision 014), answered by the request's new state.
    route(app, calls.backOfficeMove as AnyEndpoint, async (request, _reply, scope) => {
      const called = context(request, scope);
      const { params, body } = input(request);
      await changeAdminRequestStatus({
        db: app.db,
        jobs: app.jobs,
        publicUrl: app.config.publicUrl,
        scope: called.scope,
        ip: request.ip,
        kind: kind.kind,
        id: params.id,
        body,
      });
      return { data: await read({ ...called, id: params.id }) };
    });
  };
  for (const kind of Object.values(REQUEST_KIND_MODULES)) register(kind);
};

export default requestAdminRoutes;
