import { useState, type ReactNode } from 'react';
import { REQUEST_LIMITS, type Country, type CountryAnalysisRequest } from '@portal/contract';
import { SelectField } from '../../../components/form/choice-fields';
import { FormAlert } from '../../../components/form/form-feedback';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { useApiForm } from '../../../components/form/use-api-form';
import { buttonClasses } from '../../../components/ui/button-link';
import { PageHeading } from '../../../components/ui/page-heading';
import type {
  ClassificationLists,
  ClassificationValue,
} from '../../../components/requests/classification-data';
import { ClassificationPicker } from '../../../components/requests/classification-picker';
import type { ManagerComment } from '../../../components/requests/manager-comment';
import { ManagerCommentNotice } from '../../../components/requests/manager-comment-notice';
import { useAdvisoryTranslation } from '../../../i18n/advisory';
import { LocalizedLink } from '../../../i18n/localized-link';
import { cx } from '../../../lib/cx';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import { SUBMIT_FIELD } from '../check-list/check-list-body';
import {
  COUNTRY_ANALYSIS_FIELDS,
  COUNTRY_ANALYSIS_FORM_SCHEMA,
  COUNTRY_ANALYSIS_INTENT,
  GOALS_LIMITS,
} from './country-analysis-body';

export type CountryAnalysisFormPageProps = {
  countries: Country[];
  classification: ClassificationValue;
  classificationLists: ClassificationLists;
  /** null on the create page. */
  analysisRequest: CountryAnalysisRequest | null;
  managerComment: ManagerComment | null;
};

function Card({ children }: { children: ReactNode }) {
  return <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">{children}</div>;
}

/**
 * /profile/pro-services/analysis/create (behind the subscription gate, spec §6) and
 * /profile/analysis-applications/edit/{id} (spec §2): one form for a country-analysis request —
 * the country, the product and its classification, the goals and a comment — kept as a draft or
 * sent to the managers. A request sent back shows the manager's comment first.
 */
export function CountryAnalysisFormPage({
  countries,
  classification,
  classificationLists,
  analysisRequest,
  managerComment,
}: CountryAnalysisFormPageProps) {
  const { t } = useAdvisoryTranslation();
  const form = useApiForm({
    intent: COUNTRY_ANALYSIS_INTENT,
    fields: COUNTRY_ANALYSIS_FIELDS,
    schema: COUNTRY_ANALYSIS_FORM_SCHEMA,
  });
  const [pressed, setPressed] = useState<'draft' | 'submit' | null>(null);
  const isRework = analysisRequest?.status === 'in_finalization';
  const isBusy = (button: 'draft' | 'submit') => form.isSubmitting && pressed === button;

  const button = (kind: 'draft' | 'submit', label: string) => (
    <button
      type="submit"
      name={SUBMIT_FIELD}
      value={kind === 'submit' ? 'true' : 'false'}
      onClick={() => setPressed(kind)}
      aria-disabled={form.isSubmitting || undefined}
      data-testid={`country-analysis-${kind}`}
      className={cx(
        buttonClasses(kind === 'submit' ? 'solid' : 'outline'),
        'min-w-40 py-2 whitespace-normal',
        isBusy(kind) && 'cursor-wait opacity-80',
      )}
    >
      {isBusy(kind) && (
        <span
          className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
          aria-hidden="true"
        />
      )}
      {label}
    </button>
  );

  return (
    <>
      <PageHeading
        title={
          analysisRequest ? t('form.editTitle', { number: analysisRequest.number }) : t('form.createTitle')
        }
        lead={analysisRequest ? t('form.editLead') : t('form.createLead')}
      />
      {managerComment && <ManagerCommentNotice comment={managerComment} kind="country_analysis" />}
      <form.Form {...form.formProps} className="flex flex-col gap-6" data-testid="country-analysis-form">
        <input type="hidden" name={INTENT_FIELD} value={form.intent} />
        <p className="text-sm text-muted">{t('form.requiredNote')}</p>
        <FormAlert errors={form.generalErrors} testId="country-analysis-form-alert" />
        <Card>
          <fieldset className="grid gap-5">
            <legend className="mb-1 text-base font-bold text-brand-900">{t('form.aboutSection')}</legend>
            <SelectField
              form={form}
              name="country_code"
              label={t('form.country')}
              placeholder={t('form.countryPlaceholder')}
              options={countries.map((country) => ({ value: country.code, label: country.name }))}
              initialValue={analysisRequest?.country.code ?? ''}
              required
            />
            <TextField
              form={form}
              name="product_name"
              label={t('form.productName')}
              hint={t('form.productNameHint')}
              initialValue={analysisRequest?.product_name ?? ''}
              maxLength={300}
              autoComplete="off"
              required
            />
          </fieldset>
        </Card>
        <Card>
          <ClassificationPicker
            form={form}
            lists={classificationLists}
            initial={classification}
            requiredLevel="section"
            legend={t('form.productSection')}
          />
        </Card>
        <Card>
          <fieldset className="grid gap-5">
            <legend className="mb-1 text-base font-bold text-brand-900">{t('form.goalsSection')}</legend>
            <TextAreaField
              form={form}
              name="goals"
              label={t('form.goals')}
              hint={t('form.goalsHint', GOALS_LIMITS)}
              rows={5}
              maxLength={GOALS_LIMITS.max}
              initialValue={analysisRequest?.goals ?? ''}
              required
            />
            <TextAreaField
              form={form}
              name="comment"
              label={t('form.comment')}
              hint={t('form.commentHint', { max: REQUEST_LIMITS.commentMax })}
              rows={4}
              maxLength={REQUEST_LIMITS.commentMax}
              initialValue={analysisRequest?.comment ?? ''}
            />
          </fieldset>
        </Card>
        <div className="flex flex-col gap-3 xs:flex-row xs:flex-wrap xs:items-center">
          {button('draft', isRework ? t('form.saveChanges') : t('form.saveDraft'))}
          {button('submit', isRework ? t('form.resubmit') : t('form.submit'))}
          <LocalizedLink
            to={
              analysisRequest
                ? `/profile/analysis-applications/${analysisRequest.id}`
                : '/profile/pro-services/analysis'
            }
            className="inline-flex min-h-11 items-center justify-center px-3 text-[15px] font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {analysisRequest ? t('form.backToRequest') : t('form.cancel')}
          </LocalizedLink>
        </div>
      </form.Form>
    </>
  );
}
