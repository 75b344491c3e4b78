import { describe, expect, it } from 'vitest';
import accountsEn from './locales/accounts/en.json';
import accountsUa from './locales/accounts/ua.json';
import en from './locales/en.json';
import ua from './locales/ua.json';
import consentEn from './locales/consent/en.json';
import consentUa from './locales/consent/ua.json';
import requestsEn from './locales/requests/en.json';
import requestsUa from './locales/requests/ua.json';
import adminEn from './locales/admin/en.json';
import adminUa from './locales/admin/ua.json';
import checklistEn from './locales/checklist/en.json';
import checklistUa from './locales/checklist/ua.json';
import classificationEn from './locales/classification/en.json';
import classificationUa from './locales/classification/ua.json';
import moneyEn from './locales/money/en.json';
import moneyUa from './locales/money/ua.json';
import advisoryEn from './locales/advisory/en.json';
import advisoryUa from './locales/advisory/ua.json';
import importingEn from './locales/importing/en.json';
import importingUa from './locales/importing/ua.json';
import matchmakingEn from './locales/matchmaking/en.json';
import matchmakingUa from './locales/matchmaking/ua.json';
import countryActionsEn from './locales/countryActions/en.json';
import countryActionsUa from './locales/countryActions/ua.json';
import clubEn from './locales/club/en.json';
import clubUa from './locales/club/ua.json';
import proPartnersEn from './locales/proPartners/en.json';
import proPartnersUa from './locales/proPartners/ua.json';
import academyEn from './locales/academy/en.json';
import academyUa from './locales/academy/ua.json';
import vkursiEn from './locales/vkursi/en.json';
import vkursiUa from './locales/vkursi/ua.json';
import adminClubEn from './locales/adminClub/en.json';
import adminClubUa from './locales/adminClub/ua.json';
import adminAcademyEn from './locales/adminAcademy/en.json';
import adminAcademyUa from './locales/adminAcademy/ua.json';
import adminPartnersEn from './locales/adminPartners/en.json';
import adminPartnersUa from './locales/adminPartners/ua.json';
import adminCatalogEn from './locales/adminCatalog/en.json';
import adminCatalogUa from './locales/adminCatalog/ua.json';
import designedFormEn from './locales/designedForm/en.json';
import designedFormUa from './locales/designedForm/ua.json';
import catalogEn from './locales/catalog/en.json';
import catalogUa from './locales/catalog/ua.json';
import reportsEn from './locales/reports/en.json';
import reportsUa from './locales/reports/ua.json';
import courierEn from './locales/courier/en.json';
import courierUa from './locales/courier/ua.json';
import supportEn from './locales/support/en.json';
import supportUa from './locales/support/ua.json';
import pagesEn from './locales/pages/en.json';
import pagesUa from './locales/pages/ua.json';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : flatten(value, path);
  });
}

/** Plural variants count as one key: languages need different sets of forms. */
function baseKeys(keys: string[]): Set<string> {
  return new Set(keys.map((key) => key.replace(PLURAL_SUFFIX, '')));
}

/** The plural forms present for each plural key. */
function pluralForms(keys: string[]): Map<string, Set<string>> {
  const forms = new Map<string, Set<string>>();
  for (const key of keys) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match?.[1]) continue;
    const base = key.replace(PLURAL_SUFFIX, '');
    forms.set(base, (forms.get(base) ?? new Set()).add(match[1]));
  }
  return forms;
}

/**
 * The main catalogue and the namespaces: accounts (the sign-in and cabinet pages' texts), consent
 * (the cookie banner), pages (FAQ, legal pages, tariffs, import application), requests (export
 * applications), checklist (market-analysis requests, application lists, notifications), classification (the
 * customs-code search), admin
 * (the back-office), money (paying, the professional services), advisory (country analyses
 * and the assistant), importing (the cabinet's importing countries), matchmaking (import
 * applications shared with exporters, both sides) countryActions (the office's country events) club (the business club's events), proPartners, academy, vkursi (the other professional services) and adminClub, adminAcademy, adminPartners (their back office), adminCatalog (the catalogue's back office); designedForm (the forms managers design); catalog (the exporter's catalogue of services and orders); reports (foreign company reports, the exporter's pages and their back office); courier (the courier pickup form, both sides); support (the support form, its messages and answers, both sides).
 */
const catalogues = {
  ua: {
    ...ua,
    accounts: accountsUa,
    consent: consentUa,
    pages: pagesUa,
    requests: requestsUa,
    checklist: checklistUa,
    classification: classificationUa,
    admin: adminUa,
    money: moneyUa,
    advisory: advisoryUa,
    importing: importingUa,
    matchmaking: matchmakingUa,
    countryActions: countryActionsUa,
    club: clubUa,
    proPartners: proPartnersUa,
    academy: academyUa,
    vkursi: vkursiUa,
    adminClub: adminClubUa,
    adminAcademy: adminAcademyUa,
    adminPartners: adminPartnersUa,
    adminCatalog: adminCatalogUa,
    designedForm: designedFormUa,
    catalog: catalogUa,
    reports: reportsUa,
    courier: courierUa,
    support: supportUa,
  },
  en: {
    ...en,
    accounts: accountsEn,
    consent: consentEn,
    pages: pagesEn,
    requests: requestsEn,
    checklist: checklistEn,
    classification: classificationEn,
    admin: adminEn,
    money: moneyEn,
    advisory: advisoryEn,
    importing: importingEn,
    matchmaking: matchmakingEn,
    countryActions: countryActionsEn,
    club: clubEn,
    proPartners: proPartnersEn,
    academy: academyEn,
    vkursi: vkursiEn,
    adminClub: adminClubEn,
    adminAcademy: adminAcademyEn,
    adminPartners: adminPartnersEn,
    adminCatalog: adminCatalogEn,
    designedForm: designedFormEn,
    catalog: catalogEn,
    reports: reportsEn,
    courier: courierEn,
    support: supportEn,
  },
} as const;
const iso = { ua: 'uk', en: 'en' } as const;
const flat = { ua: flatten(catalogues.ua), en: flatten(catalogues.en) };

describe('translation catalogues', () => {
  it('have the same keys in Ukrainian and English', () => {
    const uaKeys = baseKeys(flat.ua);
    const enKeys = baseKeys(flat.en);
    expect(
      [...uaKeys].filter((key) => !enKeys.has(key)),
      'missing in en.json',
    ).toEqual([]);
    expect(
      [...enKeys].filter((key) => !uaKeys.has(key)),
      'missing in ua.json',
    ).toEqual([]);
  });

  it.each(Object.keys(catalogues) as Array<keyof typeof catalogues>)(
    '%s has every CLDR plural form its language needs',
    (locale) => {
      const needed = new Intl.PluralRules(iso[locale]).resolvedOptions().pluralCategories;
      for (const [key, forms] of pluralForms(flat[locale])) {
        for (const category of needed) {
          expect(forms.has(category), `${key}_${category}`).toBe(true);
        }
      }
    },
  );

  it('has no empty texts', () => {
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      const empty = flatten(catalogue).filter((key) => {
        const value = key.split('.').reduce<unknown>((node, part) => {
          return typeof node === 'object' && node !== null ? (node as Catalogue)[part] : undefined;
        }, catalogue);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, locale).toEqual([]);
    }
  });
});
