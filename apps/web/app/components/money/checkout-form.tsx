import { useEffect, useRef } from 'react';
import type { Checkout } from '@portal/contract';
import { buttonClasses } from '../ui/button-link';
import { useMoneyTranslation } from '../../i18n/money';
import { cx } from '../../lib/cx';

/**
 * LiqPay's checkout (decision 027): a form that POSTs `data` and `signature` to the checkout's
 * address. It submits itself as soon as it is shown, saying so; without JavaScript (or if the
 * browser holds it back) the button sends it. The page's Content-Security-Policy admits LiqPay's
 * origin in `form-action` (apps/server plugins/security-headers.ts).
 */
export function CheckoutForm({ checkout, className }: { checkout: Checkout; className?: string }) {
  const { t } = useMoneyTranslation();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.submit();
  }, [checkout]);
  return (
    <form
      ref={form}
      method="post"
      action={checkout.url}
      acceptCharset="utf-8"
      data-testid="checkout-form"
      className={cx('rounded-xl border border-brand-100 bg-brand-50 p-4 sm:p-5', className)}
    >
      <input type="hidden" name="data" value={checkout.data} />
      <input type="hidden" name="signature" value={checkout.signature} />
      <div role="status" className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="mt-1 size-4 shrink-0 animate-spin rounded-full border-2 border-brand-700 border-r-transparent"
        />
        <p className="text-[15px] text-ink">
          <strong className="block text-brand-900" data-testid="checkout-redirecting">
            {t('checkout.redirectingTitle')}
          </strong>
          {t('checkout.redirectingText')}
        </p>
      </div>
      <button
        type="submit"
        className={cx(buttonClasses('solid'), 'mt-4 max-w-full whitespace-normal')}
        data-testid="checkout-continue"
      >
        {t('checkout.continue')}
      </button>
    </form>
  );
}
