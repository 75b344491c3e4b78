import type { ReactNode } from 'react';
import type { CheckListRequest, ProgressBarQuestionItem, StatusChange } from '@portal/contract';
import { ButtonLink } from '../../../components/ui/button-link';
import { useChecklistTranslation } from '../../../i18n/checklist';
import { LocalizedLink } from '../../../i18n/localized-link';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime } from '../../../lib/format';
import { PageHeading, ProfileSection } from '../../../components/ui/page-heading';
import type { ManagerComment } from '../../../components/requests/manager-comment';
import { ManagerCommentNotice } from '../../../components/requests/manager-comment-notice';
import { StatusBadge } from '../../../components/requests/status-badge';
import { StatusHistory } from '../../../components/requests/status-history';
import { DeleteDraftButton } from '../../../components/requests/delete-draft-button';

export type CheckListDetailPageProps = {
  checkList: CheckListRequest;
  changes: StatusChange[];
  questions: ProgressBarQuestionItem[];
  managerComment: ManagerComment | null;
  saved: 'draft' | 'submitted' | 'changes' | null;
};

const SAVED_TEXT = {
  draft: 'detail.savedDraft',
  submitted: 'detail.savedSubmitted',
  changes: 'detail.savedChanges',
} as const;

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
  const { section, group, product_item: item } = checkList.classification;
  const isRework = checkList.status === 'in_finalization';
  const { can_edit: canEdit, can_delete: canDelete } = checkList.permissions;

  return (
    <>
      <PageHeading title={t('detail.title', { number: checkList.number })} lead={checkList.product_name} />
      <div className="-mt-4 mb-6 flex flex-wrap items-center gap-3">
        <StatusBadge status={checkList.status} list="short" size="md" />
        <span className="text-sm text-muted">
          {t('detail.changedAt')}:{' '}
          <time dateTime={checkList.status_changed_at}>
            {formatDateTime(checkList.status_changed_at, locale)}
          </time>
        </span>
      </div>
      {saved && (
        <p
          role="status"
          className="mb-6 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-[15px] font-semibold text-green-900"
          data-testid="check-list-saved"
        >
          {t(SAVED_TEXT[saved])}
        </p>
      )}
      {managerComment && (
        <ManagerCommentNotice
          comment={managerComment}
          kind="check_list"
          editHref={canEdit ? `/profile/check-list/edit/${checkList.id}` : undefined}
        />
      )}
      <div className="mb-8 flex flex-wrap items-center gap-3">
        {canEdit && (
          <ButtonLink to={`/profile/check-list/edit/${checkList.id}`} data-testid="check-list-edit">
            {isRework ? t('detail.rework') : t('detail.edit')}
          </ButtonLink>
        )}
        {canDelete && <DeleteDraftButton kind="check_list" id={checkList.id} number={checkList.number} />}
        <LocalizedLink
          to="/profile/check-list"
          className="inline-flex min-h-11 items-center px-1 text-[15px] font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {t('detail.back')}
        </LocalizedLink>
      </div>
      <div className="flex flex-col gap-6">
        <ProfileSection id="check-list-data" title={t('detail.dataSection')} testId="check-list-data">
          <dl>
            <Row term={t('detail.category')}>{checkList.category.name}</Row>
            <Row term={t('detail.area')}>{checkList.area_of_activity.name}</Row>
            <Row term={t('detail.productName')}>{checkList.product_name || none}</Row>
            <Row term={t('detail.classification')}>
              {section ? (
                <ul className="flex flex-col gap-1">
                  <li>
                    {t('detail.section')} {section.code}. {section.name}
                  </li>
                  {group && (
                    <li>
                      {t('detail.group')} {group.code}. {group.name}
                    </li>
                  )}
                  {item && (
                    <li>
                      {t('detail.productItem')} {item.code}. {item.name}
                    </li>
                  )}
                </ul>
              ) : (
                none
              )}
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
