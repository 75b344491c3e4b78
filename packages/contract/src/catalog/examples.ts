import type { AdminCatalogServiceBody, AdminServiceCategoryBody } from './admin-catalog';

/** An example body of the back office's category calls (the document, the access matrix). */
export const CATALOG_CATEGORY_EXAMPLE = {
  name: { uk: 'Сертифікація', en: 'Certification' },
  description: {
    uk: 'Сертифікати та дозволи для продажу за кордоном.',
    en: 'Certificates and permits to sell abroad.',
  },
} satisfies AdminServiceCategoryBody;

/** An example body of the back office's service calls (category 1 exists in every database with the demo). */
export const CATALOG_SERVICE_EXAMPLE = {
  category_id: 1,
  title: { uk: 'Сертифікація продукції для ЄС', en: 'EU product certification' },
  summary: {
    uk: 'Підготуємо документи та подамо на сертифікацію.',
    en: 'We prepare the documents and apply for the certificate.',
  },
  description: {
    uk: 'Аналіз вимог ринку, підготовка технічного файлу, супровід аудиту.',
    en: 'Market requirements, the technical file, support during the audit.',
  },
  price_minor: 250_000,
  subscription_required: false,
} satisfies AdminCatalogServiceBody;
