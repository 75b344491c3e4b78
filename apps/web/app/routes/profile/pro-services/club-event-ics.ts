import type { LoaderFunctionArgs } from 'react-router';
import { streamClubEventCalendar } from '../../../features/club/club-data.server';

/**
 * GET /profile/pro-services/business-club/events/{id}/calendar.ics, a resource route (no layout):
 * the event's calendar file from the API (`downloadEventCalendar`) with the session, so the online
 * link is in it only for a company with a seat. The event page's 'Add to calendar' is a plain link here.
 */
export function loader({ request, context, params }: LoaderFunctionArgs) {
  return streamClubEventCalendar({ request, context, id: params.id });
}
