import type { ReactNode } from 'react';
import {
  REQUEST_KIND_INFO,
  type ManagerView,
  type ApplicationStatus,
  type RequestKind,
} from '@portal/contract';
import { webKind } from '../../registry';
import { StatusBadge } from '../../../components/requests/status-badge';
import { useAdminTranslation } from '../../../i18n/admin';
import { AdminPageHeading } from '../../../components/back-office/page-heading';
import { RequestTimesSection } from './request-facts';
import { RequestCompanyCard } from './request-company';
import { RequestHistorySection } from './status-history';
import { StatusMoveForm } from './status-move-form';

/** What the back office's answer for a request of any short-set kind holds besides the request. */
type RequestDates = Parameters<typeof RequestTimesSection>[0]['request'] & {
  number: number;
  status: ApplicationStatus;
};

/**
 * The page of one request of a kind on the shorter status set (market analysis, country
 * analysis, assistance): the kind's own sections with the dates under them, and beside them the
 * moves a manager may make, the company and the history.
 */
export function ShortRequestPage({
  kind,
  request,
  view,
  commentHint,
  children,
}: {
  kind: RequestKind;
  request: RequestDates;
  view: ManagerView;
  /** What the comment of a move is to the exporter, where it is more than a note (an answer). */
  commentHint?: string;
  /** The kind's own sections. */
  children: ReactNode;
}) {
  const { t } = useAdminTranslation();
  const { textKey } = webKind(kind);
  const title = t(`${textKey}.requestTitle`, { number: request.number });
  return (
    <>
      <AdminPageHeading
        title={title}
        breadcrumbs={[
          { label: t('nav.dashboard'), to: '/admin' },
          { label: t(`${textKey}.title`), to: REQUEST_KIND_INFO[kind].backOfficePath },
          { label: title },
        ]}
        aside={<StatusBadge status={request.status} list="short" size="md" className="self-start" />}
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem] xl:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          {children}
          <RequestTimesSection request={request} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <StatusMoveForm
            status={request.status}
            allowedMoves={view.allowed_moves}
            list="short"
            commentHint={commentHint}
          />
          <RequestCompanyCard company={view.company} />
          <RequestHistorySection history={view.history} list="short" />
        </div>
      </div>
    </>
  );
}
