import type { CountryAction, GeoCountryDetails, GeoCountryGroup } from '@portal/contract';
import type ua from './content/ua.json';

/** The importing-countries page's texts (content/{ua,en}.json), as loader data in its language. */
export type ImportingCountriesContent = typeof ua;

/**
 * A country action with its dates already printed on the server, so the browser's own date
 * library can never print them differently while hydrating.
 */
export type ActionItem = CountryAction & { dates: string };

export type ImportingCountriesData = {
  content: ImportingCountriesContent;
  groups: GeoCountryGroup[];
  /** The chosen country (`?country=PL`) with its information and actions, or null. */
  country: (Omit<GeoCountryDetails, 'actions'> & { actions: ActionItem[] }) | null;
  /** Upcoming actions in every importing country. */
  actions: ActionItem[];
};

/** `?country=pl` → 'PL'; anything but two Latin letters is no choice. */
export function parseCountryParam(value: string | null): string | null {
  const code = (value ?? '').trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : null;
}

/** The address that shows a country (or, with null, the list alone), keeping the page's path. */
export function buildCountryHref(pathname: string, code: string | null): string {
  return code ? `${pathname}?country=${code}#country-info` : pathname;
}

/**
 * '16–18 березня 2027 р.' / 'March 16 – 18, 2027': an action's dates (ISO `YYYY-MM-DD`) as one
 * range in the language's own style; a one-day action is one date.
 */
export function formatDateRange(startsOn: string, endsOn: string, localeIso: string): string {
  const start = toUtcDate(startsOn);
  const end = toUtcDate(endsOn);
  if (!start || !end) return startsOn === endsOn ? startsOn : `${startsOn} – ${endsOn}`;
  const format = new Intl.DateTimeFormat(localeIso, { dateStyle: 'long', timeZone: 'UTC' });
  return startsOn === endsOn ? format.format(start) : format.formatRange(start, end);
}

function toUtcDate(iso: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A page description of at most `max` characters, cut at a word. */
export function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}
