import type { InvoiceStatus, PaymentEventVerdict, SubscriptionState } from '@portal/contract';
import { useAdminTranslation } from '../../../i18n/admin';
import { cx } from '../../../lib/cx';

type Tone = 'waiting' | 'good' | 'neutral' | 'bad';

const TONES: Record<Tone, { box: string; dot: string }> = {
  waiting: { box: 'border-amber-300 bg-amber-50 text-amber-900', dot: 'bg-amber-500' },
  good: { box: 'border-green-200 bg-green-50 text-green-800', dot: 'bg-green-600' },
  neutral: { box: 'border-slate-300 bg-slate-50 text-slate-800', dot: 'bg-slate-500' },
  bad: { box: 'border-red-200 bg-red-50 text-red-800', dot: 'bg-red-600' },
};

const INVOICE_TONES: Record<InvoiceStatus, Tone> = {
  awaiting_payment: 'waiting',
  paid: 'good',
  cancelled: 'neutral',
  refund_due: 'waiting',
  refunded: 'bad',
};

/** Callbacks that changed something or may still: the rest are refusals worth a look. */
const VERDICT_TONES: Record<PaymentEventVerdict, Tone> = {
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

const SUBSCRIPTION_TONES: Record<SubscriptionState, Tone> = {
  running: 'good',
  upcoming: 'waiting',
  ended: 'neutral',
  ended_early: 'bad',
};

/** A state as a dot and words, never colour alone (as VerificationTag). */
function Tag({
  tone,
  label,
  testId,
  value,
  className,
}: {
  tone: Tone;
  label: string;
  testId: string;
  value: string;
  className?: string | undefined;
}) {
  const classes = TONES[tone];
  return (
    <span
      data-testid={testId}
      data-value={value}
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm leading-5 font-semibold whitespace-nowrap',
        classes.box,
        className,
      )}
    >
      <span className={cx('size-2 shrink-0 rounded-full', classes.dot)} aria-hidden="true" />
      {label}
    </span>
  );
}

export function InvoiceStatusTag({ status, className }: { status: InvoiceStatus; className?: string }) {
  const { t } = useAdminTranslation();
  return (
    <Tag
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
    <Tag
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
    <Tag
      tone={SUBSCRIPTION_TONES[state]}
      label={t(`subscriptionState.${state}`)}
      testId="subscription-state"
      value={state}
    />
  );
}
