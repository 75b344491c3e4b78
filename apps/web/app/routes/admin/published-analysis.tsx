import type { Route } from './+types/published-analysis';
import { buildAdminMeta } from '../../components/back-office/admin-meta';
import { readPostedPdf } from '../../components/back-office/pdf-upload.server';
import {
  createPublishedAnalysisHandlers,
  loadPublishedAnalysis,
} from '../../features/admin/published-analyses/published-analyses-data.server';
import { PublishedAnalysisPage } from '../../features/admin/published-analyses/published-analysis-page';
import { getLocaleFromPath } from '../../i18n/locale';
import { pickName } from '../../lib/localized-name';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildAdminMeta(
    args,
    'publishedAnalysis',
    args.loaderData
      ? pickName(args.loaderData.analysis.title, getLocaleFromPath(args.location.pathname))
      : undefined,
  );

/** /admin/country-analyses/{id} (issue 15 §2): one country analysis's editor, publication and preview. */
export function loader(args: Route.LoaderArgs) {
  return loadPublishedAnalysis(args, args.params.id);
}

/** Saved (its PDF read from the posted multipart form), published or taken back to a draft. */
export async function action(args: Route.ActionArgs) {
  const pdf = await readPostedPdf(args.request);
  return handleFormAction(args, createPublishedAnalysisHandlers(args.params.id, pdf));
}

export default function AdminPublishedAnalysisRoute({ loaderData }: Route.ComponentProps) {
  return <PublishedAnalysisPage analysis={loaderData.analysis} countries={loaderData.countries} />;
}
