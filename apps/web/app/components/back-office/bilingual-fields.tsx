import type { ReactNode } from 'react';
import { describeField, FieldErrors, FieldHint } from '../form/field-parts';
import { TextAreaField } from '../form/text-area-field';
import { TextField } from '../form/text-field';
import type { ApiFormFields } from '../form/use-api-form';
import { useLocale } from '../../i18n/use-locale';
import { foreignLang } from '../../lib/localized-name';

type Bilingual = { uk: string; en: string };

/**
 * A text in both languages (`name.uk`, `name.en`): the Ukrainian field and the English one side
 * by side on wide screens, the other language's marked with `lang`.
 */
export function BilingualFields({
  form,
  name,
  labels,
  values,
  maxLength,
  isLong = false,
  isRequired = false,
  isReadOnly = false,
  rows = 3,
}: {
  form: ApiFormFields;
  name: string;
  labels: Bilingual;
  values: Bilingual;
  maxLength: number;
  isLong?: boolean;
  /** The lines a long text shows. */
  rows?: number;
  isRequired?: boolean;
  isReadOnly?: boolean;
}) {
  const locale = useLocale();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {(['uk', 'en'] as const).map((lang) =>
        isLong && !isReadOnly ? (
          <TextAreaField
            key={lang}
            form={form}
            name={`${name}.${lang}`}
            label={labels[lang]}
            initialValue={values[lang]}
            maxLength={maxLength}
            required={isRequired}
            rows={rows}
          />
        ) : (
          <TextField
            key={lang}
            form={form}
            name={`${name}.${lang}`}
            label={labels[lang]}
            initialValue={values[lang]}
            maxLength={maxLength}
            required={isRequired && !isReadOnly}
            readOnly={isReadOnly}
            lang={foreignLang(lang, locale)}
          />
        ),
      )}
    </div>
  );
}

/**
 * One checkbox that starts from a saved value (a tariff's 'public'), with its hint and errors;
 * the shared CheckboxField is for consents, which always start unticked.
 */
export function SavedCheckbox({
  form,
  name,
  label,
  hint,
  isChecked,
  isReadOnly = false,
}: {
  form: ApiFormFields;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  isChecked: boolean;
  isReadOnly?: boolean;
}) {
  const field = describeField(form, name, hint);
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={field.id}
          type="checkbox"
          name={name}
          defaultChecked={isChecked}
          disabled={isReadOnly}
          aria-invalid={field.invalid || undefined}
          aria-describedby={field.describedBy}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-600"
        />
        <label htmlFor={field.id} className="text-[15px] leading-snug font-semibold text-ink">
          {label}
        </label>
      </div>
      <div className="pl-8">
        <FieldHint id={field.hintId}>{hint}</FieldHint>
        <FieldErrors id={field.errorId} errors={field.errors} testId={`${field.id}-error`} />
      </div>
    </div>
  );
}
