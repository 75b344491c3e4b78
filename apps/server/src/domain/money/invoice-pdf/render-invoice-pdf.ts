import type { Invoice, InvoiceParty, InvoiceStatus, PaymentMethod } from '@portal/contract';
import { openPdfDocument } from '../../../lib/pdf-fonts';
import { amountInWordsEn, amountInWordsUk } from './amount-in-words';

import {
  formatKyivDate,
  formatMoney,
  formatRate,
  paymentPurpose,
  type InvoicePdfLocale,
} from './invoice-format';

/** The formatters live apart from pdfkit, so that the server's mail and money code loads no PDF library. */
export { formatKyivDate, formatMoney, paymentPurpose, type InvoicePdfLocale } from './invoice-format';

const T = {
  uk: {
    title: 'Рахунок на оплату № ',
    dated: 'від',
    creator: 'Портал експортерів',
    seller: 'Постачальник',
    buyer: 'Покупець',
    edrpou: 'Код ЄДРПОУ',
    ipn: 'ІПН',
    code: 'Код',
    address: 'Адреса',
    iban: 'IBAN',
    bank: 'Банк',
    columns: (vat: boolean) => [
      '№',
      'Найменування товару/послуги',
      'Кількість',
      vat ? 'Ціна без ПДВ, грн' : 'Ціна, грн',
      vat ? 'Сума без ПДВ, грн' : 'Сума, грн',
    ],
    net: (vat: boolean) => (vat ? 'Разом без ПДВ' : 'Разом'),
    vat: (rate: string) => `ПДВ ${rate} %`,
    noVat: 'Без ПДВ',
    total: (vat: boolean) => (vat ? 'Всього з ПДВ' : 'Всього до сплати'),
    inWords: 'Всього на суму:',
    vatIncluded: (rate: string, vat: string) => `У т.ч. ПДВ ${rate} %: ${vat}`,
    status: 'Статус',
    statuses: {
      awaiting_payment: () => 'Очікує оплати',
      paid: (date: string) => `Сплачено ${date}`.trim(),
      cancelled: (date: string) => `Скасовано ${date}`.trim(),
      refund_due: (date: string) => `Скасовано; оплату ${date} буде повернено`.replace('  ', ' '),
      refunded: (date: string) => `Повернено ${date}`.trim(),
    } satisfies Record<InvoiceStatus, (date: string) => string>,
    method: 'Спосіб оплати',
    methods: { card: 'Платіжна картка (онлайн)', bank_transfer: 'Банківський переказ' } satisfies Record<
      PaymentMethod,
      string
    >,
    purpose: 'Призначення платежу:',
    generated: 'Сформовано',
  },
  en: {
    title: 'Invoice No. ',
    dated: 'dated',
    creator: 'Exporters portal',
    seller: 'Supplier',
    buyer: 'Buyer',
    edrpou: 'EDRPOU code',
    ipn: 'Tax ID (IPN)',
    code: 'Code',
    address: 'Address',
    iban: 'IBAN',
    bank: 'Bank',
    columns: (vat: boolean) => [
      'No.',
      'Goods / services',
      'Quantity',
      vat ? 'Price excl. VAT, UAH' : 'Price, UAH',
      vat ? 'Amount excl. VAT, UAH' : 'Amount, UAH',
    ],
    net: (vat: boolean) => (vat ? 'Subtotal excl. VAT' : 'Subtotal'),
    vat: (rate: string) => `VAT ${rate} %`,
    noVat: 'No VAT',
    total: (vat: boolean) => (vat ? 'Total incl. VAT' : 'Total due'),
    inWords: 'Amount in words:',
    vatIncluded: (rate: string, vat: string) => `Including VAT ${rate} %: ${vat}`,
    status: 'Status',
    statuses: {
      awaiting_payment: () => 'Awaiting payment',
      paid: (date: string) => (date ? `Paid on ${date}` : 'Paid'),
      cancelled: (date: string) => (date ? `Cancelled on ${date}` : 'Cancelled'),
      refund_due: (date: string) =>
        date
          ? `Cancelled; the payment of ${date} will be returned`
          : 'Cancelled; the payment will be returned',
      refunded: (date: string) => (date ? `Refunded on ${date}` : 'Refunded'),
    } satisfies Record<InvoiceStatus, (date: string) => string>,
    method: 'Payment method',
    methods: { card: 'Payment card (online)', bank_transfer: 'Bank transfer' } satisfies Record<
      PaymentMethod,
      string
    >,
    purpose: 'Payment reference for a bank transfer:',
    generated: 'Generated',
  },
} as const;

/** The status line: Очікує оплати, Сплачено 21.11.2026, Скасовано …, Повернено …. */
function statusText(invoice: Invoice, locale: InvoicePdfLocale): string {
  const at = {
    awaiting_payment: null,
    paid: invoice.paid_at,
    cancelled: invoice.cancelled_at,
    refund_due: invoice.paid_at,
    refunded: invoice.refunded_at,
  }[invoice.status];
  return T[locale].statuses[invoice.status](at ? formatKyivDate(at) : '');
}

const MARGIN = 45;
const GREY = '#555555';
const LINE = '#999999';
const HEADER_FILL = '#eeeeee';
const STATUS_COLOUR: Record<InvoiceStatus, string> = {
  awaiting_payment: '#9a5b00',
  paid: '#1d6b2f',
  cancelled: '#a11d1d',
  refund_due: '#9a5b00',
  refunded: '#a11d1d',
};

/**
 * An invoice (рахунок на оплату) as a one-page A4 PDF, in Ukrainian or English (issue 14 §2):
 * the supplier and the buyer with their codes and bank details, the one line sold, the totals
 * with or without VAT, the total in Ukrainian words (and English words in the English one), the
 * status and, while it awaits payment, the purpose to write in a bank transfer.
 */
export function renderInvoicePdf(
  invoice: Invoice,
  locale: InvoicePdfLocale,
  options: { generatedAt?: Date } = {},
): Promise<Buffer> {
  const t = T[locale];
  const generatedAt = options.generatedAt ?? new Date();
  const title = `${t.title}${invoice.number}`;
  const hasVat = invoice.vat_rate > 0;
  const rate = formatRate(invoice.vat_rate, locale);
  const net = invoice.amount - invoice.vat;

  const { doc, done } = openPdfDocument({
    margin: MARGIN,
    info: {
      Title: title,
      Author: invoice.seller.name,
      Subject: invoice.item,
      Creator: t.creator,
      CreationDate: generatedAt,
    },
    locale,
  });

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const right = left + width;
  const rule = (y: number, lineWidth = 0.5) =>
    doc.moveTo(left, y).lineTo(right, y).lineWidth(lineWidth).strokeColor(LINE).stroke();

  // Title, date and status.
  doc.font('bold', 16).fillColor('black').text(title, left, MARGIN, { width });
  doc.font('regular', 11).text(`${t.dated} ${formatKyivDate(invoice.issued_at)}`, left, doc.y + 2, { width });
  doc.moveDown(0.3);
  const statusY = doc.y;
  doc.font('regular', 10).fillColor(GREY).text(`${t.status}: `, left, statusY, { continued: true });
  doc.font('bold').fillColor(STATUS_COLOUR[invoice.status]).text(statusText(invoice, locale));
  doc
    .font('regular')
    .fillColor(GREY)
    .text(`${t.method}: `, left, doc.y + 1, { continued: true });
  doc.fillColor('black').text(t.methods[invoice.payment_method]);
  rule(doc.y + 8, 1);
  doc.y += 16;

  // The parties: a label on the left, the name in bold and the details beneath on the right.
  const LABEL = 95;
  const valueX = left + LABEL;
  const valueWidth = width - LABEL;
  const codeLabel = (code: string) =>
    /^\d{8}$/.test(code) ? t.edrpou : /^\d{10}$/.test(code) ? t.ipn : t.code;
  const party = (label: string, p: InvoiceParty) => {
    const y = doc.y;
    doc
      .font('bold', 10)
      .fillColor(GREY)
      .text(`${label}:`, left, y, { width: LABEL - 8 });
    doc.font('bold', 11).fillColor('black').text(p.name, valueX, y, { width: valueWidth });
    const details = [
      `${codeLabel(p.code)} ${p.code}`,
      p.address && `${t.address}: ${p.address}`,
      p.iban && `${t.iban}: ${p.iban}`,
      p.bank && `${t.bank}: ${p.bank}`,
    ].filter((line): line is string => Boolean(line));
    doc.font('regular', 10);
    for (const line of details) doc.text(line, valueX, doc.y + 1, { width: valueWidth });
    doc.y += 12;
  };
  party(t.seller, invoice.seller);
  party(t.buyer, invoice.buyer);

  // The table: one line, the tariff and its period.
  const headers = t.columns(hasVat);
  const columnWidths = [28, 0, 58, 92, 92];
  columnWidths[1] = width - columnWidths.reduce((sum, w) => sum + w, 0);
  const columnX = columnWidths.map((_, i) => left + columnWidths.slice(0, i).reduce((sum, w) => sum + w, 0));
  const PAD = 4;
  const row = (cells: string[], font: 'regular' | 'bold', fill?: string) => {
    doc.font(font, 9);
    const aligns = ['center', 'left', 'center', 'right', 'right'] as const;
    const height =
      Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: columnWidths[i]! - 2 * PAD }))) +
      2 * PAD;
    const y = doc.y;
    if (fill) doc.rect(left, y, width, height).fill(fill);
    doc.fillColor('black');
    cells.forEach((cell, i) =>
      doc.text(cell, columnX[i]! + PAD, y + PAD, { width: columnWidths[i]! - 2 * PAD, align: aligns[i] }),
    );
    doc.lineWidth(0.5).strokeColor(LINE);
    doc.rect(left, y, width, height).stroke();
    for (const x of columnX.slice(1))
      doc
        .moveTo(x, y)
        .lineTo(x, y + height)
        .stroke();
    doc.y = y + height;
  };
  row(headers, 'bold', HEADER_FILL);
  row(['1', invoice.item, '1', formatMoney(net, locale, false), formatMoney(net, locale, false)], 'regular');

  // Totals, right-aligned under the table.
  doc.y += 8;
  const totals: [string, string][] = [
    [t.net(hasVat), formatMoney(net, locale)],
    hasVat ? [t.vat(rate), formatMoney(invoice.vat, locale)] : [t.noVat, '—'],
    [t.total(hasVat), formatMoney(invoice.amount, locale)],
  ];
  const totalFont = (i: number) => (i === totals.length - 1 ? doc.font('bold', 11) : doc.font('regular', 10));
  // Wide enough for the widest amount on one line (up to 9 999 999 999,99 грн).
  const valueColumn = Math.max(
    110,
    ...totals.map(([, value], i) => Math.ceil(totalFont(i).widthOfString(value)) + 2),
  );
  totals.forEach(([label, value], i) => {
    const y = doc.y;
    totalFont(i).fillColor('black');
    doc.text(`${label}:`, left, y, { width: width - valueColumn - 8, align: 'right' });
    doc.text(value, right - valueColumn, y, { width: valueColumn, align: 'right' });
    doc.y += 3;
  });

  // The total in words: always in Ukrainian; the English invoice adds the English words first.
  doc.y += 10;
  const wordsLine = (label: string, words: string) => {
    doc.font('bold', 10).fillColor('black').text(`${label} `, left, doc.y, { width, continued: true });
    doc.font('regular').text(words);
    doc.y += 3;
  };
  if (locale === 'en') wordsLine(t.inWords, amountInWordsEn(invoice.amount));
  wordsLine(T.uk.inWords, amountInWordsUk(invoice.amount));
  doc
    .font('regular', 10)
    .fillColor(GREY)
    .text(hasVat ? t.vatIncluded(rate, formatMoney(invoice.vat, locale)) : t.noVat, left, doc.y, { width });

  // How to pay by bank transfer while it awaits payment: the supplier's IBAN is above.
  if (invoice.status === 'awaiting_payment') {
    doc.y += 14;
    const purpose = paymentPurpose(invoice);
    const y = doc.y;
    doc.font('regular', 10);
    const height =
      doc.heightOfString(t.purpose, { width: width - 16 }) +
      doc.heightOfString(purpose, { width: width - 16 }) +
      14;
    doc.rect(left, y, width, height).lineWidth(0.75).strokeColor(LINE).stroke();
    doc
      .font('bold', 10)
      .fillColor('black')
      .text(t.purpose, left + 8, y + 6, { width: width - 16 });
    doc.font('regular', 10).text(purpose, left + 8, doc.y + 2, { width: width - 16 });
    doc.y = y + height;
  }

  // The footer: when and by what the document was made. No bottom margin, or it opens a page.
  const margin = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  const footerY = doc.page.height - MARGIN + 10;
  rule(footerY - 6);
  doc
    .font('regular', 8)
    .fillColor(GREY)
    .text(`${t.creator} · ${title}`, left, footerY, { width, lineBreak: false })
    .text(`${t.generated} ${formatKyivDate(generatedAt, true)}`, left, footerY, {
      width,
      align: 'right',
      lineBreak: false,
    });
  doc.page.margins.bottom = margin;
  doc.end();
  return done;
}
