import { hasActiveSubscription } from '@portal/contract';
import type { Route } from './+types/academy-course';
import { loadAcademyCourse } from '../../../features/academy/academy-data.server';
import { AcademyCoursePage } from '../../../features/academy/academy-course-page';
import { academyPageMeta } from '../../../i18n/academy';
import { buildPageMeta } from '../../../i18n/meta';
import { useSignedInProfile } from '../../../lib/session/use-profile';

export const meta: Route.MetaFunction = (args) =>
  buildPageMeta(args, academyPageMeta(args, 'courseTitle', args.loaderData?.course.title));

export function loader({ params, ...args }: Route.LoaderArgs) {
  return loadAcademyCourse({ ...args, id: params.id });
}

/**
 * /profile/pro-services/academy/courses/{id} (issue 16 §3): the course and its lessons in order;
 * a subscriber's progress, the way on and, once completed, the certificate. An unknown course or
 * an address that is no id is the 404 page.
 */
export default function AcademyCourseRoute({ loaderData }: Route.ComponentProps) {
  const profile = useSignedInProfile();
  return <AcademyCoursePage course={loaderData.course} isSubscribed={hasActiveSubscription(profile)} />;
}
