import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { findPublicTariffs } from '../../domain/tariffs/find-public-tariffs';
import { getTariff } from '../../domain/tariffs/get-tariff';
import { getTariffComparison } from '../../domain/tariffs/get-tariff-comparison';
import { route } from '../../lib/endpoint-route';

/** Subscription plans of spec §7 (DOMAIN.md: UAH per period, a 14-day trial, free basic services). */
const tariffsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listTariffs, (request, reply) =>
    app.referenceCache.send(request, reply, 'tariffs.public', () =>
      findPublicTariffs({ db: app.db, locale: request.locale }),
    ),
  );

  route(app, endpoints.getTariffComparison, (request, reply) =>
    app.referenceCache.send(request, reply, 'tariffs.comparison', () =>
      getTariffComparison({ db: app.db, locale: request.locale }),
    ),
  );

  route(app, endpoints.getTariff, (request, reply) => {
    // A failed lookup is not kept by the cache, so unknown ids never grow it.
    const { idOrSlug } = request.params;
    return app.referenceCache.send(request, reply, `tariffs.one.${idOrSlug}`, () =>
      getTariff({ db: app.db, locale: request.locale, idOrSlug }),
    );
  });
};

export default tariffsRoutes;
