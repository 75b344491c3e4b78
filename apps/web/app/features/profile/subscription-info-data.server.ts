import { endpoints, type AnyEndpoint, type InvoiceListItem } from '@portal/contract';
import { type CallArgs } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { type RouteContext } from '../../lib/app-context';
import { readSignedInData } from '../../lib/session/read-signed-in-data';
import { serverApi } from '../../lib/server-api.server';

/** How many of the latest invoices the subscription block lists. */
export const LATEST_INVOICES = 3;

export type SubscriptionInfoData = {
  latestInvoices: InvoiceListItem[];
  invoiceTotal: number;
};

/**
 * What /profile/my-company#subscription-info shows besides the profile's `active_tariff`: the
 * latest invoices (`listInvoices`). They are not worth the page: a failure other than an ended session (401) or an unavailable API (503) leaves the
 * block without them.
 */
export function loadSubscriptionInfo({
  request,
  context,
}: {
  request: Request;
  context: RouteContext;
}): Promise<SubscriptionInfoData> {
  const api = serverApi({ request, context });
  const optional = async <T>(read: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await read();
    } catch (error) {
      if (isApiError(error) && error.status !== 401 && error.status !== 503) return fallback;
      throw error;
    }
  };
  const quiet = <E extends AnyEndpoint>(entry: E, ...[input]: CallArgs<E>) =>
    api.call(entry, ...([input, { handleErrors: false }] as CallArgs<E>));
  return readSignedInData(request, async () => {
    const invoices = await optional(
      () => quiet(endpoints.listInvoices, { query: { page: 1, per_page: LATEST_INVOICES } }),
      null,
    );
    return { latestInvoices: invoices?.items ?? [], invoiceTotal: invoices?.meta.total ?? 0 };
  });
}
