import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { controlProps, INPUT_CLASSES, LabelledField } from './field-parts';
import type { ApiFormFields } from './use-api-form';

export type TextAreaFieldProps = {
  form: ApiFormFields;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The saved value; what was typed before a failed submit wins. */
  initialValue?: string;
  required?: boolean;
  maxLength?: number;
  rows?: number;
  className?: string;
};

/** A labelled multi-line field with its hint and errors; Enter stays a line break here (spec §5). */
export function TextAreaField({
  form,
  name,
  label,
  hint,
  initialValue = '',
  required,
  maxLength,
  rows = 4,
  className,
}: TextAreaFieldProps) {
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
        <textarea
          {...controlProps(field)}
          name={name}
          rows={rows}
          required={required}
          maxLength={maxLength}
          defaultValue={form.valueOf(name, initialValue)}
          className={cx(INPUT_CLASSES, 'min-h-28 py-3 leading-relaxed')}
        />
      )}
    </LabelledField>
  );
}
