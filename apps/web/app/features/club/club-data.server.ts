import { endpoints, hasActiveSubscription, type ClubEvent } from '@portal/contract';
import { type ApiClient } from '../../lib/api-client';
import { streamApiFile } from '../../lib/api-file.server';
import { type RouteContext } from '../../lib/app-context';
import { defineFormHandler } from '../../lib/forms/submit-form.server';
import { userContext } from '../../lib/session/guard-middleware.server';
import {
  CANCEL_INTENT,
  CLUB_EVENT_FIELDS,
  CLUB_PREVIEW_SIZE,
  readClubEventFilters,
  readClubEventId,
  readClubEventRef,
  REGISTER_INTENT,
  toClubEventsQuery,
} from './club-query';
import { notFound, readRecord } from '../../lib/read-record.server';
import { serverApi } from '../../lib/server-api.server';

type LoaderInput = { request: Request; context: RouteContext };

/**
 * /profile/pro-services/business-club/events (behind the subscription gate): one page of the
 * events under the address's period, format and language, each with the company's place.
 */
export async function loadClubEvents(input: LoaderInput) {
  const filters = readClubEventFilters(new URL(input.request.url).searchParams);
  const page = await serverApi(input).call(endpoints.listEvents, { query: toClubEventsQuery(filters) });
  return { filters, items: page.items, meta: page.meta };
}

/**
 * /profile/pro-services/business-club (open to every company): for a subscriber, the next few
 * upcoming events; nothing is asked for a company without a subscription, whose page offers the
 * plans.
 */
export async function loadClubPreview(input: LoaderInput) {
  const profile = input.context.get(userContext);
  if (!profile || !hasActiveSubscription(profile)) return { upcoming: null };
  const page = await serverApi(input).call(endpoints.listEvents, {
    query: { period: 'upcoming', page: 1, per_page: CLUB_PREVIEW_SIZE },
  });
  return { upcoming: { items: page.items, total: page.meta.total } };
}

/**
 * /profile/pro-services/business-club/events/{id}: everything about the event, as the company
 * sees it (its place, the online link with a seat). An unknown or unpublished event, or an
 * address that names none, is the 404 page.
 */
export async function loadClubEvent(input: LoaderInput & { id: string | undefined }) {
  const ref = readClubEventRef(input.id);
  if (ref === null) notFound();
  return readRecord(async () => {
    const event = await serverApi(input).call(endpoints.getEvent, { params: { idOrSlug: ref } });
    return { event, now: new Date().toISOString() };
  });
}

/** The event's numeric id for the calls that act on it: the address's id, or its slug looked up. */
async function resolveEventId(api: ApiClient, ref: string | null): Promise<number> {
  if (ref === null) notFound();
  const id = readClubEventId(ref);
  if (id !== null) return id;
  return (await api.call(endpoints.getEvent, { params: { idOrSlug: ref } })).id;
}

/**
 * The event page's forms: 'Register' / 'Join the waiting list' (`registerForEvent`) and 'Cancel
 * registration' (`cancelEventRegistration`). A refusal (403 `subscription.required`, 409
 * `event.already_registered`, `event.registration_closed`, `event.not_registered`,
 * `event.already_started`) comes back with the API's message in the page's language, shown
 * beside the button; the page's loader then shows the event as it now is.
 */
export function createClubEventHandlers(rawId: string | undefined) {
  const ref = readClubEventRef(rawId);
  return {
    [REGISTER_INTENT]: defineFormHandler<{ event: ClubEvent }>({
      fields: CLUB_EVENT_FIELDS,
      async submit({ api }) {
        const id = await resolveEventId(api, ref);
        return { data: { event: await api.call(endpoints.registerForEvent, { params: { id } }) } };
      },
    }),
    [CANCEL_INTENT]: defineFormHandler<{ event: ClubEvent }>({
      fields: CLUB_EVENT_FIELDS,
      async submit({ api }) {
        const id = await resolveEventId(api, ref);
        return { data: { event: await api.call(endpoints.cancelEventRegistration, { params: { id } }) } };
      },
    }),
  };
}

/**
 * GET /profile/pro-services/business-club/events/{id}/calendar.ics, a resource route: the API's
 * calendar file (`downloadEventCalendar`) with the session, passed through unchanged, so the
 * event page's 'Add to calendar' is a plain link that works without JavaScript. Signed out → the
 * sign-in page and back; an unknown event or an address that is no id → 404.
 */
export async function streamClubEventCalendar({
  id: rawId,
  ...input
}: LoaderInput & { id: string | undefined }): Promise<Response> {
  const id = readClubEventId(rawId);
  if (id === null) notFound();
  return streamApiFile({
    ...input,
    entry: endpoints.downloadEventCalendar,
    params: { id: String(id) },
    accept: 'text/calendar',
  });
}
