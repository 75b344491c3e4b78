import { endpoints } from '@portal/contract';
import { formBody } from '../../../lib/forms/form-body';
import { defineFormHandler } from '../../../lib/forms/submit-form.server';
import { serverApi, type RouteInput } from '../../../lib/server-api.server';
import { readImporterSalesQuery } from './importer-sales-query';
import { SHARE_FIELDS, toShareBody, type ImporterSaleShared } from './importer-sale-share-form';
import { readRecord } from '../../../lib/read-record.server';

/** /admin/importer-sales: one page of the queue under the filters, with the counts of each status. */
export async function loadImporterSales(input: RouteInput) {
  const query = readImporterSalesQuery(new URL(input.request.url).searchParams);
  const queue = await serverApi(input).call(endpoints.listAdminImporterSales, {
    query: {
      page: query.page,
      ...(query.status && { status: query.status }),
      ...(query.search && { search: query.search }),
    },
  });
  return { query, ...queue };
}

/** /admin/importer-sales/{id}: the application, its shares and the suggested exporters; an unknown id is the 404 page. */
export async function loadImporterSale(input: RouteInput, id: string) {
  const api = serverApi(input);
  return { details: await readRecord(() => api.call(endpoints.getAdminImporterSale, { params: { id } })) };
}

/** The forms of an import application's page: sharing it with the ticked exporters. */
export function createImporterSaleHandlers(id: string) {
  return {
    share: defineFormHandler<ImporterSaleShared>({
      fields: SHARE_FIELDS,
      async submit({ api, values }) {
        const body = toShareBody(values);
        await api.call(endpoints.shareAdminImporterSale, {
          params: { id },
          body: formBody(endpoints.shareAdminImporterSale, body),
        });
        return { data: { count: body.user_ids.length } };
      },
    }),
  };
}
