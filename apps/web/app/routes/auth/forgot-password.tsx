import type { Route } from './+types/forgot-password';
import { ForgotPasswordPage } from '../../features/auth/password/forgot-password-page';
import { FORGOT_PASSWORD_HANDLERS } from '../../features/auth/password/password-handlers.server';
import { buildMeta, formatTitle } from '../../i18n/meta';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = ({ location }) =>
  buildMeta(location.pathname, (t) => ({
    title: formatTitle(t, t('auth.forgotPasswordTitle')),
    description: t('meta.authDescription'),
  }));

export function action(args: Route.ActionArgs) {
  return handleFormAction(args, FORGOT_PASSWORD_HANDLERS);
}

export default function ForgotPasswordRoute() {
  return <ForgotPasswordPage />;
}
