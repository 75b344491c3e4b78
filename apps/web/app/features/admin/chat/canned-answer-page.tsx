import { CHAT_LIMITS, type CannedAnswer } from '@portal/contract';
import { BilingualFields } from '../../../components/back-office/bilingual-fields';
import { buildEditorTexts, defineEditor } from '../../../components/back-office/editor-declaration';
import { BackOfficeEditorPage } from '../../../components/back-office/editor-page';
import { AdminSection } from '../../../components/back-office/page-heading';
import { CheckboxField } from '../../../components/form/choice-fields';
import { FormAlert, SubmitButton } from '../../../components/form/form-feedback';
import { useApiForm } from '../../../components/form/use-api-form';
import { useChatTranslation } from '../../../i18n/chat';
import { useLocale } from '../../../i18n/use-locale';
import { pickName } from '../../../lib/localized-name';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import {
  CANNED_ANSWER_FIELDS,
  CANNED_ANSWER_SCHEMA,
  toCannedAnswerValues,
  type CannedAnswerSaved,
} from './canned-answer-form';
import { CANNED_ANSWERS_PATH } from './chat-query';

/** A canned answer's editor (decision 045): no publication, no history of its own. */
export const CANNED_ANSWER_EDITOR = defineEditor({ testId: 'canned-answer', listPath: CANNED_ANSWERS_PATH });

const DELETE_FIELDS = { confirm: 'checkbox' } as const;

/** Deleting an answer: a ticked confirmation and the button (no script needed). */
function DeleteCannedAnswer({ answer }: { answer: CannedAnswer }) {
  const { t } = useChatTranslation();
  const locale = useLocale();
  const form = useApiForm<never>({ intent: 'delete', fields: DELETE_FIELDS });
  return (
    <AdminSection
      id="canned-answer-delete"
      title={t('canned.delete.title')}
      testId="canned-answer-delete"
      className="mt-6"
    >
      <p className="mb-4 text-[15px] text-ink">{t('canned.delete.text')}</p>
      <form.Form {...form.formProps} className="flex flex-col gap-4">
        <input type="hidden" name={INTENT_FIELD} value={form.intent} />
        <FormAlert errors={form.generalErrors} testId="canned-answer-delete-error" />
        <CheckboxField
          form={form}
          name="confirm"
          label={t('canned.delete.confirmLabel', { title: pickName(answer.title, locale) })}
          required
        />
        <SubmitButton
          isSubmitting={form.isSubmitting}
          variant="outline"
          className="self-start border-red-700 text-red-700 hover:bg-red-50"
          testId="canned-answer-delete-submit"
        >
          {t('canned.delete.button')}
        </SubmitButton>
      </form.Form>
    </AdminSection>
  );
}

/** /admin/chat/canned-answers/new and /{id} (issue 29 §3): a canned answer's title and text in both languages. */
export function CannedAnswerPage({ answer }: { answer: CannedAnswer | null }) {
  const { t } = useChatTranslation();
  const locale = useLocale();
  const form = useApiForm<CannedAnswerSaved>({
    intent: 'canned',
    fields: CANNED_ANSWER_FIELDS,
    schema: CANNED_ANSWER_SCHEMA,
  });
  const values = toCannedAnswerValues(answer);
  return (
    <BackOfficeEditorPage
      editor={CANNED_ANSWER_EDITOR}
      form={form}
      record={answer}
      texts={buildEditorTexts((key) => t(`canned.form.${key}`), {
        title: answer ? pickName(answer.title, locale) : t('canned.newTitle'),
        listTitle: t('canned.title'),
        isNew: answer === null,
      })}
      after={answer && <DeleteCannedAnswer answer={answer} />}
    >
      <AdminSection id="canned-answer-main" title={t('canned.mainTitle')}>
        <div className="flex flex-col gap-4">
          <BilingualFields
            form={form}
            name="title"
            labels={{ uk: t('canned.fields.titleUk'), en: t('canned.fields.titleEn') }}
            values={values.title}
            maxLength={120}
            isRequired
          />
          <BilingualFields
            form={form}
            name="text"
            labels={{ uk: t('canned.fields.textUk'), en: t('canned.fields.textEn') }}
            values={values.text}
            maxLength={CHAT_LIMITS.textMax}
            rows={6}
            isLong
            isRequired
          />
        </div>
      </AdminSection>
    </BackOfficeEditorPage>
  );
}
