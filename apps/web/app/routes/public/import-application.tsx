import type { Route } from './+types/import-application';
import {
  IMPORT_HANDLERS,
  loadImportApplication,
  redirectForeignBuyerToEnglish,
} from '../../features/import-application/import-data.server';
import { ImportApplicationPage } from '../../features/import-application/import-application-page';
import { handleFormAction } from '../../lib/forms/submit-form.server';
import { PUBLIC_PAGE_HANDLE } from '../../lib/public-page';

/** A guest sees the same page at this address and language: kept rendered (decision 053). */
export const handle = PUBLIC_PAGE_HANDLE;

/** A foreign buyer's first visit to /import-application goes to /en/import-application, keeping the query (spec §2). */
export function loader(args: Route.LoaderArgs) {
  return loadImportApplication(args);
}

/** The form posts here; the API (`endpoints.createImporterSale`) validates and e-mails the buyer. */
export function action(args: Route.ActionArgs) {
  redirectForeignBuyerToEnglish(args.request);
  return handleFormAction(args, IMPORT_HANDLERS);
}

export default function ImportApplicationRoute({ loaderData }: Route.ComponentProps) {
  return <ImportApplicationPage references={loaderData.references} />;
}
