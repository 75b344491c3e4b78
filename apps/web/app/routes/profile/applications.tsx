import type { Route } from './+types/applications';
import { loadApplications } from '../../features/applications/applications-data.server';
import { ApplicationsPage } from '../../features/applications/applications-page';
import { checklistPageMeta } from '../../features/requests/check-list/check-list-meta';
import { buildPageMeta } from '../../i18n/meta';

export const meta: Route.MetaFunction = (args) =>
  buildPageMeta(args, checklistPageMeta(args, 'applicationsTitle'));

export function loader(args: Route.LoaderArgs) {
  return loadApplications(args);
}

/** /profile/applications (spec §2): all of the company's applications of both kinds. */
export default function ApplicationsRoute({ loaderData }: Route.ComponentProps) {
  return <ApplicationsPage {...loaderData} />;
}
