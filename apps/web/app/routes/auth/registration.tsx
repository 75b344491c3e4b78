import type { Route } from './+types/registration';
import { RegistrationPage } from '../../features/auth/registration/registration-page';
import { REGISTRATION_HANDLERS } from '../../features/auth/registration/registration-handlers.server';
import { buildMeta, formatTitle } from '../../i18n/meta';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = ({ location }) =>
  buildMeta(location.pathname, (t) => ({
    title: formatTitle(t, t('auth.registrationTitle')),
    description: t('meta.authDescription'),
  }));

export function action(args: Route.ActionArgs) {
  return handleFormAction(args, REGISTRATION_HANDLERS);
}

export default function RegistrationRoute() {
  return <RegistrationPage />;
}
