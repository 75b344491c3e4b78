import { randomUUID } from 'node:crypto';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { salesMarketApplications as t } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { BoundValues } from '../../lib/prepared-queries';
import { findCompanies } from '../admin/find-companies';
import { findAllApplications } from '../requests/find-all-applications';
import {
  actorOfScope,
  assertBackOfficeScope,
  backOfficeScope,
  exporterScope,
  recordInScope,
  scopeCondition,
  type BackOfficeScope,
  type ExporterScope,
  type RequestScope,
} from './scope';
import { getSalesMarketApplication } from '../requests/sales-market/get-sales-market-application';
import { companyReader, testUser } from '../requests/scope-test-support';

const dialect = new PgDialect({ casing: 'snake_case' });
const text = (condition: Parameters<PgDialect['sqlToQuery']>[0]) => {
  const { sql, params } = dialect.sqlToQuery(condition);
  return { sql, params };
};

/** What a call refused with: its code and message key, or the error itself. */
async function refusal(call: () => unknown): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    return error instanceof AppError ? { code: error.code, key: error.messageKey } : error;
  }
  return 'no refusal';
}

describe('exporterScope: the exporter and their company (decision 024)', () => {
  it('is the company of the user, remembered: the second scope asks the database nothing', async () => {
    const user = testUser();
    const companyId = randomUUID();
    const reader = companyReader([{ id: companyId }]);
    const scope = await exporterScope(reader.db, user);
    expect(scope).toMatchObject({ kind: 'company', companyId, user });
    expect(Object.isFrozen(scope)).toBe(true);
    await exporterScope(reader.db, user);
    expect(reader.calls()).toBe(1);
  });

  it('an exporter without a company answers 404, as an unknown record does', async () => {
    const reader = companyReader([]);
    expect(await refusal(() => exporterScope(reader.db, testUser({ registrationStep: 3 })))).toEqual({
      code: 'not_found',
      key: 'error.not_found',
    });
  });

  it('a manager or an admin has no company: 404, without a query', async () => {
    const reader = companyReader([{ id: randomUUID() }]);
    for (const role of ['manager', 'admin'] as const) {
      expect(await refusal(() => exporterScope(reader.db, testUser({ role })))).toEqual({
        code: 'not_found',
        key: 'error.not_found',
      });
    }
    expect(reader.calls()).toBe(0);
  });

  it('for filing, a company that may not file answers 403 request.not_approved before its company is looked up', async () => {
    const reader = companyReader([]);
    for (const flags of [{ isApproved: false }, { isDenied: true }, { isBanned: true }]) {
      expect(await refusal(() => exporterScope(reader.db, testUser(flags), { filing: true }))).toEqual({
        code: 'forbidden',
        key: 'request.not_approved',
      });
    }
    expect(reader.calls()).toBe(0);
    // Reading stays open to them (decision 014 §4).
    const denied = await exporterScope(
      companyReader([{ id: randomUUID() }]).db,
      testUser({ isDenied: true }),
    );
    expect(denied.kind).toBe('company');
  });
});

describe('backOfficeScope: managers and admins (decision 024)', () => {
  it('a manager and an admin get the scope of every company', () => {
    for (const role of ['manager', 'admin'] as const) {
      const user = testUser({ role });
      expect(backOfficeScope(user)).toMatchObject({ kind: 'back_office', user });
    }
  });

  it("an exporter can't get it: 403", async () => {
    expect(await refusal(() => backOfficeScope(testUser()))).toEqual({
      code: 'forbidden',
      key: 'error.forbidden',
    });
  });
});

describe('the SQL condition of a scope', () => {
  it("an exporter's scope is their company; the back office's adds nothing", async () => {
    const companyId = randomUUID();
    const exporter = await exporterScope(companyReader([{ id: companyId }]).db, testUser());
    expect(text(scopeCondition(t, exporter)!)).toEqual({
      sql: '"sales_market_applications"."company_id" = $1',
      params: [companyId],
    });
    expect(scopeCondition(t, backOfficeScope(testUser({ role: 'manager' })))).toBeUndefined();
    const id = randomUUID();
    expect(text(recordInScope(t, id, exporter))).toEqual({
      sql: '("sales_market_applications"."id" = $1 and "sales_market_applications"."company_id" = $2)',
      params: [id, companyId],
    });
    expect(text(recordInScope(t, id, backOfficeScope(testUser({ role: 'admin' }))))).toEqual({
      sql: '"sales_market_applications"."id" = $1',
      params: [id],
    });
  });

  it('in a prepared query the company travels as a placeholder and is part of the shape (decision 016)', async () => {
    const companyId = randomUUID();
    const exporter = await exporterScope(companyReader([{ id: companyId }]).db, testUser());
    const bound = new BoundValues();
    expect(text(scopeCondition(t, exporter, bound)!).sql).toBe(
      '"sales_market_applications"."company_id" = $1',
    );
    expect(bound.key).toBe('company');
    expect(bound.values).toEqual({ p0: companyId });
    const queue = new BoundValues();
    scopeCondition(t, backOfficeScope(testUser({ role: 'manager' })), queue);
    expect(queue.key).toBe('');
  });

  it('the actor of a scope is its user, from the address given', () => {
    const user = testUser({ role: 'manager', email: 'manager@example.test' });
    expect(actorOfScope(backOfficeScope(user), '10.0.0.1')).toEqual({
      userId: user.id,
      email: 'manager@example.test',
      role: 'manager',
      ip: '10.0.0.1',
    });
  });
});

describe('a hand-made scope is refused', () => {
  it('by the compiler, and by the run time when forced through a cast', () => {
    const user = testUser();
    // @ts-expect-error -- a scope literal lacks the brand only request-scope.ts can write
    const forged: ExporterScope = { kind: 'company', companyId: randomUUID(), user };
    expect(() => scopeCondition(t, forged)).toThrow(/exporterScope or backOfficeScope/);
    expect(() => recordInScope(t, randomUUID(), forged)).toThrow(/exporterScope or backOfficeScope/);

    const cast = { kind: 'back_office', user: testUser({ role: 'manager' }) } as unknown as BackOfficeScope;
    expect(() => scopeCondition(t, cast)).toThrow(/exporterScope or backOfficeScope/);
    expect(() => actorOfScope(cast, '10.0.0.1')).toThrow(/exporterScope or backOfficeScope/);
    expect(() => assertBackOfficeScope(cast)).toThrow(/exporterScope or backOfficeScope/);
    // A copy of a real scope is not the scope that was made either.
    const copy = { ...backOfficeScope(testUser({ role: 'manager' })) };
    expect(() => scopeCondition(t, copy)).toThrow(/exporterScope or backOfficeScope/);
  });

  it('domain calls take a scope, of the kind they serve (checked by tsc, never run)', () => {
    const typesOnly = async (
      db: never,
      exporter: ExporterScope,
      office: BackOfficeScope,
      any: RequestScope,
    ) => {
      const query = { page: 1, per_page: 10 };
      // @ts-expect-error -- no scope: a domain call cannot mean "every company" by leaving it out
      await getSalesMarketApplication({ db, id: '', locale: 'uk' });
      // @ts-expect-error -- a company id is not a scope
      await getSalesMarketApplication({ db, scope: randomUUID(), id: '', locale: 'uk' });
      await getSalesMarketApplication({ db, scope: any, id: '', locale: 'uk' });
      // @ts-expect-error -- the back office has no company: the cabinet's merged list is the exporter's
      await findAllApplications({ db, scope: office, locale: 'uk', query });
      await findAllApplications({ db, scope: exporter, locale: 'uk', query });
      // @ts-expect-error -- an exporter's scope is not the back office's
      await findCompanies({ db, scope: exporter, query: { ...query, verification: 'pending' } });
      await findCompanies({ db, scope: office, query: { ...query, verification: 'pending' } });
    };
    expect(typesOnly).toBeTypeOf('function');
  });
});
