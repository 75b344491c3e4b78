import type { Route } from './+types/create-new-password';
import { CreatePasswordPage } from '../../features/auth/password/create-password-page';
import { RESET_PASSWORD_HANDLERS } from '../../features/auth/password/password-handlers.server';
import { buildPageMeta } from '../../i18n/meta';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildPageMeta(args, (t) => ({
    title: t('auth.createNewPasswordTitle'),
    description: t('meta.authDescription'),
    noindex: true,
  }));

export function action(args: Route.ActionArgs) {
  return handleFormAction(args, RESET_PASSWORD_HANDLERS);
}

export default function CreateNewPasswordRoute() {
  return <CreatePasswordPage />;
}
