import { useState, type ReactNode } from 'react';
import {
  REQUEST_LIMITS,
  type CheckListRequest,
  type EndpointData,
  type endpoints,
  type GeoCountryGroup,
  type ProgressBarQuestionItem,
} from '@portal/contract';
import { SelectField } from '../../../components/form/choice-fields';
import { TextAreaField } from '../../../components/form/text-area-field';
import { FormAlert } from '../../../components/form/form-feedback';
import { TextField } from '../../../components/form/text-field';
import { useApiForm, type ApiFormFields } from '../../../components/form/use-api-form';
import { buttonClasses } from '../../../components/ui/button-link';
import { useChecklistTranslation } from '../../../i18n/checklist';
import { LocalizedLink } from '../../../i18n/localized-link';
import { cx } from '../../../lib/cx';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import { PageHeading } from '../../../components/ui/page-heading';
import type {
  ClassificationLists,
  ClassificationValue,
} from '../../../components/requests/classification-data';
import { ClassificationPicker } from '../../../components/requests/classification-picker';
import { CountryMultiSelect } from '../../../components/requests/country-multi-select';
import type { ManagerComment } from '../../../components/requests/manager-comment';
import { ManagerCommentNotice } from '../../../components/requests/manager-comment-notice';
import { QuestionsField } from '../../../components/requests/questions-field';
import {
  CHECK_LIST_FIELDS,
  CHECK_LIST_FORM_SCHEMA,
  CHECK_LIST_INTENT,
  SUBMIT_FIELD,
} from './check-list-body';

/** A category or an area of activity, as the API lists them. */
type Option = EndpointData<typeof endpoints.listCheckListCategories>[number];

export type CheckListFormPageProps = {
  categories: Option[];
  areas: Option[];
  countries: GeoCountryGroup[];
  questions: ProgressBarQuestionItem[];
  classification: ClassificationValue;
  classificationLists: ClassificationLists;
  /** null on the create page. */
  checkList: CheckListRequest | null;
  managerComment: ManagerComment | null;
};

function Card({ children }: { children: ReactNode }) {
  return <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">{children}</div>;
}

function CommentField({ form, initialValue }: { form: ApiFormFields; initialValue: string }) {
  const { t } = useChecklistTranslation();
  const hint = t('form.commentHint', { max: REQUEST_LIMITS.commentMax });
  return (
    <TextAreaField
      form={form}
      name="comment"
      label={t('form.comment')}
      hint={hint}
      rows={5}
      maxLength={REQUEST_LIMITS.commentMax}
      initialValue={initialValue}
    />
  );
}

/**
 * /profile/check-list/create and /edit/{id} (spec §2, decision 014 §3): one form for a
 * market-analysis request, kept as a draft or submitted. A request sent back for rework shows
 * the manager's comment first and is submitted again.
 */
export function CheckListFormPage({
  categories,
  areas,
  countries,
  questions,
  classification,
  classificationLists,
  checkList,
  managerComment,
}: CheckListFormPageProps) {
  const { t } = useChecklistTranslation();
  const form = useApiForm({
    intent: CHECK_LIST_INTENT,
    fields: CHECK_LIST_FIELDS,
    schema: CHECK_LIST_FORM_SCHEMA,
  });
  const [pressed, setPressed] = useState<'draft' | 'submit' | null>(null);
  const isRework = checkList?.status === 'in_finalization';
  const isBusy = (button: 'draft' | 'submit') => form.isSubmitting && pressed === button;

  const button = (kind: 'draft' | 'submit', label: string) => (
    <button
      type="submit"
      name={SUBMIT_FIELD}
      value={kind === 'submit' ? 'true' : 'false'}
      onClick={() => setPressed(kind)}
      aria-disabled={form.isSubmitting || undefined}
      data-testid={`check-list-${kind}`}
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
        title={checkList ? t('form.editTitle', { number: checkList.number }) : t('form.createTitle')}
        lead={checkList ? t('form.editLead') : t('form.createLead')}
      />
      {managerComment && <ManagerCommentNotice comment={managerComment} kind="check_list" />}
      <form.Form {...form.formProps} className="flex flex-col gap-6" data-testid="check-list-form">
        <input type="hidden" name={INTENT_FIELD} value={form.intent} />
        <p className="text-sm text-muted">{t('form.requiredNote')}</p>
        <FormAlert errors={form.generalErrors} testId="check-list-form-alert" />
        <Card>
          <fieldset className="grid gap-5">
            <legend className="mb-1 text-base font-bold text-brand-900">{t('form.aboutSection')}</legend>
            <SelectField
              form={form}
              name="category"
              label={t('form.category')}
              placeholder={t('form.categoryPlaceholder')}
              options={categories.map((option) => ({ value: option.code, label: option.name }))}
              initialValue={checkList?.category.code ?? ''}
              required
            />
            <SelectField
              form={form}
              name="area_of_activity"
              label={t('form.area')}
              placeholder={t('form.areaPlaceholder')}
              options={areas.map((option) => ({ value: option.code, label: option.name }))}
              initialValue={checkList?.area_of_activity.code ?? ''}
              required
            />
            <TextField
              form={form}
              name="product_name"
              label={t('form.productName')}
              hint={t('form.productNameHint')}
              initialValue={checkList?.product_name ?? ''}
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
          <CountryMultiSelect
            form={form}
            name="target_countries"
            legend={t('form.targetCountries')}
            hint={t('form.targetCountriesHint', { max: REQUEST_LIMITS.targetCountriesMax })}
            groups={countries.map((group) => ({
              key: group.region,
              name: group.name,
              countries: group.countries,
            }))}
            initialValues={checkList?.target_countries.map((country) => country.code) ?? []}
            max={REQUEST_LIMITS.targetCountriesMax}
            required
            testId="check-list-countries"
          />
        </Card>
        <Card>
          <QuestionsField
            form={form}
            questions={questions}
            initialAnswers={checkList?.answers ?? {}}
            legend={t('form.questionsSection')}
            hint={t('form.questionsLead')}
          />
        </Card>
        <Card>
          <CommentField form={form} initialValue={checkList?.comment ?? ''} />
        </Card>
        <div className="flex flex-col gap-3 xs:flex-row xs:flex-wrap xs:items-center">
          {button('draft', isRework ? t('form.saveChanges') : t('form.saveDraft'))}
          {button('submit', isRework ? t('form.resubmit') : t('form.submit'))}
          <LocalizedLink
            to={checkList ? `/profile/check-list/${checkList.id}` : '/profile/check-list'}
            className="inline-flex min-h-11 items-center justify-center px-3 text-[15px] font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {checkList ? t('form.backToRequest') : t('form.cancel')}
          </LocalizedLink>
        </div>
      </form.Form>
    </>
  );
}
