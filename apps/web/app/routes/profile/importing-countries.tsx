import type { Route } from './+types/importing-countries';
import { buildPageMeta } from '../../i18n/meta';
import { loadImportingCountries } from '../../features/importing-countries/importing-countries-data.server';
import { ImportingCountriesView } from '../../features/importing-countries/importing-countries-view';
import { PageHeading } from '../../components/ui/page-heading';

/** /profile/importing-countries (spec §2): the importing countries inside the cabinet. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadImportingCountries({ request, context });
}

/** React Router gives a route's `meta` only the matches down to that route: the page's own export reads its pageMeta. */
export const meta: Route.MetaFunction = (args) => buildPageMeta(args);

export default function ProfileImportingCountriesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeading title={loaderData.content.title} lead={loaderData.content.lead} />
      <ImportingCountriesView {...loaderData} />
    </>
  );
}
