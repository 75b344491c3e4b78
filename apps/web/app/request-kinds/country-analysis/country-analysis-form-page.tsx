import { REQUEST_LIMITS, type Country, type CountryAnalysisRequest } from '@portal/contract';
import { SelectField } from '../../components/form/choice-fields';
import { TextAreaField } from '../../components/form/text-area-field';
import { useApiForm } from '../../components/form/use-api-form';
import type { ClassificationLists, ClassificationValue } from '../../components/requests/classification-data';
import type { ManagerComment } from '../../components/requests/manager-comment';
import {
  AboutRequestCard,
  ClassificationCard,
  FormCard as Card,
  FormFieldset,
  RequestFormPage,
} from '../../components/requests/request-form';
import { useAdvisoryTranslation } from '../../i18n/advisory';
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

  return (
    <RequestFormPage
      kind="country_analysis"
      form={form}
      request={analysisRequest}
      managerComment={managerComment}
      t={t}
      cancelHref="/profile/pro-services/analysis"
    >
      <AboutRequestCard form={form} t={t} productName={analysisRequest?.product_name ?? ''}>
        <SelectField
          form={form}
          name="country_code"
          label={t('form.country')}
          placeholder={t('form.countryPlaceholder')}
          options={countries.map((country) => ({ value: country.code, label: country.name }))}
          initialValue={analysisRequest?.country.code ?? ''}
          required
        />
      </AboutRequestCard>
      <ClassificationCard form={form} t={t} lists={classificationLists} initial={classification} />
      <Card>
        <FormFieldset legend={t('form.goalsSection')}>
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
        </FormFieldset>
      </Card>
    </RequestFormPage>
  );
}
