import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/club-event';
import { createClubEventHandlers, loadClubEvent } from '../../../features/club/club-data.server';
import { ClubEventPage } from '../../../features/club/club-event-page';
import { clubPageMeta } from '../../../i18n/club';
import { buildPageMeta } from '../../../i18n/meta';
import { handleFormAction } from '../../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildPageMeta(args, clubPageMeta(args, 'eventTitle', args.loaderData?.event.title));

export function loader({ params, ...args }: Route.LoaderArgs) {
  return loadClubEvent({ ...args, id: params.id });
}

/** 'Register' / 'Join the waiting list' and 'Cancel registration' (`registerForEvent`, `cancelEventRegistration`). */
export function action(args: Route.ActionArgs) {
  return handleFormAction(args, createClubEventHandlers(args.params.id));
}

/** A refused registration (409: taken meanwhile, closed) still shows the event as it now is. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? true : defaultShouldRevalidate;
}

/**
 * /profile/pro-services/business-club/events/{id} (spec §2, §6: behind the subscription gate):
 * one event and the company's registration, waiting place, online link and calendar file.
 */
export default function ClubEventRoute({ loaderData }: Route.ComponentProps) {
  return <ClubEventPage {...loaderData} />;
}
