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

/** A page description of at most `max` characters, cut at a word. */
export function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}
