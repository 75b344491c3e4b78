import { describe, expect, it } from 'vitest';
import {
  backOfficeRequestPath,
  exporterRequestEditPath,
  exporterRequestPath,
  isRequestKind,
  REQUEST_KIND_INFO,
  REQUEST_KINDS,
  statusListOf,
} from './request-kinds';
import { allowedMoves, statusesOf } from './status-graph';
import { APPLICATION_STATUSES, SHORT_APPLICATION_STATUSES } from './statuses';

describe('request kinds (issue 13 §3: one seam, one name per kind)', () => {
  it('describes every kind once, under its own name', () => {
    expect(Object.keys(REQUEST_KIND_INFO)).toEqual([...REQUEST_KINDS]);
    for (const kind of REQUEST_KINDS) expect(REQUEST_KIND_INFO[kind].kind).toBe(kind);
  });

  it('spec §2: each kind’s pages — the exporter’s list, detail and edit pages, the back office’s', () => {
    expect(exporterRequestPath('sales_market', 'a')).toBe('/profile/market/a');
    expect(exporterRequestEditPath('sales_market', 'a')).toBe('/profile/market/edit/a');
    expect(backOfficeRequestPath('sales_market', 'a')).toBe('/admin/sales-market/a');
    expect(exporterRequestPath('check_list', 'b')).toBe('/profile/check-list/b');
    expect(exporterRequestEditPath('check_list', 'b')).toBe('/profile/check-list/edit/b');
    expect(backOfficeRequestPath('check_list', 'b')).toBe('/admin/check-list/b');
  });

  it('spec §4: export applications use the full status set, market-analysis requests the shorter one', () => {
    expect(statusListOf('sales_market')).toBe('full');
    expect(statusListOf('check_list')).toBe('short');
    expect(statusesOf('sales_market')).toEqual(APPLICATION_STATUSES);
    expect(statusesOf('check_list')).toEqual(SHORT_APPLICATION_STATUSES);
  });

  it('a kind’s graph never leaves its status set', () => {
    for (const kind of REQUEST_KINDS) {
      const statuses = statusesOf(kind);
      for (const from of statuses) {
        for (const to of [...allowedMoves(kind, from, 'manager'), ...allowedMoves(kind, from, 'exporter')]) {
          expect(statuses).toContain(to);
        }
      }
    }
  });

  it('names each kind in both languages, and only closed export applications are rated', () => {
    for (const kind of REQUEST_KINDS) {
      expect(REQUEST_KIND_INFO[kind].name.uk).toMatch(/[а-яіїєґ]/i);
      expect(REQUEST_KIND_INFO[kind].name.en).toMatch(/^[A-Z][a-z -]+$/);
    }
    expect(REQUEST_KIND_INFO.sales_market.rateable).toBe(true);
    expect(REQUEST_KIND_INFO.check_list.rateable).toBe(false);
  });

  it('tells a kind from any other value', () => {
    expect(isRequestKind('check_list')).toBe(true);
    expect(isRequestKind('importer')).toBe(false);
    expect(isRequestKind(undefined)).toBe(false);
  });
});
