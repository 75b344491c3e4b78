import { endpoints, getPickupDateWindow, toApiLocale, type Country } from '@portal/contract';
import { readPage, readUuid } from '../../components/back-office/list-query';
import { getLocaleFromPath, localizePath } from '../../i18n/locale';
import { type RouteContext } from '../../lib/app-context';
import { formBody } from '../../lib/forms/form-body';
import { defineFormHandler } from '../../lib/forms/submit-form.server';
import { serverApi } from '../../lib/server-api.server';
import { COURIER_FIELDS, COURIER_INTENT, COURIER_PATH, SENT_PARAM, toCourierBody } from './courier-values';

type LoaderInput = { request: Request; context: RouteContext };

/** How many of the company's requests a page of the list shows. */
export const REQUESTS_PER_PAGE = 10;

/**
 * /profile/nova-poshta: the destinations (the portal's countries, in the order of their names in
 * the page's language, sorted here so both renders agree), the days a pickup may be asked for,
 * a page of the company's requests, and the one just sent (`?sent=`) when it is on it.
 */
export async function loadCourierPage({ request, context }: LoaderInput) {
  const url = new URL(request.url);
  const api = serverApi({ request, context });
  const [countries, requests] = await Promise.all([
    api.call(endpoints.listCountries),
    api.call(endpoints.listCourierRequests, {
      query: { page: readPage(url.searchParams), per_page: REQUESTS_PER_PAGE },
    }),
  ]);
  const collator = new Intl.Collator(toApiLocale(getLocaleFromPath(url.pathname)), { sensitivity: 'base' });
  const sentId = readUuid(url.searchParams, SENT_PARAM);
  return {
    countries: [...countries].sort((a: Country, b: Country) => collator.compare(a.name, b.name)),
    dates: getPickupDateWindow(),
    requests,
    sent: requests.items.find((item) => item.id === sentId) ?? null,
  };
}

/**
 * 'Send the request' (`createCourierRequest`): the body parsed with the entry's schema first (422
 * beside the fields, as the API would), then sent; the page opens again with the request confirmed
 * and first in the list (a plain form post works the same without JavaScript).
 */
export const COURIER_HANDLERS = {
  [COURIER_INTENT]: defineFormHandler<never>({
    fields: COURIER_FIELDS,
    async submit({ api, values, request }) {
      const body = formBody(endpoints.createCourierRequest, toCourierBody(values));
      const created = await api.call(endpoints.createCourierRequest, { body });
      const locale = getLocaleFromPath(new URL(request.url).pathname);
      return { redirectTo: localizePath(`${COURIER_PATH}?${SENT_PARAM}=${created.id}`, locale) };
    },
  }),
};
