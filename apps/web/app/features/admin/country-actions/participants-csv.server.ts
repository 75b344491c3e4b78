import { endpoints } from '@portal/contract';
import { streamApiFile } from '../../../lib/api-file.server';
import type { RouteInput } from '../../../lib/server-api.server';
import { toCountryActionId } from './country-actions-data.server';

/**
 * GET /admin/country-actions/{id}/participants.csv: the participants' CSV of the API passed
 * through unchanged (UTF-8 with a BOM, decision 029 §3) for the editor's plain link. Signed out →
 * the sign-in page and back; a malformed or unknown id → 404; not staff → the API's 403.
 */
export async function streamParticipantsCsv(input: RouteInput, id: string | undefined) {
  return streamApiFile({
    ...input,
    entry: endpoints.downloadCountryActionParticipants,
    params: { id: String(toCountryActionId(id)) },
    accept: 'text/csv',
  });
}
