import type { Route } from './+types/detail';
import { loadCountryAnalysisDetail } from '../country-analysis-data.server';
import { CountryAnalysisDetailPage } from '../country-analysis-detail-page';
import { buildCountryAnalysisDeleteHandlers } from '../country-analysis-handlers.server';
import { advisoryPageMeta } from '../../../i18n/advisory';
import { buildPageMeta } from '../../../i18n/meta';
import { handleFormAction } from '../../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildPageMeta(
    args,
    advisoryPageMeta(
      args,
      'detailTitle',
      args.loaderData ? `№ ${args.loaderData.analysisRequest.number}` : undefined,
    ),
  );

export function loader({ params, ...args }: Route.LoaderArgs) {
  return loadCountryAnalysisDetail({ ...args, id: params.id });
}

export function action({ params, ...args }: Route.ActionArgs) {
  return handleFormAction(args, buildCountryAnalysisDeleteHandlers(params.id));
}

/** /profile/analysis-applications/{id} (spec §2): one request, its finished analysis and history. */
export default function CountryAnalysisDetailRoute({ loaderData }: Route.ComponentProps) {
  return <CountryAnalysisDetailPage {...loaderData} />;
}
