import type { Route } from './+types/personal-data';
import { PersonalDataPage } from '../../features/profile/personal-data-page';
import { PERSONAL_DATA_HANDLERS } from '../../features/profile/profile-handlers.server';
import { buildPageMeta } from '../../i18n/meta';
import { handleFormAction } from '../../lib/forms/submit-form.server';
import { useSignedInProfile } from '../../lib/session/use-profile';

export const meta: Route.MetaFunction = (args) =>
  buildPageMeta(args, (t) => ({
    title: t('profile.personalDataTitle'),
    description: t('meta.profileDescription'),
    noindex: true,
  }));

export function action(args: Route.ActionArgs) {
  return handleFormAction(args, PERSONAL_DATA_HANDLERS);
}

/** /profile/main and /profile/cabinet (spec §2). The profile layout's middleware guarantees a profile here. */
export default function PersonalDataRoute() {
  const profile = useSignedInProfile();
  return <PersonalDataPage profile={profile} />;
}
