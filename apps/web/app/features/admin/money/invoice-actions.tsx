import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ADMIN_MONEY_LIMITS, type AdminInvoice } from '@portal/contract';
import { FormAlert, FormStatus, SubmitButton } from '../../../components/form/form-feedback';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { useApiForm, type ApiForm } from '../../../components/form/use-api-form';
import { buttonClasses } from '../../../components/ui/button-link';
import { useAdminTranslation } from '../../../i18n/admin';
import { useLocale } from '../../../i18n/use-locale';
import { cx } from '../../../lib/cx';
import { formatDate, formatDateTime } from '../../../lib/format';
import { INTENT_FIELD } from '../../../lib/forms/form-values';
import { formatKopiykas } from '../../../lib/money';
import { useProfile } from '../../../lib/session/use-profile';
import { REASON_FIELDS } from '../../../components/back-office/admin-forms';
import { AdminDialog } from '../../../components/back-office/admin-dialog';
import { useFormDialog, type FormDialog } from '../../../components/back-office/use-form-dialog';
import {
  CANCEL_SCHEMA,
  MARK_PAID_FIELDS,
  MARK_PAID_SCHEMA,
  REFUND_SCHEMA,
  type InvoiceActionDone,
} from './money-forms';
import { toKyivDay } from './money-input';

type Form = ApiForm<InvoiceActionDone>;

const DANGER = 'border-red-700 text-red-700 hover:bg-red-50';
const NOTE = 'rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-[15px] leading-relaxed text-ink';

/** A confirmation dialog around one action's form: its fields, its errors, cancel and confirm. */
function ActionDialog({
  form,
  dialog,
  title,
  description,
  submitLabel,
  isDanger,
  onSubmitted,
  children,
}: {
  form: Form;
  dialog: FormDialog;
  title: string;
  description: ReactNode;
  submitLabel: string;
  isDanger: boolean;
  onSubmitted: (intent: string) => void;
  children: ReactNode;
}) {
  const { t } = useAdminTranslation();
  return (
    <AdminDialog
      open={dialog.isOpen}
      onClose={dialog.close}
      title={title}
      description={description}
      testId={`invoice-${form.intent}-dialog`}
    >
      <form.Form
        {...form.formProps}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          form.formProps.onSubmit(event);
          if (!event.defaultPrevented) onSubmitted(form.intent);
        }}
        className="flex flex-col gap-4"
      >
        <input type="hidden" name={INTENT_FIELD} value={form.intent} />
        <FormAlert errors={form.generalErrors} testId={`invoice-${form.intent}-error`} />
        {children}
        <div className="flex flex-col-reverse gap-3 xs:flex-row xs:justify-end">
          <button type="button" onClick={dialog.close} className={buttonClasses('outline')}>
            {t('invoice.actions.back')}
          </button>
          <SubmitButton
            isSubmitting={form.isSubmitting}
            className={cx('min-w-0', isDanger && 'bg-red-700 hover:bg-red-800')}
            testId={`invoice-${form.intent}-confirm`}
          >
            {submitLabel}
          </SubmitButton>
        </div>
      </form.Form>
    </AdminDialog>
  );
}

/**
 * What staff may do with an invoice now, as the API's `can_*` say: mark a bank transfer paid
 * (the day and the bank statement's reference), cancel one awaiting payment, refund a paid one
 * within the window (an administrator's action: a manager is told so instead of a button that
 * would fail). Each asks for confirmation in a dialog; the API's refusal shows in the dialog,
 * the outcome under the buttons.
 */
export function InvoiceActions({ invoice }: { invoice: AdminInvoice }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const profile = useProfile();
  const isAdmin = profile?.role === 'admin';
  const markPaid = useApiForm<InvoiceActionDone>({
    intent: 'mark-paid',
    fields: MARK_PAID_FIELDS,
    schema: MARK_PAID_SCHEMA,
  });
  const cancel = useApiForm<InvoiceActionDone>({
    intent: 'cancel',
    fields: REASON_FIELDS,
    schema: CANCEL_SCHEMA,
  });
  const refund = useApiForm<InvoiceActionDone>({
    intent: 'refund',
    fields: REASON_FIELDS,
    schema: REFUND_SCHEMA,
  });
  const markPaidDialog = useFormDialog(markPaid);
  const cancelDialog = useFormDialog(cancel);
  const refundDialog = useFormDialog(refund);
  const [lastIntent, setLastIntent] = useState<string | null>(null);
  const status = useRef<HTMLDivElement>(null);
  // Today in Kyiv (the API's days are Kyiv's), the server's render and the browser's alike.
  const [today] = useState(() => toKyivDay(new Date()));

  const forms = { 'mark-paid': markPaid, cancel, refund };
  const last = lastIntent ? forms[lastIntent as keyof typeof forms] : undefined;
  const done = last && !last.isSubmitting ? last.success : null;

  // The buttons change after an action: focus goes to the outcome, not to a button that is gone.
  useEffect(() => {
    if (done) status.current?.focus();
  }, [done]);

  // The page's data is read again after an action, so `invoice.subscription` is the period the
  // payment made: a renewal stacks after the current one and starts later (issue 25 §11).
  const describeDone = (action: InvoiceActionDone['action']) => {
    if (action !== 'mark-paid') return t(`invoice.done.${action}`);
    const period = invoice.subscription;
    if (period && toKyivDay(period.starts_at) > today)
      return t('invoice.done.markPaidLater', {
        tariff: period.tariff.name,
        date: formatDate(period.starts_at, locale),
      });
    return t('invoice.done.markPaid');
  };

  const amount = formatKopiykas(invoice.amount, invoice.currency, locale, { exact: true });
  const refundUntil = invoice.refund_until ? formatDateTime(invoice.refund_until, locale) : null;
  const canRefundHere = invoice.can_refund && isAdmin;
  const hasButtons = invoice.can_mark_paid || invoice.can_cancel || canRefundHere;

  return (
    <div data-testid="invoice-actions" className="flex flex-col gap-4">
      {hasButtons && (
        <div className="flex flex-wrap gap-3">
          {invoice.can_mark_paid && (
            <button
              type="button"
              onClick={markPaidDialog.open}
              data-testid="invoice-mark-paid"
              className={buttonClasses('solid')}
            >
              {t('invoice.actions.markPaid')}
            </button>
          )}
          {canRefundHere && (
            <button
              type="button"
              onClick={refundDialog.open}
              data-testid="invoice-refund"
              className={cx(buttonClasses('outline'), DANGER)}
            >
              {t('invoice.actions.refund')}
            </button>
          )}
          {invoice.can_cancel && (
            <button
              type="button"
              onClick={cancelDialog.open}
              data-testid="invoice-cancel"
              className={cx(buttonClasses('outline'), DANGER)}
            >
              {t('invoice.actions.cancel')}
            </button>
          )}
        </div>
      )}
      {invoice.status === 'awaiting_payment' && invoice.payment_method === 'card' && (
        <p className={NOTE} data-testid="invoice-card-note">
          {t('invoice.actions.cardAwaiting')}
        </p>
      )}
      {invoice.status === 'refund_due' && (
        <p className={NOTE} data-testid="invoice-refund-due">
          {t('invoice.actions.refundDue', {
            date: formatDateTime(invoice.paid_at ?? invoice.issued_at, locale),
          })}
        </p>
      )}
      {invoice.can_refund && !isAdmin && refundUntil && (
        <p className={NOTE} data-testid="invoice-refund-admin-only">
          {t('invoice.actions.refundAdminOnly', { date: refundUntil })}
        </p>
      )}
      {canRefundHere && refundUntil && (
        <p className="text-[15px] text-muted" data-testid="invoice-refund-until">
          {t('invoice.actions.refundUntil', { date: refundUntil })}
        </p>
      )}
      {invoice.status === 'paid' && !invoice.can_refund && (
        <p className={NOTE} data-testid="invoice-refund-closed">
          {refundUntil
            ? t('invoice.actions.refundWindowPassed', { date: refundUntil })
            : t('invoice.actions.noActions')}
        </p>
      )}
      {(invoice.status === 'cancelled' || invoice.status === 'refunded') && (
        <p className={NOTE} data-testid="invoice-final">
          {t('invoice.actions.final')}
        </p>
      )}
      <div ref={status} tabIndex={-1} className="focus:outline-none">
        <FormStatus testId="invoice-action-status">{done ? describeDone(done.action) : null}</FormStatus>
      </div>

      <ActionDialog
        form={markPaid}
        dialog={markPaidDialog}
        title={t('invoice.markPaid.title', { number: invoice.number })}
        description={t('invoice.markPaid.description', { amount })}
        submitLabel={t('invoice.markPaid.submit')}
        isDanger={false}
        onSubmitted={setLastIntent}
      >
        <TextField
          form={markPaid}
          name="paid_on"
          type="date"
          label={t('invoice.markPaid.paidOn')}
          hint={t('invoice.markPaid.paidOnHint', { date: formatDate(invoice.issued_at, locale) })}
          initialValue={today}
          min={toKyivDay(invoice.issued_at)}
          max={today}
          required
        />
        <TextField
          form={markPaid}
          name="reference"
          label={t('invoice.markPaid.reference')}
          hint={t('invoice.markPaid.referenceHint')}
          maxLength={200}
          required
        />
      </ActionDialog>

      <ActionDialog
        form={cancel}
        dialog={cancelDialog}
        title={t('invoice.cancel.title', { number: invoice.number })}
        description={t('invoice.cancel.description')}
        submitLabel={t('invoice.cancel.submit')}
        isDanger
        onSubmitted={setLastIntent}
      >
        <TextAreaField
          form={cancel}
          name="reason"
          label={t('invoice.cancel.reason')}
          hint={t('invoice.cancel.reasonHint')}
          maxLength={ADMIN_MONEY_LIMITS.cancelReasonMax}
        />
      </ActionDialog>

      <ActionDialog
        form={refund}
        dialog={refundDialog}
        title={t('invoice.refund.title', { number: invoice.number })}
        description={
          <>
            <span className="block">{t('invoice.refund.description', { amount })}</span>
            {refundUntil && (
              <span className="mt-2 block">{t('invoice.actions.refundUntil', { date: refundUntil })}</span>
            )}
          </>
        }
        submitLabel={t('invoice.refund.submit', { amount })}
        isDanger
        onSubmitted={setLastIntent}
      >
        <TextAreaField
          form={refund}
          name="reason"
          label={t('invoice.refund.reason')}
          hint={t('invoice.refund.reasonHint', { min: ADMIN_MONEY_LIMITS.refundReasonMin })}
          maxLength={ADMIN_MONEY_LIMITS.refundReasonMax}
          required
        />
      </ActionDialog>
    </div>
  );
}
