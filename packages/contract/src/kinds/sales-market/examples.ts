import {
  type ExporterRatingBody,
  type SalesMarketPersonalBody,
  type SalesMarketProductBody,
} from './schemas';

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
