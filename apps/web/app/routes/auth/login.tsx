import type { Route } from './+types/login';
import { LoginPage } from '../../features/auth/login/login-page';
import { LOGIN_HANDLERS } from '../../features/auth/login/login-handlers.server';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export function action(args: Route.ActionArgs) {
  return handleFormAction(args, LOGIN_HANDLERS);
}

export default function LoginRoute() {
  return <LoginPage />;
}
