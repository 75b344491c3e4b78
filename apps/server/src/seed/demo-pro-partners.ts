import type { DemoSeedStep } from '@portal/db';
import { proPartners } from '@portal/db';

type DemoPartner = {
  slug: string;
  kind: 'logistics' | 'law' | 'certification' | 'translation' | 'insurance' | 'finance';
  name: { uk: string; en: string };
  city: { uk: string; en: string };
  countries: string[];
  summary: { uk: string; en: string };
  description: { uk: string; en: string };
  phone: string;
  website: string;
};

/** Ten fictional firms, one or two of each kind (issue 16 §6: a directory on the first start). */
const DEMO_PARTNERS: DemoPartner[] = [
  {
    slug: 'zakhid-cargo',
    kind: 'logistics',
    name: { uk: 'Захід Карго', en: 'Zakhid Cargo' },
    city: { uk: 'Львів', en: 'Lviv' },
    countries: ['PL', 'DE', 'CZ', 'SK'],
    summary: {
      uk: 'Автоперевезення до ЄС, зокрема рефрижераторами, та митне оформлення на кордоні.',
      en: 'Road freight to the EU, refrigerated included, and customs clearance at the border.',
    },
    description: {
      uk: 'Власний парк із 60 тягачів, склад тимчасового зберігання під Львовом, брокери на пунктах пропуску Краковець і Ягодин.',
      en: 'A fleet of 60 trucks, a bonded warehouse near Lviv, brokers at the Krakovets and Yahodyn crossings.',
    },
    phone: '+380322000101',
    website: 'https://zakhid-cargo.example.org',
  },
  {
    slug: 'black-sea-forwarding',
    kind: 'logistics',
    name: { uk: 'Чорноморська експедиція', en: 'Black Sea Forwarding' },
    city: { uk: 'Одеса', en: 'Odesa' },
    countries: [],
    summary: {
      uk: 'Морські контейнерні перевезення та мультимодальні маршрути через порти Дунаю.',
      en: 'Sea container shipping and multimodal routes through the Danube ports.',
    },
    description: {
      uk: 'Консолідація збірних вантажів, фрахт, страхування вантажу через партнерів.',
      en: 'Groupage consolidation, freight and cargo insurance through partners.',
    },
    phone: '+380482000202',
    website: 'https://bsf.example.org',
  },
  {
    slug: 'trade-law-partners',
    kind: 'law',
    name: { uk: 'Адвокатське об’єднання «Право торгівлі»', en: 'Trade Law Partners' },
    city: { uk: 'Київ', en: 'Kyiv' },
    countries: [],
    summary: {
      uk: 'Зовнішньоекономічні контракти, арбітраж, захист від антидемпінгових розслідувань.',
      en: 'Foreign trade contracts, arbitration, defence in anti-dumping investigations.',
    },
    description: {
      uk: 'Готуємо контракти за Incoterms 2020, представляємо у МКАС при ТПП України та у Віденському арбітражі.',
      en: 'We draft contracts under Incoterms 2020 and represent clients at the ICAC of the Ukrainian CCI and the Vienna arbitration centre.',
    },
    phone: '+380442000303',
    website: 'https://tradelaw.example.org',
  },
  {
    slug: 'eu-compliance-lawyers',
    kind: 'law',
    name: { uk: 'ЄвроКомплаєнс', en: 'EuroCompliance' },
    city: { uk: 'Київ', en: 'Kyiv' },
    countries: ['DE', 'FR', 'IT', 'NL', 'PL'],
    summary: {
      uk: 'Відповідність регламентам ЄС: CBAM, EUDR, пакування, захист персональних даних.',
      en: 'EU regulatory compliance: CBAM, EUDR, packaging, data protection.',
    },
    description: {
      uk: 'Аудит відповідності, звітність CBAM, представництво в ЄС.',
      en: 'Compliance audits, CBAM reporting, representation in the EU.',
    },
    phone: '+380442000404',
    website: 'https://eucompliance.example.org',
  },
  {
    slug: 'ukr-cert-lab',
    kind: 'certification',
    name: { uk: 'УкрСерт Лаб', en: 'UkrCert Lab' },
    city: { uk: 'Харків', en: 'Kharkiv' },
    countries: [],
    summary: {
      uk: 'Сертифікація продукції для ЄС (CE), лабораторні випробування харчових продуктів.',
      en: 'Product certification for the EU (CE), food laboratory testing.',
    },
    description: {
      uk: 'Акредитована лабораторія, протоколи випробувань англійською, супровід до отримання сертифіката.',
      en: 'An accredited laboratory, test reports in English, guidance until the certificate is issued.',
    },
    phone: '+380572000505',
    website: 'https://ukrcert.example.org',
  },
  {
    slug: 'halal-kosher-consult',
    kind: 'certification',
    name: { uk: 'Халяль і Кошер Консалт', en: 'Halal & Kosher Consult' },
    city: { uk: 'Дніпро', en: 'Dnipro' },
    countries: ['AE', 'SA', 'TR', 'IL'],
    summary: {
      uk: 'Підготовка виробництва до сертифікації халяль і кошер для ринків Близького Сходу.',
      en: 'Preparing production for halal and kosher certification for Middle Eastern markets.',
    },
    description: {
      uk: 'Аудит виробництва, навчання персоналу, зв’язок із визнаними органами сертифікації.',
      en: 'Production audits, staff training, liaison with recognised certification bodies.',
    },
    phone: '+380562000606',
    website: 'https://hkconsult.example.org',
  },
  {
    slug: 'lingua-export',
    kind: 'translation',
    name: { uk: 'Лінгва Експорт', en: 'Lingua Export' },
    city: { uk: 'Київ', en: 'Kyiv' },
    countries: [],
    summary: {
      uk: 'Технічний і юридичний переклад 30 мовами, присяжні перекладачі для Польщі та Німеччини.',
      en: 'Technical and legal translation into 30 languages, sworn translators for Poland and Germany.',
    },
    description: {
      uk: 'Переклад специфікацій, сертифікатів, контрактів і сайтів; нотаріальне засвідчення.',
      en: 'Translation of specifications, certificates, contracts and websites; notarisation.',
    },
    phone: '+380442000707',
    website: 'https://linguaexport.example.org',
  },
  {
    slug: 'cargo-shield-insurance',
    kind: 'insurance',
    name: { uk: 'Карго Щит', en: 'Cargo Shield' },
    city: { uk: 'Київ', en: 'Kyiv' },
    countries: [],
    summary: {
      uk: 'Страхування вантажів і відповідальності перевізника, страхування експортних кредитів.',
      en: 'Cargo and carrier liability insurance, export credit insurance.',
    },
    description: {
      uk: 'Поліси за умовами Institute Cargo Clauses, врегулювання збитків за кордоном.',
      en: 'Policies on Institute Cargo Clauses terms, claims handled abroad.',
    },
    phone: '+380442000808',
    website: 'https://cargoshield.example.org',
  },
  {
    slug: 'export-finance-bureau',
    kind: 'finance',
    name: { uk: 'Бюро експортного фінансування', en: 'Export Finance Bureau' },
    city: { uk: 'Київ', en: 'Kyiv' },
    countries: [],
    summary: {
      uk: 'Акредитиви, факторинг, гарантії та програми державного експортного кредитування.',
      en: 'Letters of credit, factoring, guarantees and state export credit programmes.',
    },
    description: {
      uk: 'Допомагаємо обрати форму розрахунків і підготувати документи до банку та Експортно-кредитного агентства.',
      en: 'We help choose the payment terms and prepare the papers for the bank and the Export Credit Agency.',
    },
    phone: '+380442000909',
    website: 'https://efb.example.org',
  },
  {
    slug: 'danube-freight',
    kind: 'logistics',
    name: { uk: 'Дунай Фрейт', en: 'Danube Freight' },
    city: { uk: 'Ізмаїл', en: 'Izmail' },
    countries: ['RO', 'BG', 'MD'],
    summary: {
      uk: 'Річкові та залізничні перевезення зерна й металу через Дунай.',
      en: 'River and rail transport of grain and metal via the Danube.',
    },
    description: {
      uk: 'Баржі, перевалка, експедирування в портах Ізмаїл і Рені.',
      en: 'Barges, transshipment and forwarding in the ports of Izmail and Reni.',
    },
    phone: '+380484100010',
    website: 'https://danubefreight.example.org',
  },
];

/** The professional partners' demo directory (decision 031): ten published firms. */
export function createDemoProPartnerSteps(): DemoSeedStep[] {
  return [
    {
      name: 'demo-pro-partners',
      run: async (db) => {
        for (const partner of DEMO_PARTNERS) {
          await db
            .insert(proPartners)
            .values({
              slug: partner.slug,
              kind: partner.kind,
              nameUk: partner.name.uk,
              nameEn: partner.name.en,
              summaryUk: partner.summary.uk,
              summaryEn: partner.summary.en,
              descriptionUk: partner.description.uk,
              descriptionEn: partner.description.en,
              cityUk: partner.city.uk,
              cityEn: partner.city.en,
              countries: partner.countries,
              email: `requests@${new URL(partner.website).hostname}`,
              phone: partner.phone,
              websiteUrl: partner.website,
              publishedAt: new Date(),
            })
            .onConflictDoNothing();
        }
      },
    },
  ];
}
