import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { buttonClasses, type ButtonVariant } from '../ui/button-link';

/**
 * The form's alert region: general errors (no field of their own) are announced as they appear.
 * The region is always present, so assistive technology is listening before the text arrives.
 */
export function FormAlert({ errors, testId }: { errors: readonly string[]; testId?: string }) {
  return (
    <div
      role="alert"
      data-testid={testId}
      className={cx(
        errors.length > 0 &&
          'rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-[15px] font-medium text-red-800',
      )}
    >
      {errors.length === 1
        ? errors[0]
        : errors.length > 1 && (
            <ul className="list-disc pl-5">
              {errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          )}
    </div>
  );
}

/** A polite status line, e.g. 'Зміни збережено'. */
export function FormStatus({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p
      role="status"
      data-testid={testId}
      className={cx(children ? 'text-[15px] font-semibold text-green-800' : 'sr-only')}
    >
      {children}
    </p>
  );
}

type SubmitButtonProps = {
  children: ReactNode;
  isSubmitting: boolean;
  /** Not available yet (e.g. before a code may be sent again); stays focusable. */
  isUnavailable?: boolean;
  variant?: ButtonVariant;
  className?: string;
  testId?: string;
  /** Sent with the form when this button sends it: one form whose buttons each name their record. */
  name?: string;
  value?: string;
  onClick?: () => void;
};

/** Stays focusable while the form is sent; a second press is ignored by the form. */
export function SubmitButton({
  children,
  isSubmitting,
  isUnavailable = false,
  variant = 'solid',
  className,
  testId,
  name,
  value,
  onClick,
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      onClick={onClick}
      data-testid={testId}
      aria-disabled={isSubmitting || isUnavailable || undefined}
      className={cx(
        buttonClasses(variant, 'md'),
        // Long labels ('Увімкнути двофакторну автентифікацію') wrap on phones.
        'max-w-full min-w-40 py-2 text-center whitespace-normal',
        isSubmitting && 'cursor-wait opacity-80',
        isUnavailable && !isSubmitting && 'cursor-not-allowed opacity-60',
        className,
      )}
    >
      {isSubmitting && (
        <span
          className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
          aria-hidden="true"
        />
      )}
      {children}
    </button>
  );
}
