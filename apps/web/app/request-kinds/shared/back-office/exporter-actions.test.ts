import { describe, expect, it } from 'vitest';
import adminEn from '../../../i18n/locales/admin/en.json';
import adminUa from '../../../i18n/locales/admin/ua.json';
import { ADMIN_NS, ADMIN_RESOURCES } from '../../../i18n/admin';
import { createI18n } from '../../../i18n/i18n';
import { describeExporterActions, listExporterActions } from './exporter-actions';

function getAdminT(locale: 'ua' | 'en') {
  const i18n = createI18n(locale);
  i18n.addResourceBundle(i18n.language, ADMIN_NS, ADMIN_RESOURCES[i18n.language as 'uk' | 'en']);
  return i18n.getFixedT(i18n.language, ADMIN_NS);
}

const NONE = { can_edit: false, can_delete: false, can_submit: false, can_rate: false };
const DRAFT = { can_edit: true, can_delete: true, can_submit: true, can_rate: false };

describe('issue 13: the back-office says what the exporter may do, not can_edit: Так', () => {
  it('lists the allowed actions in a fixed order', () => {
    expect(listExporterActions(DRAFT)).toEqual(['edit', 'delete', 'submit']);
    expect(listExporterActions({ ...NONE, can_rate: true })).toEqual(['rate']);
    expect(listExporterActions(NONE)).toEqual([]);
  });

  it('says it as a phrase in Ukrainian', () => {
    const t = getAdminT('ua');
    expect(t('request.fields.exporterMay')).toBe('Експортер зараз може');
    expect(describeExporterActions(DRAFT, t, 'ua')).toBe('редагувати, видалити і подати на розгляд');
    expect(describeExporterActions({ ...NONE, can_rate: true }, t, 'ua')).toBe('оцінити роботу менеджера');
    expect(describeExporterActions(NONE, t, 'ua')).toBe('лише переглядати заявку');
  });

  it('and in English', () => {
    const t = getAdminT('en');
    expect(t('request.fields.exporterMay')).toBe('The exporter may now');
    expect(describeExporterActions(DRAFT, t, 'en')).toBe('edit, delete, and submit for review');
    expect(describeExporterActions(NONE, t, 'en')).toBe('only view the request');
  });

  it('keeps no yes/no flag texts named after the API’s fields', () => {
    for (const catalogue of [adminUa, adminEn]) {
      for (const key of ['canEdit', 'canDelete', 'canSubmit', 'canRate']) {
        expect(Object.keys(catalogue.request.fields)).not.toContain(key);
      }
      const labels = Object.values(catalogue.request.fields).join('\n');
      expect(labels).not.toMatch(/може редагувати|may edit|може видалити|may delete/i);
    }
  });
});
