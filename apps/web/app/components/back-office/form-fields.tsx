import type { ReactNode } from 'react';
import { describeField, FieldErrors } from '../form/field-parts';
import type { ApiFormFields } from '../form/use-api-form';

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
