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
      'apps/web/app/features/requests/sales-market/example.ts',
      "export { readShortListFilters } from '../short-list-query';\nexport { cx } from '../../../lib/cx';\n",
    );
    expect(problems).toEqual([]);
  });
});

/**
 * Issue 26 §2: the back office's sub-features (`features/admin/<x>`) follow the same rule as the
 * features: one never imports another, nor a file left at the back office's root; what they share
 * lives in the shared back-office layer (`components/back-office`).
 */
describe('the back office’s sub-features (lint)', { timeout: 60_000 }, () => {
  it('refuses a back-office sub-feature importing another', async () => {
    const problems = await problemsOf(
      'apps/web/app/features/admin/companies/example.ts',
      "export { QueuePage } from '../requests/queue-page';\n",
    );
    expect(problems).toEqual([
      "The back-office part 'admin/companies' must not import 'admin/requests': move what both use to app/components/back-office.",
    ]);
  });

  it('refuses a sub-feature importing the back office’s root, and the root importing a sub-feature', async () => {
    expect(
      await problemsOf(
        'apps/web/app/features/admin/academy/example.ts',
        "export { loadAdminSummary } from '../admin-data.server';\n",
      ),
    ).toHaveLength(1);
    expect(
      await problemsOf(
        'apps/web/app/features/admin/example.ts',
        "export { QueuePage } from './requests/queue-page';\n",
      ),
    ).toHaveLength(1);
  });

  it('lets a sub-feature import its own files and the shared back-office layer', async () => {
    const problems = await problemsOf(
      'apps/web/app/features/admin/academy/example.ts',
      "export { coursePath } from './academy-admin-form';\nexport { AdminSection } from '../../../components/back-office/page-heading';\n",
    );
    expect(problems).toEqual([]);
  });

  it('still refuses the shared back-office layer importing a sub-feature', async () => {
    const problems = await problemsOf(
      'apps/web/app/components/back-office/example.ts',
      "export { CoursesPage } from '../../features/admin/academy/courses-page';\n",
    );
    expect(problems).toEqual(["The shared layer (components) must not import the feature 'admin/academy'."]);
  });
});

describe('the request kinds’ layer (lint, issue 26 §1, decision 044)', { timeout: 60_000 }, () => {
  const refused = async (file: string, code: string) => {
    const problems = await problemsOf(file, code);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('decision 044');
  };

  it('refuses a kind importing another kind, a feature or the registry', async () => {
    await refused(
      'apps/web/app/request-kinds/check-list/example.ts',
      "export { toAssistantQuery } from '../assistant/assistant-query';\n",
    );
    await refused(
      'apps/web/app/request-kinds/check-list/example.ts',
      "export { ADMIN_NAV_ITEMS } from '../../features/admin/shell/admin-nav-items';\n",
    );
    await refused(
      'apps/web/app/request-kinds/check-list/example.ts',
      "export { webKind } from '../registry';\n",
    );
  });

  it('refuses the kinds’ shared code naming a kind, and the shared layer importing the kinds', async () => {
    await refused(
      'apps/web/app/request-kinds/shared/example.ts',
      "export { checkListWeb } from '../check-list/kind';\n",
    );
    await refused(
      'apps/web/app/components/requests/example.ts',
      "export { webKind } from '../../request-kinds/registry';\n",
    );
  });

  it('lets the registry list the kinds, a kind use the shared code, and a feature read the registry', async () => {
    expect(
      await problemsOf(
        'apps/web/app/request-kinds/registry-example.ts',
        "export { checkListWeb } from './check-list/kind';\n",
      ),
    ).toEqual([]);
    expect(
      await problemsOf(
        'apps/web/app/request-kinds/check-list/example.ts',
        "export { requireId } from '../shared/request-address.server';\nexport { StatusBadge } from '../../components/requests/status-badge';\n",
      ),
    ).toEqual([]);
    expect(
      await problemsOf(
        'apps/web/app/features/applications/example.ts',
        "export { webKind } from '../../request-kinds/registry';\n",
      ),
    ).toEqual([]);
  });
});
