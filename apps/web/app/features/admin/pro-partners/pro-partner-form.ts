import {
  ADMIN_PRO_PARTNER_STATES,
  AdminProPartnerBodySchema,
  PRO_PARTNER_KINDS,
  type AdminProPartner,
  type AdminProPartnerBody,
  type AdminProPartnerState,
  type Country,
  type GeoCountryGroup,
  type ImageUpload,
  type ProPartnerKind,
} from '@portal/contract';
import type { FormSchema } from '../../../components/form/use-api-form';
import type { FieldSpec, FormValues } from '../../../lib/forms/form-values';
import { readOneOf, readPage, readSearch } from '../../../components/back-office/list-query';
import { REMOVE_IMAGE_FIELD, toImageFieldValue } from '../../../components/back-office/image-upload';

/**
 * The back office's professional partners (issue 16 §6, decision 031): the editor's fields, the
 * body it sends, the countries served grouped for the checkboxes, and the list's filters.
 */

/** The back office's list and editor. */
export const PRO_PARTNERS_PATH = '/admin/pro-partners';

/** Named by the body's paths (`name.uk`), so the API's 422 errors land beside their fields. */
export const PRO_PARTNER_FIELDS: FieldSpec = {
  kind: 'text',
  'name.uk': 'text',
  'name.en': 'text',
  'summary.uk': 'text',
  'summary.en': 'text',
  'description.uk': 'text',
  'description.en': 'text',
  'city.uk': 'text',
  'city.en': 'text',
  countries: 'list',
  email: 'text',
  phone: 'text',
  website_url: 'text',
  slug: 'text',
  /** The new logo, a file the route's action reads from the multipart form. */
  image: 'text',
  /** Ticked: the logo is removed (when no new one is chosen). */
  [REMOVE_IMAGE_FIELD]: 'checkbox',
};

/** The page of the requests received, in the editor's address (`?requests_page=2`). */
export const REQUESTS_PAGE_PARAM = 'requests_page';

export type ProPartnerSaved = { saved: true };

function text(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : '';
}

function bilingual(values: FormValues, name: string) {
  return { uk: text(values, `${name}.uk`), en: text(values, `${name}.en`) };
}

/**
 * The editor as the body of `POST /admin/pro-partners` or `PUT …/{id}`. Every field is sent (an
 * emptied phone is cleared, no country ticked is every country); an empty slug is left out (made
 * from the English name, or kept); an unchosen kind is left out, so the contract says 'required'.
 * A new logo replaces the stored one, 'remove' with none chosen removes it, otherwise it is kept.
 */
export function toProPartnerBody(values: FormValues, image: ImageUpload | undefined): AdminProPartnerBody {
  const kind = text(values, 'kind');
  const slug = text(values, 'slug').trim();
  const countries = values.countries;
  const body: AdminProPartnerBody = {
    kind: (kind === '' ? undefined : kind) as ProPartnerKind,
    name: bilingual(values, 'name'),
    summary: bilingual(values, 'summary'),
    description: bilingual(values, 'description'),
    city: bilingual(values, 'city'),
    countries: Array.isArray(countries) ? countries : [],
    email: text(values, 'email'),
    phone: text(values, 'phone'),
    website_url: text(values, 'website_url'),
  };
  if (slug !== '') body.slug = slug;
  const picture = toImageFieldValue(image, values[REMOVE_IMAGE_FIELD]);
  if (picture !== undefined) body.image = picture;
  return body;
}

/** The browser's check: the contract's schema on the body the editor sends (the logo is its field's). */
export const PRO_PARTNER_SCHEMA: FormSchema = {
  safeParse: (value, params) =>
    AdminProPartnerBodySchema.safeParse(toProPartnerBody(value as FormValues, undefined), params),
};

/** The editor's starting values: the saved partner, or empty for a new one. */
export function toEditorValues(partner: AdminProPartner | null) {
  const empty = { uk: '', en: '' };
  return {
    kind: partner?.kind ?? '',
    name: partner?.name ?? empty,
    summary: partner?.summary ?? empty,
    description: partner?.description ?? empty,
    city: partner?.city ?? empty,
    countries: partner?.countries.map((country) => country.code) ?? [],
    email: partner?.email ?? '',
    phone: partner?.phone ?? '',
    website_url: partner?.website_url ?? '',
  };
}

export type CountryGroup = { key: string; name: string; countries: Country[] };

/**
 * The countries to tick, grouped: the importing countries by region (Europe, the Americas, Asia,
 * as the portal groups them), then every other country under `otherName`, each group by name.
 */
export function groupCountries(
  all: readonly Country[],
  regions: readonly GeoCountryGroup[],
  otherName: string,
  collator: Intl.Collator,
): CountryGroup[] {
  const names = new Map(all.map((country) => [country.code, country.name]));
  const grouped = new Set<string>();
  const byName = (a: Country, b: Country) => collator.compare(a.name, b.name);
  const groups: CountryGroup[] = regions.map((region) => {
    const countries = region.countries
      .filter((country) => names.has(country.code))
      .map((country) => ({ code: country.code, name: names.get(country.code)! }))
      .sort(byName);
    for (const country of countries) grouped.add(country.code);
    return { key: region.region, name: region.name, countries };
  });
  const others = all.filter((country) => !grouped.has(country.code)).sort(byName);
  return [...groups, { key: 'other', name: otherName, countries: others }].filter(
    (group) => group.countries.length > 0,
  );
}

export type ProPartnersQuery = {
  state: AdminProPartnerState | undefined;
  kind: ProPartnerKind | undefined;
  search: string | undefined;
  page: number;
};

/** The list's query from the page's address: a state (none: both), a kind, a search and the page. */
export function readProPartnersQuery(params: URLSearchParams): ProPartnersQuery {
  return {
    state: readOneOf(params, 'state', ADMIN_PRO_PARTNER_STATES),
    kind: readOneOf(params, 'kind', PRO_PARTNER_KINDS),
    search: readSearch(params),
    page: readPage(params),
  };
}
