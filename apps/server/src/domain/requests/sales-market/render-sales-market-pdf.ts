import { eq } from 'drizzle-orm';
import {
  CAPACITY_PERIODS,
  getProgressBarQuestions,
  getStatusLabel,
  optionLabel,
  PRODUCT_UNITS,
  REGIONS,
  toUiLocale,
  type ApiLocale,
  type SalesMarketApplication,
  type StatusChange,
} from '@portal/contract';
import { companies, users, type Database } from '@portal/db';
import { AppError } from '../../../lib/app-error';
import { openPdfDocument } from '../../../lib/pdf-fonts';
import { findStatusHistory } from '../find-status-history';
import { companyOfScope, type ExporterScope } from '../../access/scope';
import { getSalesMarketApplication } from './get-sales-market-application';

/** The company block of the document: what the exporter's company row holds. */
export type PdfCompany = {
  name_uk: string;
  name_en: string;
  edrpou_code: string;
  /** An ISO 3166-2:UA code (UA-46); named in the document's language. */
  region?: string | null | undefined;
  website_url?: string | null | undefined;
  email?: string | null | undefined;
};

const T = {
  uk: {
    title: 'Експортна заявка № ',
    author: 'Портал експортерів',
    generated: 'Сформовано',
    status: 'Поточний статус',
    since: 'з',
    submitted: 'Подано на розгляд',
    created: 'Створено',
    progress: 'Заповненість',
    company: 'Компанія',
    nameUk: 'Назва українською',
    nameEn: 'Назва англійською',
    edrpou: 'Код ЄДРПОУ',
    region: 'Регіон',
    website: 'Сайт',
    email: 'Електронна пошта',
    contact: 'Контактна особа',
    contactName: "Ім'я",
    position: 'Посада',
    phone: 'Телефон',
    product: 'Продукція',
    productUk: 'Назва українською',
    productEn: 'Назва англійською',
    section: 'Розділ УКТ ЗЕД',
    group: 'Група',
    item: 'Товарна позиція',
    description: 'Опис',
    capacity: 'Виробнича потужність',
    price: 'Ціна',
    per: 'за',
    incoterms: 'Умови поставки (Incoterms)',
    minimumOrder: 'Мінімальне замовлення',
    certificates: 'Сертифікати',
    exported: 'Країни, куди вже експортує',
    targets: 'Цільові країни',
    services: 'Послуги',
    answers: 'Готовність до експорту',
    answer: { yes: 'Так', partly: 'Частково', no: 'Ні' },
    noAnswer: 'без відповіді',
    rating: 'Оцінка співпраці',
    score: 'Оцінка',
    history: 'Історія статусів',
    date: 'Дата',
    change: 'Зміна статусу',
    who: 'Хто',
    exporter: 'Експортер',
    comment: 'Коментар',
    page: (n: number, of: number) => `Сторінка ${n} з ${of}`,
  },
  en: {
    title: 'Export application No. ',
    author: 'Exporters portal',
    generated: 'Generated',
    status: 'Current status',
    since: 'since',
    submitted: 'Submitted for review',
    created: 'Created',
    progress: 'Completeness',
    company: 'Company',
    nameUk: 'Name in Ukrainian',
    nameEn: 'Name in English',
    edrpou: 'EDRPOU code',
    region: 'Region',
    website: 'Website',
    email: 'E-mail',
    contact: 'Contact person',
    contactName: 'Name',
    position: 'Position',
    phone: 'Phone',
    product: 'Product',
    productUk: 'Name in Ukrainian',
    productEn: 'Name in English',
    section: 'HS section',
    group: 'Chapter',
    item: 'Heading',
    description: 'Description',
    capacity: 'Production capacity',
    price: 'Price',
    per: 'per',
    incoterms: 'Delivery terms (Incoterms)',
    minimumOrder: 'Minimum order',
    certificates: 'Certificates',
    exported: 'Already exports to',
    targets: 'Target countries',
    services: 'Services',
    answers: 'Export readiness',
    answer: { yes: 'Yes', partly: 'Partly', no: 'No' },
    noAnswer: 'no answer',
    rating: 'Rating of the cooperation',
    score: 'Score',
    history: 'Status history',
    date: 'Date',
    change: 'Status change',
    who: 'By',
    exporter: 'Exporter',
    comment: 'Comment',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
  },
} as const;

/** Dates as the portal shows them: Kyiv time, 21.11.2026, 12:30 (en: 21/11/2026, 12:30). */
const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Kyiv',
};
const DATE_TIME: Record<ApiLocale, Intl.DateTimeFormat> = {
  uk: new Intl.DateTimeFormat('uk-UA', DATE_TIME_OPTIONS),
  en: new Intl.DateTimeFormat('en-GB', DATE_TIME_OPTIONS),
};

const MARGIN = 50;
const LABEL_WIDTH = 160;
const GAP = 4;
const GREY = '#555555';
const LINE = '#bbbbbb';
const EMPTY = '—';

/**
 * The export application as an A4 PDF (issue 5): status, company, contact person, product,
 * readiness answers, rating and the status history, in the given language, with page numbers.
 */
export function renderApplicationPdf(options: {
  application: SalesMarketApplication;
  company: PdfCompany;
  history: StatusChange[];
  locale: ApiLocale;
  generatedAt: Date;
}): Promise<Buffer> {
  const { application: a, company, history, locale, generatedAt } = options;
  const t = T[locale];
  const ui = toUiLocale(locale);
  const when = (iso: string | Date) => DATE_TIME[locale].format(new Date(iso));
  const unit = (code: string | null) => optionLabel(PRODUCT_UNITS, code, locale);
  const title = `${t.title}${a.number}`;

  const { doc, done } = openPdfDocument({
    margin: MARGIN,
    bufferPages: true,
    info: { Title: title, Author: t.author, Creator: t.author, CreationDate: generatedAt },
    locale,
  });

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const ensure = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  const heading = (text: string) => {
    ensure(50);
    doc.moveDown(0.8).font('bold', 13).fillColor('black').text(text, left, doc.y, { width });
    const y = doc.y + 2;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
    doc.y = y + 6;
  };

  /** A label and its value side by side; a value too tall for the rest of the page goes below. */
  const field = (label: string, value: string | null | undefined, labelWidth = LABEL_WIDTH) => {
    const text = value?.trim() ? value : EMPTY;
    const valueWidth = width - labelWidth - 10;
    doc.font('regular', 10);
    const height = Math.max(
      doc.heightOfString(label, { width: labelWidth }),
      doc.heightOfString(text, { width: valueWidth }),
    );
    if (height > 200) {
      ensure(40);
      doc.fillColor(GREY).text(label, left, doc.y, { width });
      doc.fillColor('black').text(text, left, doc.y + 2, { width });
      doc.y += GAP;
      return;
    }
    ensure(height);
    const y = doc.y;
    doc.fillColor(GREY).text(label, left, y, { width: labelWidth });
    doc.fillColor('black').text(text, left + labelWidth + 10, y, { width: valueWidth });
    doc.y = y + height + GAP;
  };

  // Title and status.
  doc.font('bold', 18).fillColor('black').text(title, left, MARGIN, { width });
  const productName = locale === 'en' ? a.product_name_en || a.product_name_uk : a.product_name_uk;
  if (productName) doc.font('regular', 12).text(productName, { width });
  doc.moveDown(0.5);
  field(t.status, `${getStatusLabel(a.status, ui, 'full')} (${t.since} ${when(a.status_changed_at)})`);
  field(t.created, when(a.created_at));
  if (a.submitted_at) field(t.submitted, when(a.submitted_at));
  field(t.progress, `${a.progress} %`);
  field(t.generated, when(generatedAt));

  heading(t.company);
  field(t.nameUk, company.name_uk);
  field(t.nameEn, company.name_en);
  field(t.edrpou, company.edrpou_code);
  if (company.region) field(t.region, optionLabel(REGIONS, company.region, locale));
  if (company.website_url) field(t.website, company.website_url);
  if (company.email) field(t.email, company.email);

  heading(t.contact);
  field(t.contactName, a.contact_name);
  field(t.position, a.contact_position);
  field(t.phone, a.contact_phone);
  field(t.email, a.contact_email);

  heading(t.product);
  const named = (ref: { code: string; name: string } | null) => (ref ? `${ref.code} ${ref.name}` : null);
  const names = (list: { name: string }[]) => list.map((item) => item.name).join(', ');
  field(t.productUk, a.product_name_uk);
  field(t.productEn, a.product_name_en);
  field(t.section, named(a.classification.section));
  field(t.group, named(a.classification.group));
  field(t.item, named(a.classification.product_item));
  field(t.description, a.description);
  field(
    t.capacity,
    a.production_capacity &&
      `${a.production_capacity} ${unit(a.capacity_unit)} ${optionLabel(CAPACITY_PERIODS, a.capacity_period, locale)}`,
  );
  field(t.price, a.price && `${a.price} ${a.currency ?? ''} ${t.per} ${unit(a.price_unit)}`);
  field(t.incoterms, a.incoterms.join(', '));
  field(t.minimumOrder, a.minimum_order && `${a.minimum_order} ${unit(a.minimum_order_unit)}`);
  field(t.certificates, a.certificates);
  field(t.exported, names(a.exported_countries));
  field(t.targets, names(a.target_countries));
  field(t.services, names(a.services));

  heading(t.answers);
  for (const question of getProgressBarQuestions('sales_market')) {
    const answer = a.answers[question.slug];
    field(question.text[locale], answer ? t.answer[answer] : t.noAnswer, 360);
  }

  if (a.rating) {
    heading(t.rating);
    field(t.score, `${a.rating.rating} / 5`);
    field(t.date, when(a.rating.rated_at));
    if (a.rating.comment) field(t.comment, a.rating.comment);
  }

  // History: date, from → to, who on one line; the comment, however long, full width below.
  heading(t.history);
  const columns = [
    { label: t.date, x: left, w: 95 },
    { label: t.change, x: left + 100, w: 250 },
    { label: t.who, x: left + 355, w: width - 355 },
  ];
  const historyHeader = () => {
    const y = doc.y;
    doc.font('bold', 9).fillColor(GREY);
    for (const column of columns) doc.text(column.label, column.x, y, { width: column.w });
    doc.y = y + doc.currentLineHeight(true) + GAP;
  };
  ensure(60);
  historyHeader();
  for (const change of history) {
    const cells = [
      when(change.created_at),
      `${change.from_status ? `${getStatusLabel(change.from_status, ui, 'full')} → ` : ''}${getStatusLabel(change.to_status, ui, 'full')}`,
      change.actor_name || (change.actor === 'exporter' ? t.exporter : ''),
    ];
    doc.font('regular', 9);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.w })));
    if (doc.y + height + 12 > bottom()) {
      doc.addPage();
      historyHeader();
    }
    const y = doc.y;
    doc.fillColor('black');
    cells.forEach((cell, i) => doc.text(cell, columns[i]!.x, y, { width: columns[i]!.w }));
    doc.y = y + height + 2;
    if (change.comment) {
      doc.fillColor(GREY).text(`${t.comment}: ${change.comment}`, columns[1]!.x, doc.y, {
        width: width - 100,
      });
    }
    const line = doc.y + GAP / 2;
    doc
      .moveTo(left, line)
      .lineTo(left + width, line)
      .lineWidth(0.3)
      .strokeColor(LINE)
      .stroke();
    doc.y = line + GAP;
  }

  // Footers, once the page count is known; no bottom margin, or the text would open a new page.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 15;
    doc.font('regular', 8).fillColor(GREY);
    doc.text(`${t.author} · ${title}`, left, y, { width, lineBreak: false });
    doc.text(t.page(i + 1, range.count), left, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}

/**
 * What the exporter's own export application's PDF is made of (`POST
 * /profile/sales-market/download/{id}`), rendered by the PDF workers (decision 040): another
 * company's id is not found (404, decision 014 §5).
 */
export async function getApplicationPdfInput(options: {
  db: Database;
  scope: ExporterScope;
  id: string;
  locale: ApiLocale;
}): Promise<{ filename: string; input: Parameters<typeof renderApplicationPdf>[0] }> {
  const { db, scope, id, locale } = options;
  const companyId = companyOfScope(scope);
  const application = await getSalesMarketApplication({ db, scope, id, locale });
  const [[company], history] = await Promise.all([
    db
      .select({
        name_uk: companies.nameUk,
        name_en: companies.nameEn,
        edrpou_code: companies.edrpouCode,
        region: companies.region,
        website_url: companies.websiteUrl,
        email: users.email,
      })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(eq(companies.id, companyId))
      .limit(1),
    findStatusHistory({ db, scope, kind: 'sales_market', requestId: id, locale }),
  ]);
  if (!company) throw new AppError('not_found', 'error.not_found');
  return {
    filename: `export-application-${application.number}.pdf`,
    input: { application, company, history, locale, generatedAt: new Date() },
  };
}
