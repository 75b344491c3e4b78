import { endpoints } from '@portal/contract';
import { type ApiClient } from '../../lib/api-client';
import { readAuditQuery, readCompaniesQuery } from '../../components/back-office/list-query';
import { type RouteContext } from '../../lib/app-context';
import { readRecord } from '../../lib/read-record.server';
import { serverApi } from '../../lib/server-api.server';

export type LoaderInput = { request: Request; context: RouteContext };

export function createAdminApi({ request, context }: LoaderInput): ApiClient {
  return serverApi({ request, context });
}

export async function loadAdminSummary(input: LoaderInput) {
  const api = createAdminApi(input);
  // Invoices awaiting payment: one row asked for, its total is the count (issue 14 §5). The
  // summary counts the requests of every registered kind.
  const [summary, awaiting] = await Promise.all([
    api.call(endpoints.getAdminSummary),
    api.call(endpoints.listAdminInvoices, { query: { status: 'awaiting_payment', per_page: 1 } }),
  ]);
  return { summary, invoicesAwaiting: awaiting.meta.total };
}

export async function loadAdminCompanies(input: LoaderInput) {
  const query = readCompaniesQuery(new URL(input.request.url).searchParams);
  const page = await createAdminApi(input).call(endpoints.listAdminCompanies, { query });
  return { query, ...page };
}

export async function loadAdminCompany(input: LoaderInput, userId: string) {
  const api = createAdminApi(input);
  const [company, subscriptions] = await readRecord(() =>
    Promise.all([
      api.call(endpoints.getAdminCompany, { params: { userId } }),
      api.call(endpoints.listAdminCompanySubscriptions, { params: { userId } }),
    ]),
  );
  return { company, subscriptions: subscriptions.items };
}

export async function loadAuditLog(input: LoaderInput) {
  const query = readAuditQuery(new URL(input.request.url).searchParams);
  const page = await createAdminApi(input).call(endpoints.listAdminAuditLog, { query });
  return { query, ...page };
}
