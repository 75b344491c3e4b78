import type { AdminAssistant } from '@portal/contract';
import { useAdminTranslation } from '../../../i18n/admin';
import { DetailsList } from '../../../components/back-office/details-list';
import { AdminSection } from '../../../components/back-office/page-heading';
import { ShortRequestPage } from '../../shared/back-office/short-request-page';

/**
 * /admin/assistant/{id}: what the exporter asks (topic, description) and how and when to reach
 * them; the manager answers with the comment of a status move, which the exporter reads in the
 * request's history.
 */
export function AssistantRequestPage({ view }: { view: AdminAssistant }) {
  const { t } = useAdminTranslation();
  const request = view.request;
  return (
    <ShortRequestPage kind="assistant" request={request} view={view} commentHint={t('assistant.answerHint')}>
      <AdminSection id="request-question" title={t('assistant.questionTitle')} testId="request-question">
        <DetailsList
          items={[
            { label: t('assistant.fields.topic'), value: request.topic.name },
            { label: t('assistant.fields.channel'), value: request.preferred_channel.name },
            { label: t('assistant.fields.time'), value: request.preferred_time, isWide: true },
            {
              label: t('assistant.fields.description'),
              isWide: true,
              value: <span className="whitespace-pre-line">{request.description}</span>,
            },
          ]}
        />
      </AdminSection>
    </ShortRequestPage>
  );
}
