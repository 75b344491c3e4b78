import type { CountryNames } from './country-names';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import {
  fileKinds,
  FORM_FILE_ACCEPT,
  formToday,
  LOCALE_ISO,
  textMaxLength,
  toApiLocale,
  type ApiLocale,
  type FormAnswerValue,
  type FormAnswers,
  type FormDefinition,
  type FormField,
  type FormFieldOf,
  type UiLocale,
} from '@portal/contract';
import { HsCodeCombobox } from '../classification/hs-code-combobox';
import type { HsCodeHit } from '../classification/hs-code-search';
import { CheckboxField, CheckboxGroup, SelectField } from '../form/choice-fields';
import { controlProps, INPUT_CLASSES, LabelledField } from '../form/field-parts';
import { TextAreaField } from '../form/text-area-field';
import { TextField } from '../form/text-field';
import type { ApiFormFields } from '../form/use-api-form';
import { useDesignedFormTranslation } from '../../i18n/designedForm';
import { cx } from '../../lib/cx';
import { keptFileInputName, removeFileInputName } from './designed-answers';

/** What the form knows of an uploaded file: its name, by file id. */
export type UploadedFiles = Readonly<Record<string, { name: string }>>;

export type DesignedFormFieldsProps = {
  definition: FormDefinition;
  form: ApiFormFields;
  /** The language of the labels and texts: the page's, or either in the back office's preview. */
  locale: UiLocale;
  /** Saved answers (editing an order); what was typed before a failed submit wins. */
  initial?: Readonly<Partial<FormAnswers>>;
  uploadedFiles?: UploadedFiles;
  /** The countries named as the server names them (`designedCountryNames`, sent by the loader). */
  countryNames: CountryNames;
};

type T = ReturnType<typeof useDesignedFormTranslation>['t'];
type FieldContext = {
  form: ApiFormFields;
  countryNames: CountryNames;
  locale: UiLocale;
  lang: ApiLocale;
  t: T;
  initial: Readonly<Partial<FormAnswers>>;
  uploadedFiles: UploadedFiles;
  isHydrated: boolean;
};

const HS_CODE_LEVELS = ['productItem', 'goodsGroup'] as const;

const subscribeToNothing = () => () => {};
const isInBrowser = () => true;
const isOnServer = () => false;

/**
 * The fields of a form a manager designed (issue 27 §3), with the portal's own form components:
 * each section a fieldset under its title, each field labelled in the page's language with its
 * help, its required mark and its errors beside it. Inputs are named by field key, so the form
 * posts without JavaScript (`readDesignedAnswers` reads it; the form needs
 * `encType="multipart/form-data"` when it has a file field).
 */
export function DesignedFormFields({
  definition,
  form,
  locale,
  initial = {},
  uploadedFiles = {},
  countryNames,
}: DesignedFormFieldsProps) {
  const { t } = useDesignedFormTranslation(locale);
  const isHydrated = useSyncExternalStore(subscribeToNothing, isInBrowser, isOnServer);
  const lang = toApiLocale(locale);
  const context: FieldContext = { form, locale, lang, t, initial, uploadedFiles, isHydrated, countryNames };
  return (
    <div className="flex flex-col gap-8">
      {definition.sections.map((section) => (
        <fieldset
          key={section.key}
          id={`${form.idPrefix}-section-${section.key}`}
          className="flex min-w-0 flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
        >
          <legend className="px-1 text-lg font-bold text-brand-900">{section.title[lang]}</legend>
          {section.description[lang] && (
            <p className="-mt-2 text-[15px] text-muted">{section.description[lang]}</p>
          )}
          {section.fields.map((field) => (
            <DesignedField key={field.key} field={field} context={context} />
          ))}
        </fieldset>
      ))}
    </div>
  );
}

/** A saved answer as an input's text: numbers in the language's decimal separator. */
function initialText(value: FormAnswerValue | undefined, lang: ApiLocale): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return lang === 'uk' ? String(value).replace('.', ',') : String(value);
  return '';
}

function DesignedField({ field, context }: { field: FormField; context: FieldContext }) {
  const { form, lang, t, initial } = context;
  const { key, required } = field;
  const label = field.label[lang];
  const hint = field.help[lang] || undefined;
  const saved = initial[key];
  switch (field.kind) {
    case 'text':
      return (
        <TextField
          form={form}
          name={key}
          label={label}
          hint={hint}
          required={required}
          initialValue={initialText(saved, lang)}
          maxLength={textMaxLength(field)}
        />
      );
    case 'long_text':
      return (
        <TextAreaField
          form={form}
          name={key}
          label={label}
          hint={hint}
          required={required}
          initialValue={initialText(saved, lang)}
          maxLength={textMaxLength(field)}
          rows={5}
        />
      );
    case 'number':
      return (
        <TextField
          form={form}
          name={key}
          label={field.unit ? `${label}, ${field.unit[lang]}` : label}
          hint={hint}
          required={required}
          initialValue={initialText(saved, lang)}
          inputMode={field.integer && (field.min ?? 0) >= 0 ? 'numeric' : 'decimal'}
          autoComplete="off"
          maxLength={30}
          className="max-w-xs"
        />
      );
    case 'date': {
      const today = formToday();
      return (
        <TextField
          form={form}
          name={key}
          type="date"
          label={label}
          hint={hint}
          required={required}
          initialValue={initialText(saved, lang)}
          min={field.not_before_today ? today : undefined}
          max={field.not_after_today ? today : undefined}
          className="max-w-xs"
        />
      );
    }
    case 'select':
      return (
        <SelectField
          form={form}
          name={key}
          label={label}
          hint={hint}
          required={required}
          placeholder={t('choose')}
          initialValue={initialText(saved, lang)}
          options={field.options.map((option) => ({ value: option.value, label: option.label[lang] }))}
        />
      );
    case 'multi_select':
      return (
        <CheckboxGroup
          form={form}
          name={key}
          legend={label}
          hint={hint}
          required={required}
          initialValues={Array.isArray(saved) ? saved : []}
          options={field.options.map((option) => ({ value: option.value, label: option.label[lang] }))}
        />
      );
    case 'checkbox':
      return (
        <CheckboxField
          form={form}
          name={key}
          label={label}
          hint={hint}
          required={required}
          initialChecked={saved === true}
        />
      );
    case 'country':
      return <CountryField field={field} context={context} />;
    case 'hs_code':
      return <HsCodeField field={field} context={context} />;
    case 'file':
      return <FileField field={field} context={context} />;
  }
}

/** The portal's countries, named in the form's language and sorted for it. */
function CountryField({ field, context }: { field: FormFieldOf<'country'>; context: FieldContext }) {
  const { form, lang, t, initial, countryNames } = context;
  // In the server's order (`designedCountryNames`): sorting here could differ from the server's.
  const options = useMemo(
    () => Object.entries(countryNames).map(([code, name]) => ({ value: code, label: name })),
    [countryNames],
  );
  return (
    <SelectField
      form={form}
      name={field.key}
      label={field.label[lang]}
      hint={field.help[lang] || undefined}
      required={field.required}
      placeholder={t('chooseCountry')}
      initialValue={initialText(initial[field.key], lang)}
      options={options}
    />
  );
}

/** Puts a code found by the search into the field, as the import form does. */
function fillHsCode(fieldId: string, hit: HsCodeHit): boolean {
  const input = document.getElementById(fieldId);
  if (!(input instanceof HTMLInputElement)) return false;
  input.value = hit.code;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.focus();
  return true;
}

/**
 * One customs code typed as digits (dots and spaces are dropped); with JavaScript, the
 * classification's search fills it with a heading or subheading. A 10-digit national code is
 * typed: the search does not go that deep.
 */
function HsCodeField({ field, context }: { field: FormFieldOf<'hs_code'>; context: FieldContext }) {
  const { form, lang, t, initial, isHydrated } = context;
  const help = field.help[lang];
  return (
    <div className="flex flex-col gap-3">
      <TextField
        form={form}
        name={field.key}
        label={field.label[lang]}
        hint={help ? `${help} ${t('hsCodeHint')}` : t('hsCodeHint')}
        required={field.required}
        initialValue={initialText(initial[field.key], lang)}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={13}
        className="max-w-xs"
      />
      {isHydrated && (
        <HsCodeCombobox
          levels={HS_CODE_LEVELS}
          onChoose={(hit) => fillHsCode(`${form.idPrefix}-${field.key}`, hit)}
        />
      )}
    </div>
  );
}

/** What kinds of file a field takes, in words: "PDF, pictures or office documents, up to 10 MB." */
function fileHint(field: FormFieldOf<'file'>, locale: UiLocale, t: T): string {
  const kinds = fileKinds(field).map((kind) => t(`file.types.${kind}`));
  // British English lists: "pictures or office documents", without a comma before "or".
  const list = new Intl.ListFormat(locale === 'ua' ? LOCALE_ISO.ua : 'en-GB', { type: 'disjunction' }).format(
    kinds,
  );
  return t('file.hint', { types: list.charAt(0).toUpperCase() + list.slice(1) });
}

/**
 * A file input taking the field's kinds; an order's file already kept is named, stays unless
 * another is chosen, and (when the field is optional) can be removed.
 */
function FileField({ field, context }: { field: FormFieldOf<'file'>; context: FieldContext }) {
  const { form, locale, lang, t, initial, uploadedFiles } = context;
  const saved = initial[field.key];
  const savedId = typeof saved === 'object' && saved !== null && !Array.isArray(saved) ? saved.file_id : '';
  const keptId = form.valueOf(keptFileInputName(field.key), savedId);
  const help = field.help[lang];
  const types = fileHint(field, locale, t);
  const accept = fileKinds(field)
    .flatMap((kind) => FORM_FILE_ACCEPT[kind])
    .join(',');
  let kept: ReactNode = null;
  if (keptId) {
    const name = uploadedFiles[keptId]?.name ?? t('file.unnamed');
    kept = (
      <div className="mb-2 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-[15px] text-ink">
        <input type="hidden" name={keptFileInputName(field.key)} value={keptId} />
        <p className="font-medium break-words">{t('file.kept', { name })}</p>
        <p className="mt-1 text-sm text-muted">{t('file.keepOrReplace')}</p>
        {!field.required && (
          <label className="mt-2 flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={removeFileInputName(field.key)}
              className="size-4 accent-brand-600"
            />
            {t('file.remove')}
          </label>
        )}
      </div>
    );
  }
  return (
    <LabelledField
      form={form}
      name={field.key}
      label={field.label[lang]}
      hint={help ? `${help} ${types}` : types}
      required={field.required}
    >
      {(described) => (
        <>
          {kept}
          <input
            {...controlProps(described)}
            type="file"
            name={field.key}
            accept={accept}
            required={field.required && !keptId}
            className={cx(
              INPUT_CLASSES,
              'py-2.5 file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1',
            )}
          />
        </>
      )}
    </LabelledField>
  );
}
