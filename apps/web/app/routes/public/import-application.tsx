import type { Route } from './+types/import-application';
import {
  IMPORT_HANDLERS,
  loadImportApplication,
  redirectToEnglish,
} from '../../features/import-application/import-data.server';
import { ImportApplicationPage } from '../../features/import-application/import-application-page';
import { handleFormAction } from '../../lib/forms/submit-form.server';

/** /import-application redirects to /en/import-application, keeping the query (spec §2). */
export function loader(args: Route.LoaderArgs) {
  return loadImportApplication(args);
}

/** The form posts here; the API (`endpoints.createImporterSale`) validates and e-mails the buyer. */
export function action(args: Route.ActionArgs) {
  redirectToEnglish(args.request);
  return handleFormAction(args, IMPORT_HANDLERS);
}

export default function ImportApplicationRoute({ loaderData }: Route.ComponentProps) {
  return <ImportApplicationPage references={loaderData.references} />;
}
