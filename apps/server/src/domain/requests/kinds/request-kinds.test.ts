import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REQUEST_KIND_INFO, REQUEST_KINDS } from '@portal/contract';
import { REQUEST_TABLES } from '../request-tables';
import { REQUEST_KIND_MODULES, titleOfRow } from '.';

const ROOT = join(import.meta.dirname, '../../../../../..');

/** Every TypeScript file under a folder of the repository, tests left out. */
function filesUnder(folder: string, skip: (path: string) => boolean = () => false): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'))
    .map((entry) => join(relative(ROOT, entry.parentPath), entry.name))
    .filter((path) => !skip(path));
}

/**
 * The files of the shared machinery on every side (issue 13 §3, issue 26 §1, decision 044): they
 * serve every kind, so none may name one. A kind lives in its own folders (the contract's
 * `kinds/<kind>`, the server's `domain/requests/<kind>` and `routes/kinds/<kind>`, the web's
 * `request-kinds/<kind>`) and is named only in each side's registry.
 */
function sharedFiles(): string[] {
  return [
    ...filesUnder('packages/contract/src', (path) => path.startsWith('packages/contract/src/kinds/')),
    ...filesUnder('apps/server/src/domain/requests', (path) => {
      const folder = relative('apps/server/src/domain/requests', dirname(path));
      return folder !== '' || path.endsWith('scope-test-support.ts');
    }),
    ...filesUnder('apps/server/src/domain/admin'),
    ...filesUnder('apps/server/src/routes/admin'),
    ...filesUnder('apps/server/src/routes/profile'),
    ...filesUnder('apps/web/app/components'),
    ...filesUnder('apps/web/app/lib'),
    ...filesUnder('apps/web/app/i18n'),
    ...filesUnder('apps/web/app/layouts'),
    ...filesUnder('apps/web/app/features/applications'),
    ...filesUnder('apps/web/app/features/admin'),
    ...filesUnder('apps/web/app/request-kinds/shared'),
    ...filesUnder('apps/web/app/routes/admin'),
    'apps/web/app/routes.ts',
  ];
}

/** A kind's API identifier in quotes, or its name in a type or function (`SalesMarket…`, `getAdminCheckList`). */
const KIND_NAME = new RegExp(
  [
    `['"\`](${REQUEST_KINDS.join('|')})['"\`]`,
    `(${REQUEST_KINDS.map((kind) => kind.replace(/(^|_)([a-z])/g, (_m, _s, c: string) => c.toUpperCase())).join('|')})`,
  ].join('|'),
);

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

  it('the shared machinery of the contract, the server, the web and the back office never names a kind (decision 044)', () => {
    const files = sharedFiles();
    // The contract's, the server's and the web's shared folders, every file of them.
    expect(files.length).toBeGreaterThan(300);
    const naming = files.filter((file) => KIND_NAME.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(naming).toEqual([]);
  });

  it('a kind’s name in shared code is caught (the check above can fail)', () => {
    expect(KIND_NAME.test("readQueueQuery(params, 'check_list')")).toBe(true);
    expect(KIND_NAME.test('type View = AdminSalesMarket;')).toBe(true);
    expect(KIND_NAME.test('REQUEST_KIND_INFO[kind].backOfficePath')).toBe(false);
  });
});
