import type { Route } from './+types/company';
import { loadAdminCompany } from '../../features/admin/companies/companies-data.server';
import { createCompanyHandlers } from '../../features/admin/companies/company-handlers.server';
import { buildAdminMeta } from '../../components/back-office/admin-meta';
import { CompanyPage, getCompanyTitle } from '../../features/admin/companies/company-page';
import { CompanySubscriptions } from '../../features/admin/money/company-subscriptions';
import { getLocaleFromPath } from '../../i18n/locale';
import { handleFormAction } from '../../lib/forms/submit-form.server';

export const meta: Route.MetaFunction = (args) =>
  buildAdminMeta(
    args,
    'company',
    args.loaderData
      ? getCompanyTitle(args.loaderData.company, getLocaleFromPath(args.location.pathname))
      : undefined,
  );

/** /admin/companies/{userId} (issue 5): the company's data and its verification. */
export function loader(args: Route.LoaderArgs) {
  return loadAdminCompany(args, args.params.userId);
}

/** Approve, deny, ban, unban: each a POST of the back-office API; the page reloads after. */
export function action(args: Route.ActionArgs) {
  return handleFormAction(args, createCompanyHandlers(args.params.userId));
}

export default function AdminCompanyRoute({ loaderData }: Route.ComponentProps) {
  const { company, subscriptions } = loaderData;
  return (
    <CompanyPage
      company={company}
      subscriptions={<CompanySubscriptions userId={company.profile.id} subscriptions={subscriptions} />}
    />
  );
}
