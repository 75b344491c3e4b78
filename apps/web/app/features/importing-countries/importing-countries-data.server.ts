import { endpoints, type CountryAction } from '@portal/contract';
import { getLocaleFromPath } from '../../i18n/locale';
import { formatDateRange } from '../../lib/format';
import en from './content/en.json';
import ua from './content/ua.json';
import {
  parseCountryParam,
  summarize,
  type ActionItem,
  type ImportingCountriesData,
} from './importing-countries-content';
import { type RouteContext } from '../../lib/app-context';
import { notFound } from '../../lib/read-record.server';
import { serverApi } from '../../lib/server-api.server';

const CONTENT = { ua, en } as const;
/** Upcoming actions listed below the countries; the chosen country shows all of its own. */
const UPCOMING_MAX = 6;

/**
 * /importing-countries and /profile/importing-countries (spec §2): the importing countries by
 * region, the chosen country's information (`?country=PL`, so it works without JavaScript)
 * and the upcoming country actions. A country that is not an importing country is the 404
 * page (the blocked countries among them: they are never shown).
 */
export async function loadImportingCountries({
  request,
  context,
}: {
  request: Request;
  context: RouteContext;
}): Promise<ImportingCountriesData & { pageMeta?: { title: string; description: string } }> {
  const url = new URL(request.url);
  const locale = getLocaleFromPath(url.pathname);
  const content = CONTENT[locale];
  const api = serverApi({ request, context });
  const raw = url.searchParams.get('country') ?? '';
  const code = parseCountryParam(raw);
  const wasGiven = raw.trim() !== '';

  const [groups, actions] = await Promise.all([
    api.call(endpoints.listGeoCountries),
    api.call(endpoints.listCountryActions),
  ]);
  const chosen = code
    ? groups.flatMap((group) => group.countries).find((country) => country.code === code)
    : undefined;
  if (wasGiven && !chosen) notFound();

  const withDates = (action: CountryAction): ActionItem => ({
    ...action,
    dates: formatDateRange(action.starts_on, action.ends_on, locale),
  });
  const details = chosen
    ? await api.call(endpoints.getGeoCountryInfo, { params: { id: String(chosen.id) } })
    : null;
  return {
    content,
    groups,
    country: details && { ...details, actions: details.actions.map(withDates) },
    actions: actions.slice(0, UPCOMING_MAX).map(withDates),
    ...(details && {
      pageMeta: { title: `${details.name} — ${content.title}`, description: summarize(details.info.summary) },
    }),
  };
}
