import { IMPORTER_SALE_STATUSES, type ImporterSaleStatus } from '@portal/contract';
import { readOneOf, readPage, readSearch } from '../../../components/back-office/list-query';

/** The back office's addresses of the import applications (issue 15 §4–5). */
export const IMPORTER_SALES_PATH = '/admin/importer-sales';

export function importerSalePath(id: string): string {
  return `${IMPORTER_SALES_PATH}/${id}`;
}

export type ImporterSalesQuery = {
  /** undefined: every status (the API's default). */
  status: ImporterSaleStatus | undefined;
  search: string | undefined;
  page: number;
};

/**
 * The queue's query from the page's address (`?status=&search=&page=`): a status the API does
 * not know, an empty search or a page that is no whole number is dropped rather than failing the
 * page, as in the other queues.
 */
export function readImporterSalesQuery(params: URLSearchParams): ImporterSalesQuery {
  return {
    status: readOneOf(params, 'status', IMPORTER_SALE_STATUSES),
    search: readSearch(params),
    page: readPage(params),
  };
}

/** The tabs' 'All': every application, whatever its status. */
export function countAll(counts: Readonly<Record<ImporterSaleStatus, number>>): number {
  return IMPORTER_SALE_STATUSES.reduce((sum, status) => sum + counts[status], 0);
}
