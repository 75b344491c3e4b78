import type { Route } from './+types/tariffs';
import { loadTariffs } from '../../features/tariffs/tariffs-data.server';
import { TariffsPage } from '../../features/tariffs/tariffs-page';
import { useProfile } from '../../lib/session/use-profile';

/** /tariffs (spec §2): plans, the trial and the comparison; buttons depend on being signed in. */
export function loader(args: Route.LoaderArgs) {
  return loadTariffs(args);
}

export default function TariffsRoute({ loaderData }: Route.ComponentProps) {
  const isSignedIn = useProfile() !== null;
  return <TariffsPage plans={loaderData.plans} comparison={loaderData.comparison} isSignedIn={isSignedIn} />;
}
