import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/create-form';
import { catalogPageMeta } from '../../../i18n/catalog';
import { buildPageMeta } from '../../../i18n/meta';
import { handleFormAction } from '../../../lib/forms/submit-form.server';
import { CreateFormPage } from '../order-form-pages';
import { loadOrderForm } from '../service-order-data.server';
import { buildOrderCreateHandlers } from '../service-order-handlers.server';
import { readPostedForm } from '../../../lib/forms/posted-file.server';

export const meta: Route.MetaFunction = (args) =>
  buildPageMeta(
    args,
    catalogPageMeta(args, 'createTitle', args.loaderData ? `— ${args.loaderData.service.title}` : undefined),
  );

export function loader({ params, ...args }: Route.LoaderArgs) {
  return loadOrderForm({ ...args, id: params.id });
}

/** Orders the service: the answers to the form shown, its files uploaded first. */
export async function action({ params, ...args }: Route.ActionArgs) {
  const posted = await readPostedForm(args.request);
  const { service } = await loadOrderForm({ ...args, id: params.id });
  return handleFormAction(args, buildOrderCreateHandlers(service, posted));
}

/** A manager published another version meanwhile (409): the page reloads the new form with the API's message. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

/** /profile/services/create-form/{id} (issue 27 §2; id or slug): the service and its form. */
export default function ServiceOrderCreateFormRoute({ loaderData }: Route.ComponentProps) {
  return <CreateFormPage service={loaderData.service} countryNames={loaderData.countryNames} />;
}
