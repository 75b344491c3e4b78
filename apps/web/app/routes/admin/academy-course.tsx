import type { Route } from './+types/academy-course';
import { createCourseHandlers, loadCourse } from '../../features/admin/academy/academy-admin-data.server';
import { buildAcademyAdminMeta } from '../../features/admin/academy/academy-meta';
import { CoursePage } from '../../features/admin/academy/course-page';
import { readPostedImage } from '../../components/back-office/image-upload.server';
import { getLocaleFromPath } from '../../i18n/locale';
import { pickName } from '../../lib/localized-name';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildAcademyAdminMeta(
    args,
    'course',
    args.loaderData
      ? pickName(args.loaderData.course.title, getLocaleFromPath(args.location.pathname))
      : undefined,
  );

/** /admin/courses/{id} (issue 16 §6): a course's editor, its lessons, publication and card preview. */
export function loader(args: Route.LoaderArgs) {
  return loadCourse(args, args.params.id);
}

/** Saved (its picture read from the multipart form), published or taken back; a lesson moved or removed. */
export async function action(args: Route.ActionArgs) {
  const image = await readPostedImage(args.request);
  return handleFormAction(args, createCourseHandlers(args.params.id, image));
}

export default function AdminCourseRoute({ loaderData }: Route.ComponentProps) {
  // Another course (another id) starts its forms afresh.
  return <CoursePage key={loaderData.course.id} course={loaderData.course} />;
}
