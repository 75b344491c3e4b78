import type { Invoice } from '@portal/contract';

/**
 * How invoices, notices and mails write dates and money (issue 14): kept apart from the PDF
 * rendering, so that everything but the PDF worker loads no PDF library.
 */
export type InvoicePdfLocale = 'uk' | 'en';

const KYIV_DATE = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/Kyiv',
});

/** A moment as the Kyiv calendar has it: 21.11.2026, and with the time 21.11.2026, 12:30. */
export function formatKyivDate(at: string | Date, withTime = false): string {
  const parts = Object.fromEntries(
    KYIV_DATE.formatToParts(new Date(at)).map((part) => [part.type, part.value]),
  ) as Record<Intl.DateTimeFormatPartTypes, string>;
  const date = `${parts.day}.${parts.month}.${parts.year}`;
  return withTime ? `${date}, ${parts.hour}:${parts.minute}` : date;
}

/**
 * Kopiykas as money: "1 990,00" / "1 990,00 грн" in Ukrainian (a space between thousands, a
 * decimal comma), "1,990.00" / "UAH 1,990.00" in English.
 */
export function formatMoney(kopiykas: number, locale: InvoicePdfLocale, withCurrency = true): string {
  const sign = kopiykas < 0 ? '-' : '';
  const abs = Math.abs(kopiykas);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'uk' ? ' ' : ',');
  const cents = String(abs % 100).padStart(2, '0');
  const number = locale === 'uk' ? `${sign}${whole},${cents}` : `${sign}${whole}.${cents}`;
  if (!withCurrency) return number;
  return locale === 'uk' ? `${number} грн` : `UAH ${number}`;
}

/** A VAT rate as the language writes numbers: 20, 7,5 (en 7.5). */
export const formatRate = (rate: number, locale: InvoicePdfLocale) =>
  new Intl.NumberFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', { maximumFractionDigits: 2 }).format(rate);

/**
 * What the buyer writes in a bank transfer, always in Ukrainian (the banks' language): "Оплата за
 * рахунком № EXP-2026-000042 від 21.11.2026, у т.ч. ПДВ 20 % 331,67 грн" or "…, без ПДВ".
 */
export function paymentPurpose(invoice: Invoice): string {
  const vat =
    invoice.vat_rate > 0
      ? `у т.ч. ПДВ ${formatRate(invoice.vat_rate, 'uk')} % ${formatMoney(invoice.vat, 'uk')}`
      : 'без ПДВ';
  return `Оплата за рахунком № ${invoice.number} від ${formatKyivDate(invoice.issued_at)}, ${vat}`;
}
