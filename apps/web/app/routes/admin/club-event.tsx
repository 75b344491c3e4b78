import type { Route } from './+types/club-event';
import { buildClubEventsMeta } from '../../features/admin/club-events/club-event-meta';
import { ClubEventPage } from '../../features/admin/club-events/club-event-page';
import {
  createClubEventHandlers,
  loadClubEvent,
} from '../../features/admin/club-events/club-events-data.server';
import { readPostedImage } from '../../components/back-office/image-upload.server';
import { getLocaleFromPath } from '../../i18n/locale';
import { pickName } from '../../lib/localized-name';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildClubEventsMeta(
    args,
    'event',
    args.loaderData
      ? pickName(args.loaderData.event.title, getLocaleFromPath(args.location.pathname))
      : undefined,
  );

/** /admin/events/{id} (issue 16 §6): one event's editor, publication, registrations and preview. */
export function loader(args: Route.LoaderArgs) {
  return loadClubEvent(args, args.params.id);
}

/** Saved (its picture read from the posted multipart form), published or taken back to a draft. */
export async function action(args: Route.ActionArgs) {
  const image = await readPostedImage(args.request);
  return handleFormAction(args, createClubEventHandlers(args.params.id, image));
}

export default function AdminClubEventRoute({ loaderData }: Route.ComponentProps) {
  // Another event (another id) starts its form afresh.
  return (
    <ClubEventPage
      key={loaderData.event.id}
      event={loaderData.event}
      registrations={loaderData.registrations}
    />
  );
}
