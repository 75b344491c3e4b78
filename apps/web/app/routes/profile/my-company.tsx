import type { Route } from './+types/my-company';
import { MyCompanyPage } from '../../features/profile/my-company-page';
import { MY_COMPANY_HANDLERS } from '../../features/profile/profile-handlers.server';
import { buildPageMeta } from '../../i18n/meta';
import { handleFormAction } from '../../lib/forms/submit-form.server';
import { useSignedInProfile } from '../../lib/session/use-profile';

export const meta: Route.MetaFunction = (args) =>
  buildPageMeta(args, (t) => ({
    title: t('profile.myCompanyTitle'),
    description: t('meta.profileDescription'),
    noindex: true,
  }));

export function action(args: Route.ActionArgs) {
  return handleFormAction(args, MY_COMPANY_HANDLERS);
}

/** /profile/my-company (spec §2). The profile layout's middleware guarantees a profile here. */
export default function MyCompanyRoute() {
  const profile = useSignedInProfile();
  return <MyCompanyPage profile={profile} />;
}
