import type { Route } from './+types/forgot-password';
import { ForgotPasswordPage } from '../../features/auth/password/forgot-password-page';
import { FORGOT_PASSWORD_HANDLERS } from '../../features/auth/password/password-handlers.server';
import { buildPageMeta } from '../../i18n/meta';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildPageMeta(args, (t) => ({
    title: t('auth.forgotPasswordTitle'),
    description: t('meta.authDescription'),
    noindex: true,
  }));

export function action(args: Route.ActionArgs) {
  return handleFormAction(args, FORGOT_PASSWORD_HANDLERS);
}

export default function ForgotPasswordRoute() {
  return <ForgotPasswordPage />;
}
