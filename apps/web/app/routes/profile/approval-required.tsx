import { useSearchParams } from 'react-router';
import type { Route } from './+types/approval-required';
import { ApprovalRequiredPage } from '../../features/profile/approval-required-page';
import { buildPageMeta } from '../../i18n/meta';
import { REDIRECT_PARAM, sanitizeRedirect } from '../../lib/session/redirect-param';
import { useSignedInProfile } from '../../lib/session/use-profile';

export const meta: Route.MetaFunction = (args) =>
  buildPageMeta(args, (t) => ({
    title: t('profile.approvalRequiredTitle'),
    description: t('meta.profileDescription'),
    noindex: true,
  }));

/**
 * /profile/approval-required (issue 25 §3): the guard's answer to a request page a company may
 * not open yet. `redirect` names that page (only a path of this site is followed).
 */
export default function ApprovalRequiredRoute() {
  const [params] = useSearchParams();
  return (
    <ApprovalRequiredPage
      profile={useSignedInProfile()}
      requested={sanitizeRedirect(params.get(REDIRECT_PARAM))}
    />
  );
}
