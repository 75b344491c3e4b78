import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CountriesResponseSchema, CurrenciesResponseSchema } from '@portal/contract';
import { findCountries } from '../../domain/reference/find-countries';
import { findCurrencies } from '../../domain/reference/find-currencies';

const tags = ['reference'];

/** Countries and currencies (spec §7): ISO code lists committed in the contract, names from ICU. */
const countriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/common/get-countries',
    {
      schema: {
        tags,
        summary: 'Countries (ISO 3166-1), named in the request language',
        description:
          'Every officially assigned ISO 3166-1 alpha-2 country except Russia, Belarus, the DPRK and Iran (spec §9), named from ICU and sorted by name in the request language.',
        response: { 200: CountriesResponseSchema },
      },
    },
    (request, reply) =>
      app.referenceCache.send(request, reply, 'countries', async () => findCountries(request.locale)),
  );

  app.get(
    '/common/get-currency',
    {
      schema: {
        tags,
        summary: 'Currencies (ISO 4217), named in the request language',
        description:
          'ISO 4217 currencies in general use (no funds, metals or test codes), without RUB, BYN, KPW and IRR (the currencies of the blocked countries), named from ICU: UAH, USD and EUR first, then the rest by name.',
        response: { 200: CurrenciesResponseSchema },
      },
    },
    (request, reply) =>
      app.referenceCache.send(request, reply, 'currencies', async () => findCurrencies(request.locale)),
  );
};

export default countriesRoutes;
