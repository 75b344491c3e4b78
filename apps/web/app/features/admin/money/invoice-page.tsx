import type { AdminInvoice, InvoiceParty, UiLocale } from '@portal/contract';
import { DataTable } from '../../../components/ui/data-table';
import { useAdminTranslation } from '../../../i18n/admin';
import { LocalizedLink } from '../../../i18n/localized-link';
import { useLocale } from '../../../i18n/use-locale';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format';
import { formatKopiykas } from '../../../lib/money';
import { buildListHref } from '../../../components/back-office/list-query';
import { DetailsList, type DetailItem } from '../../../components/back-office/details-list';
import { AdminPageHeading, AdminSection } from '../../../components/back-office/page-heading';
import { InvoiceActions } from './invoice-actions';
import { INVOICES_PATH } from './invoices-page';
import { InvoiceStatusTag, VerdictTag } from './money-tags';

const LINK = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** A moment, or nothing when it has not happened. */
function moment(iso: string | null, locale: UiLocale): string {
  return iso ? formatDateTime(iso, locale) : '';
}

function PartyDetails({ title, party, testId }: { title: string; party: InvoiceParty; testId: string }) {
  const { t } = useAdminTranslation();
  return (
    <div data-testid={testId}>
      <h3 className="mb-3 text-base font-bold text-ink">{title}</h3>
      <DetailsList
        columns={1}
        items={[
          { label: t('invoice.party.name'), value: party.name },
          { label: t('invoice.party.code'), value: party.code },
          { label: t('invoice.party.address'), value: party.address },
          ...(party.iban !== null
            ? [{ label: t('invoice.party.iban'), value: <span className="break-all">{party.iban}</span> }]
            : []),
          ...(party.bank !== null ? [{ label: t('invoice.party.bank'), value: party.bank }] : []),
        ]}
      />
    </div>
  );
}

/**
 * /admin/invoices/{id}: the invoice as issued (requisites, item, amounts, VAT, dates), where it
 * stands, whose it is, the period it paid for, the provider's callbacks and the staff's notes,
 * with what may be done with it now.
 */
export function InvoicePage({ invoice }: { invoice: AdminInvoice }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const money = (kopiykas: number) => formatKopiykas(kopiykas, invoice.currency, locale, { exact: true });
  const { subscription } = invoice;
  const title = t('invoice.title', { number: invoice.number });

  const facts: DetailItem[] = [
    { label: t('invoice.fields.item'), value: invoice.item, isWide: true },
    {
      label: t('invoice.fields.amount'),
      value: <strong className="text-lg">{money(invoice.amount)}</strong>,
      testId: 'invoice-amount',
    },
    {
      label: t('invoice.fields.vat'),
      value:
        invoice.vat_rate > 0
          ? t('invoice.vatWithin', {
              amount: money(invoice.vat),
              rate: formatNumber(invoice.vat_rate, locale),
            })
          : t('invoice.noVat'),
    },
    { label: t('invoice.fields.method'), value: t(`paymentMethod.${invoice.payment_method}`) },
    { label: t('invoice.fields.issuedAt'), value: moment(invoice.issued_at, locale) },
    ...(invoice.paid_at
      ? [
          {
            label: t('invoice.fields.paidAt'),
            value: moment(invoice.paid_at, locale),
            testId: 'invoice-paid-at',
          },
        ]
      : []),
    ...(invoice.cancelled_at
      ? [{ label: t('invoice.fields.cancelledAt'), value: moment(invoice.cancelled_at, locale) }]
      : []),
    ...(invoice.refunded_at
      ? [{ label: t('invoice.fields.refundedAt'), value: moment(invoice.refunded_at, locale) }]
      : []),
  ];

  return (
    <>
      <AdminPageHeading
        title={title}
        aside={<InvoiceStatusTag status={invoice.status} className="self-start sm:self-auto" />}
        breadcrumbs={[
          { label: t('nav.dashboard'), to: '/admin' },
          { label: t('invoices.title'), to: INVOICES_PATH },
          { label: invoice.number },
        ]}
      />
      {/* Phones read the invoice, then what may be done with it, then the rest; wide screens
          put the actions beside the invoice. */}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <AdminSection id="invoice-details" title={t('invoice.detailsTitle')} testId="invoice-details">
            <DetailsList items={facts} />
          </AdminSection>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <AdminSection
            id="invoice-actions-section"
            title={t('invoice.actionsTitle')}
            testId="invoice-actions-section"
          >
            <InvoiceActions invoice={invoice} />
          </AdminSection>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <AdminSection id="invoice-parties" title={t('invoice.partiesTitle')} testId="invoice-parties">
            <div className="grid gap-6 md:grid-cols-2">
              <PartyDetails title={t('invoice.seller')} party={invoice.seller} testId="invoice-seller" />
              <PartyDetails title={t('invoice.buyer')} party={invoice.buyer} testId="invoice-buyer" />
            </div>
          </AdminSection>
          <AdminSection id="invoice-payments" title={t('invoice.paymentsTitle')} testId="invoice-payments">
            {invoice.payments.length === 0 ? (
              <p className="text-[15px] text-muted">
                {invoice.payment_method === 'card'
                  ? t('invoice.noPayments')
                  : t('invoice.noPaymentsTransfer')}
              </p>
            ) : (
              <DataTable
                caption={t('invoice.paymentsTitle')}
                isCaptionHidden
                rows={invoice.payments}
                getRowKey={(payment) => payment.id}
                className="rounded-xl"
                columns={[
                  {
                    key: 'received',
                    header: t('payments.columns.received'),
                    cell: (payment) => formatDateTime(payment.received_at, locale),
                  },
                  {
                    key: 'verdict',
                    header: t('payments.columns.verdict'),
                    cell: (payment) => <VerdictTag verdict={payment.verdict} />,
                  },
                  {
                    key: 'amount',
                    header: t('payments.columns.amount'),
                    cell: (payment) =>
                      payment.amount === null
                        ? '—'
                        : formatKopiykas(payment.amount, payment.currency ?? invoice.currency, locale, {
                            exact: true,
                          }),
                    className: 'whitespace-nowrap',
                  },
                  {
                    key: 'provider',
                    header: t('payments.columns.providerStatus'),
                    cell: (payment) => (
                      <span className="flex flex-col text-sm">
                        <span>{payment.status ?? '—'}</span>
                        {payment.provider_payment_id && (
                          <span className="break-all text-muted">{payment.provider_payment_id}</span>
                        )}
                      </span>
                    ),
                    className: 'hidden sm:table-cell',
                  },
                ]}
              />
            )}
          </AdminSection>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <AdminSection id="invoice-company" title={t('invoice.companyTitle')} testId="invoice-company">
            <DetailsList
              columns={1}
              items={[
                {
                  label: t('invoice.party.name'),
                  value: (
                    <LocalizedLink to={`/admin/companies/${invoice.company.user_id}`} className={LINK}>
                      {invoice.company.name}
                    </LocalizedLink>
                  ),
                },
                { label: t('invoice.party.code'), value: invoice.company.edrpou_code },
                {
                  label: t('invoice.fields.email'),
                  value: (
                    <a href={`mailto:${invoice.company.email}`} className={`${LINK} break-all`}>
                      {invoice.company.email}
                    </a>
                  ),
                },
              ]}
            />
            <p className="mt-4">
              <LocalizedLink
                to={buildListHref(INVOICES_PATH, { company: invoice.company.user_id })}
                className={LINK}
              >
                {t('invoice.companyInvoices')}
              </LocalizedLink>
            </p>
          </AdminSection>
          {invoice.subject.back_office_path ? (
            <AdminSection id="invoice-order" title={t('invoice.orderTitle')} testId="invoice-order">
              <LocalizedLink to={invoice.subject.back_office_path} className={LINK}>
                {t('invoice.orderLink', { name: invoice.subject.name })}
              </LocalizedLink>
            </AdminSection>
          ) : (
            <AdminSection
              id="invoice-subscription"
              title={t('invoice.subscriptionTitle')}
              testId="invoice-subscription"
            >
              {subscription ? (
                <DetailsList
                  columns={1}
                  items={[
                    { label: t('subscriptions.columns.tariff'), value: subscription.tariff.name },
                    {
                      label: t('subscriptions.columns.period'),
                      value: `${formatDate(subscription.starts_at, locale)} – ${formatDate(subscription.ends_at, locale)}`,
                    },
                    ...(subscription.ended_at
                      ? [
                          {
                            label: t('subscriptions.endedEarly'),
                            value: moment(subscription.ended_at, locale),
                          },
                        ]
                      : []),
                  ]}
                />
              ) : (
                <p className="text-[15px] text-muted">{t('invoice.noSubscription')}</p>
              )}
            </AdminSection>
          )}
          <AdminSection
            id="invoice-notes"
            title={t('invoice.notesTitle')}
            testId="invoice-notes"
            actions={
              <LocalizedLink
                to={buildListHref('/admin/audit-log', { entity_type: 'invoice', entity_id: invoice.id })}
                className={LINK}
              >
                {t('invoice.auditLink')}
              </LocalizedLink>
            }
          >
            {invoice.notes.length === 0 ? (
              <p className="text-[15px] text-muted">{t('invoice.noNotes')}</p>
            ) : (
              <ol className="flex flex-col gap-3">
                {invoice.notes.map((note) => (
                  <li
                    key={`${note.action}-${note.at}`}
                    className="border-l-4 border-brand-200 pl-3 text-[15px]"
                    data-testid="invoice-note"
                  >
                    <p className="font-semibold text-ink">{t(`invoice.notes.${note.action}`)}</p>
                    <p className="text-sm text-muted">
                      {formatDateTime(note.at, locale)} · {note.by}
                    </p>
                    {note.text && <p className="mt-1 break-words text-ink">{note.text}</p>}
                  </li>
                ))}
              </ol>
            )}
          </AdminSection>
        </div>
      </div>
    </>
  );
}
