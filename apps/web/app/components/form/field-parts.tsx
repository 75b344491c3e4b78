import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import type { ApiFormFields } from './use-api-form';

export const INPUT_CLASSES = cx(
  'block min-h-12 w-full rounded-lg border border-slate-400 bg-white px-4 text-base text-ink',
  'transition-colors duration-200 placeholder:text-slate-500',
  'hover:border-brand-600 focus-visible:border-brand-600',
  'aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50/40',
  'disabled:cursor-not-allowed disabled:bg-slate-100',
);

/** The ids and ARIA attributes that tie a field to its hint and errors (WCAG 1.3.1, 3.3.1). */
export function describeField(form: ApiFormFields, name: string, hint?: ReactNode) {
  const id = `${form.idPrefix}-${name}`;
  const errors = form.errorsFor(name);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { id, errors, hintId, errorId, describedBy, invalid: errors.length > 0 };
}

export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  // The asterisk stays outside the label: the field's name is the label's text alone, and
  // `required` on the field tells assistive technology the rest.
  return (
    <div className="mb-1.5 flex items-baseline gap-0.5">
      <label htmlFor={htmlFor} className="text-[15px] font-semibold text-ink">
        {children}
      </label>
      {required && (
        <span className="text-red-700" aria-hidden="true">
          *
        </span>
      )}
    </div>
  );
}

export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (!id || !children) return null;
  return (
    <p id={id} className="mt-1.5 text-sm leading-snug text-muted">
      {children}
    </p>
  );
}

export function FieldErrors({
  id,
  errors,
  testId,
}: {
  id: string | undefined;
  errors: string[];
  testId?: string;
}) {
  if (!id || errors.length === 0) return null;
  return (
    <p id={id} data-testid={testId} className="mt-1.5 text-sm leading-snug font-medium text-red-700">
      {errors.join(' ')}
    </p>
  );
}

export type DescribedField = ReturnType<typeof describeField>;

/** The attributes a field's control takes: its id and what describes it. */
export function controlProps(field: DescribedField) {
  return {
    id: field.id,
    'aria-invalid': field.invalid || undefined,
    'aria-describedby': field.describedBy,
  } as const;
}

/**
 * One labelled control with its hint and errors: the shell every single-control field shares.
 * `children` renders the control from the field's ids (spread `controlProps(field)` on it).
 */
export function LabelledField({
  form,
  name,
  label,
  hint,
  required,
  className,
  children,
}: {
  form: ApiFormFields;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean | undefined;
  className?: string | undefined;
  children: (field: DescribedField) => ReactNode;
}) {
  const field = describeField(form, name, hint);
  return (
    <div className={className}>
      <FieldLabel htmlFor={field.id} required={required}>
        {label}
      </FieldLabel>
      {children(field)}
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <FieldErrors id={field.errorId} errors={field.errors} testId={`${field.id}-error`} />
    </div>
  );
}
