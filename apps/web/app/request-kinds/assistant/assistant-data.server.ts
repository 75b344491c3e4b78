import { endpoints } from '@portal/contract';
import { type RouteContext } from '../../lib/app-context';
import { findManagerComment } from '../../components/requests/manager-comment';
import { hasActiveFilters } from '../../components/requests/request-filters-query';
import { requireId } from '../shared/request-address.server';
import { readRecord } from '../../lib/read-record.server';
import { readShortListFilters } from '../shared/short-list-query';
import { toAssistantQuery } from './assistant-query';
import { serverApi } from '../../lib/server-api.server';

type LoaderInput = { request: Request; context: RouteContext };

/** /profile/assistance: the form (its options are the contract's) and one page of the company's requests. */
export async function loadAssistance(input: LoaderInput) {
  const filters = readShortListFilters(new URL(input.request.url).searchParams);
  const page = await serverApi(input).call(endpoints.listAssistantRequests, {
    query: toAssistantQuery(filters),
  });
  return { filters, isFiltered: hasActiveFilters(filters), ...page };
}

/** What the form did, named in the address of the page it opens. */
export type AssistantSaved = 'submitted' | 'resubmitted';

function isAssistantSaved(value: string | null): value is AssistantSaved {
  return value === 'submitted' || value === 'resubmitted';
}

/**
 * /profile/assistant-applications/{id}: the request with its history, where the managers' answers
 * are the comments (decision 028); when a manager sent it back (or declined it), their comment.
 */
export async function loadAssistantDetail(input: LoaderInput & { id: string | undefined }) {
  const id = requireId(input.id);
  const assistantRequest = await readRecord(() =>
    serverApi(input).call(endpoints.getAssistantRequest, { params: { id } }),
  );
  const saved = new URL(input.request.url).searchParams.get('saved');
  return {
    assistantRequest,
    managerComment: findManagerComment(assistantRequest.status, assistantRequest.history),
    saved: isAssistantSaved(saved) ? saved : null,
  };
}
