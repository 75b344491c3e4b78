import { COURIER_STATES, type CourierState } from '@portal/contract';
import {
  readOneOf,
  readPage,
  readPeriod,
  readSearch,
  readUuid,
} from '../../../components/back-office/list-query';

/** The back office's list of courier requests (issue 28 §5). */
export const COURIER_REQUESTS_PATH = '/admin/courier-requests';

export type CourierRequestsQuery = {
  state: CourierState | undefined;
  from: string | undefined;
  to: string | undefined;
  /** One company's requests (its user id), as a request's page links to them. */
  company: string | undefined;
  search: string | undefined;
  page: number;
};

/**
 * The list's query from the page's address: a value the API would refuse (an unknown state, a day
 * that does not exist, a company that is no id) is dropped rather than failing the page.
 */
export function readCourierRequestsQuery(params: URLSearchParams): CourierRequestsQuery {
  return {
    state: readOneOf(params, 'state', COURIER_STATES),
    ...readPeriod(params),
    company: readUuid(params, 'company'),
    search: readSearch(params),
    page: readPage(params),
  };
}
