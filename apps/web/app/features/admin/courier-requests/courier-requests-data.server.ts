import { endpoints } from '@portal/contract';
import { readRecord } from '../../../lib/read-record.server';
import { serverApi, type RouteInput } from '../../../lib/server-api.server';
import { readCourierRequestsQuery } from './courier-requests-query';

/** /admin/courier-requests: a page of every company's requests under the address's filters. */
export async function loadAdminCourierRequests(input: RouteInput) {
  const query = readCourierRequestsQuery(new URL(input.request.url).searchParams);
  const list = await serverApi(input).call(endpoints.listAdminCourierRequests, {
    query: { ...query, state: query.state ?? 'all' },
  });
  return { query, ...list };
}

/** /admin/courier-requests/{id}: one request; an unknown one is the back office's 404 page. */
export async function loadAdminCourierRequest(input: RouteInput, id: string | undefined) {
  const request = await readRecord(() =>
    serverApi(input).call(endpoints.getAdminCourierRequest, { params: { id: id ?? '' } }),
  );
  return { request };
}
