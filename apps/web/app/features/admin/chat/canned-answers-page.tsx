import type { CannedAnswer } from '@portal/contract';
import { defineList } from '../../../components/back-office/list-declaration';
import { BackOfficeListPage } from '../../../components/back-office/list-page';
import { FormStatus } from '../../../components/form/form-feedback';
import { useChatTranslation } from '../../../i18n/chat';
import { useLocale } from '../../../i18n/use-locale';
import { formatDate } from '../../../lib/format';
import { CANNED_ANSWERS_PATH } from './chat-query';

/** The canned answers' list (decision 045): whole, by title, no tabs or filters. */
export const CANNED_ANSWERS_LIST = defineList({ path: CANNED_ANSWERS_PATH, testId: 'canned-answers' });

/** /admin/chat/canned-answers (issue 29 §3): every canned answer with both titles; each row opens its editor. */
export function CannedAnswersPage({
  answers,
  deleted,
}: {
  answers: readonly CannedAnswer[];
  deleted: boolean;
}) {
  const { t } = useChatTranslation();
  const locale = useLocale();
  return (
    <>
      <BackOfficeListPage
        list={CANNED_ANSWERS_LIST}
        query={{}}
        texts={{
          title: t('canned.title'),
          lead: t('canned.lead'),
          newLabel: t('canned.new'),
          newTestId: 'canned-answer-new',
          found: t('canned.found', { count: answers.length }),
          empty: t('canned.empty'),
        }}
        rows={answers}
        columns={[
          {
            key: 'title',
            header: t('canned.columns.title'),
            isRowLink: true,
            cell: (answer) => (
              <span lang="uk" className="break-words">
                {answer.title.uk}
              </span>
            ),
          },
          {
            key: 'titleEn',
            header: t('canned.columns.titleEn'),
            cell: (answer) => (
              <span lang="en" className="break-words">
                {answer.title.en}
              </span>
            ),
            className: 'hidden sm:table-cell',
          },
          {
            key: 'updated',
            header: t('canned.columns.updated'),
            cell: (answer) => formatDate(answer.updated_at, locale),
            className: 'hidden md:table-cell whitespace-nowrap',
          },
        ]}
      />
      <div className="mt-4">
        <FormStatus testId="canned-answer-deleted">{deleted ? t('canned.delete.done') : null}</FormStatus>
      </div>
    </>
  );
}
