import { useLocation } from 'react-router';
import type { Invoice, InvoiceParty } from '@portal/contract';
import { FormAlert, SubmitButton } from '../../components/form/form-feedback';
import { useApiForm } from '../../components/form/use-api-form';
import { PayByCard } from '../../components/money/pay-by-card';
import { InvoiceStatusBadge } from '../../components/money/invoice-status-badge';
import { DetailList } from '../../components/requests/detail-list';
import { buttonClasses } from '../../components/ui/button-link';
import { PageHeading, ProfileSection } from '../../components/ui/page-heading';
import { LocalizedLink } from '../../i18n/localized-link';
import { useMoneyTranslation } from '../../i18n/money';
import { useLocale } from '../../i18n/use-locale';
import { cx } from '../../lib/cx';
import { formatDate, formatDateTime } from '../../lib/format';
import { INTENT_FIELD } from '../../lib/forms/form-values';
import { formatKopiykas } from '../../lib/money';
import {
  decidePaymentNotice,
  isAwaitingCardAnswer,
  SUBJECT_TEXT_KEYS,
  toInvoicePdfPath,
  TRANSFER_FIELDS,
  TRANSFER_INTENT,
  type PaymentNotice,
} from './invoice-rules';
import { usePaymentCheck } from './use-payment-check';

const NOTICE_TONES: Record<PaymentNotice, string> = {
  paid: 'border-green-300 bg-green-50 text-green-950',
  checking: 'border-brand-100 bg-brand-50 text-brand-950',
  card_declined: 'border-red-300 bg-red-50 text-red-950',
  card_failed: 'border-red-300 bg-red-50 text-red-950',
  card_pending: 'border-brand-100 bg-brand-50 text-brand-950',
  card_unpaid: 'border-amber-300 bg-amber-50 text-amber-950',
  transfer: 'border-amber-300 bg-amber-50 text-amber-950',
  cancelled: 'border-slate-300 bg-slate-50 text-slate-900',
  refund_due: 'border-amber-300 bg-amber-50 text-amber-950',
  refunded: 'border-violet-300 bg-violet-50 text-violet-950',
};

/**
 * 'Pay by bank transfer instead': a new invoice for the same plan, by transfer; the exporter is
 * taken to its page with the requisites (works without JavaScript: a plain form post).
 */
function PayByTransfer() {
  const { t } = useMoneyTranslation();
  const form = useApiForm<never>({ intent: TRANSFER_INTENT, fields: TRANSFER_FIELDS });
  return (
    <form.Form {...form.formProps} className="mt-3 flex flex-col items-start gap-3">
      <input type="hidden" name={INTENT_FIELD} value={form.intent} />
      <SubmitButton isSubmitting={form.isSubmitting} variant="outline" testId="invoice-pay-by-transfer">
        {t('invoice.payByTransfer')}
      </SubmitButton>
      <FormAlert errors={form.generalErrors} testId="invoice-transfer-error" />
    </form.Form>
  );
}

/** A plain link to this very page: works without JavaScript too. */
function RefreshLink() {
  const { t } = useMoneyTranslation();
  const { pathname, search } = useLocation();
  return (
    <a
      href={`${pathname}${search}`}
      className="mt-3 inline-block text-[15px] font-semibold text-brand-700 underline underline-offset-4"
    >
      {t('invoice.refresh')}
    </a>
  );
}

/** The seller's requisites to pay a bank transfer to, with the reference to give. */
function TransferRequisites({ invoice }: { invoice: Invoice }) {
  const { t } = useMoneyTranslation();
  const { seller } = invoice;
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-2 rounded-lg bg-white p-4 text-[15px] text-ink sm:grid-cols-[minmax(8rem,12rem)_1fr]">
      <dt className="font-semibold text-muted">{t('invoice.recipient')}</dt>
      <dd>{seller.name}</dd>
      <dt className="font-semibold text-muted">{t('invoice.code')}</dt>
      <dd className="tabular-nums">{seller.code}</dd>
      {seller.iban && (
        <>
          <dt className="font-semibold text-muted">{t('invoice.iban')}</dt>
          <dd className="font-mono break-all" data-testid="transfer-iban">
            {seller.iban}
          </dd>
        </>
      )}
      {seller.bank && (
        <>
          <dt className="font-semibold text-muted">{t('invoice.bank')}</dt>
          <dd>{seller.bank}</dd>
        </>
      )}
      <dt className="font-semibold text-muted">{t('invoice.purpose')}</dt>
      <dd>{t('invoice.purposeText', { number: invoice.number })}</dd>
    </dl>
  );
}

/** Where the invoice stands and what to do about it: paid, being confirmed, to pay, to transfer. */
function PaymentStatus({ invoice, loadedAt }: { invoice: Invoice; loadedAt: string }) {
  const { t } = useMoneyTranslation();
  const locale = useLocale();
  const isChecking = usePaymentCheck(isAwaitingCardAnswer(invoice, loadedAt));
  const notice = decidePaymentNotice(invoice, { isChecking, loadedAt });
  const attemptAt = invoice.payment_attempt ? formatDateTime(invoice.payment_attempt.at, locale) : '';
  const amount = formatKopiykas(invoice.amount, invoice.currency, locale, { exact: true });
  // What paying does depends on what the invoice sells: a plan starts, an order goes to work, a report is prepared.
  const keys = SUBJECT_TEXT_KEYS[invoice.subject.kind];
  const [title, text] = {
    paid: [
      t('invoice.paidTitle'),
      t(keys.paid, {
        date: formatDateTime(invoice.paid_at, locale),
        plan: invoice.subject.name,
      }),
    ],
    checking: [t('invoice.confirmingTitle'), t('invoice.confirmingText')],
    card_declined: [t('invoice.declinedTitle'), t('invoice.declinedText', { date: attemptAt })],
    card_failed: [t('invoice.failedTitle'), t('invoice.failedText', { date: attemptAt })],
    card_pending: [t('invoice.pendingTitle'), t(keys.pending, { date: attemptAt })],
    card_unpaid: [t('invoice.notConfirmedTitle'), t('invoice.notConfirmedText')],
    transfer: [t('invoice.transferTitle'), t(keys.transfer, { amount })],
    cancelled: [t('status.cancelled'), t('invoice.cancelledText')],
    refund_due: [
      t('status.refund_due'),
      t('invoice.refundDueText', { date: formatDateTime(invoice.paid_at, locale) }),
    ],
    refunded: [
      t('status.refunded'),
      t(keys.refunded, {
        date: formatDate(invoice.refunded_at, locale),
      }),
    ],
  }[notice];
  return (
    <section
      aria-labelledby="payment-status-title"
      data-testid="payment-status"
      data-notice={notice}
      className={cx('mb-8 rounded-2xl border p-5 sm:p-6', NOTICE_TONES[notice])}
    >
      <div role="status" aria-live="polite">
        <h2 id="payment-status-title" className="flex items-center gap-2 text-lg font-bold">
          {notice === 'checking' && (
            <span
              aria-hidden="true"
              className="size-4 shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent"
            />
          )}
          {title}
        </h2>
        <p className="mt-1 max-w-3xl text-[15px] leading-relaxed">{text}</p>
      </div>
      {notice === 'transfer' && <TransferRequisites invoice={invoice} />}
      {(notice === 'checking' || notice === 'card_unpaid' || notice === 'card_pending') && <RefreshLink />}
      {invoice.can_pay && notice !== 'card_pending' && <PayByCard />}
      {invoice.subject.kind === 'subscription' &&
        (notice === 'card_declined' || notice === 'card_failed' || notice === 'card_unpaid') && (
          <PayByTransfer />
        )}
    </section>
  );
}

/** A party's requisites as printed on the invoice. */
function PartyCard({ title, party, testId }: { title: string; party: InvoiceParty; testId: string }) {
  const { t } = useMoneyTranslation();
  return (
    <ProfileSection id={testId} title={title} testId={testId}>
      <DetailList
        items={[
          { key: 'name', label: t('invoice.name'), value: party.name },
          { key: 'code', label: t('invoice.code'), value: party.code },
          { key: 'address', label: t('invoice.address'), value: party.address },
          {
            key: 'iban',
            label: t('invoice.iban'),
            value: party.iban && <span className="break-all">{party.iban}</span>,
          },
          { key: 'bank', label: t('invoice.bank'), value: party.bank },
        ]}
      />
    </ProfileSection>
  );
}

/**
 * /profile/invoices/{id} (spec §2, issue 14 §2): everything printed on the invoice — the seller's
 * and the buyer's requisites, the item, the VAT within the total, the status and its dates —
 * the PDF, and paying it: by card again while it awaits payment, or the requisites of a bank
 * transfer. Back from LiqPay's checkout, the exporter lands here and reads the outcome.
 */
export function InvoiceDetailPage({ invoice, loadedAt }: { invoice: Invoice; loadedAt: string }) {
  const { t } = useMoneyTranslation();
  const locale = useLocale();
  const money = (minor: number) => formatKopiykas(minor, invoice.currency, locale, { exact: true });
  const moment = (iso: string | null) => iso && <time dateTime={iso}>{formatDateTime(iso, locale)}</time>;
  return (
    <>
      <LocalizedLink
        to="/profile/invoices"
        className="mb-4 inline-block text-[15px] font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        ← {t('invoice.back')}
      </LocalizedLink>
      <PageHeading title={t('invoice.title', { number: invoice.number })} lead={invoice.item} />
      {invoice.subject.path && (
        <p className="-mt-2 mb-6">
          <LocalizedLink
            to={invoice.subject.path}
            className="inline-flex min-h-11 items-center text-[15px] font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            data-testid="invoice-subject"
          >
            {t('invoice.subjectLink', { name: invoice.subject.name })}
          </LocalizedLink>
        </p>
      )}
      <PaymentStatus invoice={invoice} loadedAt={loadedAt} />
      <div className="flex flex-col gap-6">
        <ProfileSection id="invoice-details" title={t('invoice.details')} testId="invoice-details">
          <DetailList
            items={[
              {
                key: 'status',
                label: t('invoice.status'),
                value: <InvoiceStatusBadge status={invoice.status} />,
              },
              { key: 'item', label: t('invoice.item'), value: invoice.item },
              {
                key: 'total',
                label: t('invoice.total'),
                value: (
                  <strong className="text-lg tabular-nums" data-testid="invoice-total">
                    {money(invoice.amount)}
                  </strong>
                ),
              },
              {
                key: 'vat',
                label:
                  invoice.vat_rate > 0 ? t('invoice.vat', { rate: invoice.vat_rate }) : t('invoice.noVat'),
                value: <span className="tabular-nums">{money(invoice.vat)}</span>,
              },
              { key: 'method', label: t('invoice.method'), value: t(`method.${invoice.payment_method}`) },
              { key: 'issued', label: t('invoice.issuedAt'), value: moment(invoice.issued_at) },
              ...(invoice.paid_at
                ? [{ key: 'paid', label: t('invoice.paidAt'), value: moment(invoice.paid_at) }]
                : []),
              ...(invoice.cancelled_at
                ? [{ key: 'cancelled', label: t('invoice.cancelledAt'), value: moment(invoice.cancelled_at) }]
                : []),
              ...(invoice.refunded_at
                ? [{ key: 'refunded', label: t('invoice.refundedAt'), value: moment(invoice.refunded_at) }]
                : []),
            ]}
          />
          <a
            href={toInvoicePdfPath(invoice.id, locale)}
            download
            className={cx(buttonClasses('outline'), 'mt-6')}
            data-testid="invoice-download"
          >
            {t('invoice.download')}
          </a>
        </ProfileSection>
        <div className="flex flex-col gap-6">
          <PartyCard title={t('invoice.seller')} party={invoice.seller} testId="invoice-seller" />
          <PartyCard title={t('invoice.buyer')} party={invoice.buyer} testId="invoice-buyer" />
        </div>
      </div>
    </>
  );
}
