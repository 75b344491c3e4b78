import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { findCountries } from '../../domain/reference/find-countries';
import { findCurrencies } from '../../domain/reference/find-currencies';
import { route } from '../../lib/endpoint-route';

/** Countries and currencies (spec §7): ISO code lists committed in the contract, names from ICU. */
const countriesRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listCountries, (request, reply) =>
    app.referenceCache.send(request, reply, 'countries', async () => findCountries(request.locale)),
  );

  route(app, endpoints.listCurrencies, (request, reply) =>
    app.referenceCache.send(request, reply, 'currencies', async () => findCurrencies(request.locale)),
  );
};

export default countriesRoutes;
