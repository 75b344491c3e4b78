import type { Route } from './+types/importing-countries';
import { buildPageMeta } from '../../i18n/meta';
import { Container } from '../../components/ui/container';
import { loadImportingCountries } from '../../features/importing-countries/importing-countries-data.server';
import { ImportingCountriesView } from '../../features/importing-countries/importing-countries-view';
import { PageIntro } from '../../components/ui/page-intro';
import { PUBLIC_PAGE_HANDLE } from '../../lib/public-page';

/** A guest sees the same page at this address and language: kept rendered (decision 053). */
export const handle = PUBLIC_PAGE_HANDLE;

/**
 * /importing-countries (spec §2) for guests; the default layout's guard sends signed-in users to
 * /profile/importing-countries with the same query.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadImportingCountries({ request, context });
}

/** React Router gives a route's `meta` only the matches down to that route: the page's own export reads its pageMeta. */
export const meta: Route.MetaFunction = (args) => buildPageMeta(args);

export default function ImportingCountriesRoute({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <Container className="py-10 lg:py-14" width="landing">
      <PageIntro title={content.title} lead={content.lead} />
      <div className="mt-10">
        <ImportingCountriesView {...loaderData} />
      </div>
    </Container>
  );
}
