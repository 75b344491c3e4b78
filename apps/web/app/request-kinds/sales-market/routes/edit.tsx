import type { Route } from './+types/edit';
import { loadSalesMarketEdit } from '../sales-market-data.server';
import { SalesMarketEditPage } from '../sales-market-edit-page';
import { createSalesMarketEditHandlers } from '../sales-market-handlers.server';
import { buildSalesMarketMeta } from '../sales-market-meta';
import { handleFormAction } from '../../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildSalesMarketMeta(
    args,
    'edit',
    args.loaderData?.application.number,
    args.loaderData?.isEditable ? args.loaderData.page : undefined,
  );

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadSalesMarketEdit({ request, context, id: params.id });
}

export function action(args: Route.ActionArgs) {
  return handleFormAction(args, createSalesMarketEditHandlers(args.params.id));
}

/**
 * /profile/market/edit/{id} (spec §2): step 2 of an export application, a page at a time
 * (`?page=product|volume|markets|services|readiness|contact|check`, issue 13 §6).
 */
export default function MarketEditRoute({ loaderData }: Route.ComponentProps) {
  return loaderData && <SalesMarketEditPage {...loaderData} />;
}
