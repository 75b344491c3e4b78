import type { Route } from './+types/nova-poshta';
import { COURIER_HANDLERS, loadCourierPage } from '../../features/courier/courier-data.server';
import { CourierPage } from '../../features/courier/courier-page';
import { courierPageMeta } from '../../i18n/courier';
import { buildPageMeta } from '../../i18n/meta';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) => buildPageMeta(args, courierPageMeta(args));

export function loader(args: Route.LoaderArgs) {
  return loadCourierPage(args);
}

/** 'Send the request' (`createCourierRequest`), then the page again with the request confirmed. */
export function action(args: Route.ActionArgs) {
  return handleFormAction(args, COURIER_HANDLERS);
}

/** /profile/nova-poshta (issue 28 §5): the courier pickup form and the company's requests. */
export default function CourierRoute({ loaderData }: Route.ComponentProps) {
  return <CourierPage {...loaderData} />;
}
