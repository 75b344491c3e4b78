import { useId } from 'react';
import { PAYMENT_METHODS, type PaymentMethod } from '@portal/contract';
import { useMoneyTranslation } from '../../i18n/money';
import { cx } from '../../lib/cx';

/**
 * The choice of how to pay (`payment_method`: card or bank transfer) as radio boxes, each with
 * its hint; the whole box chooses. Posted with its form, so it works without JavaScript. Used by
 * a plan's purchase and by a priced service's order.
 */
export function PaymentMethodFieldset({
  id: fieldsetId,
  legend,
  checked,
  hints,
  errors = [],
  className,
}: {
  /** The fieldset's id: where an error summary's link leads. */
  id?: string;
  legend: string;
  checked: string;
  hints: Record<PaymentMethod, string>;
  errors?: readonly string[];
  className?: string;
}) {
  const { t } = useMoneyTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      id={fieldsetId}
      className={className}
      aria-describedby={errors.length > 0 ? errorId : undefined}
      data-testid="payment-method"
    >
      <legend className="mb-2 text-[15px] font-semibold text-ink">{legend}</legend>
      {errors.length > 0 && (
        <p id={errorId} className="mb-2 text-[15px] font-semibold text-red-700">
          {errors.join(' ')}
        </p>
      )}
      <div className="flex flex-col gap-2">
        {PAYMENT_METHODS.map((method) => (
          <div
            key={method}
            className={cx(
              'relative flex items-start gap-3 rounded-lg border p-3 has-checked:border-brand-600 has-checked:bg-brand-50',
              errors.length > 0 ? 'border-red-600' : 'border-slate-200',
            )}
          >
            <input
              id={`${id}-${method}`}
              type="radio"
              name="payment_method"
              value={method}
              defaultChecked={checked === method}
              aria-describedby={`${id}-${method}-hint`}
              className="mt-1 size-4 shrink-0 accent-brand-600"
              data-testid={`payment-method-${method}`}
            />
            <div className="text-[15px]">
              {/* The whole box chooses: the label stretches over it. */}
              <label
                htmlFor={`${id}-${method}`}
                className="block cursor-pointer font-semibold text-ink after:absolute after:inset-0 after:content-['']"
              >
                {t(`method.${method}`)}
              </label>
              <span id={`${id}-${method}-hint`} className="block text-sm text-muted">
                {hints[method]}
              </span>
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
