import { describe, expect, it } from 'vitest';
import { ADMIN_NS, ADMIN_RESOURCES } from './admin';
import { createI18n } from './i18n';

function getAdminT(locale: 'ua' | 'en') {
  const i18n = createI18n(locale);
  i18n.addResourceBundle(i18n.language, ADMIN_NS, ADMIN_RESOURCES[i18n.language as 'uk' | 'en']);
  return i18n.getFixedT(i18n.language, ADMIN_NS);
}

describe('the back-office counts in Ukrainian (CLDR one/few/many)', () => {
  const t = getAdminT('ua');

  it.each([
    [1, 'Знайдено 1 компанію', 'Знайдено 1 заявку', '1 запис'],
    [2, 'Знайдено 2 компанії', 'Знайдено 2 заявки', '2 записи'],
    [5, 'Знайдено 5 компаній', 'Знайдено 5 заявок', '5 записів'],
    [11, 'Знайдено 11 компаній', 'Знайдено 11 заявок', '11 записів'],
    [21, 'Знайдено 21 компанію', 'Знайдено 21 заявку', '21 запис'],
    [22, 'Знайдено 22 компанії', 'Знайдено 22 заявки', '22 записи'],
    [25, 'Знайдено 25 компаній', 'Знайдено 25 заявок', '25 записів'],
  ] as const)('%i', (count, companies, requests, entries) => {
    expect(t('companies.found', { count })).toBe(companies);
    expect(t('queue.found', { count })).toBe(requests);
    expect(t('audit.found', { count })).toBe(entries);
  });
});

describe('the money pages’ counts in Ukrainian', () => {
  const t = getAdminT('ua');

  it.each([
    [1, 'Знайдено 1 рахунок', '1 місяць'],
    [3, 'Знайдено 3 рахунки', '3 місяці'],
    [12, 'Знайдено 12 рахунків', '12 місяців'],
    [21, 'Знайдено 21 рахунок', '21 місяць'],
  ] as const)('%i', (count, invoices, months) => {
    expect(t('invoices.found', { count })).toBe(invoices);
    expect(t('tariffs.months', { count })).toBe(months);
  });
});

describe('the back-office counts in English', () => {
  const t = getAdminT('en');

  it.each([
    [1, '1 company found', '1 request found', '1 entry'],
    [2, '2 companies found', '2 requests found', '2 entries'],
  ] as const)('%i', (count, companies, requests, entries) => {
    expect(t('companies.found', { count })).toBe(companies);
    expect(t('queue.found', { count })).toBe(requests);
    expect(t('audit.found', { count })).toBe(entries);
  });
});
