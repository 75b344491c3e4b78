import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import {
  findExporterCountryActions,
  takePartInCountryAction,
} from '../../domain/importing-countries/exporter-country-actions';
import {
  findImportingCountries,
  findProgressFields,
} from '../../domain/importing-countries/importing-progress';
import { storeProgressRecord } from '../../domain/importing-countries/store-progress-record';
import { route } from '../../lib/endpoint-route';

/** Importing countries in the cabinet (spec §7 `/profile/countries-importers/*`, issue 15 §3). */
const importingCountryRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listImportingCountries, async (request, _reply, scope) => {
    return { data: await findImportingCountries({ db: app.db, scope, locale: request.locale }) };
  });

  route(app, endpoints.listProgressFields, (request, reply) =>
    app.referenceCache.send(request, reply, 'importing-progress-fields', () =>
      findProgressFields(app.db, request.locale),
    ),
  );

  route(app, endpoints.storeProgressRecord, async (request, _reply, scope) => {
    return {
      data: await storeProgressRecord({ db: app.db, scope, body: request.body, locale: request.locale }),
    };
  });

  route(app, endpoints.listExporterCountryActions, async (request, _reply, scope) => {
    return {
      data: await findExporterCountryActions({
        db: app.db,
        scope,
        locale: request.locale,
        query: request.query,
      }),
    };
  });

  route(app, endpoints.takePartInCountryAction, async (request, _reply, scope) => {
    return {
      data: await takePartInCountryAction({
        db: app.db,
        scope,
        locale: request.locale,
        actionId: request.body.country_action_id,
      }),
    };
  });
};

export default importingCountryRoutes;
