import { eq } from 'drizzle-orm';
import {
  CAPACITY_PERIODS,
  getProgressBarQuestions,
  getStatusLabel,
  optionLabel,
  PRODUCT_UNITS,
  REGIONS,
  type ApiLocale,
  type SalesMarketApplication,
  type StatusChange,
} from '@portal/contract';
import { companies, users, type Database } from '@portal/db';
import { AppError } from '../../../lib/app-error';
import { openRequestDocument } from '../../../lib/pdf-layout';
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
  const unit = (code: string | null) => optionLabel(PRODUCT_UNITS, code, locale);
  const layout = openRequestDocument({ title: `${t.title}${a.number}`, locale, generatedAt, texts: t });
  const { when, ui, heading, field } = layout;

  // Title and status.
  layout.titleBlock(locale === 'en' ? a.product_name_en || a.product_name_uk : a.product_name_uk);
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

  layout.history(history);
  return layout.finish();
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
