import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Trans } from '../../i18n/trans';
import type { Country, Currency, IncotermItem } from '@portal/contract';
import { CheckboxField, SelectField } from '../../components/form/choice-fields';
import { FormAlert, SubmitButton } from '../../components/form/form-feedback';
import { TextField } from '../../components/form/text-field';
import type { ApiForm } from '../../components/form/use-api-form';
import { LocalizedLink } from '../../i18n/localized-link';
import { usePagesTranslation } from '../../i18n/pages';
import { useLocale } from '../../i18n/use-locale';
import { INTENT_FIELD } from '../../lib/forms/form-values';
import { TextAreaField } from '../../components/form/text-area-field';
import { HsCodeCombobox } from '../../components/classification/hs-code-combobox';
import type { HsCodeHit } from '../../components/classification/hs-code-search';
import { IMPORT_UNITS, sortByName } from './import-values';

export type ImportReferences = {
  countries: Country[];
  currencies: Currency[];
  incoterms: IncotermItem[];
  /** The earliest deadline (tomorrow in Kyiv), decided by the server so both renders agree. */
  minDeadline: string;
};

export type ImportSuccess = { email: string };

/** True once the page runs in the browser: the code search needs JavaScript. */
const subscribeToNothing = () => () => {};
const isInBrowser = () => true;
const isOnServer = () => false;

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-slate-200 p-5 sm:p-7">
      <legend className="px-2 text-lg font-bold text-brand-900">{legend}</legend>
      <div className="mt-2 grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** The Incoterms rules with our short descriptions, readable without JavaScript too. */
function IncotermsGuide({ incoterms }: { incoterms: IncotermItem[] }) {
  const { t } = usePagesTranslation();
  return (
    <details className="sm:col-span-2 rounded-lg bg-slate-50 px-4 py-3 text-[15px]">
      <summary className="min-h-8 cursor-pointer font-semibold text-brand-700">
        {t('importApplication.incotermsGuide')}
      </summary>
      <dl className="mt-3 grid gap-3">
        {incoterms.map((rule) => (
          <div key={rule.code}>
            <dt className="font-semibold text-ink">
              {rule.code} — {rule.name}
            </dt>
            <dd className="text-muted">{rule.description}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** The `hs_code` field takes a product item (4 digits) or a group of goods (6 digits). */
const HS_CODE_LEVELS = ['productItem', 'goodsGroup'] as const;

/** A code found by the search goes into the `hs_code` field, which then has the focus. */
function fillHsCode(fieldId: string, hit: HsCodeHit): boolean {
  const input = document.getElementById(fieldId);
  if (!(input instanceof HTMLInputElement)) return false;
  input.value = hit.code;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.focus();
  return true;
}

type ImportFormProps = { form: ApiForm<ImportSuccess>; references: ImportReferences };

/** The import application (DOMAIN.md importer sale) for foreign buyers; Enter moves to the next field. */
export function ImportForm({ form, references }: ImportFormProps) {
  const { t } = usePagesTranslation();
  const locale = useLocale();
  const isHydrated = useSyncExternalStore(subscribeToNothing, isInBrowser, isOnServer);
  const [incoterm, setIncoterm] = useState(() => form.valueOf('incoterms', ''));
  const countries = useMemo(() => sortByName(references.countries, locale), [references.countries, locale]);
  const chosenRule = references.incoterms.find((rule) => rule.code === incoterm);
  const hsCodeId = `${form.idPrefix}-hs_code`;

  return (
    <form.Form
      {...form.formProps}
      onChange={(event) => {
        const { target } = event;
        if (target instanceof HTMLSelectElement && target.name === 'incoterms') setIncoterm(target.value);
      }}
      className="flex flex-col gap-8"
      data-testid="import-form"
    >
      <input type="hidden" name={INTENT_FIELD} value={form.intent} />
      <div className="flex flex-col gap-4">
        <p className="text-[15px] text-muted">{t('importApplication.required')}</p>
        <FormAlert errors={form.generalErrors} testId="import-error" />
      </div>

      <Group legend={t('importApplication.companySection')}>
        <TextField
          form={form}
          name="company_name"
          label={t('importApplication.companyName')}
          autoComplete="organization"
          maxLength={200}
          required
          className="sm:col-span-2"
        />
        <SelectField
          form={form}
          name="country_code"
          label={t('importApplication.country')}
          placeholder={t('importApplication.countryPlaceholder')}
          options={countries.map((country) => ({ value: country.code, label: country.name }))}
          required
        />
        <TextField
          form={form}
          name="website"
          type="url"
          inputMode="url"
          label={t('importApplication.website')}
          hint={t('importApplication.websiteHint')}
          autoComplete="url"
          maxLength={255}
        />
      </Group>

      <Group legend={t('importApplication.contactSection')}>
        <TextField
          form={form}
          name="contact_name"
          label={t('importApplication.contactName')}
          autoComplete="name"
          maxLength={200}
          required
        />
        <TextField
          form={form}
          name="contact_position"
          label={t('importApplication.contactPosition')}
          autoComplete="organization-title"
          maxLength={200}
        />
        <TextField
          form={form}
          name="email"
          type="email"
          label={t('importApplication.email')}
          hint={t('importApplication.emailHint')}
          autoComplete="email"
          maxLength={254}
          required
        />
        <TextField
          form={form}
          name="phone"
          type="tel"
          label={t('importApplication.phone')}
          hint={t('importApplication.phoneHint')}
          autoComplete="tel"
          maxLength={20}
          required
        />
      </Group>

      <Group legend={t('importApplication.productSection')}>
        <TextField
          form={form}
          name="product_name"
          label={t('importApplication.productName')}
          maxLength={200}
          required
          className="sm:col-span-2"
        />
        <TextField
          form={form}
          name="hs_code"
          label={t('importApplication.hsCode')}
          hint={t('importApplication.hsCodeHint')}
          inputMode="numeric"
          autoComplete="off"
          pattern="[0-9]{4}([0-9]{2})?"
          maxLength={7}
          required
        />
        {isHydrated && (
          <HsCodeCombobox levels={HS_CODE_LEVELS} onChoose={(hit) => fillHsCode(hsCodeId, hit)} />
        )}
        <TextField
          form={form}
          name="quantity"
          label={t('importApplication.quantity')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          required
        />
        <SelectField
          form={form}
          name="unit"
          label={t('importApplication.unit')}
          placeholder={t('importApplication.unitPlaceholder')}
          options={IMPORT_UNITS.map((unit) => ({ value: unit, label: t(`importApplication.units.${unit}`) }))}
          required
        />
        <TextField
          form={form}
          name="target_price"
          label={t('importApplication.targetPrice')}
          hint={t('importApplication.targetPriceHint')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
        />
        <SelectField
          form={form}
          name="currency"
          label={t('importApplication.currency')}
          placeholder={t('importApplication.currencyPlaceholder')}
          options={references.currencies.map((currency) => ({
            value: currency.code,
            label: `${currency.code} — ${currency.name}`,
          }))}
        />
      </Group>

      <Group legend={t('importApplication.termsSection')}>
        <SelectField
          form={form}
          name="incoterms"
          label={t('importApplication.incoterms')}
          placeholder={t('importApplication.incotermsPlaceholder')}
          options={references.incoterms.map((rule) => ({
            value: rule.code,
            label: `${rule.code} — ${rule.name}`,
          }))}
          hint={chosenRule?.description}
          required
        />
        <TextField
          form={form}
          name="deadline"
          type="date"
          label={t('importApplication.deadline')}
          hint={t('importApplication.deadlineHint')}
          min={references.minDeadline}
          required
        />
        <IncotermsGuide incoterms={references.incoterms} />
        <TextAreaField
          form={form}
          name="comment"
          label={t('importApplication.comment')}
          hint={t('importApplication.commentHint')}
          maxLength={2000}
          className="sm:col-span-2"
        />
      </Group>

      <CheckboxField
        form={form}
        name="consent"
        required
        label={
          <Trans
            t={t}
            i18nKey="importApplication.consent"
            values={{ note: t('common.opensInNewTab') }}
            components={{
              privacy: (
                <LocalizedLink
                  to="/privacy-policy"
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
                />
              ),
              note: <span className="sr-only" />,
            }}
          />
        }
      />
      <SubmitButton isSubmitting={form.isSubmitting} className="self-start" testId="import-submit">
        {t('importApplication.submit')}
      </SubmitButton>
    </form.Form>
  );
}
