import type { Page } from '@playwright/test';
import { endpoints } from '@portal/contract';
import { apiPath, callApi } from '../fixtures/api';
import { expect, expectAccessible } from '../fixtures/test';
import { registerViaApi } from '../fixtures/accounts';
import { fillCheckListForm, registerApprovedExporter, test } from '../fixtures/requests';

/**
 * Issue 5: market-analysis requests (spec §2 `/profile/check-list/*`, the short status set of
 * spec §4), the list of all applications, the statuses legend and the portal notifications.
 * Each test registers its own company, so no other spec's requests or notifications mix in.
 */

async function expectNoSidewaysScroll(page: Page) {
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

test('an exporter files a market-analysis request and follows it through the managers’ moves (issue 5)', async ({
  page,
  manager,
}) => {
  test.setTimeout(180_000);
  await registerApprovedExporter(page, manager);

  // An empty list says so and offers to create one.
  await page.goto('/profile/check-list');
  await expect(page.getByTestId('check-list-empty')).toBeVisible();
  await expectAccessible(page);
  await page.getByTestId('check-list-create').click();
  await expect(page).toHaveURL(/\/profile\/check-list\/create$/);
  await expectAccessible(page);

  // The contract's schema checks the form before it is sent.
  await page.getByTestId('check-list-submit').click();
  await expect(page.getByTestId('check-list-category-error')).toBeVisible();
  await expect(page.getByLabel('Вид аналізу', { exact: true })).toBeFocused();

  await fillCheckListForm(page, 'Заморожена малина');
  await page.getByTestId('check-list-submit').click();
  await expect(page).toHaveURL(/\/profile\/check-list\/[0-9a-f-]{36}\?saved=submitted$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByTestId('check-list-saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Запит № \d+$/);
  const number = /\d+/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')![0];
  await expect(page.getByTestId('status-badge').first()).toHaveText('Подано на розгляд');
  await expect(page.getByTestId('check-list-countries')).toHaveText('Німеччина, Польща');
  await expectAccessible(page);

  // A manager takes it up: the exporter's next page shows a toast headed with the new status
  // (decision 041: the short list's 'В роботі', an information) with a link, the list reads the
  // same label, and the notification is marked read.
  await callApi(manager.request, endpoints.changeAdminCheckListStatus, {
    params: { id },
    body: { status: 'in_process' },
  });
  await page.goto('/profile/check-list');
  const toast = page.getByTestId('notifications').locator('[data-type="info"]');
  await expect(toast.locator('p').first()).toHaveText('В роботі');
  await expect(toast).toContainText(`№ ${number}`);
  await expect(toast.getByRole('link', { name: 'Відкрити заявку' })).toHaveAttribute(
    'href',
    `/profile/check-list/${id}`,
  );
  await expect(page.getByRole('table').getByTestId('status-badge')).toHaveText('В роботі');
  await expect
    .poll(async () => {
      const unread = await callApi(page.request, endpoints.listNotifications, { query: { unread: '1' } });
      return unread.items.filter((item) => item.link === `/profile/check-list/${id}`).length;
    })
    .toBe(0);
  await expectAccessible(page);
  await page.goto('/en/profile/check-list');
  await expect(page.getByRole('table').getByTestId('status-badge')).toHaveText('In work');

  // Sent back for rework with a comment: the edit page shows it first; the exporter resubmits.
  const comment = 'Уточніть, будь ласка, обсяги поставок.';
  await callApi(manager.request, endpoints.changeAdminCheckListStatus, {
    params: { id },
    body: { status: 'in_finalization', comment },
  });
  await page.goto(`/profile/check-list/${id}`);
  await expect(page.getByTestId('status-badge').first()).toHaveText('На доопрацюванні');
  await page.getByTestId('check-list-edit').click();
  await expect(page).toHaveURL(new RegExp(`/profile/check-list/edit/${id}$`));
  await expect(page.getByTestId('manager-comment')).toContainText(comment);
  await expect(page.getByLabel('Назва продукту', { exact: true })).toHaveValue('Заморожена малина');
  await expectAccessible(page);
  await page.getByLabel('Назва продукту', { exact: true }).fill('Заморожена малина, 10 т');
  await page.getByTestId('check-list-submit').click();
  await expect(page).toHaveURL(new RegExp(`/profile/check-list/${id}\\?saved=submitted$`));
  await expect(page.getByTestId('status-badge').first()).toHaveText('Подано на розгляд');
  await expect(page.getByText('Заморожена малина, 10 т').first()).toBeVisible();

  // The history: created, submitted, taken, sent back with the comment, resubmitted.
  const history = page.getByTestId('status-history-item');
  await expect(history).toHaveCount(5);
  await expect(history.nth(3)).toContainText(comment);
  await expect(history.nth(4)).toContainText('Подано на розгляд');
  await expectAccessible(page);

  // Editing is over once it is submitted: the edit page opens the request instead.
  await page.goto(`/profile/check-list/edit/${id}`);
  await expect(page).toHaveURL(new RegExp(`/profile/check-list/${id}$`));

  // All applications list it, linked to its page; the filter of the short set narrows it.
  await page.goto('/profile/applications?kind=check_list&status=accepted');
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row.getByTestId('status-badge')).toHaveText('Подано на розгляд');
  await expect(row.getByRole('link', { name: 'Заморожена малина, 10 т' })).toHaveAttribute(
    'href',
    `/profile/check-list/${id}`,
  );
  await expectAccessible(page);

  // The legend counts it under 'accepted' and links the count to that list.
  await page.goto('/profile/application-statuses');
  await expect(page.getByTestId('status-in_process')).toContainText('В роботі');
  const count = page.getByTestId('status-count-check_list-accepted');
  await expect(count).toHaveText('1');
  await count.click();
  await expect(page).toHaveURL(/\/profile\/applications\?kind=check_list&status=accepted$/);
  await expect(page.getByRole('table').getByRole('link')).toHaveCount(1);

  // English labels on the English pages.
  await page.goto(`/en/profile/check-list/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Request No. ${number}`);
  await expect(page.getByTestId('status-badge').first()).toHaveText('Submitted for review');
  await expectAccessible(page);
  await page.goto('/en/profile/applications');
  await expect(page.getByRole('table').getByTestId('status-badge')).toHaveText('Submitted for review');
  await expectAccessible(page);
  await page.goto('/en/profile/application-statuses');
  await expect(page.getByTestId('status-short-reading')).toHaveText('In market-analysis requests: "In work"');
  await expectAccessible(page);

  // Phones: every page fits 375 px, in both languages.
  await page.setViewportSize({ width: 375, height: 800 });
  for (const prefix of ['', '/en']) {
    for (const path of [
      '/profile/check-list',
      '/profile/check-list/create',
      `/profile/check-list/${id}`,
      '/profile/applications',
      '/profile/application-statuses',
    ]) {
      await page.goto(`${prefix}${path}`);
      await expectNoSidewaysScroll(page);
    }
  }
  await page.goto('/profile/check-list');
  await expect(page.getByTestId('request-card')).toHaveCount(1);
  await expectAccessible(page);
});

test('a draft is kept, shown as being created, and deleted after a confirmation (decision 014 §3)', async ({
  page,
  manager,
}) => {
  test.setTimeout(90_000);
  await registerApprovedExporter(page, manager);

  await page.goto('/en/profile/check-list/create');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New market-analysis request');
  await page.goto('/profile/check-list/create');
  await fillCheckListForm(page, 'Мед акацієвий');
  await page.getByTestId('check-list-draft').click();
  await expect(page).toHaveURL(/\?saved=draft$/);
  await expect(page.getByTestId('status-badge').first()).toHaveText('Створюється');

  // The dialog is a keyboard trap only while open: Escape closes it and focus returns.
  const remove = page.getByTestId('check-list-delete');
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Видалити чернетку?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();

  await remove.click();
  await dialog.getByRole('button', { name: 'Видалити' }).click();
  await expect(page).toHaveURL(/\/profile\/check-list\?deleted=1$/);
  await expect(page.getByTestId('check-list-deleted')).toBeVisible();
  await expect(page.getByTestId('check-list-empty')).toBeVisible();
});

test('a company not yet approved is told why the market-analysis pages are closed (spec §2, issue 25 §3)', async ({
  page,
}) => {
  await registerViaApi(page);
  await page.goto('/profile/check-list');
  await expect(page).toHaveURL('/profile/approval-required?redirect=%2Fprofile%2Fcheck-list');
  await page.goto('/en/profile/check-list/create');
  await expect(page).toHaveURL(
    '/en/profile/approval-required?redirect=%2Fen%2Fprofile%2Fcheck-list%2Fcreate',
  );
  // Its (empty) list of all applications stays open to it.
  await page.goto('/profile/applications');
  await expect(page.getByTestId('applications-empty')).toBeVisible();
  await expectAccessible(page);
});

test('notifications are read for signed-in exporters only, at most every 30 s (issue 5)', async ({
  page,
}) => {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(apiPath(endpoints.listNotifications))) reads.push(request.url());
  });
  // A guest's landing page asks for nothing.
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(reads).toEqual([]);

  await registerViaApi(page);
  await page.goto('/profile/my-company');
  await expect.poll(() => reads.length).toBe(1);
  const read = new URL(reads[0]!);
  expect(read.pathname + read.search).toBe(apiPath(endpoints.listNotifications, { query: { unread: '1' } }));
  // A navigation within 30 s reads nothing again.
  await page.getByTestId('profile-menu-applications').click();
  await expect(page).toHaveURL(/\/profile\/applications$/);
  await page.waitForLoadState('networkidle');
  expect(reads).toHaveLength(1);
});
