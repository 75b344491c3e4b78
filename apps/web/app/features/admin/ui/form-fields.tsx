import type { ReactNode } from 'react';
import {
  describeField,
  FieldErrors,
  FieldHint,
  FieldLabel,
  INPUT_CLASSES,
} from '../../../components/form/field-parts';
import type { ApiFormFields } from '../../../components/form/use-api-form';
import { cx } from '../../../lib/cx';

type TextAreaFieldProps = {
  form: ApiFormFields;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  maxLength?: number;
  required?: boolean;
  rows?: number;
  className?: string;
};

/** A multi-line field with its hint and errors; Enter stays a line break here (spec §5). */
export function TextAreaField({
  form,
  name,
  label,
  hint,
  maxLength,
  required,
  rows = 4,
  className,
}: TextAreaFieldProps) {
  const field = describeField(form, name, hint);
  return (
    <div className={className}>
      <FieldLabel htmlFor={field.id} required={required}>
        {label}
      </FieldLabel>
      <textarea
        id={field.id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        required={required}
        defaultValue={form.valueOf(name, '')}
        aria-invalid={field.invalid || undefined}
        aria-describedby={field.describedBy}
        className={cx(INPUT_CLASSES, 'min-h-24 py-3 leading-relaxed')}
      />
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <FieldErrors id={field.errorId} errors={field.errors} testId={`${field.id}-error`} />
    </div>
  );
}

type RadioGroupProps = {
  form: ApiFormFields;
  name: string;
  legend: ReactNode;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  className?: string;
};

/** One choice among a few, under a legend; its errors show under the group. */
export function RadioGroup({ form, name, legend, options, value, onChange, className }: RadioGroupProps) {
  const field = describeField(form, name);
  return (
    <fieldset id={field.id} aria-describedby={field.describedBy} className={className}>
      <legend className="mb-2 text-[15px] font-semibold text-ink">{legend}</legend>
      <div className="flex flex-col gap-1">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 text-[15px] text-ink hover:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-5 shrink-0 accent-brand-600"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldErrors id={field.errorId} errors={field.errors} testId={`${field.id}-error`} />
    </fieldset>
  );
}
