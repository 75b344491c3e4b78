import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import {
  describeField,
  FieldErrors,
  FieldHint,
  FieldLabel,
  INPUT_CLASSES,
} from '../../components/form/field-parts';
import type { ApiFormFields } from '../../components/form/use-api-form';

type TextAreaFieldProps = {
  form: ApiFormFields;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  maxLength?: number;
  className?: string;
};

/** A multi-line field with its hint and errors; Enter stays a line break here (spec §5). */
export function TextAreaField({ form, name, label, hint, maxLength, className }: TextAreaFieldProps) {
  const field = describeField(form, name, hint);
  return (
    <div className={className}>
      <FieldLabel htmlFor={field.id}>{label}</FieldLabel>
      <textarea
        id={field.id}
        name={name}
        rows={4}
        maxLength={maxLength}
        defaultValue={form.valueOf(name, '')}
        aria-invalid={field.invalid || undefined}
        aria-describedby={field.describedBy}
        className={cx(INPUT_CLASSES, 'min-h-28 py-3 leading-relaxed')}
      />
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <FieldErrors id={field.errorId} errors={field.errors} testId={`${field.id}-error`} />
    </div>
  );
}
