import type { Route } from './+types/report-settings';
import { buildAdminMeta } from '../../components/back-office/admin-meta';
import {
  loadAdminReportSettings,
  REPORT_SETTINGS_HANDLERS,
} from '../../features/admin/report-orders/report-orders-data.server';
import { ReportSettingsPage } from '../../features/admin/report-orders/report-settings-page';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) => buildAdminMeta(args, 'reportSettings');

/** /admin/infoproff-orders/settings (issue 28 §4): the margin on the provider's price. */
export function loader(args: Route.LoaderArgs) {
  return loadAdminReportSettings(args);
}

/** Saved by an administrator (`PUT /admin/infoproff/settings`); a manager is answered 403. */
export function action(args: Route.ActionArgs) {
  return handleFormAction(args, REPORT_SETTINGS_HANDLERS);
}

export default function AdminReportSettingsRoute({ loaderData }: Route.ComponentProps) {
  return <ReportSettingsPage settings={loaderData.settings} />;
}
