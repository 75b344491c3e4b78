import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { findPublicTariffs } from '../../domain/tariffs/find-public-tariffs';
import { getTariff } from '../../domain/tariffs/get-tariff';
import { getTariffComparison } from '../../domain/tariffs/get-tariff-comparison';
import { route } from '../../lib/endpoint-route';

/**
 * Subscription plans of spec §7 (DOMAIN.md: UAH per period, a 14-day trial, free basic services).
 * The back office edits them while the portal runs (issue 14 §5): each answer is read from the
 * database per request, with its ETag (decision 027), so no instance keeps an old price.
 */
const tariffsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listTariffs, (request, reply) =>
    app.referenceCache.sendLive(request, reply, () =>
      findPublicTariffs({ db: app.db, locale: request.locale }),
    ),
  );

  route(app, endpoints.getTariffComparison, (request, reply) =>
    app.referenceCache.sendLive(request, reply, () =>
      getTariffComparison({ db: app.db, locale: request.locale }),
    ),
  );

  route(app, endpoints.getTariff, (request, reply) =>
    app.referenceCache.sendLive(request, reply, () =>
      getTariff({ db: app.db, locale: request.locale, idOrSlug: request.params.idOrSlug }),
    ),
  );
};

export default tariffsRoutes;
