import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { CHECK_LIST_CATEGORIES, endpoints, FIELDS_OF_ACTIVITY, type ApiLocale } from '@portal/contract';
import { createCheckListRequest } from '../../../domain/requests/check-list/create-check-list-request';
import { deleteCheckListRequest } from '../../../domain/requests/check-list/delete-check-list-request';
import { findCheckListRequests } from '../../../domain/requests/check-list/find-check-list-requests';
import { getCheckListRequest } from '../../../domain/requests/check-list/get-check-list-request';
import { updateCheckListRequest } from '../../../domain/requests/check-list/update-check-list-request';
import { findStatusHistory } from '../../../domain/requests/find-status-history';
import { route } from '../../../lib/endpoint-route';
import { writeContext } from '../../profile/requests/write-context';

/** A fixed list of options: a code and its name in each language. */
type OptionList = readonly ({ code: string } & Record<ApiLocale, string>)[];

/** The handler of an options call: the list's codes, named in the language of the request. */
function answerOptions(list: OptionList) {
  return (request: FastifyRequest) => ({
    data: list.map((item) => ({ code: item.code, name: item[request.locale] })),
  });
}

/** Market-analysis requests (spec §7 `/profile/check-list/*`, decision 014): one step, the short status set. */
const checkListRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listCheckListAreasOfActivity, answerOptions(FIELDS_OF_ACTIVITY));
  route(app, endpoints.listCheckListCategories, answerOptions(CHECK_LIST_CATEGORIES));

  route(app, endpoints.listCheckListRequests, async (request, _reply, scope) => {
    return {
      data: await findCheckListRequests({ db: app.db, scope, locale: request.locale, query: request.query }),
    };
  });

  route(app, endpoints.createCheckListRequest, async (request, _reply, scope) => ({
    data: await createCheckListRequest({
      ...writeContext(app, request, scope),
      body: request.body,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.getCheckListRequest, async (request, _reply, scope) => {
    return {
      data: await getCheckListRequest({ db: app.db, scope, id: request.params.id, locale: request.locale }),
    };
  });

  route(app, endpoints.updateCheckListRequest, async (request, _reply, scope) => ({
    data: await updateCheckListRequest({
      ...writeContext(app, request, scope),
      id: request.params.id,
      body: request.body,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.deleteCheckListRequest, async (request, _reply, scope) => {
    await deleteCheckListRequest({ db: app.db, scope, id: request.params.id });
    return { data: { deleted: true as const } };
  });

  route(app, endpoints.listCheckListStatusChanges, async (request, _reply, scope) => {
    return {
      data: await findStatusHistory({
        db: app.db,
        scope,
        kind: 'check_list',
        requestId: request.query.check_list_request_id,
        locale: request.locale,
      }),
    };
  });
};

export default checkListRoutes;
