import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { controlProps, INPUT_CLASSES, LabelledField } from './field-parts';
import type { ApiFormFields } from './use-api-form';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'id' | 'defaultValue'> & {
  form: ApiFormFields;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The saved value; what was typed before a failed submit wins. */
  initialValue?: string;
  className?: string;
};

/** A labelled single-line field with its hint and the errors beside it. */
export function TextField({
  form,
  name,
  label,
  hint,
  initialValue = '',
  className,
  required,
  ...input
}: TextFieldProps) {
  const isSecret = input.type === 'password';
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
        <input
          {...controlProps(field)}
          name={name}
          required={required}
          defaultValue={isSecret ? undefined : form.valueOf(name, initialValue)}
          className={cx(INPUT_CLASSES, input.readOnly && 'cursor-default border-slate-200 bg-slate-50')}
          {...input}
        />
      )}
    </LabelledField>
  );
}

/** Six digits from an authenticator, an e-mail or an SMS. */
export function CodeField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete'>) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      spellCheck={false}
      required
      {...props}
      className={cx('max-w-xs', props.className)}
    />
  );
}
