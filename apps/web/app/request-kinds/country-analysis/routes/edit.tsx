import type { Route } from './+types/edit';
import { loadCountryAnalysisEdit } from '../country-analysis-data.server';
import { CountryAnalysisFormPage } from '../country-analysis-form-page';
import { buildCountryAnalysisSaveHandlers } from '../country-analysis-handlers.server';
import { advisoryPageMeta } from '../../../i18n/advisory';
import { buildPageMeta } from '../../../i18n/meta';
import { handleFormAction } from '../../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildPageMeta(
    args,
    advisoryPageMeta(
      args,
      'editTitle',
      args.loaderData ? `№ ${args.loaderData.analysisRequest.number}` : undefined,
    ),
  );

export function loader({ params, ...args }: Route.LoaderArgs) {
  return loadCountryAnalysisEdit({ ...args, id: params.id });
}

export function action({ params, ...args }: Route.ActionArgs) {
  return handleFormAction(args, buildCountryAnalysisSaveHandlers(params.id));
}

/** /profile/analysis-applications/edit/{id} (spec §2): only while created or sent back for changes. */
export default function CountryAnalysisEditRoute({ loaderData }: Route.ComponentProps) {
  // The form keeps what was typed in its fields: another request remounts it.
  return <CountryAnalysisFormPage key={loaderData.analysisRequest.id} {...loaderData} />;
}
