import type { Route } from './+types/create';
import { loadCountryAnalysisCreate } from '../country-analysis-data.server';
import { CountryAnalysisFormPage } from '../country-analysis-form-page';
import { buildCountryAnalysisSaveHandlers } from '../country-analysis-handlers.server';
import { advisoryPageMeta } from '../../../i18n/advisory';
import { buildPageMeta } from '../../../i18n/meta';
import { handleFormAction } from '../../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, advisoryPageMeta(args, 'createTitle'));

export function loader(args: Route.LoaderArgs) {
  return loadCountryAnalysisCreate(args);
}

export function action(args: Route.ActionArgs) {
  return handleFormAction(args, buildCountryAnalysisSaveHandlers());
}

/**
 * /profile/pro-services/analysis/create (spec §2, §6): a new country-analysis request, below the
 * subscription gate (layouts/subscription-gate-layout.tsx).
 */
export default function CountryAnalysisCreateRoute({ loaderData }: Route.ComponentProps) {
  return <CountryAnalysisFormPage {...loaderData} />;
}
