import { eq } from 'drizzle-orm';
import {
  answerRows,
  getStatusLabel,
  type ApiLocale,
  type ServiceOrder,
  type StatusChange,
} from '@portal/contract';
import { companies, serviceOrders, type Database } from '@portal/db';
import { AppError } from '../../../lib/app-error';
import { openRequestDocument } from '../../../lib/pdf-layout';
import { recordInScope, type RequestScope } from '../../access/scope';
import { getServiceOrder } from './get-service-order';

const T = {
  uk: {
    title: 'Замовлення послуги № ',
    author: 'Портал експортерів',
    generated: 'Сформовано',
    status: 'Поточний статус',
    since: 'з',
    created: 'Надіслано',
    company: 'Компанія',
    code: 'Код ЄДРПОУ',
    form: 'Форма, версія',
    answers: 'Відповіді',
    files: 'Файли',
    results: 'Результати',
    yes: 'Так',
    no: 'Ні',
    none: '—',
    history: 'Історія статусів',
    date: 'Дата',
    change: 'Зміна статусу',
    who: 'Хто',
    exporter: 'Експортер',
    comment: 'Коментар',
    page: (n: number, of: number) => `Сторінка ${n} з ${of}`,
  },
  en: {
    title: 'Service order No. ',
    author: 'Exporters portal',
    generated: 'Generated',
    status: 'Current status',
    since: 'since',
    created: 'Sent',
    company: 'Company',
    code: 'EDRPOU code',
    form: 'Form, version',
    answers: 'Answers',
    files: 'Files',
    results: 'Results',
    yes: 'Yes',
    no: 'No',
    none: '—',
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
 * A service order as an A4 PDF (issue 27 §4): the service, its status, the company, the answers
 * to the form's version it was filled with (labels in the document's language), the office's
 * results and the status history with the managers' comments.
 */
export function renderServiceOrderPdf(options: {
  order: ServiceOrder;
  company: { name: string; code: string };
  history: StatusChange[];
  locale: ApiLocale;
  generatedAt: Date;
}): Promise<Buffer> {
  const { order, company, locale, generatedAt } = options;
  const t = T[locale];
  const layout = openRequestDocument({ title: `${t.title}${order.number}`, locale, generatedAt, texts: t });
  const { when, ui, heading, field } = layout;
  layout.titleBlock(order.service.title);
  field(
    t.status,
    `${getStatusLabel(order.status, ui, 'full')} (${t.since} ${when(order.status_changed_at)})`,
  );
  field(t.created, when(order.created_at));
  field(t.form, String(order.form.version));
  field(t.generated, when(generatedAt));

  heading(t.company);
  field(t.company, company.name);
  field(t.code, company.code);

  heading(t.answers);
  for (const row of answerRows(order.form.definition, order.answers, order.files, locale, t)) {
    field(row.label, row.text);
  }
  if (order.results.length > 0) {
    heading(t.results);
    for (const result of order.results) field(when(result.created_at), result.file_name);
  }
  layout.history(options.history);
  return layout.finish();
}

/**
 * What an order's PDF is made of, within the scope (the company's own order, or any for the back
 * office), rendered by the PDF workers (decision 040); outside the scope 404.
 */
export async function getServiceOrderPdfInput(options: {
  db: Database;
  scope: RequestScope;
  id: string;
  locale: ApiLocale;
}): Promise<{ filename: string; input: Parameters<typeof renderServiceOrderPdf>[0] }> {
  const { db, scope, id, locale } = options;
  const order = await getServiceOrder({ db, scope, id, locale });
  const [company] = await db
    .select({
      nameUk: companies.nameUk,
      nameEn: companies.nameEn,
      edrpou: companies.edrpouCode,
      ipn: companies.ipnCode,
    })
    .from(serviceOrders)
    .innerJoin(companies, eq(companies.id, serviceOrders.companyId))
    .where(recordInScope(serviceOrders, id, scope))
    .limit(1);
  if (!company) throw new AppError('not_found', 'error.not_found');
  return {
    filename: `service-order-${order.number}.pdf`,
    input: {
      order,
      company: {
        name: (locale === 'en' ? company.nameEn || company.nameUk : company.nameUk || company.nameEn) ?? '',
        code: company.edrpou || company.ipn || '',
      },
      history: order.history,
      locale,
      generatedAt: new Date(),
    },
  };
}
