import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import {
  controlProps,
  describeField,
  FieldErrors,
  FieldHint,
  INPUT_CLASSES,
  LabelledField,
} from './field-parts';
import type { ApiFormFields } from './use-api-form';

type Option = { value: string; label: string };

type SelectFieldProps = {
  form: ApiFormFields;
  name: string;
  label: ReactNode;
  options: readonly Option[];
  placeholder: string;
  initialValue?: string;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
};

export function SelectField({
  form,
  name,
  label,
  options,
  placeholder,
  initialValue = '',
  required,
  hint,
  className,
}: SelectFieldProps) {
  return (
    <LabelledField
      form={form}
      name={name}
      label={label}
      hint={hint}
      required={required}
      className={className}
    >
      {(field) => (
        <select
          {...controlProps(field)}
          name={name}
          required={required}
          defaultValue={form.valueOf(name, initialValue)}
          className={cx(INPUT_CLASSES, 'pr-10')}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}

const BOX = 'mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-600';

type CheckboxGroupProps = {
  form: ApiFormFields;
  name: string;
  legend: ReactNode;
  options: readonly Option[];
  initialValues?: readonly string[];
  required?: boolean;
  hint?: ReactNode;
  className?: string;
};

/** Several choices under one legend; the errors of any item show under the group. */
export function CheckboxGroup({
  form,
  name,
  legend,
  options,
  initialValues = [],
  required,
  hint,
  className,
}: CheckboxGroupProps) {
  const field = describeField(form, name, hint);
  const checked = new Set(form.listOf(name, initialValues));
  return (
    <fieldset id={field.id} aria-describedby={field.describedBy} className={className}>
      <legend className="mb-2 text-[15px] font-semibold text-ink">
        {legend}
        {required && (
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-8 cursor-pointer items-start gap-3 text-[15px] text-ink"
          >
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={checked.has(option.value)}
              aria-invalid={field.invalid || undefined}
              className={BOX}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <FieldErrors id={field.errorId} errors={field.errors} testId={`${field.id}-error`} />
    </fieldset>
  );
}

type CheckboxFieldProps = {
  form: ApiFormFields;
  name: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** Ticked when the page opens (a saved answer). */
  initialChecked?: boolean;
};

/** One checkbox with a rich label (e.g. consent with links). */
export function CheckboxField({ form, name, label, required, hint, initialChecked }: CheckboxFieldProps) {
  const field = describeField(form, name, hint);
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={field.id}
          type="checkbox"
          name={name}
          required={required}
          defaultChecked={initialChecked}
          aria-invalid={field.invalid || undefined}
          aria-describedby={field.describedBy}
          className={BOX}
        />
        <label htmlFor={field.id} className="text-[15px] leading-snug text-ink">
          {label}
        </label>
      </div>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <FieldErrors id={field.errorId} errors={field.errors} testId={`${field.id}-error`} />
    </div>
  );
}

type RadioFieldProps = {
  form: ApiFormFields;
  name: string;
  legend: ReactNode;
  options: readonly Option[];
  initialValue?: string;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
};

/**
 * One choice among a few, under a legend, as plain radio buttons (a page without JavaScript posts
 * the choice as it is); the errors show under the group.
 */
export function RadioField({
  form,
  name,
  legend,
  options,
  initialValue = '',
  required,
  hint,
  className,
}: RadioFieldProps) {
  const field = describeField(form, name, hint);
  const chosen = form.valueOf(name, initialValue);
  return (
    // A radio takes no aria-invalid: the group does, and takes the focus after a refused submit.
    <fieldset
      id={field.id}
      role="radiogroup"
      aria-describedby={field.describedBy}
      aria-invalid={field.invalid || undefined}
      tabIndex={field.invalid ? -1 : undefined}
      className={className}
    >
      <legend className="mb-2 text-[15px] font-semibold text-ink">
        {legend}
        {required && (
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-6">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-10 cursor-pointer items-center gap-3 text-[15px] text-ink"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={chosen === option.value}
              required={required}
              className="size-5 shrink-0 accent-brand-600"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <FieldErrors id={field.errorId} errors={field.errors} testId={`${field.id}-error`} />
    </fieldset>
  );
}
