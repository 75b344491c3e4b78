import {
  REQUEST_LIMITS,
  type Country,
  type Currency,
  type ExportService,
  type GeoCountryGroup,
  type IncotermItem,
  type ProgressBarQuestionItem,
  type SalesMarketApplication,
} from '@portal/contract';
import { TextAreaField } from '../../components/form/text-area-field';
import { TextField } from '../../components/form/text-field';
import type { ApiFormFields } from '../../components/form/use-api-form';
import type { ClassificationLists } from '../../components/requests/classification-data';
import { ClassificationPicker } from '../../components/requests/classification-picker';
import { CountryMultiSelect } from '../../components/requests/country-multi-select';
import { QuestionsField } from '../../components/requests/questions-field';
import { useRequestsTranslation } from '../../i18n/requests';
import { ContactFields } from './contact-fields';
import { IncotermsField } from './incoterms-field';
import type { FormPage } from './sales-market-pages';
import { SalesMarketVolumeFields } from './sales-market-volume-fields';
import { ServicesField } from './services-field';

/** The reference lists of step 2; the loader fills those of the page shown (the others stay empty). */
export type SalesMarketReference = {
  lists: ClassificationLists;
  currencies: Currency[];
  incoterms: IncotermItem[];
  countries: Country[];
  geoGroups: GeoCountryGroup[];
  services: ExportService[];
  questions: ProgressBarQuestionItem[];
};

type PageFieldsProps = {
  page: FormPage;
  form: ApiFormFields;
  application: SalesMarketApplication;
  reference: SalesMarketReference;
};

/** The fields of one page of step 2, filled with what the application holds. */
export function SalesMarketPageFields({ page, form, application, reference }: PageFieldsProps) {
  const { t } = useRequestsTranslation();
  switch (page) {
    case 'product':
      return (
        <div className="grid gap-6">
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
          <TextAreaField
            form={form}
            name="description"
            label={t('market.fields.description')}
            hint={t('market.fields.descriptionHint', {
              min: REQUEST_LIMITS.descriptionMin,
              max: REQUEST_LIMITS.descriptionMax,
            })}
            required
            rows={4}
            maxLength={REQUEST_LIMITS.descriptionMax}
            initialValue={application.description}
          />
          <TextAreaField
            form={form}
            name="certificates"
            label={t('market.fields.certificates')}
            hint={t('market.fields.certificatesHint')}
            rows={2}
            maxLength={REQUEST_LIMITS.certificatesMax}
            initialValue={application.certificates}
          />
        </div>
      );
    case 'classification': {
      const { classification } = application;
      return (
        <ClassificationPicker
          form={form}
          lists={reference.lists}
          initial={{
            section: classification.section?.code ?? '',
            group: classification.group?.code ?? '',
            productItem: classification.product_item?.code ?? '',
          }}
          legend={<span className="sr-only">{t('market.fields.classification')}</span>}
        />
      );
    }
    case 'volume':
      return (
        <SalesMarketVolumeFields form={form} application={application} currencies={reference.currencies} />
      );
    case 'delivery':
      return (
        <IncotermsField form={form} incoterms={reference.incoterms} initialValues={application.incoterms} />
      );
    case 'markets':
      return (
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
      );
    case 'services':
      return (
        <ServicesField
          form={form}
          services={reference.services}
          initialValues={application.services.map((service) => String(service.id))}
        />
      );
    case 'readiness':
      return (
        <QuestionsField
          form={form}
          questions={reference.questions}
          initialAnswers={application.answers}
          legend={<span className="sr-only">{t('market.pages.titles.readiness')}</span>}
        />
      );
    case 'contact':
      return <ContactFields form={form} initial={application} />;
  }
}
