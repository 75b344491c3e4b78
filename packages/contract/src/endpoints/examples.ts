import type { CompanyInfoBody, MainInfoBody, SubmitCodeBody } from '../api/auth';
import type { AssistantBody } from '../api/assistant';
import type {
  AdminCountryAnalysisResultBody,
  AdminPublishedAnalysisBody,
  CountryAnalysisBody,
  PdfUpload,
} from '../api/country-analyses';
import type {
  CheckListBody,
  ExporterRatingBody,
  SalesMarketPersonalBody,
  SalesMarketProductBody,
} from '../api/requests';

/**
 * Valid bodies shared by several entries of the table, as the forms send them (examples of the
 * document and of the access matrix). Not re-exported by the table: its exports are entries only.
 */
export const EXAMPLE_PASSWORD = 'Zelena-Hora-7';
export const EXAMPLE_CODE = { code: '123456' } satisfies SubmitCodeBody;
export const EXAMPLE_MAIN_INFO = {
  name: 'Олена',
  surname: 'Коваленко',
  patronymic: 'Іванівна',
  position: 'Директорка',
} satisfies MainInfoBody;
export const EXAMPLE_COMPANY = {
  name_ru: 'ТОВ «Зелена Гора»',
  name_en: 'Zelena Hora LLC',
  year_of_foundation: 2015,
  edrpou_code: '34718266',
  ipn_code: '347182626591',
  region: 'UA-46',
  fields_of_activity: ['machinery', 'metallurgy'],
  type_business: 'manufacturer',
  website_url: 'https://zelena-hora.example',
  position_in_the_company: 'Директорка',
} satisfies CompanyInfoBody;

// Requests (valid for a fresh approved exporter; the fixtures of the API tests build on them).

export const PERSONAL_STEP_EXAMPLE = {
  contact_name: 'Олена Коваль',
  contact_position: 'Менеджерка з експорту',
  contact_phone: '+380671234567',
  contact_email: 'olena.koval@example.test',
} satisfies SalesMarketPersonalBody;

export const PRODUCT_STEP_EXAMPLE = {
  product_name_uk: 'Мед натуральний соняшниковий',
  product_name_en: 'Natural sunflower honey',
  hs_section: 'I',
  hs_group: '04',
  hs_product_item: '0409',
  description: 'Raw sunflower honey from Podillia apiaries, in 300 kg drums or 1 kg jars.',
  production_capacity: '120',
  capacity_unit: 't',
  capacity_period: 'year',
  price: '4.35',
  currency: 'EUR',
  price_unit: 'kg',
  incoterms: ['FCA', 'DAP'],
  minimum_order: '20',
  minimum_order_unit: 't',
  certificates: 'HACCP, organic (EU 2018/848)',
  exported_countries: ['PL'],
  target_countries: ['PL', 'DE'],
  service_ids: [1, 3],
  answers: { export_experience: 'yes', english_materials: 'partly', samples: 'yes' },
} satisfies SalesMarketProductBody;

export const RATING_EXAMPLE = { rating: 5, comment: 'Quick and helpful.' } satisfies ExporterRatingBody;

export const CHECK_LIST_EXAMPLE = {
  category: 'buyers',
  area_of_activity: 'food',
  product_name: 'Natural honey',
  hs_section: 'I',
  hs_group: '04',
  hs_product_item: '0409',
  target_countries: ['DE', 'FR'],
  answers: { market_known: 'partly', price_known: 'no' },
  comment: 'We look for distributors of organic honey.',
} satisfies CheckListBody;

// Country analyses and assistance (issue 15).

export const COUNTRY_ANALYSIS_EXAMPLE = {
  country_code: 'PL',
  product_name: 'Natural honey',
  hs_section: 'I',
  hs_group: '04',
  hs_product_item: '0409',
  goals: 'Who buys organic honey in Poland, at what prices, and which certificates the buyers ask for.',
  comment: 'We ship 20 t a month in 300 kg drums.',
} satisfies CountryAnalysisBody;

/** A one-page PDF, as small as a PDF gets (base64 here only to write it down): what the tests upload. */
export const EXAMPLE_PDF_BASE64 =
  'JVBERi0xLjQKMSAwIG9iajw8L1R5cGUvQ2F0YWxvZy9QYWdlcyAyIDAgUj4+ZW5kb2JqCjIgMCBvYmo8PC9UeXBlL1BhZ2VzL0tpZHNbMyAwIFJdL0NvdW50IDE+PmVuZG9iagozIDAgb2JqPDwvVHlwZS9QYWdlL1BhcmVudCAyIDAgUi9NZWRpYUJveFswIDAgNTk1IDg0Ml0+PmVuZG9iagp0cmFpbGVyPDwvUm9vdCAxIDAgUj4+CiUlRU9GCg==';

/** The examples' PDF field: an upload's id (`POST /admin/files?kind=pdf`, decision 036). */
export const PDF_UPLOAD_EXAMPLE = {
  file_id: '0f6d3c1a-8b2e-4e57-a1d4-93c5e7b2f6a0',
} satisfies PdfUpload;

export const COUNTRY_ANALYSIS_RESULT_EXAMPLE = {
  text_uk: 'Попит на органічний мед у Польщі зростає; ключові покупці — мережі Biedronka та Lidl.',
  text_en: 'Demand for organic honey in Poland is growing; the key buyers are the Biedronka and Lidl chains.',
  pdf: PDF_UPLOAD_EXAMPLE,
} satisfies AdminCountryAnalysisResultBody;

export const PUBLISHED_ANALYSIS_EXAMPLE = {
  country_code: 'DE',
  hs_code: '0409',
  title: { uk: 'Ринок меду в Німеччині', en: 'The honey market in Germany' },
  summary: {
    uk: 'Німеччина — найбільший імпортер меду в ЄС; ціни та вимоги покупців.',
    en: 'Germany is the largest honey importer in the EU; prices and what buyers ask for.',
  },
  body: {
    uk: 'Німеччина щороку імпортує близько 80 тисяч тонн меду. Покупці вимагають аналізів на залишки антибіотиків.',
    en: 'Germany imports about 80 thousand tonnes of honey a year. Buyers ask for tests for antibiotic residues.',
  },
} satisfies AdminPublishedAnalysisBody;

export const ASSISTANT_EXAMPLE = {
  topic: 'certification',
  description:
    'Which certificates does our honey need to be sold in Germany, and who issues them in Ukraine?',
  preferred_channel: 'phone',
  preferred_time: 'Weekdays after 14:00',
} satisfies AssistantBody;
