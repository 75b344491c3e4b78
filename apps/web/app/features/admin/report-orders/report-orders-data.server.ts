import { endpoints, getCountryName, toApiLocale } from '@portal/contract';
import { getLocaleFromPath } from '../../../i18n/locale';
import { FormBodyError } from '../../../lib/forms/form-body';
import { defineFormHandler } from '../../../lib/forms/submit-form.server';
import { readRecord } from '../../../lib/read-record.server';
import { serverApi, type RouteInput } from '../../../lib/server-api.server';
import { readReportOrdersQuery, toAdminReportOrdersQuery } from './report-orders-query';
import { REPORT_SETTINGS_FIELDS, REPORT_SETTINGS_INTENT, toReportSettingsBody } from './report-settings-form';

/** The back office's report pages (issue 28 §4): what each page's loader reads from the API. */

/** The countries of these orders named in the page's language. */
function nameCountries(input: RouteInput, codes: readonly string[]): Record<string, string> {
  const lang = toApiLocale(getLocaleFromPath(new URL(input.request.url).pathname));
  return Object.fromEntries(codes.map((code) => [code, getCountryName(code, lang)]));
}

/** /admin/infoproff-orders: one page of every company's orders, the counts of each status, the margin. */
export async function loadAdminReportOrders(input: RouteInput) {
  const query = readReportOrdersQuery(new URL(input.request.url).searchParams);
  const api = serverApi(input);
  const [list, settings] = await Promise.all([
    api.call(endpoints.listAdminReportOrders, { query: toAdminReportOrdersQuery(query) }),
    api.call(endpoints.getAdminReportSettings),
  ]);
  const countryNames = nameCountries(
    input,
    list.items.map((order) => order.company.country),
  );
  return { query, ...list, marginPercent: settings.margin_percent, countryNames };
}

/** /admin/infoproff-orders/{id}: one order (an id the API does not know, or no id, is the 404 page). */
export async function loadAdminReportOrder(input: RouteInput, id: string | undefined) {
  const order = await readRecord(() =>
    serverApi(input).call(endpoints.getAdminReportOrder, { params: { id: id ?? '' } }),
  );
  return { order, countryName: nameCountries(input, [order.company.country])[order.company.country]! };
}

/** /admin/infoproff-orders/settings: the office's margin on the provider's price. */
export async function loadAdminReportSettings(input: RouteInput) {
  return { settings: await serverApi(input).call(endpoints.getAdminReportSettings) };
}

/** The margin (admins only: a manager's save answers the API's 403 in the form). */
export const REPORT_SETTINGS_HANDLERS = {
  [REPORT_SETTINGS_INTENT]: defineFormHandler<{ saved: true }>({
    fields: REPORT_SETTINGS_FIELDS,
    async submit({ api, values }) {
      const { body, issues } = toReportSettingsBody(values);
      if (issues.length > 0) throw new FormBodyError(issues);
      await api.call(endpoints.saveAdminReportSettings, { body });
      return { data: { saved: true } };
    },
  }),
};
