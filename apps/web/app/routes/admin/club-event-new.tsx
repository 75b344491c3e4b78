import type { Route } from './+types/club-event-new';
import { buildClubEventsMeta } from '../../features/admin/club-events/club-event-meta';
import { ClubEventPage } from '../../features/admin/club-events/club-event-page';
import { createNewClubEventHandlers } from '../../features/admin/club-events/club-events-data.server';
import { readPostedImage } from '../../components/back-office/image-upload.server';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) => buildClubEventsMeta(args, 'new');

/** /admin/events/new (issue 16 §6): a new event, saved as a draft (its picture read from the multipart form). */
export async function action(args: Route.ActionArgs) {
  const image = await readPostedImage(args.request);
  return handleFormAction(args, createNewClubEventHandlers(image));
}

export default function AdminClubEventNewRoute() {
  return <ClubEventPage event={null} registrations={[]} />;
}
