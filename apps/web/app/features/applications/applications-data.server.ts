import { endpoints } from '@portal/contract';
import { readApplicationsFilters, toApplicationsQuery } from './applications-filters';
import { type RouteContext } from '../../lib/app-context';
import { serverApi } from '../../lib/server-api.server';

type LoaderInput = { request: Request; context: RouteContext };

/**
 * /profile/applications: one page of both kinds of the company's requests under the filters, and
 * whether a draft was just deleted from it (`?deleted=1`, issue 13 §6).
 */
export async function loadApplications({ request, context }: LoaderInput) {
  const url = new URL(request.url);
  const filters = readApplicationsFilters(url.searchParams);
  const api = serverApi({ request, context });
  const page = await api.call(endpoints.listAllApplications, { query: toApplicationsQuery(filters) });
  return { filters, ...page, isDeleted: url.searchParams.get('deleted') === '1' };
}

/** /profile/application-statuses: the company's requests counted by kind and status. */
export async function loadApplicationsInfo({ request, context }: LoaderInput) {
  const api = serverApi({ request, context });
  return { info: await api.call(endpoints.getApplicationsInfo) };
}
