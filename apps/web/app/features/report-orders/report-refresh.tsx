import { FormAlert, FormStatus, SubmitButton } from '../../components/form/form-feedback';
import { useApiForm } from '../../components/form/use-api-form';
import { useReportsTranslation } from '../../i18n/reports';
import { cx } from '../../lib/cx';
import { INTENT_FIELD } from '../../lib/forms/form-values';
import { NO_FIELDS, REFRESH_INTENT, type RefreshDone } from './report-forms';

/**
 * 'Refresh statuses': asks the provider about the company's reports in production now (at most
 * once a minute: the API's 429 is told beside the button); the page then reloads the orders.
 */
export function RefreshStatuses({ className }: { className?: string }) {
  const { t } = useReportsTranslation();
  const form = useApiForm<RefreshDone>({ intent: REFRESH_INTENT, fields: NO_FIELDS });
  return (
    <form.Form
      {...form.formProps}
      className={cx('flex flex-col gap-2', className)}
      data-testid="report-refresh"
    >
      <input type="hidden" name={INTENT_FIELD} value={form.intent} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <SubmitButton isSubmitting={form.isSubmitting} variant="outline" testId="report-refresh-submit">
          {t('refresh.submit')}
        </SubmitButton>
        <span className="text-sm text-muted">{t('refresh.hint')}</span>
      </div>
      <FormStatus testId="report-refresh-done">
        {form.success && t('refresh.done', { count: form.success.checked })}
      </FormStatus>
      <FormAlert errors={form.generalErrors} testId="report-refresh-error" />
    </form.Form>
  );
}
