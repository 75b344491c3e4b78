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

type ChoiceGroupProps = {
  form: ApiFormFields;
  name: string;
  legend: ReactNode;
  options: readonly Option[];
  required?: boolean;
  hint?: ReactNode;
  className?: string;
};

const CHOICE_LAYOUT = {
  checkbox: {
    list: 'grid gap-x-6 gap-y-2 sm:grid-cols-2',
    label: 'flex min-h-8 cursor-pointer items-start gap-3 text-[15px] text-ink',
    input: BOX,
  },
  radio: {
    list: 'flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-6',
    label: 'flex min-h-10 cursor-pointer items-center gap-3 text-[15px] text-ink',
    input: 'size-5 shrink-0 accent-brand-600',
  },
} as const;

/**
 * Choices under one legend, posted as they are (a page without JavaScript works the same), the
 * required mark outside the legend's words as FieldLabel has it, and the errors under the group. A
 * checkbox says itself that it is invalid; a radio takes no `aria-invalid`, so its group does, and
 * takes the focus after a refused submit.
 */
function ChoiceGroup({
  type,
  isChosen,
  form,
  name,
  legend,
  options,
  required,
  hint,
  className,
}: ChoiceGroupProps & { type: 'checkbox' | 'radio'; isChosen: (value: string) => boolean }) {
  const field = describeField(form, name, hint);
  const layout = CHOICE_LAYOUT[type];
  const isRadio = type === 'radio';
  const invalid = field.invalid || undefined;
  return (
    <fieldset
      id={field.id}
      aria-describedby={field.describedBy}
      className={className}
      {...(isRadio ? { role: 'radiogroup', 'aria-invalid': invalid, tabIndex: invalid && -1 } : {})}
    >
      <legend className="mb-2 text-[15px] font-semibold text-ink">
        {legend}
        {required && (
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className={layout.list}>
        {options.map((option) => (
          <label key={option.value} className={layout.label}>
            <input
              type={type}
              name={name}
              value={option.value}
              defaultChecked={isChosen(option.value)}
              {...(isRadio ? { required } : { 'aria-invalid': invalid })}
              className={layout.input}
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

/** Several choices under one legend; the errors of any item show under the group. */
export function CheckboxGroup({
  initialValues = [],
  ...props
}: ChoiceGroupProps & { initialValues?: readonly string[] }) {
  const checked = new Set(props.form.listOf(props.name, initialValues));
  return <ChoiceGroup {...props} type="checkbox" isChosen={(value) => checked.has(value)} />;
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

/** One choice among a few, under a legend, as plain radio buttons; the errors show under the group. */
export function RadioField({ initialValue = '', ...props }: ChoiceGroupProps & { initialValue?: string }) {
  const chosen = props.form.valueOf(props.name, initialValue);
  return <ChoiceGroup {...props} type="radio" isChosen={(value) => value === chosen} />;
}
