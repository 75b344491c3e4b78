import type { FormEvent } from 'react';
import type { AdminCountryAnalysis } from '@portal/contract';
import { FormAlert, FormStatus, SubmitButton } from '../../../components/form/form-feedback';
import { TextAreaField } from '../../../components/form/text-area-field';
import { useApiForm } from '../../../components/form/use-api-form';
import { useAdminTranslation } from '../../../i18n/admin';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime } from '../../../lib/format';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import { foreignLang } from '../../../lib/localized-name';
import { PdfField, StoredPdfLink, usePdfField } from '../../../components/back-office/pdf-field';
import { DetailsList } from '../../../components/back-office/details-list';
import { AdminSection } from '../../../components/back-office/page-heading';
import {
  isPdfRequired,
  RESULT_FIELDS,
  RESULT_SCHEMA,
  RESULT_STATUSES,
  type ResultAttached,
} from './analysis-result-form';

const TEXT_MAX = 20_000;

/** The address of a request's finished-analysis PDF: the back office's resource route. */
export function toResultPdfPath(id: string, locale: ReturnType<typeof useLocale>): string {
  return localizePath(`/admin/country-analysis/${id}/pdf`, locale);
}

/**
 * The finished analysis of a country-analysis request (decision 028): what is attached now (its
 * texts and the PDF to download) and, while the request is in work or approved, the form that
 * attaches it: text in Ukrainian and/or English and a PDF (required the first time). The file
 * goes in the posted form, so the same form works without JavaScript.
 */
export function AnalysisResultSection({ view }: { view: AdminCountryAnalysis }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const request = view.request;
  const result = request.result;
  const form = useApiForm<ResultAttached>({ intent: 'result', fields: RESULT_FIELDS, schema: RESULT_SCHEMA });
  const pdf = usePdfField({ isRequired: isPdfRequired(result) });
  const canAttach = RESULT_STATUSES.includes(request.status);
  const isDone = form.success !== null && !form.isSubmitting;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    form.formProps.onSubmit(event);
    if (!pdf.isSendable()) event.preventDefault();
  };

  return (
    <AdminSection id="request-result" title={t('result.title')} testId="request-result">
      {result ? (
        <DetailsList
          columns={1}
          items={[
            { label: t('result.attachedAt'), value: formatDateTime(result.attached_at, locale) },
            {
              label: t('result.textUk'),
              value: result.text_uk && (
                <span lang={foreignLang('uk', locale)} className="whitespace-pre-line">
                  {result.text_uk}
                </span>
              ),
              testId: 'result-text-uk',
            },
            {
              label: t('result.textEn'),
              value: result.text_en && (
                <span lang={foreignLang('en', locale)} className="whitespace-pre-line">
                  {result.text_en}
                </span>
              ),
              testId: 'result-text-en',
            },
            {
              label: t('result.pdf'),
              value: result.pdf && (
                <StoredPdfLink
                  href={toResultPdfPath(request.id, locale)}
                  pdf={result.pdf}
                  testId="result-pdf-link"
                />
              ),
            },
          ]}
        />
      ) : (
        <p className="text-[15px] text-muted" data-testid="result-none">
          {t('result.none')}
        </p>
      )}
      {canAttach ? (
        <form.Form
          {...form.formProps}
          onSubmit={onSubmit}
          encType="multipart/form-data"
          // A new result starts the fields afresh (the file chosen is gone, the texts are saved).
          key={result?.attached_at ?? 'none'}
          className="mt-6 flex flex-col gap-4 border-t border-slate-200 pt-6"
          data-testid="result-form"
        >
          <input type="hidden" name={INTENT_FIELD} value={form.intent} />
          <h3 className="text-base font-bold text-ink">
            {result ? t('result.replaceTitle') : t('result.attachTitle')}
          </h3>
          <p className="text-[15px] text-muted">{t('result.formLead')}</p>
          <FormAlert errors={form.generalErrors} testId="result-error" />
          <TextAreaField
            form={form}
            name="text_uk"
            label={t('result.textUk')}
            initialValue={result?.text_uk ?? ''}
            maxLength={TEXT_MAX}
            rows={5}
          />
          <TextAreaField
            form={form}
            name="text_en"
            label={t('result.textEn')}
            initialValue={result?.text_en ?? ''}
            maxLength={TEXT_MAX}
            rows={5}
          />
          <PdfField
            form={form}
            state={pdf}
            label={t('result.pdf')}
            hint={result?.pdf ? t('pdf.replaceHint') : t('pdf.hint')}
          />
          <SubmitButton isSubmitting={form.isSubmitting} className="self-start" testId="result-submit">
            {result ? t('result.replace') : t('result.attach')}
          </SubmitButton>
        </form.Form>
      ) : (
        <p className="mt-4 text-[15px] text-muted" data-testid="result-closed">
          {t('result.notNow')}
        </p>
      )}
      <div className="mt-3">
        <FormStatus testId="result-done">{isDone ? t('result.done') : null}</FormStatus>
      </div>
    </AdminSection>
  );
}
