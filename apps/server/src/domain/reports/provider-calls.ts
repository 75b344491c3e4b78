import type { ApiLocale, ReportCompany } from '@portal/contract';
import {
  fetchProviderCountries,
  InfoproffError,
  searchProviderCompanies,
  type InfoproffSettings,
} from '../../integrations/infoproff/infoproff-client';
import type { ProviderCompany, ProviderCountry } from '../../integrations/infoproff/infoproff-protocol';
import { AppError } from '../../lib/app-error';

/**
 * A call to the provider from a request: its failures become the portal's answers. The provider
 * down, slow, failing, refusing the token or answering nonsense is 502 `infoproff.unavailable`
 * (nothing kept); what it does not know is the caller's `notFound` (a 404 or a 422).
 */
export async function callProvider<T>(call: () => Promise<T>, notFound: () => AppError): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof InfoproffError)) throw error;
    if (error.reason === 'not_found') throw notFound();
    throw Object.assign(new AppError('bad_gateway', 'infoproff.unavailable'), { cause: error });
  }
}

/** The provider's countries, kept for an hour in this process (they change seldom). */
const COUNTRIES_TTL_MS = 60 * 60_000;
let countriesCache: { url: string; at: number; items: ProviderCountry[] } | null = null;

export async function providerCountries(settings: InfoproffSettings): Promise<ProviderCountry[]> {
  const now = Date.now();
  if (countriesCache && countriesCache.url === settings.url && now - countriesCache.at < COUNTRIES_TTL_MS) {
    return countriesCache.items;
  }
  const items = await callProvider(
    () => fetchProviderCountries(settings),
    () => new AppError('bad_gateway', 'infoproff.unavailable'),
  );
  countriesCache = { url: settings.url, at: now, items };
  return items;
}

const countryNotCovered = () =>
  new AppError('validation_failed', 'infoproff.country_not_covered', {
    fields: { country: ['infoproff.country_not_covered'] },
  });

/** 422 on `country` unless the provider covers it. */
export async function assertCovered(settings: InfoproffSettings, country: string): Promise<void> {
  const covered = await providerCountries(settings);
  if (!covered.some((item) => item.code === country)) throw countryNotCovered();
}

/** `GET /infoproff/countries`: named in the request's language, sorted by it. */
export async function listReportCountries(settings: InfoproffSettings, locale: ApiLocale) {
  const collator = new Intl.Collator(locale === 'en' ? 'en' : 'uk');
  return (await providerCountries(settings))
    .map((country) => ({ code: country.code, name: country.name[locale] || country.name.en }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export function toReportCompany(company: ProviderCompany): ReportCompany {
  return {
    id: company.id,
    country: company.country,
    name: company.name,
    code: company.code,
    address: company.address,
  };
}

/** `POST /infoproff/search-company`: at most 20 companies of the country by name or registration code. */
export async function searchReportCompanies(
  settings: InfoproffSettings,
  body: { country: string; query: string },
): Promise<{ items: ReportCompany[] }> {
  await assertCovered(settings, body.country);
  const found = await callProvider(
    () => searchProviderCompanies(settings, { country: body.country, q: body.query }),
    countryNotCovered,
  );
  return { items: found.slice(0, 20).map(toReportCompany) };
}
