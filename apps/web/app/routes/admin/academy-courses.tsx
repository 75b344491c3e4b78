import type { Route } from './+types/academy-courses';
import { loadCourses } from '../../features/admin/academy/academy-admin-data.server';
import { buildAcademyAdminMeta } from '../../features/admin/academy/academy-meta';
import { CoursesPage } from '../../features/admin/academy/courses-page';

export const meta: Route.MetaFunction = (args) => buildAcademyAdminMeta(args, 'courses');

/** /admin/courses (issue 16 §6): the academy's courses, published and drafts. */
export function loader(args: Route.LoaderArgs) {
  return loadCourses(args);
}

export default function AdminCoursesRoute({ loaderData }: Route.ComponentProps) {
  return <CoursesPage state={loaderData.query.state} items={loaderData.items} counts={loaderData.counts} />;
}
