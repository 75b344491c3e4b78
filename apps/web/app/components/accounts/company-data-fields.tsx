import { useMemo } from 'react';
import { BUSINESS_TYPES, FIELDS_OF_ACTIVITY, REGIONS, type CompanyInfo } from '@portal/contract';
import { CheckboxGroup, SelectField } from '../form/choice-fields';
import { TextField } from '../form/text-field';
import type { ApiFormFields } from '../form/use-api-form';
import { useAccountsTranslation } from '../../i18n/accounts';

type Labelled = { code: string; uk: string; en: string };

function toOptions(items: readonly Labelled[], language: 'uk' | 'en', sort: boolean) {
  const options = items.map((item) => ({ value: item.code, label: item[language] }));
  return sort ? options.sort((a, b) => a.label.localeCompare(b.label, language)) : options;
}

/** Every field of the company data (spec §3 companyInfo; contract CompanyDataBodySchema). */
export function CompanyDataFields({ form, company }: { form: ApiFormFields; company: CompanyInfo | null }) {
  const { t, i18n } = useAccountsTranslation();
  const language = i18n.language === 'en' ? 'en' : 'uk';
  const regions = useMemo(() => toOptions(REGIONS, language, true), [language]);
  const businessTypes = useMemo(() => toOptions(BUSINESS_TYPES, language, false), [language]);
  const activities = useMemo(() => toOptions(FIELDS_OF_ACTIVITY, language, false), [language]);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        form={form}
        name="name_ru"
        label={t('fields.nameUk')}
        autoComplete="organization"
        required
        initialValue={company?.name_ru}
        className="sm:col-span-2"
      />
      <TextField
        form={form}
        name="name_en"
        label={t('fields.nameEn')}
        hint={t('fields.nameEnHint')}
        autoComplete="off"
        lang="en"
        required
        initialValue={company?.name_en}
        className="sm:col-span-2"
      />
      <TextField
        form={form}
        name="year_of_foundation"
        label={t('fields.yearOfFoundation')}
        inputMode="numeric"
        maxLength={4}
        autoComplete="off"
        required
        initialValue={company?.year_of_foundation?.toString() ?? ''}
      />
      <TextField
        form={form}
        name="edrpou_code"
        label={t('fields.edrpou')}
        hint={t('fields.edrpouHint')}
        inputMode="numeric"
        maxLength={8}
        autoComplete="off"
        required
        initialValue={company?.edrpou_code}
      />
      <TextField
        form={form}
        name="ipn_code"
        label={t('fields.ipn')}
        hint={t('fields.ipnHint')}
        inputMode="numeric"
        maxLength={12}
        autoComplete="off"
        initialValue={company?.ipn_code}
      />
      <SelectField
        form={form}
        name="region"
        label={t('fields.region')}
        placeholder={t('fields.regionPlaceholder')}
        options={regions}
        required
        initialValue={company?.region ?? ''}
      />
      <CheckboxGroup
        form={form}
        name="fields_of_activity"
        legend={t('fields.fieldsOfActivity')}
        options={activities}
        required
        initialValues={company?.fields_of_activity ?? []}
        className="sm:col-span-2"
      />
      <SelectField
        form={form}
        name="type_business"
        label={t('fields.typeOfBusiness')}
        placeholder={t('fields.typeOfBusinessPlaceholder')}
        options={businessTypes}
        required
        initialValue={company?.type_business ?? ''}
      />
      <TextField
        form={form}
        name="website_url"
        label={t('fields.website')}
        hint={t('fields.websiteHint')}
        type="url"
        inputMode="url"
        autoComplete="url"
        initialValue={company?.website_url}
      />
      <TextField
        form={form}
        name="position_in_the_company"
        label={t('fields.positionInCompany')}
        autoComplete="organization-title"
        initialValue={company?.position_in_the_company}
        className="sm:col-span-2"
      />
    </div>
  );
}
