import {
  REQUEST_LIMITS,
  type CheckListRequest,
  type EndpointData,
  type endpoints,
  type GeoCountryGroup,
  type ProgressBarQuestionItem,
} from '@portal/contract';
import { SelectField } from '../../components/form/choice-fields';
import { TextAreaField } from '../../components/form/text-area-field';
import { useApiForm, type ApiFormFields } from '../../components/form/use-api-form';
import { useChecklistTranslation } from '../../i18n/checklist';
import type { ClassificationLists, ClassificationValue } from '../../components/requests/classification-data';
import { CountryMultiSelect } from '../../components/requests/country-multi-select';
import type { ManagerComment } from '../../components/requests/manager-comment';
import { QuestionsField } from '../../components/requests/questions-field';
import {
  AboutRequestCard,
  ClassificationCard,
  FormCard as Card,
  RequestFormPage,
} from '../../components/requests/request-form';
import { CHECK_LIST_FIELDS, CHECK_LIST_FORM_SCHEMA, CHECK_LIST_INTENT } from './check-list-body';

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

  return (
    <RequestFormPage
      kind="check_list"
      form={form}
      request={checkList}
      managerComment={managerComment}
      t={t}
      cancelHref="/profile/check-list"
    >
      <AboutRequestCard form={form} t={t} productName={checkList?.product_name ?? ''}>
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
      </AboutRequestCard>
      <ClassificationCard form={form} t={t} lists={classificationLists} initial={classification} />
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
    </RequestFormPage>
  );
}
