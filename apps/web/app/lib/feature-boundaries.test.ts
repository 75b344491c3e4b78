import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Issue 13 §4: features never import each other, and the shared layer never imports a feature;
 * the lint rule `web-layers/feature-boundaries` (eslint.config.js) enforces it.
 */
const ROOT = join(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: ROOT });

async function problemsOf(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'web-layers/feature-boundaries')
    .map((message) => message.message);
}

describe('the web app’s layers (lint)', { timeout: 60_000 }, () => {
  it('refuses a feature importing another feature', async () => {
    const problems = await problemsOf(
      'apps/web/app/features/export/example.ts',
      "export { SalesMarketListPage } from '../requests/sales-market/sales-market-list-page';\n",
    );
    expect(problems).toEqual([
      "The feature 'export' must not import the feature 'requests': move what both use to app/components or app/lib.",
    ]);
  });

  it('refuses the shared layer importing a feature', async () => {
    const problems = await problemsOf(
      'apps/web/app/components/requests/example.ts',
      "export { AdminLayout } from '../../features/admin/shell/admin-shell';\n",
    );
    expect(problems).toHaveLength(1);
  });

  it('lets a feature import its own folders and the shared layer', async () => {
    const problems = await problemsOf(
      'apps/web/app/features/admin/companies/example.ts',
      "export { QueuePage } from '../requests/queue-page';\nexport { cx } from '../../../lib/cx';\n",
    );
    expect(problems).toEqual([]);
  });
});
