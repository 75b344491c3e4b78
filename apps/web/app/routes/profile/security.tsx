import { endpoints } from '@portal/contract';
import type { Route } from './+types/security';
import { SecurityPage } from '../../features/profile/security/security-page';
import { SECURITY_HANDLERS } from '../../features/profile/security-handlers.server';
import { buildPageMeta } from '../../i18n/meta';
import { createApiClient } from '../../lib/api-client';
import { handleFormAction } from '../../lib/forms/submit-form.server';
import { readSignedInData } from '../../lib/session/read-signed-in-data';
import { getAppContext } from '../../lib/app-context';

export const meta: Route.MetaFunction = (args) =>
  buildPageMeta(args, (t) => ({
    title: t('profile.securityTitle'),
    description: t('meta.profileDescription'),
    noindex: true,
  }));

/** The profile layout's middleware lets only a signed-in user this far (issue 13 §4). */
export function loader({ request, context }: Route.LoaderArgs) {
  const api = createApiClient({ request, apiFetch: getAppContext(context).apiFetch });
  return readSignedInData(request, () => api.call(endpoints.getProfileSecurity, {}, { handleErrors: false }));
}

export function action(args: Route.ActionArgs) {
  return handleFormAction(args, SECURITY_HANDLERS);
}

export default function SecurityRoute({ loaderData }: Route.ComponentProps) {
  return <SecurityPage security={loaderData} />;
}
