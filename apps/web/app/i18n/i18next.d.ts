import 'i18next';
import type accounts from './locales/accounts/ua.json';
import type ua from './locales/ua.json';
import type consent from './locales/consent/ua.json';
import type pages from './locales/pages/ua.json';
import type requests from './locales/requests/ua.json';
import type admin from './locales/admin/ua.json';
import type checklist from './locales/checklist/ua.json';
import type classification from './locales/classification/ua.json';
import type money from './locales/money/ua.json';
import type advisory from './locales/advisory/ua.json';
import type importing from './locales/importing/ua.json';
import type matchmaking from './locales/matchmaking/ua.json';
import type countryActions from './locales/countryActions/ua.json';
import type club from './locales/club/ua.json';
import type proPartners from './locales/proPartners/ua.json';
import type academy from './locales/academy/ua.json';
import type vkursi from './locales/vkursi/ua.json';
import type adminClub from './locales/adminClub/ua.json';
import type adminAcademy from './locales/adminAcademy/ua.json';
import type adminPartners from './locales/adminPartners/ua.json';
import type adminCatalog from './locales/adminCatalog/ua.json';
import type designedForm from './locales/designedForm/ua.json';
import type catalog from './locales/catalog/ua.json';
import type reports from './locales/reports/ua.json';
import type courier from './locales/courier/ua.json';
import type support from './locales/support/ua.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof ua;
      accounts: typeof accounts;
      consent: typeof consent;
      pages: typeof pages;
      requests: typeof requests;
      admin: typeof admin;
      checklist: typeof checklist;
      classification: typeof classification;
      money: typeof money;
      advisory: typeof advisory;
      importing: typeof importing;
      matchmaking: typeof matchmaking;
      countryActions: typeof countryActions;
      club: typeof club;
      proPartners: typeof proPartners;
      academy: typeof academy;
      vkursi: typeof vkursi;
      adminClub: typeof adminClub;
      adminAcademy: typeof adminAcademy;
      adminPartners: typeof adminPartners;
      adminCatalog: typeof adminCatalog;
      designedForm: typeof designedForm;
      catalog: typeof catalog;
      reports: typeof reports;
      courier: typeof courier;
      support: typeof support;
    };
  }
}
