import { useState } from 'react';
import type { Tariff as TariffPlan } from '@portal/contract';
import { FormAlert, SubmitButton } from '../../components/form/form-feedback';
import { useApiForm } from '../../components/form/use-api-form';
import { CheckoutForm } from '../../components/money/checkout-form';
import { PaymentMethodFieldset } from '../../components/money/payment-method-fieldset';
import { buttonClasses } from '../../components/ui/button-link';
import { ChevronDownIcon } from '../../components/ui/icons';
import { useMoneyTranslation } from '../../i18n/money';
import { cx } from '../../lib/cx';
import { INTENT_FIELD } from '../../lib/forms/form-values';
import { DEFAULT_PAYMENT_METHOD, PURCHASE_FIELDS, PURCHASE_INTENT, type CardPurchase } from './purchase';

/**
 * A paid plan's button (issue 14 §4): it opens the choice of payment method (a disclosure, so it
 * works without JavaScript too), and the form buys the plan. By card the answer is LiqPay's
 * checkout, which submits itself with a visible 'Redirecting…'; by bank transfer the action
 * redirects to the new invoice. A refusal is told beside the button.
 */
export function PurchaseChoice({
  plan,
  isRenewal,
  isRecommended,
}: {
  plan: TariffPlan;
  isRenewal: boolean;
  isRecommended: boolean;
}) {
  const { t } = useMoneyTranslation();
  const form = useApiForm<CardPurchase>({ intent: PURCHASE_INTENT, fields: PURCHASE_FIELDS });
  // Without JavaScript every plan's form reads the same action answer: each shows only its own.
  const isMine = form.valueOf('tariff', plan.slug) === plan.slug;
  const errors = isMine ? form.generalErrors : [];
  const checkout = form.success?.tariff === plan.slug ? form.success.checkout : null;
  const [isOpen, setIsOpen] = useState(false);
  const label = t(isRenewal ? 'purchase.renew' : 'purchase.choose', { plan: plan.name });
  const checkedMethod = isMine
    ? form.valueOf('payment_method', DEFAULT_PAYMENT_METHOD)
    : DEFAULT_PAYMENT_METHOD;

  if (checkout) return <CheckoutForm checkout={checkout} className="mt-6" />;
  return (
    <details
      className="group mt-6"
      open={isOpen || errors.length > 0}
      onToggle={(event) => setIsOpen(event.currentTarget.open)}
      data-testid="plan-purchase"
    >
      <summary
        className={cx(
          buttonClasses(isRecommended ? 'solid' : 'outline'),
          'w-full cursor-pointer list-none py-2 text-center whitespace-normal [&::-webkit-details-marker]:hidden',
        )}
        data-testid="plan-action"
      >
        {label}
        <ChevronDownIcon
          width={18}
          height={18}
          aria-hidden="true"
          className="shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <form.Form {...form.formProps} className="mt-4 flex flex-col gap-4">
        <input type="hidden" name={INTENT_FIELD} value={form.intent} />
        <input type="hidden" name="tariff" value={plan.slug} />
        <PaymentMethodFieldset
          legend={t('purchase.method', { plan: plan.name })}
          checked={checkedMethod}
          hints={{ card: t('purchase.cardHint'), bank_transfer: t('purchase.transferHint') }}
        />
        {isRenewal && <p className="text-sm text-muted">{t('purchase.stacksNote')}</p>}
        <FormAlert errors={errors} testId="purchase-error" />
        <SubmitButton isSubmitting={form.isSubmitting} className="w-full" testId="purchase-submit">
          {t('purchase.submit')}
        </SubmitButton>
      </form.Form>
    </details>
  );
}
