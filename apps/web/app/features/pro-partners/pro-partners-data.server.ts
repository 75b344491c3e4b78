import { endpoints, type EndpointData } from '@portal/contract';
import { getLocaleFromPath } from '../../i18n/locale';
import { type ApiClient } from '../../lib/api-client';
import { ApiError, isApiError } from '../../lib/api-error';
import { type RouteContext } from '../../lib/app-context';
import { defineFormHandler } from '../../lib/forms/submit-form.server';
import { userContext } from '../../lib/session/guard-middleware.server';
import {
  decideProPartnerAccess,
  describeDailyLimit,
  findNextKyivDay,
  readProPartnerFilters,
  readProPartnerId,
  readProPartnerRef,
  REQUESTS_PER_PAGE,
  toProPartnersQuery,
  WRITE_FIELDS,
  WRITE_INTENT,
} from './pro-partners-query';
import { notFound, readRecord } from '../../lib/read-record.server';
import { serverApi } from '../../lib/server-api.server';

type LoaderInput = { request: Request; context: RouteContext };

/**
 * /profile/pro-services/partners: one page of the directory under the address's kind and country,
 * the countries to filter by, and the company's own requests. A company that may not use the
 * directory (decision 031 §2) is asked nothing: its page says why and the way forward.
 */
export async function loadProPartners(input: LoaderInput) {
  const filters = readProPartnerFilters(new URL(input.request.url).searchParams);
  const access = decideProPartnerAccess(input.context.get(userContext));
  if (access !== 'open') return { access, filters, directory: null };
  const api = serverApi(input);
  const [partners, requests, countries] = await Promise.all([
    api.call(endpoints.listProPartners, { query: toProPartnersQuery(filters) }),
    api.call(endpoints.listProPartnerRequests, {
      query: { page: filters.requestsPage, per_page: REQUESTS_PER_PAGE },
    }),
    api.call(endpoints.listCountries),
  ]);
  return { access, filters, directory: { partners, requests, countries } };
}

/**
 * /profile/pro-services/partners/{id}: the partner, with the requests the company may still send
 * today and, when none, the day writing opens again. An unknown or unpublished partner, or an
 * address that names none, is the 404 page.
 */
export async function loadProPartner(input: LoaderInput & { id: string | undefined }) {
  const ref = readProPartnerRef(input.id);
  if (ref === null) notFound();
  const access = decideProPartnerAccess(input.context.get(userContext));
  if (access !== 'open') return { access, partner: null, opensOn: null };
  return readRecord(async () => {
    const partner = await serverApi(input).call(endpoints.getProPartner, { params: { idOrSlug: ref } });
    const opensOn = partner.emails_left_today === 0 ? findNextKyivDay(new Date()) : null;
    return { access, partner, opensOn };
  });
}

/** The partner's numeric id for `sendProPartnerEmail`: the address's id, or its slug looked up. */
async function resolvePartnerId(api: ApiClient, ref: string | null): Promise<number> {
  if (ref === null) notFound();
  const id = readProPartnerId(ref);
  if (id !== null) return id;
  return (await api.call(endpoints.getProPartner, { params: { idOrSlug: ref } })).id;
}

/** The request as sent, with the requests the company may still send today. */
export type WriteToPartnerResult = EndpointData<typeof endpoints.sendProPartnerEmail>;

/**
 * 'Send to the partner' (`sendProPartnerEmail`): a comment of 10–2,000 characters (422 beside the
 * field); the daily limit (429 `pro_partner.daily_limit`) comes back said in the page's language
 * with the day writing opens again. On success the page confirms what the partner got and where
 * the copy went.
 */
export function createProPartnerHandlers(rawId: string | undefined) {
  const ref = readProPartnerRef(rawId);
  return {
    [WRITE_INTENT]: defineFormHandler<WriteToPartnerResult>({
      fields: WRITE_FIELDS,
      async submit({ api, values, request }) {
        const id = await resolvePartnerId(api, ref);
        try {
          const body = { comment: typeof values.comment === 'string' ? values.comment : '' };
          return { data: await api.call(endpoints.sendProPartnerEmail, { params: { id }, body }) };
        } catch (error) {
          if (isApiError(error) && error.status === 429) {
            const locale = getLocaleFromPath(new URL(request.url).pathname);
            throw new ApiError({
              status: 429,
              code: error.code,
              message: describeDailyLimit(locale, new Date()),
            });
          }
          throw error;
        }
      },
    }),
  };
}
