import type { Route } from './+types/list';
import { loadCountryAnalysisList } from '../country-analysis-data.server';
import { CountryAnalysisListPage } from '../country-analysis-list-page';
import { advisoryPageMeta } from '../../../i18n/advisory';
import { buildPageMeta } from '../../../i18n/meta';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, advisoryPageMeta(args, 'listTitle'));

export function loader(args: Route.LoaderArgs) {
  return loadCountryAnalysisList(args);
}

/** /profile/analysis-applications (spec §2): the company's country-analysis requests. */
export default function CountryAnalysisListRoute({ loaderData }: Route.ComponentProps) {
  return <CountryAnalysisListPage {...loaderData} />;
}
