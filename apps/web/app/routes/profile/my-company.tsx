import type { Route } from './+types/my-company';
import { MyCompanyPage } from '../../features/profile/my-company-page';
import { MY_COMPANY_HANDLERS } from '../../features/profile/profile-handlers.server';
import { loadSubscriptionInfo } from '../../features/profile/subscription-info-data.server';
import { buildPageMeta } from '../../i18n/meta';
import { handleFormAction } from '../../lib/forms/submit-form.server';
import { useSignedInProfile } from '../../lib/session/use-profile';

export const meta: Route.MetaFunction = (args) =>
  buildPageMeta(args, (t) => ({
    title: t('profile.myCompanyTitle'),
    description: t('meta.profileDescription'),
    noindex: true,
  }));

/** The subscription block's latest invoices and the trial plan's name (#subscription-info). */
export function loader(args: Route.LoaderArgs) {
  return loadSubscriptionInfo(args);
}

export function action(args: Route.ActionArgs) {
  return handleFormAction(args, MY_COMPANY_HANDLERS);
}

/** /profile/my-company (spec §2). The profile layout's middleware guarantees a profile here. */
export default function MyCompanyRoute({ loaderData }: Route.ComponentProps) {
  const profile = useSignedInProfile();
  return <MyCompanyPage profile={profile} subscription={loaderData} />;
}
