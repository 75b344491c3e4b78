import type { Checkout } from '@portal/contract';
import { FormAlert, SubmitButton } from '../form/form-feedback';
import { useApiForm } from '../form/use-api-form';
import { useMoneyTranslation } from '../../i18n/money';
import { INTENT_FIELD, type FieldSpec } from '../../lib/forms/form-values';
import { CheckoutForm } from './checkout-form';

/** The pay-by-card form of a page that shows an invoice (`checkoutInvoice`, pay-by-card.server.ts). */
export const PAY_INTENT = 'pay';
export const PAY_FIELDS = {} as const satisfies FieldSpec;

/**
 * 'Pay by card': LiqPay's checkout for an invoice awaiting a card payment, asked for by the page's
 * action and submitted at once (CheckoutForm; without JavaScript its button sends it). Used by the
 * invoice's page and by the page of what the invoice pays for (a catalogue order).
 */
export function PayByCard({ label, className }: { label?: string; className?: string }) {
  const { t } = useMoneyTranslation();
  const form = useApiForm<{ checkout: Checkout }>({ intent: PAY_INTENT, fields: PAY_FIELDS });
  if (form.success) return <CheckoutForm checkout={form.success.checkout} className={className ?? 'mt-4'} />;
  return (
    <form.Form {...form.formProps} className={className ?? 'mt-4 flex flex-col items-start gap-3'}>
      <input type="hidden" name={INTENT_FIELD} value={form.intent} />
      <SubmitButton isSubmitting={form.isSubmitting} testId="invoice-pay">
        {label ?? t('invoice.payByCard')}
      </SubmitButton>
      <FormAlert errors={form.generalErrors} testId="invoice-pay-error" />
    </form.Form>
  );
}
