import { endpoints } from '@portal/contract';
import { readCompaniesQuery } from '../../../components/back-office/list-query';
import { readRecord } from '../../../lib/read-record.server';
import { serverApi, type RouteInput } from '../../../lib/server-api.server';

export async function loadAdminCompanies(input: RouteInput) {
  const query = readCompaniesQuery(new URL(input.request.url).searchParams);
  const page = await serverApi(input).call(endpoints.listAdminCompanies, { query });
  return { query, ...page };
}

export async function loadAdminCompany(input: RouteInput, userId: string) {
  const api = serverApi(input);
  const [company, subscriptions] = await readRecord(() =>
    Promise.all([
      api.call(endpoints.getAdminCompany, { params: { userId } }),
      api.call(endpoints.listAdminCompanySubscriptions, { params: { userId } }),
    ]),
  );
  return { company, subscriptions: subscriptions.items };
}
