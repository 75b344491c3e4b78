import type { AssistantRequest } from '@portal/contract';
import { ProfileSection } from '../../components/ui/page-heading';
import { DetailList } from '../../components/requests/detail-list';
import type { ManagerComment } from '../../components/requests/manager-comment';
import { BACK_LINK_CLASSES, RequestDetailHeading } from '../shared/request-detail';
import { StatusHistory } from '../../components/requests/status-history';
import { useAdvisoryTranslation } from '../../i18n/advisory';
import { LocalizedLink } from '../../i18n/localized-link';
import { useLocale } from '../../i18n/use-locale';
import { formatDateTime } from '../../lib/format';
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
      <RequestDetailHeading
        kind="assistant"
        request={request}
        title={t('assistantDetail.title', { number: request.number })}
        lead={request.topic.name}
        saved={
          saved ? t(saved === 'submitted' ? 'assistantDetail.saved' : 'assistantDetail.resubmitted') : null
        }
        managerComment={managerComment}
        t={t}
      />
      <p className="mb-8">
        <LocalizedLink to="/profile/assistance" className={BACK_LINK_CLASSES}>
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
