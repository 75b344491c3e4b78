import { eq, inArray } from 'drizzle-orm';
import {
  FORM_DEFINITION_EXAMPLE,
  toFormJsonSchema,
  type FormBilingual,
  type FormDefinition,
  type FormField,
} from '@portal/contract';
import {
  catalogServices,
  invoices,
  proPartners,
  serviceCategories,
  serviceForms,
  serviceOrders,
  type DemoSeedStep,
} from '@portal/db';
import { recordRequestCreation } from '../domain/requests/change-request-status';
import { insertInvoice, readInvoiceParties } from '../domain/money/issue-invoice';
import { serviceOrderItem, subjectOf } from '../domain/requests/service-order/write-service-order';
import { findActors, moveAlong, type Move } from './demo-requests';

/**
 * The catalogue on a first start (issue 27 §6): 12 services in 4 categories, by the office and by
 * the demo partners, free and paid, some for subscribers, each with a published form (together
 * they use every kind of field), and the demo exporter's orders in several statuses.
 */

const noHelp: FormBilingual = { uk: '', en: '' };
const text = (
  key: string,
  uk: string,
  en: string,
  required = true,
  extra: Partial<FormField> = {},
): FormField => ({ key, kind: 'text', label: { uk, en }, help: noHelp, required, ...extra }) as FormField;
const longText = (key: string, uk: string, en: string, required = true): FormField => ({
  key,
  kind: 'long_text',
  label: { uk, en },
  help: noHelp,
  required,
});
const section = (key: string, uk: string, en: string, fields: FormField[]) => ({
  key,
  title: { uk, en },
  description: noHelp,
  fields,
});

const TRANSLATION_FORM: FormDefinition = {
  sections: [
    section('documents', 'Документи', 'Documents', [
      {
        key: 'documents',
        kind: 'file',
        label: { uk: 'Документ для перекладу', en: 'Document to translate' },
        help: { uk: 'PDF або документ Word, до 10 МБ.', en: 'A PDF or a Word document, up to 10 MB.' },
        required: true,
        accept: ['pdf', 'office'],
      },
      {
        key: 'languages',
        kind: 'multi_select',
        label: { uk: 'Мови перекладу', en: 'Target languages' },
        help: noHelp,
        required: true,
        options: [
          { value: 'en', label: { uk: 'Англійська', en: 'English' } },
          { value: 'de', label: { uk: 'Німецька', en: 'German' } },
          { value: 'pl', label: { uk: 'Польська', en: 'Polish' } },
          { value: 'fr', label: { uk: 'Французька', en: 'French' } },
        ],
        min_items: 1,
        max_items: 4,
      },
      {
        key: 'deadline',
        kind: 'date',
        label: { uk: 'Потрібно до', en: 'Needed by' },
        help: noHelp,
        required: false,
        not_before_today: true,
      },
      {
        key: 'certified',
        kind: 'checkbox',
        label: { uk: 'Потрібне нотаріальне засвідчення', en: 'A notarised translation is needed' },
        help: noHelp,
        required: false,
      },
      longText('notes', 'Примітки', 'Notes', false),
    ]),
  ],
} as FormDefinition;

const LOGISTICS_FORM: FormDefinition = {
  sections: [
    section('cargo', 'Вантаж', 'Cargo', [
      text('cargo', 'Що перевозимо', 'What is shipped'),
      {
        key: 'hs_code',
        kind: 'hs_code',
        label: { uk: 'Код УКТ ЗЕД', en: 'Customs code (HS)' },
        help: noHelp,
        required: false,
      },
      {
        key: 'weight',
        kind: 'number',
        label: { uk: 'Вага', en: 'Weight' },
        help: noHelp,
        required: true,
        min: 1,
        max: 40_000,
        integer: true,
        unit: { uk: 'кг', en: 'kg' },
      },
    ]),
    section('route', 'Маршрут', 'Route', [
      {
        key: 'destination',
        kind: 'country',
        label: { uk: 'Країна призначення', en: 'Destination country' },
        help: noHelp,
        required: true,
      },
      {
        key: 'transport',
        kind: 'select',
        label: { uk: 'Вид транспорту', en: 'Transport' },
        help: noHelp,
        required: true,
        options: [
          { value: 'truck', label: { uk: 'Автомобільний', en: 'Road' } },
          { value: 'rail', label: { uk: 'Залізничний', en: 'Rail' } },
          { value: 'sea', label: { uk: 'Морський', en: 'Sea' } },
        ],
      },
      {
        key: 'ready_date',
        kind: 'date',
        label: { uk: 'Вантаж готовий з', en: 'Cargo ready from' },
        help: noHelp,
        required: false,
        not_before_today: true,
      },
    ]),
  ],
} as FormDefinition;

const CONSULTATION_FORM: FormDefinition = {
  sections: [
    section('question', 'Питання', 'Question', [
      text('topic', 'Тема', 'Topic'),
      longText('question', 'Ваше питання', 'Your question'),
      {
        key: 'channel',
        kind: 'select',
        label: { uk: 'Як зручно отримати відповідь', en: 'How to answer' },
        help: noHelp,
        required: true,
        options: [
          { value: 'email', label: { uk: 'Електронною поштою', en: 'By e-mail' } },
          { value: 'call', label: { uk: 'Дзвінком', en: 'By a call' } },
        ],
      },
    ]),
  ],
} as FormDefinition;

type DemoService = {
  slug: string;
  title: FormBilingual;
  summary: FormBilingual;
  description: FormBilingual;
  partner?: string;
  priceUah?: number;
  subscribers?: boolean;
  form: FormDefinition;
};

const bi = (uk: string, en: string): FormBilingual => ({ uk, en });

const DEMO_CATALOG: {
  slug: string;
  name: FormBilingual;
  description: FormBilingual;
  services: DemoService[];
}[] = [
  {
    slug: 'certification',
    name: bi('Сертифікація', 'Certification'),
    description: bi(
      'Сертифікати та дозволи для продажу за кордоном.',
      'Certificates and permits to sell abroad.',
    ),
    services: [
      {
        slug: 'eu-product-certification',
        title: bi('Сертифікація продукції для ЄС', 'EU product certification'),
        summary: bi(
          'Підготуємо документи та супроводимо сертифікацію.',
          'We prepare the documents and see the certification through.',
        ),
        description: bi(
          'Аналіз вимог ринку, технічний файл, вибір органу сертифікації, супровід аудиту.',
          'Market requirements, the technical file, choosing the body, support during the audit.',
        ),
        partner: 'eu-compliance-lawyers',
        priceUah: 12_000,
        form: FORM_DEFINITION_EXAMPLE,
      },
      {
        slug: 'organic-certificate',
        title: bi('Органічний сертифікат', 'Organic certificate'),
        summary: bi(
          'Сертифікація органічного виробництва за правилами ЄС.',
          'Organic production certified under EU rules.',
        ),
        description: bi(
          'Перехідний період, інспекція, сертифікат для експорту.',
          'The conversion period, the inspection, a certificate for export.',
        ),
        subscribers: true,
        form: FORM_DEFINITION_EXAMPLE,
      },
      {
        slug: 'certificate-of-origin',
        title: bi('Сертифікат походження EUR.1', 'EUR.1 certificate of origin'),
        summary: bi(
          'Оформимо сертифікат походження для пільгового мита.',
          'We obtain the certificate of origin for the preferential duty.',
        ),
        description: bi(
          'Перевірка правил походження та подання до митниці.',
          'Checking the rules of origin and filing with customs.',
        ),
        form: LOGISTICS_FORM,
      },
    ],
  },
  {
    slug: 'logistics',
    name: bi('Логістика', 'Logistics'),
    description: bi('Перевезення, склади та митне оформлення.', 'Freight, warehouses and customs clearance.'),
    services: [
      {
        slug: 'road-freight-quote',
        title: bi('Розрахунок автоперевезення', 'Road freight quote'),
        summary: bi(
          'Ціна та строки доставки вашого вантажу до ЄС.',
          'The price and time of delivering your cargo to the EU.',
        ),
        description: bi(
          'Збірні та повні машини, рефрижератори.',
          'Groupage and full trucks, refrigerated included.',
        ),
        partner: 'zakhid-cargo',
        form: LOGISTICS_FORM,
      },
      {
        slug: 'sea-container-quote',
        title: bi('Морський контейнер', 'Sea container'),
        summary: bi(
          'Фрахт контейнера через порти Дунаю та Одеси.',
          'Container freight through the Danube and Odesa ports.',
        ),
        description: bi(
          '20 та 40 футів, консолідація збірних вантажів.',
          '20 and 40 foot, groupage consolidation.',
        ),
        partner: 'black-sea-forwarding',
        form: LOGISTICS_FORM,
      },
      {
        slug: 'customs-clearance',
        title: bi('Митне оформлення', 'Customs clearance'),
        summary: bi(
          'Експортна декларація та супровід на кордоні.',
          'The export declaration and support at the border.',
        ),
        description: bi('Брокери на основних пунктах пропуску.', 'Brokers at the main border crossings.'),
        priceUah: 2_500,
        form: LOGISTICS_FORM,
      },
    ],
  },
  {
    slug: 'legal',
    name: bi('Право та контракти', 'Law and contracts'),
    description: bi(
      'Контракти з іноземними покупцями та захист інтересів.',
      'Contracts with foreign buyers and protecting your interests.',
    ),
    services: [
      {
        slug: 'contract-review',
        title: bi('Перевірка зовнішньоекономічного контракту', 'Foreign trade contract review'),
        summary: bi(
          'Юрист перевірить контракт і запропонує правки.',
          'A lawyer reviews the contract and proposes changes.',
        ),
        description: bi(
          'Incoterms, оплата, арбітраж, форс-мажор.',
          'Incoterms, payment, arbitration, force majeure.',
        ),
        partner: 'trade-law-partners',
        priceUah: 4_000,
        form: TRANSLATION_FORM,
      },
      {
        slug: 'legal-consultation',
        title: bi('Юридична консультація', 'Legal consultation'),
        summary: bi(
          'Відповідь юриста на питання про експорт.',
          'A lawyer’s answer to a question about exporting.',
        ),
        description: bi('Відповідь протягом двох робочих днів.', 'An answer within two working days.'),
        subscribers: true,
        form: CONSULTATION_FORM,
      },
      {
        slug: 'trademark-registration',
        title: bi('Реєстрація торговельної марки в ЄС', 'EU trademark registration'),
        summary: bi(
          'Подання заявки до EUIPO та супровід.',
          'Filing with the EUIPO and following it through.',
        ),
        description: bi(
          'Пошук схожих марок, класи МКТП, подання.',
          'Searching similar marks, Nice classes, filing.',
        ),
        priceUah: 9_000,
        form: CONSULTATION_FORM,
      },
    ],
  },
  {
    slug: 'documents',
    name: bi('Документи та переклади', 'Documents and translations'),
    description: bi(
      'Переклади, презентації та маркетингові матеріали.',
      'Translations, presentations and marketing materials.',
    ),
    services: [
      {
        slug: 'document-translation',
        title: bi('Переклад документів', 'Document translation'),
        summary: bi(
          'Переклад сертифікатів, специфікацій і контрактів.',
          'Translating certificates, specifications and contracts.',
        ),
        description: bi('Англійська, німецька, польська, французька.', 'English, German, Polish, French.'),
        form: TRANSLATION_FORM,
      },
      {
        slug: 'export-presentation',
        title: bi('Експортна презентація компанії', 'Export presentation of the company'),
        summary: bi(
          'Презентація для іноземних покупців англійською.',
          'A presentation for foreign buyers in English.',
        ),
        description: bi('Структура, тексти, дизайн.', 'Structure, texts, design.'),
        subscribers: true,
        form: CONSULTATION_FORM,
      },
      {
        slug: 'price-list-localisation',
        title: bi('Локалізація прайс-листа', 'Price list localisation'),
        summary: bi(
          'Прайс-лист у валюті та мові країни покупця.',
          'A price list in the buyer’s currency and language.',
        ),
        description: bi(
          'Ціни за Incoterms, валюта, переклад.',
          'Prices under Incoterms, currency, translation.',
        ),
        form: TRANSLATION_FORM,
      },
    ],
  },
];

type DemoOrder = {
  service: string;
  answers: Record<string, unknown>;
  moves: readonly Move[];
  daysAgo: number;
};

const DEMO_ORDERS: DemoOrder[] = [
  {
    service: 'road-freight-quote',
    answers: {
      cargo: 'Мед акацієвий у бочках',
      hs_code: '040900',
      weight: 20_000,
      destination: 'DE',
      transport: 'truck',
    },
    moves: [],
    daysAgo: 2,
  },
  {
    service: 'eu-product-certification',
    answers: {
      product_name: 'Олія соняшникова нерафінована',
      annual_volume: 500,
      hs_code: '151211',
      target_markets: ['de', 'pl'],
      certificate_type: 'haccp',
      consent: true,
    },
    moves: [{ to: 'in_process', by: 'manager', comment: 'Взяли в роботу, зв’яжемося щодо аудиту.' }],
    daysAgo: 6,
  },
  {
    service: 'legal-consultation',
    answers: {
      topic: 'Оплата за акредитивом',
      question: 'Чи варто погоджуватися на відстрочку платежу 60 днів для нового покупця з Польщі?',
      channel: 'email',
    },
    moves: [
      { to: 'in_process', by: 'manager' },
      { to: 'in_finalization', by: 'manager', comment: 'Надішліть, будь ласка, проєкт контракту.' },
    ],
    daysAgo: 9,
  },
  {
    service: 'customs-clearance',
    answers: {
      cargo: 'Заморожена малина',
      hs_code: '081120',
      weight: 18_000,
      destination: 'NL',
      transport: 'truck',
    },
    moves: [
      { to: 'in_process', by: 'manager' },
      { to: 'closed', by: 'manager', comment: 'Декларацію оформлено, вантаж пройшов кордон.' },
    ],
    daysAgo: 14,
  },
];

const DAY_MS = 86_400_000;

export function createDemoCatalogSteps(): DemoSeedStep[] {
  return [
    {
      name: 'demo-catalog',
      run: async (db) => {
        const partners = await db
          .select({ id: proPartners.id, slug: proPartners.slug })
          .from(proPartners)
          .where(
            inArray(
              proPartners.slug,
              DEMO_CATALOG.flatMap((category) =>
                category.services.flatMap((service) => service.partner ?? []),
              ),
            ),
          );
        const partnerId = new Map(partners.map((partner) => [partner.slug, partner.id]));
        const services = new Map<
          string,
          {
            id: number;
            formId: number;
            title: FormBilingual;
            form: FormDefinition;
            priceMinor: number | null;
          }
        >();
        for (const [categoryIndex, category] of DEMO_CATALOG.entries()) {
          const [categoryRow] = await db
            .insert(serviceCategories)
            .values({
              slug: category.slug,
              nameUk: category.name.uk,
              nameEn: category.name.en,
              descriptionUk: category.description.uk,
              descriptionEn: category.description.en,
              position: categoryIndex,
            })
            .returning({ id: serviceCategories.id });
          for (const [position, service] of category.services.entries()) {
            const [serviceRow] = await db
              .insert(catalogServices)
              .values({
                slug: service.slug,
                categoryId: categoryRow!.id,
                titleUk: service.title.uk,
                titleEn: service.title.en,
                summaryUk: service.summary.uk,
                summaryEn: service.summary.en,
                descriptionUk: service.description.uk,
                descriptionEn: service.description.en,
                partnerId: service.partner ? (partnerId.get(service.partner) ?? null) : null,
                priceMinor: service.priceUah ? service.priceUah * 100 : null,
                subscriptionRequired: service.subscribers ?? false,
                formDraft: service.form,
                position,
                publishedAt: new Date(),
              })
              .returning({ id: catalogServices.id });
            const [form] = await db
              .insert(serviceForms)
              .values({
                serviceId: serviceRow!.id,
                version: 1,
                definition: service.form,
                schema: toFormJsonSchema(service.form),
              })
              .returning({ id: serviceForms.id });
            await db
              .update(catalogServices)
              .set({ currentFormId: form!.id })
              .where(eq(catalogServices.id, serviceRow!.id));
            services.set(service.slug, {
              id: serviceRow!.id,
              formId: form!.id,
              title: service.title,
              form: service.form,
              priceMinor: service.priceUah ? service.priceUah * 100 : null,
            });
          }
        }

        const actors = await findActors(db);
        for (const order of DEMO_ORDERS) {
          const service = services.get(order.service)!;
          const createdAt = new Date(Date.now() - order.daysAgo * DAY_MS);
          const [row] = await db
            .insert(serviceOrders)
            .values({
              companyId: actors.companyId,
              createdBy: actors.exporter.userId,
              serviceId: service.id,
              formId: service.formId,
              answers: order.answers,
              subject: subjectOf(service.form, order.answers),
              titleUk: service.title.uk,
              titleEn: service.title.en,
              createdAt,
              statusChangedAt: createdAt,
              updatedAt: createdAt,
            })
            .returning({ id: serviceOrders.id, number: serviceOrders.number });
          await recordRequestCreation(db, {
            kind: 'service_order',
            requestId: row!.id,
            actor: actors.exporter,
            at: createdAt,
          });
          // A priced service's order was paid (by bank transfer) before it went to the managers.
          if (service.priceMinor) {
            const invoice = await insertInvoice(db, {
              companyId: actors.companyId,
              sale: { subject: 'catalog_order', serviceOrderId: row!.id },
              paymentMethod: 'bank_transfer',
              amountMinor: service.priceMinor,
              currency: 'UAH',
              item: serviceOrderItem({ titleUk: service.title.uk, titleEn: service.title.en }, row!.number),
              parties: await readInvoiceParties(db, actors.companyId),
              at: createdAt,
            });
            await db
              .update(invoices)
              .set({ status: 'paid', paidAt: createdAt, updatedAt: createdAt })
              .where(eq(invoices.id, invoice.id));
          }
          await moveAlong(db, {
            kind: 'service_order',
            requestId: row!.id,
            moves: [{ to: 'accepted', by: 'exporter' }, ...order.moves],
            actors,
            createdAt,
          });
        }
      },
    },
  ];
}
