import {
  canFileRequests,
  isBlockedCountry,
  isIsoCountryCode,
  PRO_PARTNER_EMAILS_PER_DAY,
  PRO_PARTNER_KINDS,
  toApiLocale,
  type EndpointInput,
  type endpoints,
  type Profile,
  type ProPartnerKind,
  type UiLocale,
} from '@portal/contract';
import { PRO_PARTNERS_RESOURCES } from '../../i18n/proPartners';
import { formatDate, TIME_ZONE } from '../../lib/format';
import type { FieldSpec } from '../../lib/forms/form-values';

/**
 * The professional partners in the cabinet (issue 16 §4, decision 031): the addresses, the
 * filters read from the address, who may use the directory, and when writing opens again.
 */

/** The directory and a partner's page (spec §2), as Ukrainian paths. */
export const PARTNERS_PATH = '/profile/pro-services/partners';
export const PRO_SERVICES_PATH = '/profile/pro-services';
/** Where an exporter sees and corrects the company's data and its verification. */
export const COMPANY_PATH = '/profile/my-company';

export function proPartnerPath(id: number | string): string {
  return `${PARTNERS_PATH}/${id}`;
}

/** The filters of the directory in the address (`?kind=law&country=PL&page=2&requests_page=2`). */
export type ProPartnerFilters = {
  kind: ProPartnerKind | '';
  country: string;
  page: number;
  /** The page of the company's own requests, listed below the directory. */
  requestsPage: number;
};

/** The query parameter of the requests' pages (the directory's is `page`). */
export const REQUESTS_PAGE_PARAM = 'requests_page';
/** The company's requests shown at once below the directory. */
export const REQUESTS_PER_PAGE = 10;

/** The query of `GET /pro-partners` (listProPartners). */
export type ProPartnersQuery = NonNullable<EndpointInput<typeof endpoints.listProPartners>['query']>;

function readPage(raw: string | null): number {
  const page = Number(raw ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/**
 * Reads the filters from the address. A value the API would refuse (an unknown kind, a country
 * that is no ISO code or a blocked one, a page out of range) is dropped, so a hand-edited address
 * still shows the directory.
 */
export function readProPartnerFilters(params: URLSearchParams): ProPartnerFilters {
  const kind = params.get('kind') ?? '';
  const country = (params.get('country') ?? '').trim().toUpperCase();
  return {
    kind: (PRO_PARTNER_KINDS as readonly string[]).includes(kind) ? (kind as ProPartnerKind) : '',
    country: isIsoCountryCode(country) && !isBlockedCountry(country) ? country : '',
    page: readPage(params.get('page')),
    requestsPage: readPage(params.get(REQUESTS_PAGE_PARAM)),
  };
}

/** `GET /pro-partners` query: only what is set. */
export function toProPartnersQuery(filters: ProPartnerFilters): ProPartnersQuery {
  return {
    page: filters.page,
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.country ? { country: filters.country } : {}),
  };
}

/** A partner's id in the address (a positive 32-bit integer, as the API takes it), or null. */
export function readProPartnerId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * How the partner page's address names the partner: its numeric id or its slug
 * (`getProPartner` takes both); null for anything else, which is the 404 page without asking.
 */
export function readProPartnerRef(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  if (readProPartnerId(raw) !== null) return raw;
  return /^[a-z0-9](?:[a-z0-9-]{0,198}[a-z0-9])?$/.test(raw) && !/^\d+$/.test(raw) ? raw : null;
}

/**
 * Whether the company may use the directory (decision 031 §2: an approved company, no
 * subscription; the API answers 403 `request.not_approved` otherwise) and, if not, why:
 * `pending` (not approved yet), `denied` (a manager refused), `banned`.
 */
export type ProPartnerAccess = 'open' | 'pending' | 'denied' | 'banned';

export function decideProPartnerAccess(
  profile: Pick<Profile, 'registration_step' | 'role' | 'is_approved' | 'is_denied' | 'is_banned'>,
): ProPartnerAccess {
  if (canFileRequests(profile)) return 'open';
  if (profile.is_banned) return 'banned';
  if (profile.is_denied) return 'denied';
  return 'pending';
}

/** The writing form: one field, the comment (10–2,000 characters, the contract's limits). */
export const WRITE_INTENT = 'write-to-partner';
export const WRITE_FIELDS = { comment: 'text' } as const satisfies FieldSpec;

const KYIV_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The calendar day (`YYYY-MM-DD`) on which writing opens again after the daily limit: the day
 * after `now` in Kyiv, as the API counts the limit from midnight in Kyiv (decision 031 §3).
 */
export function findNextKyivDay(now: Date): string {
  const [year, month, day] = KYIV_DAY.format(now).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/**
 * The 429 `pro_partner.daily_limit` said in the page's language with when writing opens again:
 * 'Писати знову можна з 00:00 27.11.2026 (за Києвом).' (the API's own message only says
 * 'tomorrow').
 */
export function describeDailyLimit(locale: UiLocale, now: Date): string {
  const { limitText } = PRO_PARTNERS_RESOURCES[toApiLocale(locale)].form;
  return limitText
    .replace('{{limit}}', String(PRO_PARTNER_EMAILS_PER_DAY))
    .replace('{{date}}', formatDate(findNextKyivDay(now), locale));
}

/** A comment shortened for the list of requests: whole words, an ellipsis when cut. */
export function toExcerpt(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}
