import { and } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { salesMarketApplications as t } from '@portal/db';
import { BoundValues } from '../../lib/prepared-queries';
import { buildListConditions, listFilterColumns, listOrder, type ListFilters } from './list-filters';
import { exporterScope } from '../access/scope';
import { companyReader, testUser } from './scope-test-support';

const dialect = new PgDialect({ casing: 'snake_case' });
// An exporter's list: the company scope leaves the companies' names out of the search.
const scope = await exporterScope(companyReader([{ id: 'company' }]).db, testUser());
const columns = listFilterColumns(t, [t.productNameUk, t.productNameEn], scope);

function build(filters: ListFilters, isQueue = false) {
  const bound = new BoundValues();
  const conditions = buildListConditions(columns, filters, bound);
  const order = listOrder({
    isQueue,
    status: filters.status,
    columns: { createdAt: t.createdAt, statusChangedAt: t.statusChangedAt, id: t.id },
    bound,
  });
  const text = dialect.sqlToQuery(and(...conditions, ...order)!).sql;
  return { key: bound.key, text, values: bound.values };
}

const FILTER_SETS: ListFilters[] = [
  {},
  { status: 'accepted' },
  { status: 'denied' },
  { date_from: '2026-01-01' },
  { date_to: '2026-02-01' },
  { date_from: '2026-01-01', date_to: '2026-02-01', status: 'closed' },
  { search: 'мед' },
  { search: 'липовий мед' },
  { search: 'гречаний мед' },
  { search: '1024' },
  { search: '№1025' },
  { hs: 'IV' },
  { hs: 'XXI' },
  { hs: '04' },
  { hs: '0409' },
  { hs: '040900' },
  { hs: '0409', search: 'мед', status: 'accepted' },
];

describe('list filters as a prepared shape (decision 016)', () => {
  it('the same key always means the same SQL text, and different texts never share a key', () => {
    const texts = new Map<string, string>();
    for (const filters of FILTER_SETS) {
      for (const isQueue of [false, true]) {
        const { key, text } = build(filters, isQueue);
        const known = texts.get(key);
        if (known !== undefined) expect(text, JSON.stringify(filters)).toBe(known);
        texts.set(key, text);
      }
    }
    // Distinct texts ⇔ distinct keys.
    const distinctTexts = new Set(texts.values());
    expect(distinctTexts.size).toBe(texts.size);
  });

  it('any number of search words is one shape: the words travel as one array', () => {
    const one = build({ search: 'мед' });
    const three = build({ search: 'мед липовий гречаний' });
    expect(three.key).toBe(one.key);
    expect(three.text).toBe(one.text);
    expect(three.values).toEqual({ p0: ['%мед%', '%липовий%', '%гречаний%'] });
  });

  it('values travel as parameters, never in the text', () => {
    const { text, values } = build({
      status: 'accepted',
      search: "o'brien 100%",
      hs: '0409',
      date_from: '2026-03-04',
    });
    expect(text).not.toMatch(/accepted|brien|0409|2026/);
    expect(Object.values(values)).toEqual([
      'accepted',
      '2026-03-04T00:00:00.000Z',
      ['%o_brien%', '%100\\%%'],
      '0409%',
    ]);
  });

  it('the end date is the next day, exclusive (both ends whole UTC days, inclusive)', () => {
    expect(build({ date_to: '2026-02-28' }).values).toEqual({ p0: '2026-03-01T00:00:00.000Z' });
  });
});
