import 'i18next';
import type ua from './locales/ua.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ua };
  }
}
