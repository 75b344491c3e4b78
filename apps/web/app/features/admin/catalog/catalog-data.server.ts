import { endpoints, PAGE_SIZE_MAX } from '@portal/contract';
import { getLocaleFromPath, localizePath } from '../../../i18n/locale';
import { FormBodyError, type BodyIssues } from '../../../lib/forms/form-body';
import { defineFormHandler } from '../../../lib/forms/submit-form.server';
import { serverApi, type RouteInput } from '../../../lib/server-api.server';
import { notFound, readRecord } from '../../../lib/read-record.server';
import { EMPTY_FIELDS } from '../../../components/back-office/admin-forms';
import { readImageUpload } from '../../../components/back-office/image-upload.server';
import type { PublicationChanged } from '../../../components/back-office/publication';
import {
  CATEGORIES_PATH,
  CATEGORY_FIELDS,
  readServicesQuery,
  SERVICES_PATH,
  SERVICE_FIELDS,
  toCategoryBody,
  toServiceBody,
  type CatalogSaved,
} from './catalog-form';

/** The back office's catalogue (issue 27 §5): what the categories' and services' pages read and send. */

/** An id of the address the API could take: a whole positive number, else this page's 404. */
export function toCatalogId(id: string | undefined): number {
  const number = Number(id);
  if (!id || !/^\d{1,10}$/.test(id) || number < 1 || number > 2_147_483_647) notFound();
  return number;
}

function localized(request: Request, path: string): string {
  return localizePath(path, getLocaleFromPath(new URL(request.url).pathname));
}

// ─── Categories ──────────────────────────────────────────────────────────────────────────

export async function loadCategories(input: RouteInput) {
  const categories = await serverApi(input).call(endpoints.listAdminServiceCategories);
  const deleted = new URL(input.request.url).searchParams.get('deleted') === '1';
  return { categories, deleted };
}

/** One category's editor: the API lists them all (there are few), so it is found in the list. */
export async function loadCategory(input: RouteInput, id: string | undefined) {
  const categoryId = toCatalogId(id);
  const categories = await serverApi(input).call(endpoints.listAdminServiceCategories);
  const category = categories.find((each) => each.id === categoryId);
  if (!category) notFound();
  return { category };
}

export function createNewCategoryHandlers() {
  return {
    category: defineFormHandler<CatalogSaved>({
      fields: CATEGORY_FIELDS,
      async submit({ api, values, request }) {
        const created = await api.call(endpoints.createAdminServiceCategory, {
          body: toCategoryBody(values),
        });
        return { redirectTo: localized(request, `${CATEGORIES_PATH}/${created.id}?created=1`) };
      },
    }),
  };
}

/** The confirmation a delete needs, ticked (without script the form is its own confirmation). */
export const DELETE_CONFIRM_FIELD = 'confirm';

export function createCategoryHandlers(id: string | undefined) {
  const params = { id: toCatalogId(id) };
  return {
    category: defineFormHandler<CatalogSaved>({
      fields: CATEGORY_FIELDS,
      async submit({ api, values }) {
        await api.call(endpoints.updateAdminServiceCategory, { params, body: toCategoryBody(values) });
        return { data: { saved: true } };
      },
    }),
    delete: defineFormHandler<never>({
      fields: { [DELETE_CONFIRM_FIELD]: 'checkbox' },
      async submit({ api, values, request }) {
        if (values[DELETE_CONFIRM_FIELD] !== true) {
          throw new FormBodyError([
            { code: 'custom', path: [DELETE_CONFIRM_FIELD], message: 'validation.required', input: '' },
          ] as BodyIssues);
        }
        // A category that still holds services: 409, said in the form's alert.
        await api.call(endpoints.deleteAdminServiceCategory, { params });
        return { redirectTo: localized(request, `${CATEGORIES_PATH}?deleted=1`) };
      },
    }),
  };
}

// ─── Services ────────────────────────────────────────────────────────────────────────────

export async function loadServices(input: RouteInput) {
  const query = readServicesQuery(new URL(input.request.url).searchParams);
  const api = serverApi(input);
  const [page, categories] = await Promise.all([
    api.call(endpoints.listAdminCatalogServices, {
      query: {
        page: query.page,
        ...(query.state ? { state: query.state } : {}),
        ...(query.category_id ? { category_id: query.category_id } : {}),
        ...(query.search ? { search: query.search } : {}),
      },
    }),
    api.call(endpoints.listAdminServiceCategories),
  ]);
  return { query, categories, ...page };
}

/** What a service's editor chooses from: the categories and the published and draft partners. */
async function loadChoices(input: RouteInput) {
  const api = serverApi(input);
  const [categories, partners] = await Promise.all([
    api.call(endpoints.listAdminServiceCategories),
    api.call(endpoints.listAdminProPartners, { query: { page: 1, per_page: PAGE_SIZE_MAX } }),
  ]);
  return { categories, partners: partners.items };
}

export async function loadService(input: RouteInput, id: string | undefined) {
  const serviceId = toCatalogId(id);
  const [service, choices] = await Promise.all([
    readRecord(() => serverApi(input).call(endpoints.getAdminCatalogService, { params: { id: serviceId } })),
    loadChoices(input),
  ]);
  return { service, ...choices };
}

export async function loadNewService(input: RouteInput) {
  return { service: null, ...(await loadChoices(input)) };
}

/** A new service saved as a draft: its editor opens, where its form is designed and it is published. */
export function createNewServiceHandlers(image: File | null) {
  return {
    service: defineFormHandler<CatalogSaved>({
      fields: SERVICE_FIELDS,
      async submit({ api, values, request }) {
        const body = toServiceBody(values, await readImageUpload(api, image));
        const created = await api.call(endpoints.createAdminCatalogService, { body });
        return { redirectTo: localized(request, `${SERVICES_PATH}/${created.id}?created=1`) };
      },
    }),
  };
}

/** A service's editor: saved (live at once when published), published (422 names what is missing), taken back. */
export function createServiceHandlers(id: string | undefined, image: File | null) {
  const params = { id: toCatalogId(id) };
  return {
    service: defineFormHandler<CatalogSaved>({
      fields: SERVICE_FIELDS,
      async submit({ api, values }) {
        const body = toServiceBody(values, await readImageUpload(api, image));
        await api.call(endpoints.updateAdminCatalogService, { params, body });
        return { data: { saved: true } };
      },
    }),
    publish: defineFormHandler<PublicationChanged>({
      fields: EMPTY_FIELDS,
      async submit({ api }) {
        await api.call(endpoints.publishAdminCatalogService, { params, body: {} });
        return { data: { action: 'publish' } };
      },
    }),
    unpublish: defineFormHandler<PublicationChanged>({
      fields: EMPTY_FIELDS,
      async submit({ api }) {
        await api.call(endpoints.unpublishAdminCatalogService, { params, body: {} });
        return { data: { action: 'unpublish' } };
      },
    }),
  };
}
