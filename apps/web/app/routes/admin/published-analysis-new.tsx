import type { Route } from './+types/published-analysis-new';
import { buildAdminMeta } from '../../components/back-office/admin-meta';
import { readPostedPdf } from '../../components/back-office/pdf-upload.server';
import {
  createNewAnalysisHandlers,
  loadNewPublishedAnalysis,
} from '../../features/admin/published-analyses/published-analyses-data.server';
import { PublishedAnalysisPage } from '../../features/admin/published-analyses/published-analysis-page';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) => buildAdminMeta(args, 'publishedAnalysisNew');

/** /admin/country-analyses/new (issue 15 §2): a new country analysis, saved as a draft. */
export function loader(args: Route.LoaderArgs) {
  return loadNewPublishedAnalysis(args);
}

/** The draft created (its PDF read from the posted multipart form); its editor opens. */
export async function action(args: Route.ActionArgs) {
  const pdf = await readPostedPdf(args.request);
  return handleFormAction(args, createNewAnalysisHandlers(pdf));
}

export default function AdminPublishedAnalysisNewRoute({ loaderData }: Route.ComponentProps) {
  return <PublishedAnalysisPage analysis={null} countries={loaderData.countries} />;
}
