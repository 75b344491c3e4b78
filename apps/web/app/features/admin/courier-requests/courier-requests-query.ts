import { COURIER_STATES, type CourierState } from '@portal/contract';
import {
  readCompanyRecordFilters,
  readOneOf,
  type CompanyRecordFilters,
} from '../../../components/back-office/list-query';

/** The back office's list of courier requests (issue 28 §5). */
export const COURIER_REQUESTS_PATH = '/admin/courier-requests';

export type CourierRequestsQuery = CompanyRecordFilters & { state: CourierState | undefined };

/**
 * The list's query from the page's address: a value the API would refuse (an unknown state, a day
 * that does not exist, a company that is no id) is dropped rather than failing the page.
 */
export function readCourierRequestsQuery(params: URLSearchParams): CourierRequestsQuery {
  return {
    state: readOneOf(params, 'state', COURIER_STATES),
    ...readCompanyRecordFilters(params),
  };
}
