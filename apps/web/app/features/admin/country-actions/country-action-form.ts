import {
  AdminCountryActionBodySchema,
  type AdminCountryAction,
  type AdminCountryActionBody,
  type CountryActionKind,
  type GeoCountryGroup,
} from '@portal/contract';
import type { FormSchema } from '../../../components/form/use-api-form';
import type { FieldSpec, FormValues } from '../../../lib/forms/form-values';
import { readOneOf, readPage } from '../../../components/back-office/list-query';

/**
 * The back office's country actions (issue 15 §3, §5; decision 029 §2–3), shown to people as
 * "events in the country": the editor's fields, the body it sends, the list's filters and what a
 * row says of its dates.
 */

/** The back office's list, editor and participants. */
export const COUNTRY_ACTIONS_PATH = '/admin/country-actions';

/** The longest texts the API takes (AdminCountryActionBodySchema). */
export const COUNTRY_ACTION_LIMITS = {
  titleMax: 200,
  descriptionMax: 5000,
  cityMax: 100,
} as const;

/** Named by the body's paths (`title.uk`), so the API's 422 errors land beside their fields. */
export const COUNTRY_ACTION_FIELDS: FieldSpec = {
  geo_country_id: 'text',
  kind: 'text',
  'title.uk': 'text',
  'title.en': 'text',
  'description.uk': 'text',
  'description.en': 'text',
  'city.uk': 'text',
  'city.en': 'text',
  starts_on: 'text',
  ends_on: 'text',
  apply_by: 'text',
};

export type CountryActionSaved = { saved: true };

function text(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : '';
}

function bilingual(values: FormValues, name: string) {
  return { uk: text(values, `${name}.uk`), en: text(values, `${name}.en`) };
}

/** A value typed, or nothing (left out of the body: 'required' rather than 'not a date'). */
function optional(value: string): string | undefined {
  return value.trim() === '' ? undefined : value;
}

/** An id the API could take (a whole number from 1); anything else is left out, so it is 'required'. */
function toRowId(value: string): number | undefined {
  const trimmed = value.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return undefined;
  const number = Number(trimmed);
  return number >= 1 ? number : undefined;
}

/**
 * The editor as the body of `POST /admin/country-actions` or `PUT …/{id}`: the country's id as a
 * number, the city always sent (empty in both languages: an online event, also when an edit
 * clears it), an empty last day to apply is null (until the day it starts). A field left empty
 * is left out of the body, so the contract answers 'required' on it.
 */
export function toCountryActionBody(values: FormValues): AdminCountryActionBody {
  const kind = text(values, 'kind');
  const applyBy = text(values, 'apply_by').trim();
  return {
    geo_country_id: toRowId(text(values, 'geo_country_id')) as number,
    kind: (kind === '' ? undefined : kind) as CountryActionKind,
    title: bilingual(values, 'title'),
    description: bilingual(values, 'description'),
    city: bilingual(values, 'city'),
    starts_on: optional(text(values, 'starts_on')) as string,
    ends_on: optional(text(values, 'ends_on')) as string,
    apply_by: applyBy === '' ? null : applyBy,
  };
}

/** The browser's check: the contract's schema on the body the editor sends. */
export const COUNTRY_ACTION_SCHEMA: FormSchema = {
  safeParse: (value, params) =>
    AdminCountryActionBodySchema.safeParse(toCountryActionBody(value as FormValues), params),
};

/** The editor's starting values: the saved action, or empty for a new one. */
export function toEditorValues(action: AdminCountryAction | null) {
  const empty = { uk: '', en: '' };
  return {
    geo_country_id: action ? String(action.country.id) : '',
    kind: action?.kind ?? '',
    title: action?.title ?? empty,
    description: action?.description ?? empty,
    city: action?.city ?? empty,
    starts_on: action?.starts_on ?? '',
    ends_on: action?.ends_on ?? '',
    apply_by: action?.apply_by ?? '',
  };
}

export type CountryActionWhen = 'upcoming' | 'past';
export const COUNTRY_ACTION_WHENS: readonly CountryActionWhen[] = ['upcoming', 'past'];
export type CountryActionsQuery = {
  when: CountryActionWhen | undefined;
  geo_country_id: number | undefined;
  page: number;
};

/** The list's query from the page's address: upcoming or past (none: both), a country, the page. */
export function readCountryActionsQuery(params: URLSearchParams): CountryActionsQuery {
  return {
    when: readOneOf(params, 'when', COUNTRY_ACTION_WHENS),
    geo_country_id: toRowId(params.get('country') ?? ''),
    page: readPage(params),
  };
}

/** Today in Kyiv (`YYYY-MM-DD`): the portal's days are Kyiv's, whatever the machine's zone. */
export function kyivToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Kyiv',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** As the API's list filter: an action is upcoming until its last day has passed (Kyiv). */
export function whenOf(action: Pick<AdminCountryAction, 'ends_on'>, today: string): CountryActionWhen {
  return action.ends_on >= today ? 'upcoming' : 'past';
}

/** The effective last day to apply: as stored, or the day the action starts (decision 029 §2). */
export function applyDeadlineOf(action: Pick<AdminCountryAction, 'apply_by' | 'starts_on'>): string {
  return action.apply_by ?? action.starts_on;
}

/** The importing countries of every region as one list, by name in the page's language. */
export function toCountryOptions(groups: readonly GeoCountryGroup[], collator: Intl.Collator) {
  return groups
    .flatMap((group) => group.countries)
    .map((country) => ({ value: String(country.id), label: country.name }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
