import type { Route } from './+types/login';
import { LoginPage } from '../../features/auth/login/login-page';
import { LOGIN_HANDLERS } from '../../features/auth/login/login-handlers.server';
import { buildMeta, formatTitle } from '../../i18n/meta';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = ({ location }) =>
  buildMeta(location.pathname, (t) => ({
    title: formatTitle(t, t('auth.loginTitle')),
    description: t('meta.authDescription'),
  }));

export function action(args: Route.ActionArgs) {
  return handleFormAction(args, LOGIN_HANDLERS);
}

export default function LoginRoute() {
  return <LoginPage />;
}
