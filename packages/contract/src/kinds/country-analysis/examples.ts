import { PDF_UPLOAD_EXAMPLE } from '../../endpoints/examples';
import { type AdminCountryAnalysisResultBody } from './back-office-schemas';
import { type CountryAnalysisBody } from './schemas';

export const COUNTRY_ANALYSIS_EXAMPLE = {
  country_code: 'PL',
  product_name: 'Natural honey',
  hs_section: 'I',
  hs_group: '04',
  hs_product_item: '0409',
  goals: 'Who buys organic honey in Poland, at what prices, and which certificates the buyers ask for.',
  comment: 'We ship 20 t a month in 300 kg drums.',
} satisfies CountryAnalysisBody;

export const COUNTRY_ANALYSIS_RESULT_EXAMPLE = {
  text_uk: 'Попит на органічний мед у Польщі зростає; ключові покупці — мережі Biedronka та Lidl.',
  text_en: 'Demand for organic honey in Poland is growing; the key buyers are the Biedronka and Lidl chains.',
  pdf: PDF_UPLOAD_EXAMPLE,
} satisfies AdminCountryAnalysisResultBody;
