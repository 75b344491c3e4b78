import { hasActiveSubscription } from '@portal/contract';
import type { Route } from './+types/academy';
import { loadAcademyCourses } from '../../../features/academy/academy-data.server';
import { AcademyCourseList, useAcademyIncludedText } from '../../../features/academy/academy-course-list';
import { ProServicePage } from '../../../features/pro-services/pro-service-page';
import { buildProServicesMeta } from '../../../features/pro-services/pro-services-meta';
import { useSignedInProfile } from '../../../lib/session/use-profile';

export const meta: Route.MetaFunction = (args) => buildProServicesMeta(args, 'academy');

export function loader(args: Route.LoaderArgs) {
  return loadAcademyCourses(args);
}

/**
 * /profile/pro-services/academy (issue 16 §3, spec §6): the service's base page, open to every
 * company. A subscriber sees the courses with the progress, state and certificate of each; a
 * company without a subscription, what the academy offers (the course outlines) and the way to
 * the plans.
 */
export default function AcademyRoute({ loaderData }: Route.ComponentProps) {
  const profile = useSignedInProfile();
  const includedText = useAcademyIncludedText();
  return (
    <ProServicePage service="academy" profile={profile} includedText={includedText}>
      <AcademyCourseList courses={loaderData.courses} isSubscribed={hasActiveSubscription(profile)} />
    </ProServicePage>
  );
}
