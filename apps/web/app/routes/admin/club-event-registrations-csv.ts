import type { LoaderFunctionArgs } from 'react-router';
import { streamRegistrationsCsv } from '../../features/admin/club-events/club-events-data.server';

/**
 * GET /admin/events/{id}/registrations.csv, a resource route (no layout): an event's
 * registrations as the API's CSV (UTF-8 with a BOM) for the editor's plain link.
 */
export function loader({ request, context, params }: LoaderFunctionArgs) {
  return streamRegistrationsCsv({ request, context }, params.id);
}
