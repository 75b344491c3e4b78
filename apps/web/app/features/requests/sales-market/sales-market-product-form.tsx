import { useState } from 'react';
import {
  computeSalesMarketProgress,
  REQUEST_LIMITS,
  SalesMarketProductBodySchema,
  type Country,
  type Currency,
  type ExportService,
  type GeoCountryGroup,
  type IncotermItem,
  type ProgressBarQuestionItem,
  type SalesMarketApplication,
} from '@portal/contract';
import { FormAlert, FormStatus } from '../../../components/form/form-feedback';
import { TextField } from '../../../components/form/text-field';
import { useApiForm } from '../../../components/form/use-api-form';
import { buttonClasses } from '../../../components/ui/button-link';
import { useRequestsTranslation } from '../../../i18n/requests';
import { cx } from '../../../lib/cx';
import { INTENT_FIELD, readFormValues } from '../../../lib/forms/form-values';
import { ProfileSection } from '../../../components/ui/page-heading';
import type { ClassificationLists } from '../../../components/requests/classification-data';
import { ClassificationPicker } from '../../../components/requests/classification-picker';
import { CountryMultiSelect } from '../../../components/requests/country-multi-select';
import { ProgressBar } from '../../../components/requests/progress-bar';
import { QuestionsField } from '../../../components/requests/questions-field';
import { TextAreaField } from '../../../components/form/text-area-field';
import { ContactFields } from './contact-fields';
import { IncotermsField } from './incoterms-field';
import { SalesMarketVolumeFields } from './sales-market-volume-fields';
import {
  adaptBodySchema,
  DRAFT_MODE,
  type DraftSaved,
  PRODUCT_FIELDS,
  readAnswers,
  readSavedProgressValues,
  toProductBody,
} from './sales-market-values';
import { ServicesField } from './services-field';

export type SalesMarketReference = {
  lists: ClassificationLists;
  currencies: Currency[];
  incoterms: IncotermItem[];
  countries: Country[];
  geoGroups: GeoCountryGroup[];
  services: ExportService[];
  questions: ProgressBarQuestionItem[];
};

const PRODUCT_SCHEMA = adaptBodySchema(SalesMarketProductBodySchema, toProductBody);

/** The live progress bar: what the form holds now (decision 014 §6). */
function computeFormProgress(form: HTMLFormElement): number {
  const values = readFormValues(new FormData(form), PRODUCT_FIELDS);
  const text = (name: string) => (typeof values[name] === 'string' ? values[name] : '');
  return computeSalesMarketProgress(
    {
      contact_name: text('contact_name'),
      contact_phone: text('contact_phone'),
      contact_email: text('contact_email'),
      product_name_uk: text('product_name_uk'),
      product_name_en: text('product_name_en'),
      hs_product_item: text('hs_product_item'),
      description: text('description'),
      production_capacity: text('production_capacity'),
      price: text('price'),
      incoterms: values.incoterms,
      target_countries: values.target_countries,
    },
    readAnswers(values),
  );
}

/**
 * Step 2 of an export application (decision 014): the product, its volumes and price, delivery
 * terms, markets, services and the readiness questions, with the progress bar counting along.
 * 'Save draft' keeps it `created`; 'Submit for review' sends it to the managers.
 */
export function SalesMarketProductForm({
  application,
  reference,
}: {
  application: SalesMarketApplication;
  reference: SalesMarketReference;
}) {
  const { t } = useRequestsTranslation();
  const form = useApiForm<DraftSaved>({ intent: 'product', fields: PRODUCT_FIELDS, schema: PRODUCT_SCHEMA });
  const [progress, setProgress] = useState(() =>
    computeSalesMarketProgress(readSavedProgressValues(application), application.answers),
  );
  const formElement = form.formProps.ref;
  // Counted on the next frame, once React has rendered the change: the form's fields then say
  // what is filled in (chips, search hits and the classification change fields from code).
  const recount = () =>
    window.requestAnimationFrame(() => {
      if (formElement.current) setProgress(computeFormProgress(formElement.current));
    });

  const isDraft = application.status === 'created';
  const { classification } = application;

  return (
    <form.Form
      {...form.formProps}
      onInput={recount}
      onChange={recount}
      className="flex flex-col gap-6"
      data-testid="product-form"
    >
      <input type="hidden" name={INTENT_FIELD} value={form.intent} />
      <FormAlert errors={form.generalErrors} testId="product-error" />
      <div className="rounded-2xl border border-brand-100 bg-brand-50 p-5" data-testid="form-progress-card">
        <ProgressBar value={progress} label={t('market.progress')} testId="form-progress" />
        <p className="mt-2 text-sm leading-snug text-muted">{t('market.edit.progressHint')}</p>
      </div>

      <ProfileSection id="product-section" title={t('market.sections.product')}>
        <div className="grid gap-5">
          <div className="grid gap-5 md:grid-cols-2">
            <TextField
              form={form}
              name="product_name_uk"
              label={t('market.fields.productNameUk')}
              required
              maxLength={300}
              initialValue={application.product_name_uk}
            />
            <TextField
              form={form}
              name="product_name_en"
              label={t('market.fields.productNameEn')}
              hint={t('market.fields.productNameEnHint')}
              required
              lang="en"
              maxLength={300}
              initialValue={application.product_name_en}
            />
          </div>
          <ClassificationPicker
            form={form}
            lists={reference.lists}
            initial={{
              section: classification.section?.code ?? '',
              group: classification.group?.code ?? '',
              productItem: classification.product_item?.code ?? '',
            }}
            onChange={recount}
            legend={t('market.fields.classification')}
          />
          <TextAreaField
            form={form}
            name="description"
            label={t('market.fields.description')}
            hint={t('market.fields.descriptionHint', {
              min: REQUEST_LIMITS.descriptionMin,
              max: REQUEST_LIMITS.descriptionMax,
            })}
            required
            rows={5}
            maxLength={REQUEST_LIMITS.descriptionMax}
            initialValue={application.description}
          />
        </div>
      </ProfileSection>

      <SalesMarketVolumeFields form={form} application={application} currencies={reference.currencies} />

      <ProfileSection id="delivery-section" title={t('market.sections.delivery')}>
        <IncotermsField form={form} incoterms={reference.incoterms} initialValues={application.incoterms} />
      </ProfileSection>

      <ProfileSection id="markets-section" title={t('market.sections.markets')}>
        <div className="grid gap-8">
          <CountryMultiSelect
            form={form}
            name="target_countries"
            legend={t('market.fields.targetCountries')}
            hint={t('market.fields.targetCountriesHint', { max: REQUEST_LIMITS.targetCountriesMax })}
            groups={reference.geoGroups.map((group) => ({
              key: group.region,
              name: group.name,
              countries: group.countries,
            }))}
            initialValues={application.target_countries.map((country) => country.code)}
            max={REQUEST_LIMITS.targetCountriesMax}
            required
            onChange={recount}
            testId="target-countries"
          />
          <CountryMultiSelect
            form={form}
            name="exported_countries"
            legend={t('market.fields.exportedCountries')}
            hint={t('market.fields.exportedCountriesHint')}
            countries={reference.countries}
            initialValues={application.exported_countries.map((country) => country.code)}
            max={REQUEST_LIMITS.exportedCountriesMax}
            testId="exported-countries"
          />
        </div>
      </ProfileSection>

      <ProfileSection id="extra-section" title={t('market.sections.extra')}>
        <div className="grid gap-6">
          <TextAreaField
            form={form}
            name="certificates"
            label={t('market.fields.certificates')}
            hint={t('market.fields.certificatesHint')}
            rows={3}
            maxLength={REQUEST_LIMITS.certificatesMax}
            initialValue={application.certificates}
          />
          <ServicesField
            form={form}
            services={reference.services}
            initialValues={application.services.map((service) => String(service.id))}
          />
        </div>
      </ProfileSection>

      <ProfileSection
        id="readiness-section"
        title={t('market.sections.readiness')}
        lead={t('market.fields.questionsHint')}
      >
        <QuestionsField
          form={form}
          questions={reference.questions}
          initialAnswers={application.answers}
          onChange={recount}
          legend={<span className="sr-only">{t('market.sections.readiness')}</span>}
        />
      </ProfileSection>

      <ProfileSection
        id="contact-section"
        title={t('market.sections.personal')}
        lead={t('market.edit.contactLead')}
      >
        <ContactFields form={form} initial={application} />
      </ProfileSection>

      <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">
        <p className="text-[15px] text-ink" data-testid="form-progress-text">
          {t('market.edit.progressText', { progress })}
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          {isDraft && (
            <button
              type="submit"
              name="mode"
              value={DRAFT_MODE}
              aria-disabled={form.isSubmitting || undefined}
              className={cx(
                buttonClasses('outline'),
                'whitespace-normal',
                form.isSubmitting && 'cursor-wait opacity-80',
              )}
              data-testid="product-save-draft"
            >
              {t('market.edit.saveDraft')}
            </button>
          )}
          <button
            type="submit"
            name="mode"
            value="submit"
            aria-disabled={form.isSubmitting || undefined}
            className={cx(
              buttonClasses('solid'),
              'whitespace-normal',
              form.isSubmitting && 'cursor-wait opacity-80',
            )}
            data-testid="product-submit"
          >
            {application.status === 'in_finalization' ? t('market.edit.resubmit') : t('market.edit.submit')}
          </button>
          <FormStatus testId="product-status">
            {form.success !== null && !form.isSubmitting ? t('market.edit.draftSaved') : null}
          </FormStatus>
        </div>
      </div>
    </form.Form>
  );
}
