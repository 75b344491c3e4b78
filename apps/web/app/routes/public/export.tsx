import type { Route } from './+types/export';
import { buildPageMeta } from '../../i18n/meta';
import { loadExportPage } from '../../features/export/export-data.server';
import { ExportPage } from '../../features/export/export-page';
import { PUBLIC_PAGE_HANDLE } from '../../lib/public-page';

/** A guest sees the same page at this address and language: kept rendered (decision 053). */
export const handle = PUBLIC_PAGE_HANDLE;

/** /export (spec §2): about export and the product classification, its state in the URL. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadExportPage({ request, context });
}

/** React Router gives a route's `meta` only the matches down to that route: the page's own export reads its pageMeta. */
export const meta: Route.MetaFunction = (args) => buildPageMeta(args);

export default function ExportRoute({ loaderData }: Route.ComponentProps) {
  return <ExportPage content={loaderData.content} view={loaderData.view} />;
}
