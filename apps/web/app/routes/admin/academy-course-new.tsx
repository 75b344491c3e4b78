import type { Route } from './+types/academy-course-new';
import { createNewCourseHandlers } from '../../features/admin/academy/academy-admin-data.server';
import { buildAcademyAdminMeta } from '../../features/admin/academy/academy-meta';
import { CoursePage } from '../../features/admin/academy/course-page';
import { readPostedImage } from '../../components/back-office/image-upload.server';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) => buildAcademyAdminMeta(args, 'courseNew');

/** /admin/courses/new (issue 16 §6): a new course, saved as a draft (its picture read from the multipart form). */
export async function action(args: Route.ActionArgs) {
  const image = await readPostedImage(args.request);
  return handleFormAction(args, createNewCourseHandlers(image));
}

export default function AdminCourseNewRoute() {
  return <CoursePage course={null} />;
}
