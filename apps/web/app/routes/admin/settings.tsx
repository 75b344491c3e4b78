import type { Route } from './+types/settings';
import { buildAdminMeta } from '../../components/back-office/admin-meta';
import { loadAdminOfficeSettings } from '../../features/admin/money/money-data.server';
import { OFFICE_SETTINGS_HANDLERS } from '../../features/admin/money/money-handlers.server';
import { OfficeSettingsPage } from '../../features/admin/money/office-settings-page';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) => buildAdminMeta(args, 'settings');

/** /admin/settings (issue 14 §5): the office's requisites on new invoices. */
export function loader(args: Route.LoaderArgs) {
  return loadAdminOfficeSettings(args);
}

/** Saved by an administrator (`PUT /admin/settings/office`). */
export function action(args: Route.ActionArgs) {
  return handleFormAction(args, OFFICE_SETTINGS_HANDLERS);
}

export default function AdminSettingsRoute({ loaderData }: Route.ComponentProps) {
  return <OfficeSettingsPage settings={loaderData.settings} />;
}
