import type { Route } from './+types/create';
import { catalogPageMeta } from '../../../i18n/catalog';
import { buildPageMeta } from '../../../i18n/meta';
import { CreatePage } from '../create-page';
import { loadOrderable } from '../service-order-data.server';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, catalogPageMeta(args, 'createTitle'));

export function loader(args: Route.LoaderArgs) {
  return loadOrderable(args);
}

/** /profile/services/create (issue 27 §2): choose a service to order. */
export default function ServiceOrderCreateRoute({ loaderData }: Route.ComponentProps) {
  return <CreatePage groups={loaderData.groups} />;
}
