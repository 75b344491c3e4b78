import 'i18next';
import type accounts from './locales/accounts/ua.json';
import type ua from './locales/ua.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ua; accounts: typeof accounts };
  }
}
