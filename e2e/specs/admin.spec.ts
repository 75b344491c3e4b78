import type { APIRequestContext } from '@playwright/test';
import { CHECK_LIST_EXAMPLE, endpoints, PERSONAL_STEP_EXAMPLE, PRODUCT_STEP_EXAMPLE } from '@portal/contract';
import { callApi } from '../fixtures/api';
import { expect, expectAccessible } from '../fixtures/test';
import { DEMO_EXPORTER, DEMO_MANAGER, registerViaApi, signInViaApi } from '../fixtures/accounts';
import {
  expectIndicator,
  moveStatusInBackOffice,
  openPageAs,
  openPendingCompany,
  test,
} from '../fixtures/requests';

/**
 * The managers' back-office (issue 5 item 4): company verification, the request queues with
 * their status moves, the audit log, the guard, and the pages' accessibility in both languages.
 */

/** An export application of the demo exporter, submitted (accepted) through the API, from the contract's examples. */
async function submitExportApplication(request: APIRequestContext) {
  const created = await callApi(request, endpoints.createSalesMarketApplication, {
    body: PERSONAL_STEP_EXAMPLE,
  });
  await callApi(request, endpoints.updateSalesMarketApplication, {
    params: { id: created.id },
    body: PRODUCT_STEP_EXAMPLE,
  });
  return created;
}

/** A market-analysis request of the demo exporter, submitted through the API. */
function submitCheckListRequest(request: APIRequestContext) {
  return callApi(request, endpoints.createCheckListRequest, { body: CHECK_LIST_EXAMPLE });
}

/** A manager takes an application and accepts it (accepted → in_process → approved). */
async function approveApplication(request: APIRequestContext, id: string) {
  await callApi(request, endpoints.changeAdminSalesMarketStatus, {
    params: { id },
    body: { status: 'in_process' },
  });
  await callApi(request, endpoints.changeAdminSalesMarketStatus, {
    params: { id },
    body: { status: 'approved' },
  });
}

test.describe('company verification', () => {
  // The approval itself (pending tab, approve, the exporter's indicator turning green) is the third
  // journey of requests-journey.spec.ts; what it leaves out is the company's page once approved.
  test('an approved company’s page offers no second approval and passes axe', async ({ page, manager }) => {
    test.slow();
    const account = await registerViaApi(page);
    await openPendingCompany(manager, account.email);
    await manager.getByTestId('company-approve').click();
    await expect(manager.getByTestId('company-action-status')).toHaveText(
      'Компанію схвалено. Користувач отримав сповіщення.',
    );
    await expect(manager.getByTestId('company-verification-tag')).toHaveText('Схвалено');
    await expect(manager.getByTestId('company-approve')).toHaveCount(0);
    await expectAccessible(manager);
  });

  test('a company denied with a reason sees the reason in its cabinet', async ({ page, manager }) => {
    test.slow();
    const account = await registerViaApi(page);
    const reason = 'Код ЄДРПОУ не збігається з назвою компанії.';

    await openPendingCompany(manager, account.email);
    await manager.getByTestId('company-deny').click();
    const dialog = manager.getByTestId('company-deny-dialog');
    await expect(dialog).toBeVisible();
    // The reason is required: the dialog says so and stays open.
    await dialog.getByTestId('company-deny-confirm').click();
    await expect(dialog.getByText('Вкажіть причину.')).toBeVisible();
    await expectAccessible(manager);
    await dialog.getByLabel('Причина відхилення').fill(reason);
    await dialog.getByTestId('company-deny-confirm').click();
    await expect(dialog).toBeHidden();
    await expect(manager.getByTestId('company-action-status')).toContainText('Компанію відхилено.');
    await expect(manager.getByTestId('company-deny-reason')).toContainText(reason);

    await page.goto('/profile/my-company');
    await expect(page.getByTestId('company-verification')).toContainText(reason);
    await expectIndicator(page, '1', 'Відхилено');
  });

  test('a ban’s reason shows on the company’s page, under the decisions taken, latest first', async ({
    page,
    manager,
  }) => {
    test.slow();
    const account = await registerViaApi(page);
    const reason = 'Підроблені установчі документи.';
    await openPendingCompany(manager, account.email);
    await expect(manager.getByTestId('company-decisions-empty')).toBeVisible();
    await manager.getByTestId('company-approve').click();
    await expect(manager.getByTestId('company-verification-tag')).toHaveText('Схвалено');

    await manager.getByTestId('company-ban').click();
    const dialog = manager.getByTestId('company-ban-dialog');
    await dialog.getByLabel('Причина (необов’язково)').fill(reason);
    await dialog.getByTestId('company-ban-confirm').click();
    await expect(dialog).toBeHidden();
    await expect(manager.getByTestId('company-ban-reason')).toContainText(reason);
    const decisions = manager.getByTestId('company-decision');
    await expect(decisions).toHaveCount(2);
    await expect(decisions.first()).toContainText('Заблоковано');
    await expect(decisions.first()).toContainText(reason);
    await expect(decisions.nth(1)).toContainText('Схвалено');
    await expectAccessible(manager);
  });
});

test('an export application moves accepted → in process → for rework with a comment; history and audit log', async ({
  page,
  browser,
}) => {
  test.slow();
  const exporter = await openPageAs(browser, DEMO_EXPORTER);
  const application = await submitExportApplication(exporter.request);
  await exporter.context().close();

  await signInViaApi(page, DEMO_MANAGER.email, DEMO_MANAGER.password);
  await page.goto('/admin/sales-market?status=accepted');
  await page
    .getByTestId('queue-table')
    .getByRole('link', { name: `№ ${application.number}` })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Заявка на експорт № ${application.number}`,
  );
  await expect(page.getByTestId('request-product')).toContainText('Natural sunflower honey');
  await expect(page.getByTestId('request-company-link')).toHaveText('ТОВ «Поділля Агро Експорт»');

  await moveStatusInBackOffice(page, 'На перевірці');

  // For rework needs a comment: the API's 422 is shown beside the field.
  const moves = page.getByTestId('request-moves');
  await moves.getByLabel('На доопрацюванні').check();
  await moves.getByTestId('status-submit').click();
  await expect(moves.getByText('Напишіть коментар: експортер має знати причину.')).toBeVisible();
  await expect(moves.getByLabel('Коментар для експортера')).toBeFocused();
  const refusals = page.getByTestId('notifications').locator('[data-type="error"]');
  await expect(refusals).toHaveCount(1);
  const comment = 'Додайте сертифікат походження та уточніть ціну за тонну.';
  await moveStatusInBackOffice(page, 'На доопрацюванні', comment);
  // Issue 25 §5: the accepted move answers the refusal before it: no red toast beside the green.
  await expect(refusals).toHaveCount(0);

  const history = page.getByTestId('request-history').getByTestId('status-history-item');
  await expect(history).toHaveCount(4);
  await expect(history.last()).toContainText('На доопрацюванні');
  await expect(history.last()).toContainText(comment);
  await expect(history.last()).toContainText('Марія Шевченко');
  await expectAccessible(page);

  await page.goto(`/admin/audit-log?entity_type=sales_market&entity_id=${application.id}`);
  const rows = page.getByTestId('audit-table').getByTestId('data-table-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Зміна статусу');
  await expect(rows.first()).toContainText('На перевірці');
  await expect(rows.first()).toContainText('На доопрацюванні');
  await expect(rows.first()).toContainText(DEMO_MANAGER.email);
  await expect(rows.nth(1)).toContainText('Подано на розгляд');
});

test('on an accepted application the manager shares an importer’s contacts with the exporter', async ({
  page,
  browser,
}) => {
  const exporter = await openPageAs(browser, DEMO_EXPORTER);
  const application = await submitExportApplication(exporter.request);
  await exporter.context().close();
  await signInViaApi(page, DEMO_MANAGER.email, DEMO_MANAGER.password);
  await approveApplication(page.request, application.id);

  await page.goto(`/en/admin/sales-market/${application.id}`);
  const section = page.getByTestId('shared-contacts');
  await expect(section).toContainText('No contacts shared yet.');
  const form = section.getByTestId('shared-contact-form');
  await form.getByTestId('shared-contact-submit').click();
  // Issue 25 §6: each empty field says what to do, in its own words.
  await expect(form.getByText("Enter the company's name.")).toBeVisible();
  await expect(form.getByText('Choose the country.')).toBeVisible();
  await form.getByLabel('Importing company').fill('Honig Handel GmbH');
  await form.getByLabel('Country').selectOption('DE');
  await form.getByLabel('Contact person').fill('Anna Müller');
  await form.getByLabel('E-mail').fill('anna@honig.example');
  await form.getByLabel('Website').fill('https://honig.example');
  await form.getByTestId('shared-contact-submit').click();
  await expect(form.getByTestId('shared-contact-status')).toHaveText(
    'Contacts added. The exporter can see them.',
  );
  await expect(section.getByTestId('shared-contact')).toHaveCount(1);
  await expect(section.getByTestId('shared-contact')).toContainText('Honig Handel GmbH');
  await expect(form.getByLabel('Importing company')).toHaveValue('');
  await expectAccessible(page);
});

test.describe('the guard', () => {
  test('an exporter at /admin lands on the home page, in either language', async ({ page }) => {
    await signInViaApi(page, DEMO_EXPORTER.email, DEMO_EXPORTER.password);
    await page.goto('/admin/companies');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/en/admin');
    await expect(page).toHaveURL(/\/en$/);
  });

  test('issue 12: a manager opening the company’s request lists lands in the back-office, not on a 500', async ({
    manager,
  }) => {
    const answer = await manager.goto('/profile/applications');
    expect(answer?.status()).toBeLessThan(500);
    await expect(manager).toHaveURL(/\/admin$/);
    await manager.goto('/en/profile/application-statuses');
    await expect(manager).toHaveURL(/\/en\/admin$/);
  });

  test('a guest at /admin signs in first', async ({ page }) => {
    await page.goto('/admin/audit-log');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  });
});

test.describe('every back-office page', () => {
  let paths: string[] = [];

  test.beforeAll(async ({ browser }) => {
    const exporter = await openPageAs(browser, DEMO_EXPORTER);
    const application = await submitExportApplication(exporter.request);
    const approved = await submitExportApplication(exporter.request);
    const analysis = await submitCheckListRequest(exporter.request);
    await exporter.context().close();
    const manager = await openPageAs(browser, DEMO_MANAGER);
    // One application far enough for the importers' contacts form to show.
    await approveApplication(manager.request, approved.id);
    const companies = await callApi(manager.request, endpoints.listAdminCompanies, {
      query: { verification: 'approved' },
    });
    const company = companies.items[0]!;
    await manager.context().close();
    paths = [
      '/admin',
      '/admin/companies',
      `/admin/companies/${company.user_id}`,
      '/admin/sales-market',
      `/admin/sales-market/${application.id}`,
      `/admin/sales-market/${approved.id}`,
      '/admin/check-list',
      `/admin/check-list/${analysis.id}`,
      '/admin/audit-log',
    ];
  });

  for (const locale of ['ua', 'en'] as const) {
    test(`pass axe and fit 375 px without sideways scrolling (${locale})`, async ({ page }) => {
      test.slow();
      await signInViaApi(page, DEMO_MANAGER.email, DEMO_MANAGER.password);
      for (const path of paths) {
        const url = locale === 'en' ? `/en${path}` : path;
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', locale === 'en' ? 'en' : 'uk');
        await expectAccessible(page);
        await page.setViewportSize({ width: 375, height: 800 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${url} scrolls sideways at 375 px`).toBeLessThanOrEqual(0);
      }
    });
  }

  test('English pages speak English: the frame, headings and status labels', async ({ page }) => {
    await signInViaApi(page, DEMO_MANAGER.email, DEMO_MANAGER.password);
    await page.goto('/en/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    const nav = page.getByRole('navigation', { name: 'Back-office sections' });
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Companies',
      'Export applications',
      'Market analysis',
      'Country analysis',
      // Every request kind's queue, in the registry's order (decision 044), then the content.
      'Assistance',
      'Service orders',
      'Published analyses',
      'Import applications',
      'Country events',
      'Business club events',
      'Academy courses',
      'Professional partners',
      'Catalogue services',
      'Service categories',
      'Report orders',
      'Courier requests',
      'Support',
      'Invoices',
      'Payments',
      'Tariffs',
      'Settings',
      'Audit log',
    ]);
    await expect(page.getByTestId('dashboard-sales_market-accepted')).toContainText('Submitted for review');
    // The market-analysis list reads in_process with the short label (spec §4).
    await expect(page.getByTestId('dashboard-check_list-in_process')).toContainText('In work');
    await expect(page.getByTestId('dashboard-sales_market-in_process')).toContainText('Under check');
    await page.goto('/en/admin/sales-market');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Export applications');
    await expect(page.getByTestId('queue-tabs')).toContainText('Closed, cooperation in the future');
    await page.goto('/en/admin/check-list');
    await expect(page.getByTestId('queue-tabs')).not.toContainText('Closed, contract concluded');
    await expect(page.getByTestId('filter-in_process')).toContainText('In work');
    await page.goto('/en/admin/companies');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Companies');
    await expect(page.getByTestId('companies-tabs')).toContainText('Awaiting review');
    await expect(page.locator('body')).not.toContainText('Огляд');
  });

  test('on a phone the navigation folds into a menu under the header', async ({ page }) => {
    await signInViaApi(page, DEMO_MANAGER.email, DEMO_MANAGER.password);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/admin');
    const button = page.getByTestId('admin-menu-button');
    const menu = page.getByTestId('admin-menu');
    await expect(menu).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Журнал дій' })).toBeVisible();
    await expect(menu.getByTestId('admin-user')).toContainText('Марія Шевченко');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await menu.getByRole('link', { name: 'Компанії' }).click();
    await expect(page).toHaveURL(/\/admin\/companies$/);
    await expect(menu).toBeHidden();
  });
});
