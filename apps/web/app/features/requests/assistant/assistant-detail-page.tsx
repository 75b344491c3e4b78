import type { AssistantRequest } from '@portal/contract';
import { PageHeading, ProfileSection } from '../../../components/ui/page-heading';
import { DetailList } from '../../../components/requests/detail-list';
import type { ManagerComment } from '../../../components/requests/manager-comment';
import { ManagerCommentNotice } from '../../../components/requests/manager-comment-notice';
import { StatusBadge } from '../../../components/requests/status-badge';
import { StatusHistory } from '../../../components/requests/status-history';
import { useAdvisoryTranslation } from '../../../i18n/advisory';
import { LocalizedLink } from '../../../i18n/localized-link';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime } from '../../../lib/format';
import type { AssistantSaved } from './assistant-data.server';
import { AssistantForm } from './assistant-form';

export type AssistantDetailPageProps = {
  assistantRequest: AssistantRequest;
  managerComment: ManagerComment | null;
  saved: AssistantSaved | null;
};

/**
 * /profile/assistant-applications/{id} (spec §2): an assistance request, its status and its
 * history, where the managers answer in the comments (decision 028). Sent back for more, it says so
 * first and offers the form again, filled, to send it once more (`POST /assistant/store/{id}`).
 */
export function AssistantDetailPage({
  assistantRequest: request,
  managerComment,
  saved,
}: AssistantDetailPageProps) {
  const { t } = useAdvisoryTranslation();
  const locale = useLocale();
  const canResubmit = request.permissions.can_edit;

  return (
    <>
      <PageHeading title={t('assistantDetail.title', { number: request.number })} lead={request.topic.name} />
      <div className="-mt-4 mb-6 flex flex-wrap items-center gap-3">
        <StatusBadge status={request.status} list="short" size="md" />
        <span className="text-sm text-muted">
          {t('detail.changedAt')}:{' '}
          <time dateTime={request.status_changed_at}>
            {formatDateTime(request.status_changed_at, locale)}
          </time>
        </span>
      </div>
      {saved && (
        <p
          role="status"
          className="mb-6 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-[15px] font-semibold text-green-900"
          data-testid="assistant-saved"
        >
          {t(saved === 'submitted' ? 'assistantDetail.saved' : 'assistantDetail.resubmitted')}
        </p>
      )}
      {managerComment && <ManagerCommentNotice comment={managerComment} kind="assistant" />}
      <p className="mb-8">
        <LocalizedLink
          to="/profile/assistance"
          className="inline-flex min-h-11 items-center px-1 text-[15px] font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {t('assistantDetail.back')}
        </LocalizedLink>
      </p>
      <div className="flex flex-col gap-6">
        {canResubmit && (
          <ProfileSection
            id="assistant-resubmit"
            title={t('assistantDetail.resubmitTitle')}
            lead={t('assistantDetail.resubmitLead')}
            testId="assistant-resubmit"
          >
            <AssistantForm initial={request} submitLabel={t('assistantDetail.resubmit')} />
          </ProfileSection>
        )}
        <ProfileSection
          id="assistant-history"
          title={t('assistantDetail.historySection')}
          lead={t('assistantDetail.historyLead')}
        >
          <StatusHistory changes={request.history} list="short" />
        </ProfileSection>
        <ProfileSection id="assistant-data" title={t('assistantDetail.dataSection')} testId="assistant-data">
          <DetailList
            items={[
              { key: 'topic', label: t('assistantDetail.topic'), value: request.topic.name },
              {
                key: 'description',
                label: t('assistantDetail.description'),
                value: <span className="whitespace-pre-line">{request.description}</span>,
              },
              { key: 'channel', label: t('assistantDetail.channel'), value: request.preferred_channel.name },
              { key: 'time', label: t('assistantDetail.time'), value: request.preferred_time },
              {
                key: 'created',
                label: t('assistantDetail.createdAt'),
                value: (
                  <time dateTime={request.created_at}>{formatDateTime(request.created_at, locale)}</time>
                ),
              },
            ]}
          />
        </ProfileSection>
      </div>
    </>
  );
}
