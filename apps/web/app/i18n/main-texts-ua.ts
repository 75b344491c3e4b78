import { addCatalogue } from './translator';
import ua from './locales/ua.json';

/** The main catalogue in Ukrainian, brought by the Ukrainian pages' route (routes/language/ua.ts). */
addCatalogue('uk', 'translation', ua);
