import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REQUEST_KIND_INFO, REQUEST_KINDS } from '@portal/contract';
import { REQUEST_TABLES } from '../request-tables';
import { REQUEST_KIND_MODULES, titleOfRow } from '.';

const ROOT = join(import.meta.dirname, '../../../../../..');

/** The files of the shared machinery: they serve every kind, so none may name one (issue 13 §3). */
function sharedFiles(): string[] {
  const inFolder = (folder: string, keep: (name: string) => boolean = () => true) =>
    readdirSync(join(ROOT, folder))
      .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.') && keep(name))
      .map((name) => join(folder, name));
  return [
    ...inFolder('apps/server/src/domain/requests', (name) => name !== 'scope-test-support.ts'),
    ...[
      'find-request-queue.ts',
      'read-back-office-request.ts',
      'change-admin-request-status.ts',
      'count-requests-by-status.ts',
      'get-request-company.ts',
      'get-admin-summary.ts',
      'get-admin-company.ts',
    ].map((name) => `apps/server/src/domain/admin/${name}`),
    ...inFolder('apps/web/app/components/requests'),
    ...inFolder('apps/web/app/features/applications'),
  ];
}

describe('the request-kind seam (decision 026)', () => {
  it('has one module per kind, with the contract’s description and the kind’s own table', () => {
    expect(Object.keys(REQUEST_KIND_MODULES)).toEqual([...REQUEST_KINDS]);
    for (const kind of REQUEST_KINDS) {
      const module = REQUEST_KIND_MODULES[kind];
      expect(module.kind).toBe(kind);
      expect(module.info).toBe(REQUEST_KIND_INFO[kind]);
      expect(module.table).toBe(REQUEST_TABLES[kind]);
    }
  });

  it('titles a stored row in both languages, by its kind', () => {
    const sales = { productNameUk: 'Мед', productNameEn: 'Honey' } as Parameters<
      typeof titleOfRow<'sales_market'>
    >[1];
    expect(titleOfRow('sales_market', sales)).toEqual({ uk: 'Мед', en: 'Honey' });
    const check = { productName: 'Олія' } as Parameters<typeof titleOfRow<'check_list'>>[1];
    expect(titleOfRow('check_list', check)).toEqual({ uk: 'Олія', en: 'Олія' });
  });

  it('the shared machinery never names a kind: what differs lives in the kind’s module or the contract', () => {
    const files = sharedFiles();
    expect(files.length).toBeGreaterThan(20);
    const quotedKind = new RegExp(`['"\`](${REQUEST_KINDS.join('|')})['"\`]`);
    const naming = files.filter((file) => quotedKind.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(naming).toEqual([]);
  });
});
