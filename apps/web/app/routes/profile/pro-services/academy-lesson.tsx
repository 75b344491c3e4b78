import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/academy-lesson';
import { createLessonHandlers, loadAcademyLesson } from '../../../features/academy/academy-data.server';
import { AcademyLessonLockedPage, AcademyLessonPage } from '../../../features/academy/academy-lesson-page';
import { academyPageMeta } from '../../../i18n/academy';
import { buildPageMeta } from '../../../i18n/meta';
import { handleFormAction } from '../../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildPageMeta(
    args,
    args.loaderData?.locked
      ? academyPageMeta(args, 'lockedTitle')
      : academyPageMeta(args, 'lessonTitle', args.loaderData?.lesson?.title),
  );

export function loader({ params, ...args }: Route.LoaderArgs) {
  return loadAcademyLesson({ ...args, id: params.id });
}

/** 'Mark as done' (`completeAcademyLesson`). */
export function action(args: Route.ActionArgs) {
  return handleFormAction(args, createLessonHandlers(args.params.id));
}

/** A refused 'mark as done' (403) still shows the lesson as it now is. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? true : defaultShouldRevalidate;
}

/**
 * /profile/pro-services/academy/lessons/{id} (issue 16 §3): a subscriber's lesson — video, text,
 * 'mark as done', the neighbours and the certificate after the last one. Without a subscription
 * the address says plainly that lessons need one (status 403); an unknown lesson is the 404 page.
 */
export default function AcademyLessonRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.locked) return <AcademyLessonLockedPage />;
  return <AcademyLessonPage lesson={loaderData.lesson} course={loaderData.course} />;
}
