import type { Route } from './+types/applications';
import { loadApplications } from '../../features/applications/applications-data.server';
import { ApplicationsPage } from '../../features/applications/applications-page';
import { checklistPageMeta } from '../../request-kinds/check-list/check-list-meta';
import { answerSharedSale, loadSharedSales } from '../../features/shared-sales/shared-sales-data.server';
import { SharedSalesSection } from '../../features/shared-sales/shared-sales-section';
import { buildPageMeta } from '../../i18n/meta';

export const meta: Route.MetaFunction = (args) =>
  buildPageMeta(args, checklistPageMeta(args, 'applicationsTitle'));

export async function loader(args: Route.LoaderArgs) {
  const [applications, shared] = await Promise.all([loadApplications(args), loadSharedSales(args)]);
  return { ...applications, ...shared };
}

/** A buyer's request shared with the company accepted or declined (issue 15 §4). */
export function action(args: Route.ActionArgs) {
  return answerSharedSale(args);
}

/**
 * /profile/applications (spec §2): all of the company's applications of both kinds, and above
 * them the buyers' requests managers shared with the company (decision 029: no page of their own).
 */
export default function ApplicationsRoute({ loaderData }: Route.ComponentProps) {
  const { sharedSales, declineQuestions, ...applications } = loaderData;
  return (
    <ApplicationsPage
      {...applications}
      beforeList={<SharedSalesSection sharedSales={sharedSales} declineQuestions={declineQuestions} />}
    />
  );
}
