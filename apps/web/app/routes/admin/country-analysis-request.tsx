import type { Route } from './+types/country-analysis-request';
import { loadCountryAnalysisRequest } from '../../features/admin/admin-data.server';
import { createCountryAnalysisHandlers } from '../../features/admin/admin-handlers.server';
import { buildAdminMeta } from '../../features/admin/admin-meta';
import { readPostedPdf } from '../../features/admin/pdf/pdf-upload.server';
import { CountryAnalysisRequestPage } from '../../request-kinds/country-analysis/back-office/country-analysis-request-page';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildAdminMeta(
    args,
    'countryAnalysisRequest',
    args.loaderData ? `№ ${args.loaderData.view.request.number}` : undefined,
  );

/** /admin/country-analysis/{id} (issue 15): one country-analysis request for a manager. */
export function loader(args: Route.LoaderArgs) {
  return loadCountryAnalysisRequest(args, args.params.id);
}

/** A status move, or the finished analysis attached (its PDF read from the posted multipart form). */
export async function action(args: Route.ActionArgs) {
  const pdf = await readPostedPdf(args.request);
  return handleFormAction(args, createCountryAnalysisHandlers(args.params.id, pdf));
}

export default function AdminCountryAnalysisRequestRoute({ loaderData }: Route.ComponentProps) {
  return <CountryAnalysisRequestPage view={loaderData.view} />;
}
