import { LocalizedLink } from '../../i18n/localized-link';
import { buildCountryHref, type ImportingCountriesContent } from './importing-countries-content';

/**
 * The chosen country's heading, the way back to every country, its capital and its summary: the
 * same on the public page and in the cabinet.
 */
export function CountryHeader({
  content,
  name,
  capital,
  summary,
  pathname,
}: {
  content: ImportingCountriesContent;
  name: string;
  capital: string;
  summary: string;
  pathname: string;
}) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="country-title" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
          {name}
        </h2>
        <LocalizedLink
          to={buildCountryHref(pathname, null)}
          preventScrollReset
          className="inline-flex min-h-10 items-center rounded text-[15px] font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {content.allCountries}
        </LocalizedLink>
      </div>
      <dl className="mt-2 text-[15px]">
        <div className="flex gap-2">
          <dt className="text-muted">{content.capital}:</dt>
          <dd className="font-semibold text-brand-900">{capital}</dd>
        </div>
      </dl>
      <p className="mt-4 leading-relaxed">{summary}</p>
    </>
  );
}
