import type { InvoiceStatus, PaymentEventVerdict, SubscriptionState } from '@portal/contract';
import { useAdminTranslation } from '../../../i18n/admin';
import { StateTag, type StateTone } from '../../../components/ui/state-tag';

const INVOICE_TONES: Record<InvoiceStatus, StateTone> = {
  awaiting_payment: 'waiting',
  paid: 'good',
  cancelled: 'neutral',
  refund_due: 'waiting',
  refunded: 'bad',
};

/** Callbacks that changed something or may still: the rest are refusals worth a look. */
const VERDICT_TONES: Record<PaymentEventVerdict, StateTone> = {
  applied: 'good',
  replay: 'neutral',
  pending: 'waiting',
  failed: 'neutral',
  forged: 'bad',
  wrong_public_key: 'bad',
  bad_data: 'bad',
  unknown_order: 'bad',
  wrong_amount: 'bad',
  not_payable: 'neutral',
  reversed: 'bad',
  refund_due: 'waiting',
};

const SUBSCRIPTION_TONES: Record<SubscriptionState, StateTone> = {
  running: 'good',
  upcoming: 'waiting',
  ended: 'neutral',
  ended_early: 'bad',
};

export function InvoiceStatusTag({ status, className }: { status: InvoiceStatus; className?: string }) {
  const { t } = useAdminTranslation();
  return (
    <StateTag
      tone={INVOICE_TONES[status]}
      label={t(`invoiceStatus.${status}`)}
      testId="invoice-status"
      value={status}
      className={className}
    />
  );
}

export function VerdictTag({ verdict }: { verdict: PaymentEventVerdict }) {
  const { t } = useAdminTranslation();
  return (
    <StateTag
      tone={VERDICT_TONES[verdict]}
      label={t(`verdicts.${verdict}`)}
      testId="payment-verdict"
      value={verdict}
    />
  );
}

export function SubscriptionStateTag({ state }: { state: SubscriptionState }) {
  const { t } = useAdminTranslation();
  return (
    <StateTag
      tone={SUBSCRIPTION_TONES[state]}
      label={t(`subscriptionState.${state}`)}
      testId="subscription-state"
      value={state}
    />
  );
}
