import {
  CATALOG_LIMITS,
  CatalogRefSchema,
  exporterRequestEditPath,
  exporterRequestPath,
  REQUEST_KIND_INFO,
  type CatalogListQuery,
  type CatalogServiceCard,
  type ServiceOrderFile,
} from '@portal/contract';
import type { UploadedFiles } from '../../components/designed-form/designed-form-fields';

/**
 * The exporter's catalogue of services (issue 27 §2): its addresses (Ukrainian paths, localised
 * where shown), the filters read from the address, and what the pages compute from the API's answers.
 */

/** `/profile/services`: the catalogue and the company's orders (REQUEST_KIND_INFO's exporter page). */
export const CATALOG_PATH = REQUEST_KIND_INFO.service_order.exporterPath;
/** The categories with their counts (the specification spells the address so). */
export const CATEGORIES_PATH = `${CATALOG_PATH}/cetegories`;
/** Choosing a service to order. */
export const CREATE_PATH = `${CATALOG_PATH}/create`;

/** A service's order form, by its id or slug. */
export function createFormPath(service: number | string): string {
  return `${CATALOG_PATH}/create-form/${service}`;
}

/** An order's page. */
export function orderPath(orderId: string): string {
  return exporterRequestPath('service_order', orderId);
}

/** An order's edit page. */
export function orderEditPath(orderId: string): string {
  return exporterRequestEditPath('service_order', orderId);
}

/** A category's services in the catalogue. */
export function categoryPath(slug: string): string {
  return `${CATALOG_PATH}?${new URLSearchParams({ category: slug }).toString()}`;
}

/** The catalogue's filters in the address (`?category=certification&search=мед&page=2`). */
export type CatalogFilters = { category: string; search: string; page: number };

function readPage(raw: string | null): number {
  const page = Number(raw ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/**
 * Reads the filters from the address. A value the API would refuse (a category that is no id or
 * slug, a page out of range) is dropped, and a search longer than the API takes is cut, so a
 * hand-edited address still shows the catalogue.
 */
export function readCatalogFilters(params: URLSearchParams): CatalogFilters {
  const category = (params.get('category') ?? '').trim();
  return {
    category: CatalogRefSchema.safeParse(category).success ? category : '',
    search: (params.get('search') ?? '').replaceAll('\0', '').trim().slice(0, CATALOG_LIMITS.searchMax),
    page: readPage(params.get('page')),
  };
}

/** `GET /catalog/list`'s query: only what is set. */
export function toCatalogQuery(filters: CatalogFilters): CatalogListQuery {
  return {
    page: filters.page,
    per_page: CATALOG_PAGE_SIZE,
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.search ? { search: filters.search } : {}),
  };
}

/** The query parameter of the company's orders' pages, under the catalogue (whose is `page`). */
export const ORDERS_PAGE_PARAM = 'orders_page';

/** Cards on a page of the catalogue. */
export const CATALOG_PAGE_SIZE = 12;

/**
 * A category chip's address: the category chosen (or none: every category), the words searched
 * kept, from the first page.
 */
export function chipHref(filters: CatalogFilters, category: string): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (filters.search) params.set('search', filters.search);
  const search = params.toString();
  return search ? `${CATALOG_PATH}?${search}` : CATALOG_PATH;
}

export type CategoryGroup = { category: CatalogServiceCard['category']; services: CatalogServiceCard[] };

/** The services the company may order now, by category, in the catalogue's order. */
export function groupOrderable(cards: readonly CatalogServiceCard[]): CategoryGroup[] {
  const groups = new Map<number, CategoryGroup>();
  for (const card of cards) {
    if (card.can_order !== true) continue;
    const group = groups.get(card.category.id) ?? { category: card.category, services: [] };
    group.services.push(card);
    groups.set(card.category.id, group);
  }
  return [...groups.values()];
}

/** An order's kept files by id, as the form and the preview name them. */
export function namesOfFiles(files: Readonly<Record<string, ServiceOrderFile>>): UploadedFiles {
  return Object.fromEntries(Object.values(files).map((file) => [file.id, { name: file.file_name }]));
}
