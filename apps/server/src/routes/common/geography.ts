import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CountryActionsQuerySchema,
  CountryActionsResponseSchema,
  GeoCountriesResponseSchema,
  GeoCountryInfoBodySchema,
  GeoCountryInfoParamsSchema,
  GeoCountryInfoResponseSchema,
} from '@portal/contract';
import { findCountryActions } from '../../domain/reference/find-country-actions';
import { findGeoCountries } from '../../domain/reference/find-geo-countries';
import { getGeoCountryInfo } from '../../domain/reference/get-geo-country-info';

const tags = ['reference'];

/** Importing countries (DOMAIN.md: Europe 17, Americas 9, Asia 6), their details and actions (spec §7). */
const geographyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/common/get-geo_countries',
    {
      schema: {
        tags,
        summary: 'Importing countries by region: Europe, Americas, Asia',
        response: { 200: GeoCountriesResponseSchema },
      },
    },
    (request, reply) =>
      app.referenceCache.send(request, reply, 'geo-countries', () =>
        findGeoCountries(app.db, request.locale),
      ),
  );

  app.post(
    '/common/geo-country-info/:id',
    {
      schema: {
        tags,
        summary: 'An importing country: market summary, capital, demanded goods, notes and coming actions',
        description: 'An id that is not an importing country (or not a number) answers 404.',
        params: GeoCountryInfoParamsSchema,
        body: GeoCountryInfoBodySchema,
        response: { 200: GeoCountryInfoResponseSchema },
      },
    },
    async (request) => ({
      data: await getGeoCountryInfo({ db: app.db, locale: request.locale, id: request.params.id }),
    }),
  );

  app.get(
    '/common/get-country-actions',
    {
      schema: {
        tags,
        summary: 'Country actions not yet ended (trade missions, exhibitions, B2B meetings, webinars)',
        description:
          'Actions whose end date (Kyiv time) is today or later, by start date; `geo_country_id` narrows them to one importing country. Not cached: the list changes with the date.',
        querystring: CountryActionsQuerySchema,
        response: { 200: CountryActionsResponseSchema },
      },
    },
    async (request) => ({
      data: await findCountryActions({
        db: app.db,
        locale: request.locale,
        geoCountryId: request.query.geo_country_id,
      }),
    }),
  );
};

export default geographyRoutes;
