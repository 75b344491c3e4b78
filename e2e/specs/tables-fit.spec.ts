import type { Page } from '@playwright/test';
import { DEMO_EXPORTER, signInViaApi } from '../fixtures/accounts';
import { test } from '../fixtures/requests';
import { expect } from '../fixtures/test';

/**
 * Issue 25 §9, tables that fit: no list table is wider than its box, so no column (a status, the
 * draft actions) sits behind a sideways scroll nobody sees. The cabinet's lists at 1,440 px (the
 * demo exporter has drafts, so the actions column shows) and the back office's lists on a 375 px
 * phone. A column a phone leaves out is shown inside the row (checked where the page says so).
 */

/** Every table of the page: how wide it is, and how wide the box it scrolls in. */
async function measureTables(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('table')]
      .filter((table) => table.getBoundingClientRect().width > 0)
      .map((table) => {
        let box = table.parentElement;
        while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
        return {
          table: table.dataset.testid ?? '?',
          overflow: box ? box.scrollWidth - box.clientWidth : 0,
        };
      }),
  );
}

async function expectTablesFit(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('table').first()).toBeAttached();
    for (const measured of await measureTables(page)) {
      expect(measured.overflow, `${path}: ${measured.table} is wider than its box`).toBeLessThanOrEqual(1);
    }
  }
}

test('the cabinet’s lists fit a desktop card, the draft actions included', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInViaApi(page, DEMO_EXPORTER.email, DEMO_EXPORTER.password);
  await expectTablesFit(page, [
    '/profile/applications',
    '/profile/market',
    '/profile/check-list',
    '/en/profile/applications',
  ]);
});

test('the back office’s lists fit a phone; the queue’s status and company stay in the row', async ({
  manager,
}) => {
  await manager.setViewportSize({ width: 375, height: 812 });
  await expectTablesFit(manager, [
    '/admin/sales-market',
    '/admin/check-list',
    '/admin/country-analysis',
    '/admin/assistant',
    '/admin/companies',
    '/admin/invoices',
    '/admin/payments',
    '/admin/importer-sales',
    '/admin/country-analyses',
    '/admin/country-actions',
    '/admin/events',
    '/admin/courses',
    '/admin/pro-partners',
    '/admin/tariffs',
    '/admin/chat',
    '/admin/chat/canned-answers',
    '/en/admin/sales-market',
  ]);
  await manager.goto('/admin/sales-market');
  const row = manager.getByTestId('queue-table').getByTestId('data-table-row').first();
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByTestId('status-badge')).toBeInViewport({ ratio: 1 });
  await expect(row.getByTestId('queue-row-company')).toBeVisible();
});
