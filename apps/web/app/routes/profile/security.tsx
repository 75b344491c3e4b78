import { endpoints } from '@portal/contract';
import type { Route } from './+types/security';
import { SecurityPage } from '../../features/profile/security/security-page';
import { SECURITY_HANDLERS } from '../../features/profile/security-handlers.server';
import { buildPageMeta } from '../../i18n/meta';
import { handleFormAction } from '../../lib/forms/submit-form.server';
import { readSignedInData } from '../../lib/session/read-signed-in-data';
import { serverApi } from '../../lib/server-api.server';

export const meta: Route.MetaFunction = (args) =>
  buildPageMeta(args, (t) => ({
    title: t('profile.securityTitle'),
    description: t('meta.profileDescription'),
    noindex: true,
  }));

/** The profile layout's middleware lets only a signed-in user this far (issue 13 §4). */
export function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi({ request, context });
  return readSignedInData(request, () => api.call(endpoints.getProfileSecurity, {}, { handleErrors: false }));
}

export function action(args: Route.ActionArgs) {
  return handleFormAction(args, SECURITY_HANDLERS);
}

export default function SecurityRoute({ loaderData }: Route.ComponentProps) {
  return <SecurityPage security={loaderData} />;
}
