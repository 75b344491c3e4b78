import '../../i18n/main-texts-en';

/**
 * The parent of every English page (routes.ts). It brings the main catalogue in English: React
 * Router loads a page's route modules before it renders the page, on the first load and when the
 * language switch leads here, so the texts are there before anything shows them and the
 * Ukrainian ones never travel with an English page (decision 054). It renders nothing of its own
 * (a route without a component renders its child), so the page's elements stay the same ones
 * across the language switch, and the focus with them.
 */
export const handle = { locale: 'en' } as const;
