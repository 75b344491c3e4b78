import type { ReactNode } from 'react';
import type { ReportOrder, ReportOrderStatus } from '@portal/contract';
import { FormAlert, SubmitButton } from '../../components/form/form-feedback';
import { useApiForm } from '../../components/form/use-api-form';
import { CheckoutForm } from '../../components/money/checkout-form';
import { toInvoicePagePath } from '../../components/money/invoice-path';
import { PayByCard } from '../../components/money/pay-by-card';
import { PaymentMethodFieldset } from '../../components/money/payment-method-fieldset';
import { countMinutesLeft } from '../../components/report-orders/report-order-rules';
import { buttonClasses } from '../../components/ui/button-link';
import { LocalizedLink } from '../../i18n/localized-link';
import { useReportsTranslation } from '../../i18n/reports';
import { useLocale } from '../../i18n/use-locale';
import { cx } from '../../lib/cx';
import { formatDateTime } from '../../lib/format';
import { INTENT_FIELD } from '../../lib/forms/form-values';
import { formatKopiykas } from '../../lib/money';
import {
  CANCEL_INTENT,
  CONFIRM_INTENT,
  INVOICE_FIELDS,
  INVOICE_INTENT,
  NO_FIELDS,
  PAYMENT_METHOD_FIELD,
  type InvoiceDone,
  type OrderActionDone,
} from './report-forms';
import { RefreshStatuses } from './report-refresh';
import { reportPdfPath } from './report-paths';
import { searchAgainPath } from './report-search';
import { useMsLeft } from './use-time-left';

const TONES: Record<ReportOrderStatus, string> = {
  awaiting_confirmation: 'border-amber-300 bg-amber-50 text-amber-950',
  awaiting_payment: 'border-brand-100 bg-brand-50 text-brand-950',
  in_production: 'border-sky-300 bg-sky-50 text-sky-950',
  ready: 'border-green-300 bg-green-50 text-green-950',
  cancelled: 'border-slate-300 bg-slate-50 text-slate-900',
  failed: 'border-red-300 bg-red-50 text-red-950',
};

const LINK = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** One button that posts its intent (confirm, cancel) to the page's action, with its refusal beside it. */
function ActionButton({
  intent,
  label,
  variant,
  testId,
}: {
  intent: typeof CONFIRM_INTENT | typeof CANCEL_INTENT;
  label: string;
  variant: 'solid' | 'outline';
  testId: string;
}) {
  const form = useApiForm<OrderActionDone>({ intent, fields: NO_FIELDS });
  return (
    <form.Form {...form.formProps} className="flex flex-col items-start gap-2">
      <input type="hidden" name={INTENT_FIELD} value={form.intent} />
      <SubmitButton isSubmitting={form.isSubmitting} variant={variant} testId={testId}>
        {label}
      </SubmitButton>
      <FormAlert errors={form.generalErrors} testId={`${testId}-error`} />
    </form.Form>
  );
}

function CancelOrder() {
  const { t } = useReportsTranslation();
  return (
    <ActionButton
      intent={CANCEL_INTENT}
      label={t('confirm.cancel')}
      variant="outline"
      testId="report-cancel"
    />
  );
}

/** A quote awaiting confirmation: its price, until when, the minutes left (live with script), confirm or cancel. */
function ConfirmStep({ order, price }: { order: ReportOrder; price: string }) {
  const { t } = useReportsTranslation();
  const locale = useLocale();
  const msLeft = useMsLeft(order.confirm_until, order.now);
  const isOver = msLeft <= 0;
  return (
    <>
      <p className="max-w-3xl text-[15px] leading-relaxed">
        {t('confirm.text', {
          company: order.company.name,
          price,
          until: formatDateTime(order.confirm_until, locale),
        })}
      </p>
      <p className="mt-2 text-lg font-bold" data-testid="report-time-left" data-over={isOver || undefined}>
        {isOver ? t('confirm.expired') : t('confirm.left', { count: countMinutesLeft(msLeft) })}
      </p>
      <div className="mt-4 flex flex-wrap items-start gap-3">
        {!isOver && order.can_confirm && (
          <ActionButton
            intent={CONFIRM_INTENT}
            label={t('confirm.submit')}
            variant="solid"
            testId="report-confirm"
          />
        )}
        {order.can_cancel && <CancelOrder />}
      </div>
    </>
  );
}

/** A confirmed order without an invoice: how it is paid (a card goes straight to LiqPay's checkout). */
function PaymentChoice({ price }: { price: string }) {
  const { t } = useReportsTranslation();
  const form = useApiForm<InvoiceDone>({ intent: INVOICE_INTENT, fields: INVOICE_FIELDS });
  if (form.success) return <CheckoutForm checkout={form.success.checkout} className="mt-4" />;
  return (
    <>
      <p className="max-w-3xl text-[15px] leading-relaxed">{t('pay.text', { price })}</p>
      <form.Form {...form.formProps} className="mt-4 flex flex-col gap-4" data-testid="report-pay-form">
        <input type="hidden" name={INTENT_FIELD} value={form.intent} />
        <FormAlert errors={form.generalErrors} testId="report-pay-error" />
        <PaymentMethodFieldset
          id={`${form.idPrefix}-${PAYMENT_METHOD_FIELD}`}
          className="max-w-xl"
          legend={t('pay.legend')}
          checked={form.valueOf(PAYMENT_METHOD_FIELD, 'card')}
          hints={{ card: t('pay.cardHint'), bank_transfer: t('pay.transferHint') }}
          errors={form.errorsFor(PAYMENT_METHOD_FIELD)}
        />
        <div>
          <SubmitButton isSubmitting={form.isSubmitting} testId="report-pay">
            {t('pay.submit')}
          </SubmitButton>
        </div>
      </form.Form>
    </>
  );
}

/** A confirmed order with its invoice awaiting payment: what it waits for, 'Pay by card' again, its page. */
function AwaitingPayment({ order }: { order: ReportOrder }) {
  const { t } = useReportsTranslation();
  const locale = useLocale();
  const invoice = order.invoice!;
  const amount = formatKopiykas(invoice.amount, invoice.currency, locale, { exact: true });
  const words = { number: invoice.number, amount };
  return (
    <>
      <p className="max-w-3xl text-[15px] leading-relaxed">
        {invoice.payment_method === 'card' ? t('pay.awaitingCard', words) : t('pay.awaitingTransfer', words)}{' '}
        <LocalizedLink to={toInvoicePagePath(invoice.id)} className={LINK} data-testid="report-invoice-page">
          {t('invoice.link', { number: invoice.number })}
        </LocalizedLink>
      </p>
      {invoice.can_pay && <PayByCard label={t('pay.payByCard', { amount })} />}
    </>
  );
}

/** What the order's status says, in its words, with what may be done now. */
function StatusBody({ order }: { order: ReportOrder }) {
  const { t } = useReportsTranslation();
  const locale = useLocale();
  const price = formatKopiykas(order.price, order.currency, locale, { exact: true });
  switch (order.status) {
    case 'awaiting_confirmation':
      return <ConfirmStep order={order} price={price} />;
    case 'awaiting_payment':
      return (
        <>
          {order.can_invoice ? (
            <PaymentChoice price={price} />
          ) : (
            order.invoice && <AwaitingPayment order={order} />
          )}
          {order.can_cancel && (
            <div className="mt-4">
              <CancelOrder />
            </div>
          )}
        </>
      );
    case 'in_production':
      return (
        <>
          <p className="max-w-3xl text-[15px] leading-relaxed">{t('production.text')}</p>
          <RefreshStatuses className="mt-4" />
        </>
      );
    case 'ready':
      return (
        <>
          <p className="max-w-3xl text-[15px] leading-relaxed">
            {t('ready.text', { company: order.company.name, date: formatDateTime(order.ready_at, locale) })}
          </p>
          <a
            href={reportPdfPath(order.id, locale)}
            download
            className={cx(buttonClasses('solid'), 'mt-4')}
            data-testid="report-download"
          >
            {t('ready.download')}
          </a>
        </>
      );
    case 'failed': {
      const invoice = order.invoice;
      const amount = formatKopiykas(invoice?.amount ?? order.price, order.currency, locale, { exact: true });
      return (
        <p className="max-w-3xl text-[15px] leading-relaxed">
          {invoice?.status === 'refunded'
            ? t('failed.refunded', { amount })
            : t('failed.refundDue', { amount })}
        </p>
      );
    }
    case 'cancelled':
      return (
        <>
          <p className="max-w-3xl text-[15px] leading-relaxed">
            {t(`cancelled.${order.cancel_reason ?? 'by_exporter'}`)}
          </p>
          <LocalizedLink to={searchAgainPath(order.company)} className={cx(LINK, 'mt-3 inline-block')}>
            {t('cancelled.again')}
          </LocalizedLink>
        </>
      );
  }
}

const TITLE_KEYS = {
  awaiting_confirmation: 'confirm.title',
  awaiting_payment: 'pay.title',
  in_production: 'production.title',
  ready: 'ready.title',
  failed: 'failed.title',
  cancelled: 'cancelled.title',
} as const;

/**
 * Where the order stands now and what may be done about it (issue 28 §3): confirm it within the
 * hour (the time left), pay it, wait for the provider (and refresh), download the report, or
 * read why it ended. Everything posts to the page's action, so it works without JavaScript.
 */
export function ReportOrderNow({ order, children }: { order: ReportOrder; children?: ReactNode }) {
  const { t } = useReportsTranslation();
  return (
    <section
      aria-labelledby="report-now-title"
      className={cx('rounded-2xl border p-5 sm:p-6', TONES[order.status])}
      data-testid="report-now"
      data-status={order.status}
    >
      <h2 id="report-now-title" className="mb-2 text-lg font-bold sm:text-xl">
        {t(TITLE_KEYS[order.status])}
      </h2>
      <StatusBody order={order} />
      {children}
    </section>
  );
}
