import type { Route } from './+types/registration';
import { RegistrationPage } from '../../features/auth/registration/registration-page';
import { REGISTRATION_HANDLERS } from '../../features/auth/registration/registration-handlers.server';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export function action(args: Route.ActionArgs) {
  return handleFormAction(args, REGISTRATION_HANDLERS);
}

export default function RegistrationRoute() {
  return <RegistrationPage />;
}
