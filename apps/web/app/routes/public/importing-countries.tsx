import type { Route } from './+types/importing-countries';
import { buildPageMeta } from '../../i18n/meta';
import { Container } from '../../components/ui/container';
import { loadImportingCountries } from '../../features/importing-countries/importing-countries-data.server';
import { ImportingCountriesView } from '../../features/importing-countries/importing-countries-view';

/**
 * /importing-countries (spec §2) for guests; the root's guard sends signed-in users to
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
      <header className="max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl lg:text-5xl">
          {content.title}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-muted">{content.lead}</p>
      </header>
      <div className="mt-10">
        <ImportingCountriesView {...loaderData} />
      </div>
    </Container>
  );
}
