import '../../i18n/main-texts-ua';

/**
 * The parent of every Ukrainian page (routes.ts). It brings the main catalogue in Ukrainian:
 * React Router loads a page's route modules before it renders the page, on the first load and
 * when the language switch leads here, so the texts are there before anything shows them and the
 * English ones never travel with a Ukrainian page (decision 054). It renders nothing of its own
 * (a route without a component renders its child), so the page's elements stay the same ones
 * across the language switch, and the focus with them.
 */
export const handle = { locale: 'ua' } as const;
