import type { ReactNode } from 'react';
import type { CheckListRequest, ProgressBarQuestionItem, StatusChange } from '@portal/contract';
import { useChecklistTranslation } from '../../i18n/checklist';
import { useLocale } from '../../i18n/use-locale';
import { formatDateTime } from '../../lib/format';
import { ProfileSection } from '../../components/ui/page-heading';
import type { ManagerComment } from '../../components/requests/manager-comment';
import {
  classificationList,
  RequestDetailHeading,
  SAVED_TEXT_KEYS,
  type RequestSaved,
} from '../shared/request-detail';
import { StatusHistory } from '../../components/requests/status-history';

export type CheckListDetailPageProps = {
  checkList: CheckListRequest;
  changes: StatusChange[];
  questions: ProgressBarQuestionItem[];
  managerComment: ManagerComment | null;
  saved: RequestSaved | null;
};

function Row({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid gap-1 border-t border-slate-200 py-3 first:border-t-0 first:pt-0 sm:grid-cols-[14rem_1fr] sm:gap-4">
      <dt className="text-[15px] font-semibold text-muted">{term}</dt>
      <dd className="min-w-0 text-[15px] leading-relaxed break-words text-ink" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * /profile/check-list/{id} (spec §2): a market-analysis request with its status and history. One
 * sent back for changes says so first, with the manager's comment and the way to the edit page.
 */
export function CheckListDetailPage({
  checkList,
  changes,
  questions,
  managerComment,
  saved,
}: CheckListDetailPageProps) {
  const { t } = useChecklistTranslation();
  const locale = useLocale();
  const none = <span className="text-muted">{t('detail.none')}</span>;

  return (
    <>
      <RequestDetailHeading
        kind="check_list"
        request={checkList}
        title={t('detail.title', { number: checkList.number })}
        lead={checkList.product_name}
        saved={saved ? t(SAVED_TEXT_KEYS[saved]) : null}
        managerComment={managerComment}
        t={t}
        hasActions
      />
      <div className="flex flex-col gap-6">
        <ProfileSection id="check-list-data" title={t('detail.dataSection')} testId="check-list-data">
          <dl>
            <Row term={t('detail.category')}>{checkList.category.name}</Row>
            <Row term={t('detail.area')}>{checkList.area_of_activity.name}</Row>
            <Row term={t('detail.productName')}>{checkList.product_name || none}</Row>
            <Row term={t('detail.classification')}>
              {classificationList(checkList.classification, t) ?? none}
            </Row>
            <Row term={t('detail.targetCountries')} testId="check-list-countries">
              {checkList.target_countries.length > 0
                ? checkList.target_countries.map((country) => country.name).join(', ')
                : none}
            </Row>
            <Row term={t('detail.comment')}>
              {checkList.comment ? <span className="whitespace-pre-line">{checkList.comment}</span> : none}
            </Row>
            <Row term={t('detail.createdAt')}>
              <time dateTime={checkList.created_at}>{formatDateTime(checkList.created_at, locale)}</time>
            </Row>
            <Row term={t('detail.submittedAt')}>
              {checkList.submitted_at ? (
                <time dateTime={checkList.submitted_at}>
                  {formatDateTime(checkList.submitted_at, locale)}
                </time>
              ) : (
                none
              )}
            </Row>
          </dl>
        </ProfileSection>
        {questions.length > 0 && (
          <ProfileSection id="check-list-answers" title={t('detail.answersSection')}>
            <dl>
              {questions.map((question) => {
                const answer = checkList.answers[question.id];
                return (
                  <Row key={question.id} term={question.question}>
                    {answer ? (
                      t(`answers.${answer}`)
                    ) : (
                      <span className="text-muted">{t('detail.noAnswer')}</span>
                    )}
                  </Row>
                );
              })}
            </dl>
          </ProfileSection>
        )}
        <ProfileSection id="check-list-history" title={t('detail.historySection')}>
          <StatusHistory changes={changes} list="short" />
        </ProfileSection>
      </div>
    </>
  );
}
