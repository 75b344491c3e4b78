import { endpoints } from '@portal/contract';
import { getLocaleFromPath, localizePath } from '../../../i18n/locale';
import { streamApiFile } from '../../../lib/api-file.server';
import { defineFormHandler } from '../../../lib/forms/submit-form.server';
import { serverApi, type RouteInput } from '../../../lib/server-api.server';
import { EMPTY_FIELDS } from '../../../components/back-office/admin-forms';
import {
  CLUB_EVENTS_PATH,
  CLUB_EVENT_FIELDS,
  parseClubEventId,
  readClubEventsQuery,
  toClubEventBody,
  type ClubEventSaved,
} from './club-event-form';
import { readImageUpload } from '../../../components/back-office/image-upload.server';
import type { PublicationChanged } from '../../../components/back-office/publication';
import { notFound, readRecord } from '../../../lib/read-record.server';

/** The back office's events (issue 16 §6): what the pages read and send. */

export async function loadClubEvents(input: RouteInput) {
  const query = readClubEventsQuery(new URL(input.request.url).searchParams);
  const page = await serverApi(input).call(endpoints.listAdminEvents, {
    query: { tab: query.tab, page: query.page, ...(query.search ? { search: query.search } : {}) },
  });
  return { query, ...page };
}

/** The event's id from the address, or this page's 404. */
function toClubEventId(id: string | undefined): number {
  const parsed = parseClubEventId(id);
  if (parsed === undefined) notFound();
  return parsed;
}

/** An event's editor: the event with its registrations (one call). */
export async function loadClubEvent(input: RouteInput, id: string | undefined) {
  const api = serverApi(input);
  const params = { id: toClubEventId(id) };
  const view = await readRecord(() => api.call(endpoints.listAdminEventRegistrations, { params }));
  // The loader's moment: the preview says "registration open" as the server judged it.
  return { event: view.event, registrations: view.registrations, now: new Date().toISOString() };
}

/** A new event saved as a draft (`POST /admin/events`): the manager goes on in its editor. */
export function createNewClubEventHandlers(image: File | null) {
  return {
    'club-event': defineFormHandler<ClubEventSaved>({
      fields: CLUB_EVENT_FIELDS,
      async submit({ api, values, request }) {
        const body = toClubEventBody(values, await readImageUpload(api, image));
        const created = await api.call(endpoints.createAdminEvent, { body });
        const locale = getLocaleFromPath(new URL(request.url).pathname);
        return { redirectTo: localizePath(`${CLUB_EVENTS_PATH}/${created.id}?created=1`, locale) };
      },
    }),
  };
}

/** An event's editor: saved (live at once when published), published, taken back to a draft. */
export function createClubEventHandlers(id: string | undefined, image: File | null) {
  const params = { id: toClubEventId(id) };
  return {
    'club-event': defineFormHandler<ClubEventSaved>({
      fields: CLUB_EVENT_FIELDS,
      async submit({ api, values }) {
        const body = toClubEventBody(values, await readImageUpload(api, image));
        await api.call(endpoints.updateAdminEvent, { params, body });
        return { data: { saved: true } };
      },
    }),
    publish: defineFormHandler<PublicationChanged>({
      fields: EMPTY_FIELDS,
      async submit({ api }) {
        await api.call(endpoints.publishAdminEvent, { params, body: {} });
        return { data: { action: 'publish' } };
      },
    }),
    unpublish: defineFormHandler<PublicationChanged>({
      fields: EMPTY_FIELDS,
      async submit({ api }) {
        await api.call(endpoints.unpublishAdminEvent, { params, body: {} });
        return { data: { action: 'unpublish' } };
      },
    }),
  };
}

/**
 * GET /admin/events/{id}/registrations.csv: the API's CSV passed through unchanged (UTF-8 with a
 * BOM) for the editor's plain link, its headings in the page's language.
 */
export function streamRegistrationsCsv(input: RouteInput, id: string | undefined) {
  return streamApiFile({
    ...input,
    entry: endpoints.downloadAdminEventRegistrations,
    params: { id: String(toClubEventId(id)) },
    accept: 'text/csv',
  });
}
