import { endpoints } from '@portal/contract';
import { type ApiClient } from '../../lib/api-client';
import { SHARING_STATUSES } from '../../components/back-office/admin-forms';
import { readAuditQuery, readCompaniesQuery, readQueueQuery } from '../../components/back-office/list-query';
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

export async function loadSalesMarketQueue(input: LoaderInput) {
  const query = readQueueQuery(new URL(input.request.url).searchParams, 'sales_market');
  const queue = await createAdminApi(input).call(endpoints.listAdminSalesMarket, { query });
  return { query, ...queue };
}

export async function loadCheckListQueue(input: LoaderInput) {
  const query = readQueueQuery(new URL(input.request.url).searchParams, 'check_list');
  const queue = await createAdminApi(input).call(endpoints.listAdminCheckList, { query });
  return { query, ...queue };
}

export async function loadCountryAnalysisQueue(input: LoaderInput) {
  const query = readQueueQuery(new URL(input.request.url).searchParams, 'country_analysis');
  const queue = await createAdminApi(input).call(endpoints.listAdminCountryAnalysis, { query });
  return { query, ...queue };
}

export async function loadAssistantQueue(input: LoaderInput) {
  const query = readQueueQuery(new URL(input.request.url).searchParams, 'assistant');
  const queue = await createAdminApi(input).call(endpoints.listAdminAssistant, { query });
  return { query, ...queue };
}

export async function loadSalesMarketRequest(input: LoaderInput, id: string) {
  const api = createAdminApi(input);
  const request = await readRecord(() => api.call(endpoints.getAdminSalesMarket, { params: { id } }));
  // The country list only when the form to share a contact is shown.
  const countries = SHARING_STATUSES.includes(request.application.status)
    ? await api.call(endpoints.listCountries)
    : [];
  return { request, countries };
}

export async function loadCheckListRequest(input: LoaderInput, id: string) {
  const request = await readRecord(() =>
    createAdminApi(input).call(endpoints.getAdminCheckList, { params: { id } }),
  );
  return { request };
}

export async function loadCountryAnalysisRequest(input: LoaderInput, id: string) {
  const view = await readRecord(() =>
    createAdminApi(input).call(endpoints.getAdminCountryAnalysis, { params: { id } }),
  );
  return { view };
}

export async function loadAssistantRequest(input: LoaderInput, id: string) {
  const view = await readRecord(() =>
    createAdminApi(input).call(endpoints.getAdminAssistant, { params: { id } }),
  );
  return { view };
}

export async function loadAuditLog(input: LoaderInput) {
  const query = readAuditQuery(new URL(input.request.url).searchParams);
  const page = await createAdminApi(input).call(endpoints.listAdminAuditLog, { query });
  return { query, ...page };
}
