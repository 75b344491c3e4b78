import type { DemoSeedStep } from '@portal/db';
import { academyCourses, academyLessons } from '@portal/db';

type Text = { uk: string; en: string };
type DemoLesson = { title: Text; body: Text; minutes: number; videoUrl?: string };
type DemoCourse = { slug: string; title: Text; summary: Text; description: Text; lessons: DemoLesson[] };

const DEMO_COURSES: DemoCourse[] = [
  {
    slug: 'export-basics',
    title: { uk: 'Основи експорту', en: 'Export basics' },
    summary: {
      uk: 'Від вибору ринку до першого контракту: що треба знати компанії, яка вперше продає за кордон.',
      en: 'From choosing a market to the first contract: what a company selling abroad for the first time needs to know.',
    },
    description: {
      uk: 'Три короткі уроки для тих, хто починає. Після останнього ви отримаєте сертифікат.',
      en: 'Three short lessons for those who are starting. After the last one you get a certificate.',
    },
    lessons: [
      {
        title: { uk: 'Як обрати цільовий ринок', en: 'How to choose a target market' },
        body: {
          uk: 'Почніть із даних: обсяги імпорту вашого товару за кодом УКТ ЗЕД, мита та нетарифні бар’єри, логістичне плече.\n\nПорівняйте три-п’ять країн за однаковими критеріями і оберіть одну для першого кроку.',
          en: 'Start with data: import volumes of your product by its HS code, duties and non-tariff barriers, the logistics distance.\n\nCompare three to five countries by the same criteria and pick one for the first step.',
        },
        minutes: 12,
        videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      },
      {
        title: { uk: 'Ціна та умови поставки', en: 'Price and delivery terms' },
        body: {
          uk: 'Експортна ціна включає виробництво, пакування, логістику до обумовленого пункту, страхування та маржу.\n\nУмови поставки домовляються за Incoterms 2020: FCA і DAP — найчастіші для автоперевезень до ЄС.',
          en: 'An export price includes production, packaging, logistics to the agreed point, insurance and the margin.\n\nDelivery terms are agreed under Incoterms 2020: FCA and DAP are the most common for road freight to the EU.',
        },
        minutes: 15,
      },
      {
        title: { uk: 'Перший контракт', en: 'The first contract' },
        body: {
          uk: 'Контракт називає сторони, товар і його специфікацію, ціну та валюту, умови поставки й оплати, застосовне право та арбітраж.\n\nДля першої угоди безпечніші передоплата або акредитив.',
          en: 'A contract names the parties, the goods and their specification, the price and currency, delivery and payment terms, the governing law and arbitration.\n\nFor a first deal, prepayment or a letter of credit is safer.',
        },
        minutes: 14,
      },
    ],
  },
  {
    slug: 'selling-to-the-eu',
    title: { uk: 'Продажі до ЄС', en: 'Selling to the EU' },
    summary: {
      uk: 'Вимоги єдиного ринку: маркування CE, безпечність харчових продуктів, пакування та звітність.',
      en: 'Single-market requirements: CE marking, food safety, packaging and reporting.',
    },
    description: {
      uk: 'Курс для компаній, які вже експортують або готуються до першої поставки в ЄС.',
      en: 'A course for companies already exporting or preparing a first shipment to the EU.',
    },
    lessons: [
      {
        title: { uk: 'Маркування CE', en: 'CE marking' },
        body: {
          uk: 'Знак CE підтверджує відповідність виробу директивам ЄС. Виробник складає технічну документацію й декларацію відповідності.',
          en: 'The CE mark confirms that a product meets EU directives. The manufacturer draws up the technical file and the declaration of conformity.',
        },
        minutes: 10,
      },
      {
        title: { uk: 'Харчові продукти: HACCP і етикетки', en: 'Food: HACCP and labels' },
        body: {
          uk: 'Виробник харчових продуктів має систему HACCP. Етикетка — мовою країни продажу, з алергенами та поживною цінністю.',
          en: 'A food producer runs a HACCP system. The label is in the language of the country of sale, with allergens and nutrition values.',
        },
        minutes: 12,
      },
    ],
  },
];

/** The academy's demo courses (issue 16 §6): two published courses of lessons in both languages. */
export function createDemoAcademySteps(): DemoSeedStep[] {
  return [
    {
      name: 'demo-academy',
      run: async (db) => {
        for (const [index, demo] of DEMO_COURSES.entries()) {
          const [course] = await db
            .insert(academyCourses)
            .values({
              slug: demo.slug,
              titleUk: demo.title.uk,
              titleEn: demo.title.en,
              summaryUk: demo.summary.uk,
              summaryEn: demo.summary.en,
              descriptionUk: demo.description.uk,
              descriptionEn: demo.description.en,
              position: index,
              publishedAt: new Date(),
            })
            .onConflictDoNothing()
            .returning({ id: academyCourses.id });
          if (!course) continue;
          for (const [position, lesson] of demo.lessons.entries()) {
            await db.insert(academyLessons).values({
              courseId: course.id,
              position,
              titleUk: lesson.title.uk,
              titleEn: lesson.title.en,
              bodyUk: lesson.body.uk,
              bodyEn: lesson.body.en,
              minutes: lesson.minutes,
              videoUrl: lesson.videoUrl ?? null,
            });
          }
        }
      },
    },
  ];
}
