import type { Route } from './+types/request-route';
import { buildAdminMeta } from '../../../components/back-office/admin-meta';
import { readPostedPdf } from '../../../components/back-office/pdf-upload.server';
import { CountryAnalysisRequestPage } from './country-analysis-request-page';
import { loadBackOfficeRequest } from '../../shared/back-office/request-data.server';
import { createCountryAnalysisHandlers } from './country-analysis-back-office.server';
import { handleFormAction } from '../../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildAdminMeta(
    args,
    'countryAnalysisRequest',
    args.loaderData ? `№ ${args.loaderData.view.request.number}` : undefined,
  );

/** /admin/country-analysis/{id} (issue 15): one country-analysis request for a manager. */
export function loader(args: Route.LoaderArgs) {
  return loadBackOfficeRequest(args, 'country_analysis', args.params.id).then((view) => ({ view }));
}

/** A status move, or the finished analysis attached (its PDF read from the posted multipart form). */
export async function action(args: Route.ActionArgs) {
  const pdf = await readPostedPdf(args.request);
  return handleFormAction(args, createCountryAnalysisHandlers(args.params.id, pdf));
}

export default function AdminCountryAnalysisRequestRoute({ loaderData }: Route.ComponentProps) {
  return <CountryAnalysisRequestPage view={loaderData.view} />;
}
