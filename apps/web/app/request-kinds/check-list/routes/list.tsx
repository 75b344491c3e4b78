import type { Route } from './+types/list';
import { loadCheckList } from '../check-list-data.server';
import { CheckListListPage } from '../check-list-list-page';
import { checklistPageMeta } from '../check-list-meta';
import { buildPageMeta } from '../../../i18n/meta';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, checklistPageMeta(args, 'listTitle'));

export function loader(args: Route.LoaderArgs) {
  return loadCheckList(args);
}

/** /profile/check-list (spec §2): the company's market-analysis requests. */
export default function CheckListRoute({ loaderData }: Route.ComponentProps) {
  return <CheckListListPage {...loaderData} />;
}
