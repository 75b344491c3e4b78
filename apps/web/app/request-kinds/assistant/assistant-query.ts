import type { EndpointInput, endpoints } from '@portal/contract';
import type { RequestFilterValues } from '../../components/requests/request-filters-query';
import { toShortListQuery } from '../shared/short-list-query';

/** The query of `GET /assistant/list` (listAssistantRequests). */
export type AssistantQuery = NonNullable<EndpointInput<typeof endpoints.listAssistantRequests>['query']>;

/** `GET /assistant/list` query: a short-set list's, but an assistance request has no classification to filter by. */
export function toAssistantQuery(values: RequestFilterValues): AssistantQuery {
  const { hs: _classification, ...query } = toShortListQuery(values);
  return query;
}
