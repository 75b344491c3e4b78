import { ASSISTANT_LIMITS, type AssistantRequest } from '@portal/contract';
import { SelectField } from '../../components/form/choice-fields';
import { FormAlert, SubmitButton } from '../../components/form/form-feedback';
import { TextAreaField } from '../../components/form/text-area-field';
import { TextField } from '../../components/form/text-field';
import { useApiForm } from '../../components/form/use-api-form';
import { useAdvisoryTranslation } from '../../i18n/advisory';
import { useLocale } from '../../i18n/use-locale';
import { INTENT_FIELD } from '../../lib/forms/form-values';
import {
  ASSISTANT_FIELDS,
  ASSISTANT_FORM_SCHEMA,
  ASSISTANT_INTENT,
  assistantOptions,
} from './assistant-body';

/**
 * The assistance form (DOMAIN.md 'Assistance'): topic, description, preferred channel and time.
 * Empty on /profile/assistance; filled with the request on its page when a manager sent it back.
 */
export function AssistantForm({
  initial,
  submitLabel,
}: {
  /** The request being answered; null for a new one. */
  initial: AssistantRequest | null;
  submitLabel: string;
}) {
  const { t } = useAdvisoryTranslation();
  const locale = useLocale();
  const form = useApiForm({
    intent: ASSISTANT_INTENT,
    fields: ASSISTANT_FIELDS,
    schema: ASSISTANT_FORM_SCHEMA,
  });
  const { topics, channels } = assistantOptions(locale);
  return (
    <form.Form {...form.formProps} className="grid gap-5" data-testid="assistant-form">
      <input type="hidden" name={INTENT_FIELD} value={form.intent} />
      <FormAlert errors={form.generalErrors} testId="assistant-form-alert" />
      <SelectField
        form={form}
        name="topic"
        label={t('assistance.topic')}
        placeholder={t('assistance.topicPlaceholder')}
        options={topics}
        initialValue={initial?.topic.code ?? ''}
        required
      />
      <TextAreaField
        form={form}
        name="description"
        label={t('assistance.description')}
        hint={t('assistance.descriptionHint', {
          min: ASSISTANT_LIMITS.descriptionMin,
          max: ASSISTANT_LIMITS.descriptionMax,
        })}
        rows={6}
        maxLength={ASSISTANT_LIMITS.descriptionMax}
        initialValue={initial?.description ?? ''}
        required
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          form={form}
          name="preferred_channel"
          label={t('assistance.channel')}
          placeholder={t('assistance.channelPlaceholder')}
          options={channels}
          initialValue={initial?.preferred_channel.code ?? ''}
          required
        />
        <TextField
          form={form}
          name="preferred_time"
          label={t('assistance.time')}
          hint={t('assistance.timeHint')}
          maxLength={ASSISTANT_LIMITS.preferredTimeMax}
          initialValue={initial?.preferred_time ?? ''}
          autoComplete="off"
        />
      </div>
      <div>
        <SubmitButton isSubmitting={form.isSubmitting} testId="assistant-submit">
          {submitLabel}
        </SubmitButton>
      </div>
    </form.Form>
  );
}
