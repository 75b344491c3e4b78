import type { Route } from './+types/club-events';
import { buildClubEventsMeta } from '../../features/admin/club-events/club-event-meta';
import { loadClubEvents } from '../../features/admin/club-events/club-events-data.server';
import { ClubEventsPage } from '../../features/admin/club-events/club-events-page';

export const meta: Route.MetaFunction = (args) => buildClubEventsMeta(args, 'list');

/** /admin/events?tab=&search=&page= (issue 16 §6): the business club's events. */
export function loader(args: Route.LoaderArgs) {
  return loadClubEvents(args);
}

export default function AdminClubEventsRoute({ loaderData }: Route.ComponentProps) {
  return <ClubEventsPage {...loaderData} />;
}
