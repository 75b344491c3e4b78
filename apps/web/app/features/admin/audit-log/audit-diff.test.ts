import { describe, expect, it } from 'vitest';
import adminEn from '../../../i18n/locales/admin/en.json';
import adminUa from '../../../i18n/locales/admin/ua.json';
import {
  AUDIT_FIELD_KEYS,
  describeAuditValue,
  findAuditChanges,
  formatAuditValue,
  isAuditFieldKey,
  isInternalKey,
} from './audit-diff';

describe('findAuditChanges', () => {
  it('lists only the keys whose values differ, before → after', () => {
    expect(
      findAuditChanges(
        { status: 'accepted', number: 1001, comment: '' },
        { status: 'in_process', number: 1001, comment: 'Taken' },
      ),
    ).toEqual([
      { key: 'status', before: 'accepted', after: 'in_process' },
      { key: 'comment', before: '', after: 'Taken' },
    ]);
  });

  it('reads a key on one side only as added or removed', () => {
    expect(findAuditChanges(null, { is_approved: true })).toEqual([
      { key: 'is_approved', before: null, after: 'true' },
    ]);
    expect(findAuditChanges({ deny_reason: 'No EDRPOU' }, {})).toEqual([
      { key: 'deny_reason', before: 'No EDRPOU', after: null },
    ]);
  });

  it('compares nested values by content, not identity', () => {
    expect(findAuditChanges({ tags: ['a', 'b'] }, { tags: ['a', 'b'] })).toEqual([]);
    expect(findAuditChanges({ tags: ['a'] }, { tags: ['a', 'b'] })).toEqual([
      { key: 'tags', before: '["a"]', after: '["a","b"]' },
    ]);
  });

  it('does not count an empty value where there was none as a change', () => {
    expect(findAuditChanges({ status: 'accepted' }, { status: 'in_process', comment: '' })).toEqual([
      { key: 'status', before: 'accepted', after: 'in_process' },
    ]);
    expect(findAuditChanges({ deny_reason: null }, { deny_reason: 'No EDRPOU' })).toEqual([
      { key: 'deny_reason', before: 'null', after: 'No EDRPOU' },
    ]);
  });

  it('is empty when nothing was recorded', () => {
    expect(findAuditChanges(null, null)).toEqual([]);
  });
});

describe('formatAuditValue', () => {
  it('keeps strings, writes the rest as compact JSON', () => {
    expect(formatAuditValue('denied')).toBe('denied');
    expect(formatAuditValue(false)).toBe('false');
    expect(formatAuditValue(null)).toBe('null');
    expect(formatAuditValue({ a: 1 })).toBe('{"a":1}');
  });

  it('cuts long values to one short line', () => {
    const value = formatAuditValue('x'.repeat(200));
    expect(value).toHaveLength(80);
    expect(value?.endsWith('…')).toBe(true);
  });
});

describe('issue 13: the audit log in words, not field names and true/false', () => {
  const words = { yes: 'Так', no: 'Ні' };

  it('shows recorded flags as yes/no and an empty value as nothing', () => {
    expect(describeAuditValue('true', words)).toBe('Так');
    expect(describeAuditValue('false', words)).toBe('Ні');
    expect(describeAuditValue('null', words)).toBeNull();
    expect(describeAuditValue(null, words)).toBeNull();
    expect(describeAuditValue('No EDRPOU', words)).toBe('No EDRPOU');
  });

  it('names every recorded field in both languages and leaves internal references out', () => {
    for (const key of AUDIT_FIELD_KEYS) {
      expect(adminUa.audit.fields[key], `ua ${key}`).toBeTruthy();
      expect(adminEn.audit.fields[key], `en ${key}`).toBeTruthy();
    }
    expect(adminUa.audit.fields.is_approved).toBe('Схвалено');
    expect(isAuditFieldKey('is_banned')).toBe(true);
    expect(isAuditFieldKey('shared_contact_id')).toBe(false);
    expect(isInternalKey('shared_contact_id')).toBe(true);
    expect(isInternalKey('status')).toBe(false);
  });
});
