import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { findCountryActions } from '../../domain/reference/find-country-actions';
import { findGeoCountries } from '../../domain/reference/find-geo-countries';
import { getGeoCountryInfo } from '../../domain/reference/get-geo-country-info';
import { route } from '../../lib/endpoint-route';

/** Importing countries (DOMAIN.md: Europe 17, Americas 9, Asia 6), their details and actions (spec §7). */
const geographyRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listGeoCountries, (request, reply) =>
    app.referenceCache.send(request, reply, 'geo-countries', () => findGeoCountries(app.db, request.locale)),
  );

  route(app, endpoints.getGeoCountryInfo, async (request) => ({
    data: await getGeoCountryInfo({ db: app.db, locale: request.locale, id: request.params.id }),
  }));

  route(app, endpoints.listCountryActions, async (request) => ({
    data: await findCountryActions({
      db: app.db,
      locale: request.locale,
      geoCountryId: request.query.geo_country_id,
    }),
  }));
};

export default geographyRoutes;
