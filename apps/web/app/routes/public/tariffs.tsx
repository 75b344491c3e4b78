import type { Route } from './+types/tariffs';
import { loadTariffs, TARIFF_HANDLERS } from '../../features/tariffs/tariffs-data.server';
import { TariffsPage } from '../../features/tariffs/tariffs-page';
import { handleFormAction } from '../../lib/forms/submit-form.server';
import { useProfile } from '../../lib/session/use-profile';
import { PUBLIC_PAGE_HANDLE } from '../../lib/public-page';

/** A guest sees the same page at this address and language: kept rendered (decision 053). */
export const handle = PUBLIC_PAGE_HANDLE;

/** /tariffs (spec §2): plans, the trial and the comparison; buttons depend on being signed in. */
export function loader(args: Route.LoaderArgs) {
  return loadTariffs(args);
}

/** Buying a plan (`purchaseSubscription`) and starting the trial (`startTrial`), issue 14 §4. */
export function action(args: Route.ActionArgs) {
  return handleFormAction(args, TARIFF_HANDLERS);
}

export default function TariffsRoute({ loaderData }: Route.ComponentProps) {
  const profile = useProfile();
  return <TariffsPage plans={loaderData.plans} comparison={loaderData.comparison} profile={profile} />;
}
