/**
 * The public pages of spec §2, by their Ukrainian path (the English twin adds /en). The sitemap,
 * the SEO data and the tests of every public page read this one list.
 */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/export',
  '/faq',
  '/pro',
  '/partners',
  '/tariffs',
  '/importing-countries',
  '/import-application',
  '/cookie-policy',
  '/privacy-policy',
  '/terms-of-use',
  '/offer-agreement',
  '/auth/login',
  '/auth/registration',
] as const;
export type PublicPagePath = (typeof PUBLIC_PAGE_PATHS)[number];

/**
 * Pages indexed in English only: the import application is for foreign buyers, and its guard
 * sends a first visit of /import-application to /en/import-application (spec §2) unless the
 * visitor chose Ukrainian or their browser asks for it, so a crawler only ever sees the English
 * page (issue 25 §10: a Ukrainian reader gets the form in Ukrainian).
 */
export const ENGLISH_ONLY_PATHS: readonly PublicPagePath[] = ['/import-application'];

/** The legal pages served by `/pages/{slug}` (spec §2, §7). */
export const LEGAL_PAGE_SLUGS = [
  'cookie-policy',
  'privacy-policy',
  'terms-of-use',
  'offer-agreement',
] as const;
export type LegalPageSlug = (typeof LEGAL_PAGE_SLUGS)[number];
