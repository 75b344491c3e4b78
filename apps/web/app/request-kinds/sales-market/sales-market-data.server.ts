import {
  APPLICATION_STATUSES,
  endpoints,
  isEditableByExporter,
  type AnyEndpoint,
  type IncotermItem,
  type SalesMarketApplication,
  type SharedContact,
  type StatusChange,
} from '@portal/contract';
import { type ApiClient, type CallArgs } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { loadClassificationLists } from '../../components/requests/classification-data';
import { findManagerComment } from '../../components/requests/manager-comment';
import { readRequestFilters, toApiListQuery } from '../../components/requests/request-filters-query';
import { type RouteContext } from '../../lib/app-context';
import { readSignedInData } from '../../lib/session/read-signed-in-data';
import { CHECK_PAGE, isReturningToCheck, readMarketPage, type MarketPage } from './sales-market-pages';
import type { SalesMarketReference } from './sales-market-page-fields';
import { notFound, readRecord } from '../../lib/read-record.server';
import { serverApi } from '../../lib/server-api.server';

type LoaderInput = { request: Request; context: RouteContext };
/** What this page's reads need of a client: its `call`. */
type LoaderApi = Pick<ApiClient, 'call'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Rows per page of the list. */
export const SALES_MARKET_PAGE_SIZE = 10;

/**
 * The API for this page's loader. Its failures are not handled here: readSignedInData decides
 * (the profile layout's middleware already let only a signed-in user who may file requests in).
 */
function createApi({ request, context }: LoaderInput): LoaderApi {
  const api = serverApi({ request, context });
  return {
    call: <E extends AnyEndpoint>(entry: E, ...[input, options]: CallArgs<E>) =>
      api.call(entry, ...([input, { handleErrors: false, ...options }] as CallArgs<E>)),
  };
}

/** A missing or foreign application (the API answers 404 for another company's id) is the 404 page. */
async function getApplication(api: LoaderApi, id: string | undefined): Promise<SalesMarketApplication> {
  if (!id || !UUID.test(id)) notFound();
  return readRecord(async () => {
    return await api.call(endpoints.getSalesMarketApplication, { params: { id } });
  });
}

/** /profile/market: the company's export applications, filtered by the address's query. */
export function loadSalesMarketList(input: LoaderInput) {
  return readSignedInData(input.request, () => findMarketList(input));
}

async function findMarketList(input: LoaderInput) {
  const url = new URL(input.request.url);
  const filters = readRequestFilters(url.searchParams, APPLICATION_STATUSES);
  const page = await createApi(input).call(endpoints.listSalesMarketApplications, {
    query: toApiListQuery(filters, SALES_MARKET_PAGE_SIZE),
  });
  return { filters, items: page.items, meta: page.meta };
}

/** Every page of the Incoterms (paged by 6, spec §9), joined. */
async function findAllIncoterms(api: LoaderApi): Promise<IncotermItem[]> {
  const first = await api.call(endpoints.listSalesMarketIncoterms, { query: { page: 1 } });
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.meta.last_page - 1) }, (_, index) =>
      api.call(endpoints.listSalesMarketIncoterms, { query: { page: index + 2 } }),
    ),
  );
  return [...first.items, ...rest.flatMap((page) => page.items)];
}

async function findChanges(api: LoaderApi, id: string): Promise<StatusChange[]> {
  return api.call(endpoints.listSalesMarketStatusChanges, { query: { sales_market_id: id } });
}

/**
 * /profile/market/edit/{id}?page=…: the application and, while it may be changed, the page of
 * step 2 the address asks for (issue 13 §6) with the reference lists that page needs, loaded
 * together. When it came back for changes, the manager's comment.
 */
export function loadSalesMarketEdit(input: LoaderInput & { id: string | undefined }) {
  return readSignedInData(input.request, () => findMarketEdit(input));
}

const NO_CLASSIFICATION_LISTS = { sections: [], groups: [], items: [] };

/** The reference lists one page of step 2 shows; the others are left empty. */
async function loadPageReference(
  api: LoaderApi,
  page: MarketPage,
  application: SalesMarketApplication,
): Promise<SalesMarketReference> {
  const { classification } = application;
  const when = <T>(pages: readonly MarketPage[], load: () => Promise<T>, empty: T): Promise<T> =>
    pages.includes(page) ? load() : Promise.resolve(empty);
  const [lists, currencies, incoterms, countries, geoGroups, services, questions] = await Promise.all([
    when(
      ['classification'],
      () =>
        loadClassificationLists(api, {
          section: classification.section?.code ?? '',
          group: classification.group?.code ?? '',
          productItem: classification.product_item?.code ?? '',
        }),
      NO_CLASSIFICATION_LISTS,
    ),
    when(['volume'], () => api.call(endpoints.listCurrencies), []),
    when(['delivery'], () => findAllIncoterms(api), []),
    when(['markets'], () => api.call(endpoints.listCountries), []),
    when(['markets'], () => api.call(endpoints.listGeoCountries), []),
    when(['services'], () => api.call(endpoints.listSalesMarketServices), []),
    when(
      ['readiness', 'check'],
      () => api.call(endpoints.listProgressBarQuestions, { query: { type: 'sales_market' } }),
      [],
    ),
  ]);
  return { lists, currencies, incoterms, countries, geoGroups, services, questions };
}

async function findMarketEdit(input: LoaderInput & { id: string | undefined }) {
  const api = createApi(input);
  const application = await getApplication(api, input.id);
  if (!isEditableByExporter(application.status)) {
    return { application, isEditable: false as const };
  }
  const search = new URL(input.request.url).searchParams;
  const page = readMarketPage(search, application);
  const [reference, changes] = await Promise.all([
    loadPageReference(api, page, application),
    application.status === 'in_finalization' ? findChanges(api, application.id) : Promise.resolve([]),
  ]);
  return {
    application,
    isEditable: true as const,
    page,
    returnToCheck: page !== CHECK_PAGE && isReturningToCheck(search),
    reference,
    managerComment: findManagerComment(application.status, changes),
  };
}

/** Shared importer contacts; the API refuses them (403/409) while the application is not accepted. */
async function findSharedContacts(api: LoaderApi, id: string): Promise<SharedContact[]> {
  try {
    return await api.call(endpoints.listSalesMarketSharedContacts, { params: { id } });
  } catch (error) {
    if (isApiError(error) && error.status !== 401 && error.status !== 503) return [];
    throw error;
  }
}

/**
 * /profile/market/{id}: the application, its history, shared contacts and the question texts; when
 * a manager sent it back (or rejected it), their comment from the history, for the page's top.
 */
export function loadSalesMarketDetail(input: LoaderInput & { id: string | undefined }) {
  return readSignedInData(input.request, () => findMarketDetail(input));
}

async function findMarketDetail(input: LoaderInput & { id: string | undefined }) {
  const api = createApi(input);
  const application = await getApplication(api, input.id);
  const [changes, contacts, questions] = await Promise.all([
    findChanges(api, application.id),
    findSharedContacts(api, application.id),
    api.call(endpoints.listProgressBarQuestions, { query: { type: 'sales_market' } }),
  ]);
  return {
    application,
    changes,
    contacts,
    questions,
    managerComment: findManagerComment(application.status, changes),
  };
}
