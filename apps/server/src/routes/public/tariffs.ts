import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TariffComparisonResponseSchema,
  TariffParamsSchema,
  TariffResponseSchema,
  TariffsResponseSchema,
} from '@portal/contract';
import { findPublicTariffs } from '../../domain/tariffs/find-public-tariffs';
import { getTariff } from '../../domain/tariffs/get-tariff';
import { getTariffComparison } from '../../domain/tariffs/get-tariff-comparison';

const tags = ['tariffs'];

/** Subscription plans of spec §7 (DOMAIN.md: UAH per period, a 14-day trial, free basic services). */
const tariffsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tariffs',
    {
      schema: {
        tags,
        summary: 'The plans offered: the 14-day trial and the paid plans, in order',
        description: 'Prices are integer minor units (kopiykas) of `currency` (UAH) for the whole period.',
        response: { 200: TariffsResponseSchema },
      },
    },
    (request, reply) =>
      app.referenceCache.send(request, reply, 'tariffs.public', () =>
        findPublicTariffs({ db: app.db, locale: request.locale }),
      ),
  );

  app.get(
    '/tariffs/with-comparison',
    {
      schema: {
        tags,
        summary: 'The comparison table: columns (basic services, then the paid plans) and feature rows',
        description:
          "Each row's `values` has an entry for every column, keyed by the plan's id as a string. " +
          'The trial is not a column: it opens the professional services of the paid plans for 14 days.',
        response: { 200: TariffComparisonResponseSchema },
      },
    },
    (request, reply) =>
      app.referenceCache.send(request, reply, 'tariffs.comparison', () =>
        getTariffComparison({ db: app.db, locale: request.locale }),
      ),
  );

  app.get(
    '/tariffs/:idOrSlug',
    {
      schema: {
        tags,
        summary: 'One plan by numeric id or slug (the trial and basic included)',
        description: 'An unknown id or slug: 404.',
        params: TariffParamsSchema,
        response: { 200: TariffResponseSchema },
      },
    },
    (request, reply) => {
      // A failed lookup is not kept by the cache, so unknown ids never grow it.
      const { idOrSlug } = request.params;
      return app.referenceCache.send(request, reply, `tariffs.one.${idOrSlug}`, () =>
        getTariff({ db: app.db, locale: request.locale, idOrSlug }),
      );
    },
  );
};

export default tariffsRoutes;
