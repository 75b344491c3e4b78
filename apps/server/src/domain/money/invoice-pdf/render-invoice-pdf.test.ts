import { describe, expect, it } from 'vitest';
import type { Invoice, InvoiceStatus } from '@portal/contract';
import { readPdf } from '../../../lib/pdf-text-test-support';
import { INVOICE_ISSUED_AT, invoiceFixture } from './invoice-fixture-test-support';
import { amountInWordsUk } from './amount-in-words';
import { formatKyivDate, formatMoney, paymentPurpose, renderInvoicePdf } from './render-invoice-pdf';

const ISSUED = INVOICE_ISSUED_AT;
const invoice = invoiceFixture;
const GENERATED = new Date('2026-11-21T10:31:00.000Z');

const render = (overrides: Partial<Invoice> = {}, locale: 'uk' | 'en' = 'uk') =>
  renderInvoicePdf(invoice(overrides), locale, { generatedAt: GENERATED });

describe('renderInvoicePdf', () => {
  it('is a one-page A4 PDF with DejaVu Sans embedded and Cyrillic text a reader can copy', async () => {
    const pdf = await render();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    const read = readPdf(pdf);
    expect(read.pages).toHaveLength(1);
    expect(read.pages[0]!.mediaBox).toEqual([0, 0, 595.28, 841.89]);
    // Subset names are 'ABCDEF+DejaVuSans'; no standard (Latin-only) font is used.
    expect(read.baseFonts.map((name) => name.split('+')[1]).sort()).toEqual([
      'DejaVuSans',
      'DejaVuSans-Bold',
    ]);
    expect(read.text).not.toContain('\uFFFD');
    for (const line of read.pages[0]!.lines) {
      expect(line.x, line.text).toBeGreaterThanOrEqual(40);
      expect(line.x, line.text).toBeLessThan(555);
      expect(line.y, line.text).toBeGreaterThan(20);
      expect(line.y, line.text).toBeLessThan(812);
    }
  });

  it('holds, in Ukrainian, the number, the parties, the line, the totals, the words and how to pay', async () => {
    const read = readPdf(await render());
    for (const phrase of [
      'Рахунок на оплату № EXP-2026-000042',
      'від 21.11.2026',
      'Статус: Очікує оплати',
      'Спосіб оплати: Банківський переказ',
      'Постачальник: ДУ «Офіс з розвитку підприємництва та експорту»',
      'Код ЄДРПОУ 40124318',
      'Адреса: вул. Хрещатик, 10, м. Київ, 01001',
      'IBAN: UA213223130000026007233566001',
      'Банк: АТ «Ощадбанк»',
      'Покупець: ТОВ «Бджілка» Код ЄДРПОУ 34718266 Адреса: вул. Зелена, 5, м. Львів, 79000',
      '№ Найменування товару/послуги Кількість Ціна без ПДВ, грн Сума без ПДВ, грн',
      '1 Підписка «Стандарт» на порталі експортерів, 12 місяців 1 1 658,33 1 658,33',
      'Разом без ПДВ: 1 658,33 грн',
      'ПДВ 20 %: 331,67 грн',
      'Всього з ПДВ: 1 990,00 грн',
      'Всього на суму: Одна тисяча дев’ятсот дев’яносто гривень 00 копійок',
      'У т.ч. ПДВ 20 %: 331,67 грн',
      'Призначення платежу: Оплата за рахунком № EXP-2026-000042 від 21.11.2026, у т.ч. ПДВ 20 % 331,67 грн',
      'Портал експортерів · Рахунок на оплату № EXP-2026-000042',
      'Сформовано 21.11.2026, 12:31',
    ]) {
      expect(read.flat, phrase).toContain(phrase);
    }
    // The buyer has no bank details: no empty IBAN line for it.
    expect(read.flat.match(/IBAN/g)).toHaveLength(1);
    expect(read.flat).not.toMatch(/UAH|Invoice|hryvnia/);
    expect(read.title).toBe('Рахунок на оплату № EXP-2026-000042');
    expect(read.author).toBe('ДУ «Офіс з розвитку підприємництва та експорту»');
    expect(read.lang).toBe('uk-UA');
    expect(read.creationDate).toBe('D:20261121103100Z');
  });

  it('reads in English, with the amount in words in English and in Ukrainian', async () => {
    const read = readPdf(
      await render({ item: 'Standard subscription to the Exporters portal, 12 months' }, 'en'),
    );
    for (const phrase of [
      'Invoice No. EXP-2026-000042',
      'dated 21.11.2026',
      'Status: Awaiting payment',
      'Payment method: Bank transfer',
      'Supplier: ДУ «Офіс з розвитку підприємництва та експорту»',
      'EDRPOU code 40124318',
      'Address: вул. Хрещатик, 10, м. Київ, 01001',
      'Bank: АТ «Ощадбанк»',
      'Buyer: ТОВ «Бджілка» EDRPOU code 34718266',
      'No. Goods / services Quantity Price excl. VAT, UAH Amount excl. VAT, UAH',
      '1 Standard subscription to the Exporters portal, 12 months 1 1,658.33 1,658.33',
      'Subtotal excl. VAT: UAH 1,658.33',
      'VAT 20 %: UAH 331.67',
      'Total incl. VAT: UAH 1,990.00',
      'Amount in words: One thousand nine hundred ninety hryvnias 00 kopiykas',
      'Всього на суму: Одна тисяча дев’ятсот дев’яносто гривень 00 копійок',
      'Including VAT 20 %: UAH 331.67',
      // The bank wants the purpose in Ukrainian whatever the document's language.
      'Payment reference for a bank transfer: Оплата за рахунком № EXP-2026-000042 від 21.11.2026, у т.ч. ПДВ 20 % 331,67 грн',
      'Exporters portal · Invoice No. EXP-2026-000042',
      'Generated 21.11.2026, 12:31',
    ]) {
      expect(read.flat, phrase).toContain(phrase);
    }
    expect(read.text).not.toContain('\uFFFD');
    expect(read.flat).not.toMatch(/Постачальник|Покупець|Разом|1 990,00/);
    expect(read.title).toBe('Invoice No. EXP-2026-000042');
    expect(read.lang).toBe('en-GB');
  });

  it('says Без ПДВ when the rate is 0', async () => {
    const noVat = { amount: 150000, vat: 0, vat_rate: 0 };
    const uk = readPdf(await render(noVat));
    for (const phrase of [
      'Ціна, грн Сума, грн',
      '1 1 500,00 1 500,00',
      'Разом: 1 500,00 грн',
      'Без ПДВ: —',
      'Всього до сплати: 1 500,00 грн',
      'Всього на суму: Одна тисяча п’ятсот гривень 00 копійок Без ПДВ',
      'Оплата за рахунком № EXP-2026-000042 від 21.11.2026, без ПДВ',
    ]) {
      expect(uk.flat, phrase).toContain(phrase);
    }
    expect(uk.flat).not.toMatch(/ПДВ 20|ПДВ 0|Всього з ПДВ|без ПДВ,? грн|У т\.ч\./);
    const en = readPdf(await render(noVat, 'en'));
    for (const phrase of [
      'Subtotal: UAH 1,500.00',
      'No VAT: —',
      'Total due: UAH 1,500.00',
      'від 21.11.2026, без ПДВ',
    ]) {
      expect(en.flat, phrase).toContain(phrase);
    }
    expect(en.flat).not.toMatch(/VAT 20|incl\. VAT/);
  });

  it.each<[InvoiceStatus, Partial<Invoice>, string, string]>([
    ['awaiting_payment', {}, 'Статус: Очікує оплати', 'Status: Awaiting payment'],
    [
      'paid',
      { paid_at: '2026-11-22T21:30:00Z' },
      'Статус: Сплачено 22.11.2026',
      'Status: Paid on 22.11.2026',
    ],
    [
      'cancelled',
      { cancelled_at: '2026-11-25T08:00:00Z' },
      'Статус: Скасовано 25.11.2026',
      'Status: Cancelled on 25.11.2026',
    ],
    [
      'refunded',
      { paid_at: ISSUED, refunded_at: '2026-12-01T08:00:00Z' },
      'Статус: Повернено 01.12.2026',
      'Status: Refunded on 01.12.2026',
    ],
  ])(
    'shows the status %s; only an invoice awaiting payment says how to pay',
    async (status, dates, uk, en) => {
      const ukRead = readPdf(await render({ status, ...dates }));
      const enRead = readPdf(await render({ status, ...dates }, 'en'));
      expect(ukRead.flat).toContain(uk);
      expect(enRead.flat).toContain(en);
      const awaiting = status === 'awaiting_payment';
      expect(ukRead.flat.includes('Призначення платежу')).toBe(awaiting);
      expect(enRead.flat.includes('Payment reference')).toBe(awaiting);
      // Whatever the status, the invoice itself is whole.
      expect(ukRead.flat).toContain('Всього на суму: Одна тисяча дев’ятсот дев’яносто гривень 00 копійок');
    },
  );

  it('dates the invoice by the Kyiv calendar, labels a 10-digit code ІПН, prints the buyer’s bank', async () => {
    const read = readPdf(
      await render({
        issued_at: '2026-12-31T22:30:00Z', // 00:30 on 1 January in Kyiv
        payment_method: 'card',
        buyer: {
          name: 'ФОП Мельник Олена Петрівна',
          code: '3124509876',
          address: 'м. Одеса',
          iban: 'UA903052992990004149123456789',
          bank: 'АТ КБ «ПриватБанк»',
        },
      }),
    );
    for (const phrase of [
      'від 01.01.2027',
      'Спосіб оплати: Платіжна картка (онлайн)',
      'Покупець: ФОП Мельник Олена Петрівна ІПН 3124509876 Адреса: м. Одеса IBAN: UA903052992990004149123456789 Банк: АТ КБ «ПриватБанк»',
    ]) {
      expect(read.flat, phrase).toContain(phrase);
    }
  });

  it('lays the parts out top to bottom in order and keeps long names on one page', async () => {
    const long = invoice({
      item: 'Підписка «Максимум» на порталі експортерів з супроводом експортного менеджера, участю у виставках і торговельних місіях, 12 місяців (21.11.2026–20.11.2027)',
      amount: 999_999_999_999,
      vat: 166_666_666_667,
      seller: {
        ...invoice().seller,
        name: 'Державна установа «Офіс з розвитку підприємництва та експорту» Міністерства економіки України',
        address: 'вул. Михайла Грушевського, 12/2, офіс 345, Печерський район, м. Київ, 01008, Україна',
      },
      buyer: {
        ...invoice().buyer,
        name: 'Товариство з обмеженою відповідальністю «Карпатська бджільницька компанія Бджілка та партнери»',
      },
    });
    for (const locale of ['uk', 'en'] as const) {
      const read = readPdf(await renderInvoicePdf(long, locale, { generatedAt: GENERATED }));
      expect(read.pages).toHaveLength(1);
      const [page] = read.pages;
      for (const line of page!.lines) expect(line.y, line.text).toBeGreaterThan(20);
      // PDF y grows upwards: each part sits lower (smaller y) than the one before it.
      const yOf = (start: string) => page!.lines.find((line) => line.text.startsWith(start))?.y;
      const order = (
        locale === 'uk'
          ? [
              'Рахунок на оплату',
              'Постачальник',
              'Покупець',
              'Найменування',
              'Разом без ПДВ',
              'Всього з ПДВ',
              'Всього на суму',
              'Призначення платежу',
              'Сформовано',
            ]
          : [
              'Invoice No.',
              'Supplier',
              'Buyer',
              'Goods / services',
              'Subtotal excl. VAT',
              'Total incl. VAT',
              'Amount in words',
              'Всього на суму',
              'Payment reference',
              'Generated',
            ]
      ).map(yOf);
      expect(order.every((y) => y !== undefined)).toBe(true);
      expect([...order].sort((a, b) => b! - a!)).toEqual(order);
      // The largest total stays on one line, beside its label.
      const total = locale === 'uk' ? '9 999 999 999,99 грн' : 'UAH 9,999,999,999.99';
      const totalLines = page!.lines.filter((line) => line.text === total);
      expect(totalLines).toHaveLength(1);
      expect(totalLines[0]!.y).toBe(yOf(locale === 'uk' ? 'Всього з ПДВ' : 'Total incl. VAT'));
      expect(read.flat).toContain('Дев’ять мільярдів дев’ятсот дев’яносто дев’ять мільйонів');
    }
  });

  it('renders 20 invoices at once, each with its own number and amount', async () => {
    const invoices = Array.from({ length: 20 }, (_, i) =>
      invoice({
        number: `EXP-2026-${String(i + 1).padStart(6, '0')}`,
        amount: (i + 1) * 100_000 + i,
        vat: 0,
        vat_rate: 0,
      }),
    );
    const pdfs = await Promise.all(
      invoices.map((inv, i) => renderInvoicePdf(inv, i % 2 ? 'en' : 'uk', { generatedAt: GENERATED })),
    );
    pdfs.forEach((pdf, i) => {
      const read = readPdf(pdf);
      expect(read.pages).toHaveLength(1);
      expect(read.flat).toContain(invoices[i]!.number);
      expect(read.flat).toContain(amountInWordsUk(invoices[i]!.amount));
      expect(read.flat).toContain(formatMoney(invoices[i]!.amount, i % 2 ? 'en' : 'uk'));
      expect(read.title).toContain(invoices[i]!.number);
    });
  });

  it('stamps the time of rendering when no generatedAt is given', async () => {
    const before = Date.now();
    const read = readPdf(await renderInvoicePdf(invoice(), 'uk'));
    const stamp = /^D:(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)Z$/.exec(read.creationDate)!;
    const at = Date.UTC(+stamp[1]!, +stamp[2]! - 1, +stamp[3]!, +stamp[4]!, +stamp[5]!, +stamp[6]!);
    expect(at).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(at).toBeLessThanOrEqual(Date.now());
  });
});

describe('formatMoney', () => {
  it.each([
    [0, '0,00 грн', 'UAH 0.00'],
    [5, '0,05 грн', 'UAH 0.05'],
    [99_999, '999,99 грн', 'UAH 999.99'],
    [199_000, '1 990,00 грн', 'UAH 1,990.00'],
    [1_799_000, '17 990,00 грн', 'UAH 17,990.00'],
    [12_345_678_901, '123 456 789,01 грн', 'UAH 123,456,789.01'],
    [-33_167, '-331,67 грн', 'UAH -331.67'],
  ])('%i kopiykas → %s / %s', (kopiykas, uk, en) => {
    expect(formatMoney(kopiykas, 'uk')).toBe(uk);
    expect(formatMoney(kopiykas, 'en')).toBe(en);
  });

  it('leaves the currency out for table cells', () => {
    expect(formatMoney(165_833, 'uk', false)).toBe('1 658,33');
    expect(formatMoney(165_833, 'en', false)).toBe('1,658.33');
  });
});

describe('formatKyivDate', () => {
  it.each([
    ['2026-11-21T10:30:00Z', '21.11.2026', '21.11.2026, 12:30'],
    ['2026-12-31T22:30:00Z', '01.01.2027', '01.01.2027, 00:30'],
    ['2026-07-01T20:59:00Z', '01.07.2026', '01.07.2026, 23:59'], // summer time, UTC+3
  ])('%s → %s', (iso, date, dateTime) => {
    expect(formatKyivDate(iso)).toBe(date);
    expect(formatKyivDate(new Date(iso), true)).toBe(dateTime);
  });
});

describe('paymentPurpose', () => {
  it('names the invoice, its date and the VAT, in Ukrainian', () => {
    expect(paymentPurpose(invoice())).toBe(
      'Оплата за рахунком № EXP-2026-000042 від 21.11.2026, у т.ч. ПДВ 20 % 331,67 грн',
    );
    expect(paymentPurpose(invoice({ vat_rate: 7.5, vat: 10_000 }))).toBe(
      'Оплата за рахунком № EXP-2026-000042 від 21.11.2026, у т.ч. ПДВ 7,5 % 100,00 грн',
    );
    expect(paymentPurpose(invoice({ vat: 0, vat_rate: 0 }))).toBe(
      'Оплата за рахунком № EXP-2026-000042 від 21.11.2026, без ПДВ',
    );
  });
});
