import { endpoints } from '@portal/contract';
import { getLocaleFromPath, localizePath } from '../../../i18n/locale';
import { defineFormHandler } from '../../../lib/forms/submit-form.server';
import { serverApi, type RouteInput } from '../../../lib/server-api.server';
import { EMPTY_FIELDS } from '../../../components/back-office/admin-forms';
import { readPage } from '../../../components/back-office/list-query';
import { readImageUpload } from '../../../components/back-office/image-upload.server';
import {
  PRO_PARTNERS_PATH,
  PRO_PARTNER_FIELDS,
  REQUESTS_PAGE_PARAM,
  readProPartnersQuery,
  toProPartnerBody,
  type ProPartnerSaved,
} from './pro-partner-form';
import type { PublicationChanged } from '../../../components/back-office/publication';
import { notFound, readRecord } from '../../../lib/read-record.server';

/** The back office's professional partners (issue 16 §6): what the pages read and send. */

export async function loadProPartners(input: RouteInput) {
  const query = readProPartnersQuery(new URL(input.request.url).searchParams);
  const page = await serverApi(input).call(endpoints.listAdminProPartners, {
    query: {
      page: query.page,
      ...(query.state ? { state: query.state } : {}),
      ...(query.kind ? { kind: query.kind } : {}),
      ...(query.search ? { search: query.search } : {}),
    },
  });
  return { query, ...page };
}

/** An id of the address the API could take: a whole positive number, else this page's 404. */
export function toProPartnerId(id: string | undefined): number {
  const number = Number(id);
  if (
    !id ||
    !/^\d{1,10}$/.test(id) ||
    !Number.isSafeInteger(number) ||
    number < 1 ||
    number > 2_147_483_647
  ) {
    notFound();
  }
  return number;
}

/** The countries to tick: every country named, and the importing ones by region. */
function loadCountries(input: RouteInput) {
  const api = serverApi(input);
  return Promise.all([api.call(endpoints.listCountries), api.call(endpoints.listGeoCountries)]);
}

/** A partner's editor: the partner, a page of its requests, and the countries to tick. */
export async function loadProPartner(input: RouteInput, id: string | undefined) {
  const api = serverApi(input);
  const partnerId = toProPartnerId(id);
  const requestsPage = readPage(
    new URLSearchParams({ page: new URL(input.request.url).searchParams.get(REQUESTS_PAGE_PARAM) ?? '' }),
  );
  const [partner, requests, [countries, regions]] = await Promise.all([
    readRecord(() => api.call(endpoints.getAdminProPartner, { params: { id: partnerId } })),
    readRecord(() =>
      api.call(endpoints.listAdminProPartnerRequests, {
        params: { id: partnerId },
        query: { page: requestsPage },
      }),
    ),
    loadCountries(input),
  ]);
  return { partner, requests, countries, regions };
}

export async function loadNewProPartner(input: RouteInput) {
  const [countries, regions] = await loadCountries(input);
  return { partner: null, requests: null, countries, regions };
}

/**
 * A new partner saved as a draft (`POST /admin/pro-partners`): the manager goes on in its editor,
 * where it is previewed and published. `image` is the logo chosen in the posted form.
 */
export function createNewProPartnerHandlers(image: File | null) {
  return {
    partner: defineFormHandler<ProPartnerSaved>({
      fields: PRO_PARTNER_FIELDS,
      async submit({ api, values, request }) {
        const body = toProPartnerBody(values, await readImageUpload(api, image));
        const created = await api.call(endpoints.createAdminProPartner, { body });
        const locale = getLocaleFromPath(new URL(request.url).pathname);
        return { redirectTo: localizePath(`${PRO_PARTNERS_PATH}/${created.id}?created=1`, locale) };
      },
    }),
  };
}

/** A partner's editor: saved as it is (live at once when published), published, taken back. */
export function createProPartnerHandlers(id: string | undefined, image: File | null) {
  const params = { id: toProPartnerId(id) };
  return {
    partner: defineFormHandler<ProPartnerSaved>({
      fields: PRO_PARTNER_FIELDS,
      async submit({ api, values }) {
        const body = toProPartnerBody(values, await readImageUpload(api, image));
        await api.call(endpoints.updateAdminProPartner, { params, body });
        return { data: { saved: true } };
      },
    }),
    publish: defineFormHandler<PublicationChanged>({
      fields: EMPTY_FIELDS,
      async submit({ api }) {
        await api.call(endpoints.publishAdminProPartner, { params, body: {} });
        return { data: { action: 'publish' } };
      },
    }),
    unpublish: defineFormHandler<PublicationChanged>({
      fields: EMPTY_FIELDS,
      async submit({ api }) {
        await api.call(endpoints.unpublishAdminProPartner, { params, body: {} });
        return { data: { action: 'unpublish' } };
      },
    }),
  };
}
