import { endpoints } from '@portal/contract';
import { createAdminApi, type LoaderInput } from '../admin-data.server';
import { readInvoicesQuery, readPaymentsQuery } from './money-query';
import { notFound, readRecord } from '../../../lib/read-record.server';

/** The back office's money pages (issue 14 §5): what each page's loader reads from the API. */

export async function loadAdminInvoices(input: LoaderInput) {
  const query = readInvoicesQuery(new URL(input.request.url).searchParams);
  const list = await createAdminApi(input).call(endpoints.listAdminInvoices, { query });
  return { query, ...list };
}

export async function loadAdminInvoice(input: LoaderInput, id: string) {
  const invoice = await readRecord(() =>
    createAdminApi(input).call(endpoints.getAdminInvoice, { params: { id } }),
  );
  return { invoice };
}

export async function loadAdminPayments(input: LoaderInput) {
  const query = readPaymentsQuery(new URL(input.request.url).searchParams);
  const page = await createAdminApi(input).call(endpoints.listAdminPayments, { query });
  return { query, ...page };
}

export async function loadAdminTariffs(input: LoaderInput) {
  const { items } = await createAdminApi(input).call(endpoints.listAdminTariffs);
  return { tariffs: items };
}

/** One tariff from the list (the API has no call for one): an id it does not list is this page's 404. */
export async function findAdminTariff(input: LoaderInput, id: string) {
  const { items } = await createAdminApi(input).call(endpoints.listAdminTariffs);
  const tariff = items.find((item) => String(item.id) === id);
  if (!tariff) notFound();
  return tariff;
}

export async function loadAdminTariff(input: LoaderInput, id: string) {
  return { tariff: await findAdminTariff(input, id) };
}

export async function loadAdminOfficeSettings(input: LoaderInput) {
  const settings = await createAdminApi(input).call(endpoints.getAdminOfficeSettings);
  return { settings };
}
