import type { CompanyInfoBody, MainInfoBody, SubmitCodeBody } from '../api/auth';
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
