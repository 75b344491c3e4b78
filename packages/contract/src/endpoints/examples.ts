import type { CompanyInfoBody, MainInfoBody, SubmitCodeBody } from '../api/auth';

import type { AdminPublishedAnalysisBody, PdfUpload } from '../api/country-analyses';

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

/** A one-page PDF, as small as a PDF gets (base64 here only to write it down): what the tests upload. */
export const EXAMPLE_PDF_BASE64 =
  'JVBERi0xLjQKMSAwIG9iajw8L1R5cGUvQ2F0YWxvZy9QYWdlcyAyIDAgUj4+ZW5kb2JqCjIgMCBvYmo8PC9UeXBlL1BhZ2VzL0tpZHNbMyAwIFJdL0NvdW50IDE+PmVuZG9iagozIDAgb2JqPDwvVHlwZS9QYWdlL1BhcmVudCAyIDAgUi9NZWRpYUJveFswIDAgNTk1IDg0Ml0+PmVuZG9iagp0cmFpbGVyPDwvUm9vdCAxIDAgUj4+CiUlRU9GCg==';

/** The examples' PDF field: an upload's id (`POST /admin/files?kind=pdf`, decision 036). */
export const PDF_UPLOAD_EXAMPLE = {
  file_id: '0f6d3c1a-8b2e-4e57-a1d4-93c5e7b2f6a0',
} satisfies PdfUpload;

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
