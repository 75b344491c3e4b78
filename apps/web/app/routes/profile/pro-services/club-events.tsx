import type { Route } from './+types/club-events';
import { loadClubEvents } from '../../../features/club/club-data.server';
import { ClubEventsPage } from '../../../features/club/club-events-page';
import { clubPageMeta } from '../../../i18n/club';
import { buildPageMeta } from '../../../i18n/meta';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, clubPageMeta(args, 'listTitle'));

export async function loader(args: Route.LoaderArgs) {
  return { ...(await loadClubEvents(args)), now: new Date().toISOString() };
}

/**
 * /profile/pro-services/business-club/events (spec §2, §6: behind the subscription gate): the
 * club's upcoming and past events, filtered by format and language.
 */
export default function ClubEventsRoute({ loaderData }: Route.ComponentProps) {
  return <ClubEventsPage {...loaderData} />;
}
