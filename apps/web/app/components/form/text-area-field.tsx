import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { describeField, FieldErrors, FieldHint, FieldLabel, INPUT_CLASSES } from './field-parts';
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
        required={required}
        maxLength={maxLength}
        defaultValue={form.valueOf(name, initialValue)}
        aria-invalid={field.invalid || undefined}
        aria-describedby={field.describedBy}
        className={cx(INPUT_CLASSES, 'min-h-28 py-3 leading-relaxed')}
      />
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <FieldErrors id={field.errorId} errors={field.errors} testId={`${field.id}-error`} />
    </div>
  );
}
