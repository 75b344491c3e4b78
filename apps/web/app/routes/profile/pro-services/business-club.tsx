import type { Route } from './+types/business-club';
import { loadClubPreview } from '../../../features/club/club-data.server';
import {
  ClubEventsLink,
  ClubUpcomingPreview,
  useClubIncludedText,
} from '../../../features/club/club-preview';
import { ProServicePage } from '../../../features/pro-services/pro-service-page';
import { buildProServicesMeta } from '../../../features/pro-services/pro-services-meta';
import { useSignedInProfile } from '../../../lib/session/use-profile';

export const meta: Route.MetaFunction = (args) => buildProServicesMeta(args, 'businessClub');

export async function loader(args: Route.LoaderArgs) {
  return { ...(await loadClubPreview(args)), now: new Date().toISOString() };
}

/**
 * /profile/pro-services/business-club (spec §2, §6): the service's base page, open to every
 * company. A subscriber sees the next upcoming events and the way to all of them; a company
 * without a subscription, what the club offers and the way to the plans.
 */
export default function BusinessClubRoute({ loaderData }: Route.ComponentProps) {
  const { upcoming, now } = loaderData;
  const includedText = useClubIncludedText();
  return (
    <ProServicePage
      service="businessClub"
      profile={useSignedInProfile()}
      includedText={includedText}
      actions={upcoming && <ClubEventsLink />}
    >
      {upcoming && <ClubUpcomingPreview items={upcoming.items} total={upcoming.total} now={now} />}
    </ProServicePage>
  );
}
