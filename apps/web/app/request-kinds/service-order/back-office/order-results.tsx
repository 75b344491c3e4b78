import type { AdminServiceOrder } from '@portal/contract';
import { FormAlert, SubmitButton } from '../../../components/form/form-feedback';
import { LabelledField, controlProps, INPUT_CLASSES } from '../../../components/form/field-parts';
import { useApiForm } from '../../../components/form/use-api-form';
import { useAdminTranslation } from '../../../i18n/admin';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime } from '../../../lib/format';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import { AdminSection } from '../../../components/back-office/page-heading';
import { RESULT_FILE_FIELD, RESULT_ID_FIELD, type ResultChanged } from './order-results-form';

/** The office's results of an order: each to download or take back, and a file to add (works without JavaScript). */
export function OrderResultsSection({ view }: { view: AdminServiceOrder }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const results = view.request.results;
  const add = useApiForm<ResultChanged>({ intent: 'addResult', fields: { [RESULT_FILE_FIELD]: 'text' } });
  const remove = useApiForm<ResultChanged>({ intent: 'deleteResult', fields: { [RESULT_ID_FIELD]: 'text' } });
  return (
    <AdminSection id="order-results" title={t('serviceOrder.resultsTitle')} testId="order-results">
      {results.length === 0 ? (
        <p className="text-[15px] text-muted">{t('serviceOrder.noResults')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {results.map((result) => (
            <li key={result.result_id} className="flex flex-wrap items-center gap-3">
              <a className="font-semibold text-brand-700 underline" href={result.url} download>
                {result.file_name}
              </a>
              <span className="text-sm text-muted">{formatDateTime(result.created_at, locale)}</span>
              <remove.Form {...remove.formProps} className="inline">
                <input type="hidden" name={INTENT_FIELD} value={remove.intent} />
                <input type="hidden" name={RESULT_ID_FIELD} value={result.result_id} />
                <button type="submit" className="text-sm font-semibold text-red-700 underline">
                  {t('serviceOrder.deleteResult', { name: result.file_name })}
                </button>
              </remove.Form>
            </li>
          ))}
        </ul>
      )}
      <FormAlert errors={remove.generalErrors} testId="result-delete-error" />
      <add.Form
        {...add.formProps}
        encType="multipart/form-data"
        key={results.length}
        className="mt-6 flex flex-col gap-4 border-t border-slate-200 pt-6"
        data-testid="result-form"
      >
        <input type="hidden" name={INTENT_FIELD} value={add.intent} />
        <FormAlert errors={add.generalErrors} testId="result-error" />
        <LabelledField
          form={add}
          name={RESULT_FILE_FIELD}
          label={t('serviceOrder.resultFile')}
          hint={t('serviceOrder.resultHint')}
          required
        >
          {(field) => (
            <input
              {...controlProps(field)}
              type="file"
              name={RESULT_FILE_FIELD}
              required
              className={INPUT_CLASSES}
            />
          )}
        </LabelledField>
        <SubmitButton isSubmitting={add.isSubmitting} className="self-start" testId="result-submit">
          {t('serviceOrder.addResult')}
        </SubmitButton>
      </add.Form>
    </AdminSection>
  );
}
