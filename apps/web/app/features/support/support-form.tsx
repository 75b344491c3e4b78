import { FORM_FILE_ACCEPT, PUBLIC_FORM_LIMITS, SUPPORT_TOPICS } from '@portal/contract';
import { SelectField } from '../../components/form/choice-fields';
import { controlProps, INPUT_CLASSES, LabelledField } from '../../components/form/field-parts';
import { FormAlert, SubmitButton } from '../../components/form/form-feedback';
import { TextAreaField } from '../../components/form/text-area-field';
import { TextField } from '../../components/form/text-field';
import { useApiForm, type ApiFormFields } from '../../components/form/use-api-form';
import { useSupportTranslation } from '../../i18n/support';
import { cx } from '../../lib/cx';
import { INTENT_FIELD } from '../../lib/forms/form-values';
import { useSignedInProfile } from '../../lib/session/use-profile';
import {
  FILE_FIELD,
  KEPT_FILE,
  prefillSender,
  SUPPORT_FIELDS,
  SUPPORT_FORM_SCHEMA,
  SUPPORT_INTENT,
} from './support-values';

/** What the file input offers: PDF, pictures and office documents, as every upload of a message takes. */
const FILE_ACCEPT = Object.values(FORM_FILE_ACCEPT).flat().join(',');

/**
 * The optional attachment: a file input, and, after a submit that failed on another field, the
 * file already uploaded, named, kept unless another is chosen, with a box to leave it out.
 */
function AttachmentField({ form }: { form: ApiFormFields }) {
  const { t } = useSupportTranslation();
  const keptId = form.valueOf(KEPT_FILE.id, '');
  const keptName = form.valueOf(KEPT_FILE.name, '');
  return (
    <LabelledField form={form} name={FILE_FIELD} label={t('form.file')} hint={t('form.fileHint')}>
      {(described) => (
        <>
          {keptId && (
            <div
              className="mb-2 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-[15px] text-ink"
              data-testid="support-kept-file"
            >
              <input type="hidden" name={KEPT_FILE.id} value={keptId} />
              <input type="hidden" name={KEPT_FILE.name} value={keptName} />
              <p className="font-medium break-words">{t('form.fileKept', { name: keptName })}</p>
              <p className="mt-1 text-sm text-muted">{t('form.fileKeepOrReplace')}</p>
              <label className="mt-2 flex items-center gap-2 text-sm">
                <input type="checkbox" name={KEPT_FILE.remove} className="size-4 accent-brand-600" />
                {t('form.fileRemove')}
              </label>
            </div>
          )}
          <input
            {...controlProps(described)}
            type="file"
            name={FILE_FIELD}
            accept={FILE_ACCEPT}
            className={cx(
              INPUT_CLASSES,
              'py-2.5 file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1',
            )}
          />
        </>
      )}
    </LabelledField>
  );
}

/**
 * The support form (issue 29 §4, `POST /feedback/send`): the sender prefilled from the account
 * (may be corrected), a topic, a subject, the message and an optional file. Checked in the browser
 * with the contract's schema and again by the server; a plain multipart post that works without
 * JavaScript, the file uploaded by the page's action. The page renews it (its key) after a send.
 */
export function SupportForm() {
  const { t } = useSupportTranslation();
  const sender = prefillSender(useSignedInProfile());
  const form = useApiForm({ intent: SUPPORT_INTENT, fields: SUPPORT_FIELDS, schema: SUPPORT_FORM_SCHEMA });
  return (
    <form.Form
      {...form.formProps}
      encType="multipart/form-data"
      className="flex flex-col gap-5"
      data-testid="support-form"
    >
      <input type="hidden" name={INTENT_FIELD} value={form.intent} />
      <p className="text-[15px] text-muted">{t('form.required')}</p>
      <FormAlert errors={form.generalErrors} testId="support-form-alert" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          form={form}
          name="name"
          label={t('form.name')}
          initialValue={sender.name}
          autoComplete="name"
          maxLength={100}
          required
        />
        <TextField
          form={form}
          name="email"
          type="email"
          label={t('form.email')}
          hint={t('form.emailHint')}
          initialValue={sender.email}
          autoComplete="email"
          maxLength={254}
          required
        />
        <TextField
          form={form}
          name="phone"
          type="tel"
          label={t('form.phone')}
          hint={t('form.phoneHint')}
          initialValue={sender.phone}
          autoComplete="tel"
          maxLength={20}
        />
        <SelectField
          form={form}
          name="topic"
          label={t('form.topic')}
          placeholder={t('form.topicPlaceholder')}
          options={SUPPORT_TOPICS.map((topic) => ({ value: topic, label: t(`topics.${topic}`) }))}
        />
      </div>
      <TextField
        form={form}
        name="subject"
        label={t('form.subject')}
        hint={t('form.subjectHint')}
        autoComplete="off"
        maxLength={200}
      />
      <TextAreaField
        form={form}
        name="message"
        label={t('form.message')}
        hint={t('form.messageHint')}
        rows={6}
        maxLength={PUBLIC_FORM_LIMITS.feedbackMessageMax}
        required
      />
      <AttachmentField form={form} />
      <div>
        <SubmitButton isSubmitting={form.isSubmitting} testId="support-submit">
          {t('form.submit')}
        </SubmitButton>
      </div>
    </form.Form>
  );
}
