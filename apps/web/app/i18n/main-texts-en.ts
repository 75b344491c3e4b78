import { addCatalogue } from './translator';
import en from './locales/en.json';

/** The main catalogue in English, brought by the English pages' route (routes/language/en.ts). */
addCatalogue('en', 'translation', en);
