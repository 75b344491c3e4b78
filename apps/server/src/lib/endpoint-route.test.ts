import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { endpoint, type endpoints } from '@portal/contract';
import type { BackOfficeScope, ExporterScope, RequestScope } from '../domain/access/scope';
import type { ScopeOf } from './endpoint-route';

describe('decision 043: a handler’s scope is typed from its entry', () => {
  it('staff → the back office; company, filing, buying → the exporter’s company; caller → either; reader → a company or none; else none', () => {
    expectTypeOf<ScopeOf<typeof endpoints.listAdminInvoices>>().toEqualTypeOf<BackOfficeScope>();
    expectTypeOf<ScopeOf<typeof endpoints.listInvoices>>().toEqualTypeOf<ExporterScope>();
    expectTypeOf<ScopeOf<typeof endpoints.createSalesMarketApplication>>().toEqualTypeOf<ExporterScope>();
    expectTypeOf<ScopeOf<typeof endpoints.startTrial>>().toEqualTypeOf<ExporterScope>();
    expectTypeOf<ScopeOf<typeof endpoints.getAcademyLesson>>().toEqualTypeOf<RequestScope>();
    expectTypeOf<ScopeOf<typeof endpoints.listEvents>>().toEqualTypeOf<ExporterScope | null>();
    expectTypeOf<ScopeOf<typeof endpoints.getProfile>>().toEqualTypeOf<undefined>();
  });

  it('an entry whose scope does not fit its access is refused when the table is built', () => {
    const build = (access: 'public' | 'staff' | 'identified', scope: 'company' | 'reader') => () =>
      endpoint({
        operationId: 'probe',
        method: 'GET',
        path: '/probe',
        summary: 'probe',
        tags: ['probe'],
        access,
        scope,
        response: z.object({}),
      });
    expect(build('public', 'company')).toThrow(/access 'public' has no scope 'company'/);
    expect(build('staff', 'company')).toThrow(/access 'staff' has no scope 'company'/);
    expect(build('identified', 'company')).toThrow(/access 'identified' has no scope 'company'/);
    expect(build('identified', 'reader')).not.toThrow();
  });
});
