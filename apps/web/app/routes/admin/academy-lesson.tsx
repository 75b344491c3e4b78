import type { Route } from './+types/academy-lesson';
import { createLessonHandlers, loadLesson } from '../../features/admin/academy/academy-admin-data.server';
import { buildAcademyAdminMeta } from '../../features/admin/academy/academy-meta';
import { LessonPage } from '../../features/admin/academy/lesson-page';
import { getLocaleFromPath } from '../../i18n/locale';
import { pickName } from '../../lib/localized-name';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildAcademyAdminMeta(
    args,
    args.params.lessonId === 'new' ? 'lessonNew' : 'lesson',
    args.loaderData?.lesson
      ? pickName(args.loaderData.lesson.title, getLocaleFromPath(args.location.pathname))
      : undefined,
  );

/** /admin/courses/{courseId}/lessons/{lessonId} (issue 16 §6): a lesson's editor; `new` adds one last. */
export function loader(args: Route.LoaderArgs) {
  return loadLesson(args, args.params.courseId, args.params.lessonId);
}

export function action(args: Route.ActionArgs) {
  return handleFormAction(args, createLessonHandlers(args.params.courseId, args.params.lessonId));
}

export default function AdminLessonRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LessonPage key={loaderData.lesson?.id ?? 'new'} lesson={loaderData.lesson} course={loaderData.course} />
  );
}
