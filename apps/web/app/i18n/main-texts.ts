/**
 * The main catalogue in every language, for the server (entry.server.tsx) and the unit tests
 * (vitest.config.ts): a browser loads only its page's language (i18n.ts).
 */
import './main-texts-ua';
import './main-texts-en';
