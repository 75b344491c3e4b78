import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import {
  createAdminCatalogService,
  createAdminServiceCategory,
  deleteAdminServiceCategory,
  findAdminCatalogServices,
  getAdminCatalogService,
  getAdminServiceForm,
  listAdminServiceCategories,
  publishAdminServiceForm,
  saveAdminServiceFormDraft,
  setAdminCatalogServicePublished,
  updateAdminCatalogService,
  updateAdminServiceCategory,
} from '../../domain/catalog/admin-catalog';
import { callContext, route } from '../../lib/endpoint-route';

/** The back office's catalogue (issue 27 §3, §5): categories, services and their forms; audited, live at once. */
const catalogAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listAdminServiceCategories, async (_request, _reply, scope) => ({
    data: await listAdminServiceCategories({ db: app.db, scope }),
  }));
  route(app, endpoints.createAdminServiceCategory, async (request, _reply, scope) => ({
    data: await createAdminServiceCategory({ ...callContext(app, request, scope), body: request.body }),
  }));
  route(app, endpoints.updateAdminServiceCategory, async (request, _reply, scope) => ({
    data: await updateAdminServiceCategory({
      ...callContext(app, request, scope),
      id: request.params.id,
      body: request.body,
    }),
  }));
  route(app, endpoints.deleteAdminServiceCategory, async (request, _reply, scope) => ({
    data: await deleteAdminServiceCategory({ ...callContext(app, request, scope), id: request.params.id }),
  }));

  route(app, endpoints.listAdminCatalogServices, async (request, _reply, scope) => ({
    data: await findAdminCatalogServices({ ...callContext(app, request, scope), query: request.query }),
  }));
  route(app, endpoints.createAdminCatalogService, async (request, _reply, scope) => ({
    data: await createAdminCatalogService({ ...callContext(app, request, scope), body: request.body }),
  }));
  route(app, endpoints.getAdminCatalogService, async (request, _reply, scope) => ({
    data: await getAdminCatalogService({ db: app.db, scope, id: request.params.id }),
  }));
  route(app, endpoints.updateAdminCatalogService, async (request, _reply, scope) => ({
    data: await updateAdminCatalogService({
      ...callContext(app, request, scope),
      id: request.params.id,
      body: request.body,
    }),
  }));
  route(app, endpoints.publishAdminCatalogService, async (request, _reply, scope) => ({
    data: await setAdminCatalogServicePublished({
      ...callContext(app, request, scope),
      id: request.params.id,
      published: true,
    }),
  }));
  route(app, endpoints.unpublishAdminCatalogService, async (request, _reply, scope) => ({
    data: await setAdminCatalogServicePublished({
      ...callContext(app, request, scope),
      id: request.params.id,
      published: false,
    }),
  }));

  route(app, endpoints.getAdminServiceForm, async (request, _reply, scope) => ({
    data: await getAdminServiceForm({ db: app.db, scope, id: request.params.id }),
  }));
  route(app, endpoints.saveAdminServiceFormDraft, async (request, _reply, scope) => ({
    data: await saveAdminServiceFormDraft({
      ...callContext(app, request, scope),
      id: request.params.id,
      definition: request.body.definition,
    }),
  }));
  route(app, endpoints.publishAdminServiceForm, async (request, _reply, scope) => ({
    data: await publishAdminServiceForm({ ...callContext(app, request, scope), id: request.params.id }),
  }));
};

export default catalogAdminRoutes;
