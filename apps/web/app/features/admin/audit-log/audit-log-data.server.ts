import { endpoints } from '@portal/contract';
import { readAuditQuery } from '../../../components/back-office/list-query';
import { serverApi, type RouteInput } from '../../../lib/server-api.server';

export async function loadAuditLog(input: RouteInput) {
  const query = readAuditQuery(new URL(input.request.url).searchParams);
  const page = await serverApi(input).call(endpoints.listAdminAuditLog, { query });
  return { query, ...page };
}
