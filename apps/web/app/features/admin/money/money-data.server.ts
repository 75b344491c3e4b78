import { endpoints } from '@portal/contract';
import { serverApi, type RouteInput } from '../../../lib/server-api.server';
import { readInvoicesQuery, readPaymentsQuery } from './money-query';
import { notFound, readRecord } from '../../../lib/read-record.server';

/** The back office's money pages (issue 14 §5): what each page's loader reads from the API. */

export async function loadAdminInvoices(input: RouteInput) {
  const query = readInvoicesQuery(new URL(input.request.url).searchParams);
  const list = await serverApi(input).call(endpoints.listAdminInvoices, { query });
  return { query, ...list };
}

export async function loadAdminInvoice(input: RouteInput, id: string) {
  const invoice = await readRecord(() =>
    serverApi(input).call(endpoints.getAdminInvoice, { params: { id } }),
  );
  return { invoice };
}

export async function loadAdminPayments(input: RouteInput) {
  const query = readPaymentsQuery(new URL(input.request.url).searchParams);
  const page = await serverApi(input).call(endpoints.listAdminPayments, { query });
  return { query, ...page };
}

export async function loadAdminTariffs(input: RouteInput) {
  const { items } = await serverApi(input).call(endpoints.listAdminTariffs);
  return { tariffs: items };
}

/** One tariff from the list (the API has no call for one): an id it does not list is this page's 404. */
export async function findAdminTariff(input: RouteInput, id: string) {
  const { items } = await serverApi(input).call(endpoints.listAdminTariffs);
  const tariff = items.find((item) => String(item.id) === id);
  if (!tariff) notFound();
  return tariff;
}

export async function loadAdminTariff(input: RouteInput, id: string) {
  return { tariff: await findAdminTariff(input, id) };
}

export async function loadAdminOfficeSettings(input: RouteInput) {
  const settings = await serverApi(input).call(endpoints.getAdminOfficeSettings);
  return { settings };
}
