import type { LoaderFunctionArgs } from 'react-router';
import { streamParticipantsCsv } from '../../features/admin/country-actions/participants-csv.server';

/**
 * GET /admin/country-actions/{id}/participants.csv, a resource route (no layout): an event's
 * participants as the API's CSV (UTF-8 with a BOM) for the editor's plain link.
 */
export function loader({ request, context, params }: LoaderFunctionArgs) {
  return streamParticipantsCsv({ request, context }, params.id);
}
