import type { Route } from './+types/application-statuses';
import { loadApplicationsInfo } from '../../features/applications/applications-data.server';
import { ApplicationStatusesPage } from '../../features/applications/application-statuses-page';
import { checklistPageMeta } from '../../request-kinds/check-list/check-list-meta';
import { buildPageMeta } from '../../i18n/meta';

export const meta: Route.MetaFunction = (args) =>
  buildPageMeta(args, checklistPageMeta(args, 'statusesTitle'));

export function loader(args: Route.LoaderArgs) {
  return loadApplicationsInfo(args);
}

/** /profile/application-statuses (spec §2): what each status means, with the company's counts. */
export default function ApplicationStatusesRoute({ loaderData }: Route.ComponentProps) {
  return <ApplicationStatusesPage {...loaderData} />;
}
