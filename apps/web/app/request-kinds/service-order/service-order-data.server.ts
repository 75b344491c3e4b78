import { designedCountryNames } from '../../components/designed-form/country-names';
import { redirect } from 'react-router';
import { CatalogRefSchema, endpoints, PAGE_SIZE_MAX, toApiLocale } from '@portal/contract';
import { payByCardHandlers } from '../../components/money/pay-by-card.server';
import { findManagerComment } from '../../components/requests/manager-comment';
import { getLocaleFromPath, localizePath } from '../../i18n/locale';
import { type RouteContext } from '../../lib/app-context';
import { notFound, readRecord } from '../../lib/read-record.server';
import { serverApi } from '../../lib/server-api.server';
import { readSavedOutcome, requireId } from '../shared/request-address.server';
import {
  groupOrderable,
  ORDERS_PAGE_PARAM,
  orderPath,
  readCatalogFilters,
  toCatalogQuery,
} from './catalog-query';

type LoaderInput = { request: Request; context: RouteContext };

/** The company's orders shown at once under the catalogue. */
const ORDERS_PER_PAGE = 10;

/**
 * The service named by an order's address: the API reads an order by `itemId` alone (the path's
 * service is the specification's address and is not checked), so the order's own page, which
 * knows only the order, names none in particular.
 */
export const ANY_SERVICE = 'service';

function readPage(raw: string | null): number {
  const page = Number(raw ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/**
 * /profile/services: one page of the catalogue under the address's category and words, the
 * categories to filter by, and one page of the company's orders.
 */
export async function loadCatalog(input: LoaderInput) {
  const params = new URL(input.request.url).searchParams;
  const filters = readCatalogFilters(params);
  const api = serverApi(input);
  const [services, categories, orders] = await Promise.all([
    api.call(endpoints.listCatalogServices, { query: toCatalogQuery(filters) }),
    api.call(endpoints.listCatalogCategories),
    api.call(endpoints.listServiceOrders, {
      query: { page: readPage(params.get(ORDERS_PAGE_PARAM)), per_page: ORDERS_PER_PAGE },
    }),
  ]);
  return { filters, services, categories, orders };
}

/** /profile/services/cetegories: the categories with how many services each holds. */
export async function loadCategories(input: LoaderInput) {
  return { categories: await serverApi(input).call(endpoints.listCatalogCategories) };
}

/** /profile/services/create: the services the company may order now, by category. */
export async function loadOrderable(input: LoaderInput) {
  const services = await serverApi(input).call(endpoints.listCatalogServices, {
    query: { page: 1, per_page: PAGE_SIZE_MAX },
  });
  return { groups: groupOrderable(services.items), total: services.meta.total };
}

/** A service in the address (its id or slug); anything else is the 404 page without asking. */
export function requireServiceRef(raw: string | undefined): string {
  const parsed = CatalogRefSchema.safeParse(raw ?? '');
  if (!parsed.success) notFound();
  return parsed.data;
}

/** /profile/services/create-form/{id}: the service with its current form (404 when not published). */
export async function loadOrderForm(input: LoaderInput & { id: string | undefined }) {
  const id = requireServiceRef(input.id);
  const { service } = await readRecord(() =>
    serverApi(input).call(endpoints.getCatalogService, { params: { id } }),
  );
  return { service, countryNames: countryNamesOfPage(input) };
}

/** The countries a designed form names, as the server names them in the page's language. */
function countryNamesOfPage(input: LoaderInput) {
  return designedCountryNames(toApiLocale(getLocaleFromPath(new URL(input.request.url).pathname)));
}

/** An order by the address's id (404 for another company's or a malformed one). */
export function readOrder(input: LoaderInput, itemId: string) {
  return readRecord(() =>
    serverApi(input).call(endpoints.getServiceOrder, { params: { id: ANY_SERVICE, itemId } }),
  );
}

/** /profile/services/edit/{id}: the order in its own form version; not editable, its page instead. */
export async function loadOrderEdit(input: LoaderInput & { id: string | undefined }) {
  const itemId = requireId(input.id);
  const order = await readOrder(input, itemId);
  if (!order.can_edit) {
    throw redirect(localizePath(orderPath(itemId), getLocaleFromPath(new URL(input.request.url).pathname)));
  }
  return {
    order,
    managerComment: findManagerComment(order.status, order.history),
    countryNames: countryNamesOfPage(input),
  };
}

/** /profile/services/{id}: the order, the manager's comment when sent back or declined, what was just done. */
export async function loadOrderDetail(input: LoaderInput & { id: string | undefined }) {
  const order = await readOrder(input, requireId(input.id));
  const saved = readSavedOutcome(new URL(input.request.url));
  return {
    order,
    managerComment: findManagerComment(order.status, order.history),
    saved: saved === 'submitted' || saved === 'changes' ? saved : null,
    countryNames: countryNamesOfPage(input),
  };
}

/** The order page's 'Pay by card': the checkout of the order's invoice (none: the 404 page). */
export function orderPaymentHandlers(id: string | undefined) {
  const itemId = requireId(id);
  return payByCardHandlers(async (api) => {
    const order = await readRecord(() =>
      api.call(endpoints.getServiceOrder, { params: { id: ANY_SERVICE, itemId } }),
    );
    if (!order.invoice) notFound();
    return order.invoice.id;
  });
}
