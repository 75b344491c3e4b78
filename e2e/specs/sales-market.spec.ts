import type { APIRequestContext, Page } from '@playwright/test';
import { endpoints, type ApplicationStatus, type SalesMarketProductBody } from '@portal/contract';
import { callApi } from '../fixtures/api';
import { expect, expectAccessible } from '../fixtures/test';
import { registerViaApi } from '../fixtures/accounts';
import { registerApprovedExporter, test } from '../fixtures/requests';

/** Export applications of issue 5: /profile/market, create, edit/{id} and {id}, in both languages. */

const UUID = '[0-9a-f-]{36}';

/** A complete product step (contract SalesMarketProductBodySchema), sent for review. */
const PRODUCT: SalesMarketProductBody = {
  product_name_uk: 'Олія соняшникова нерафінована',
  product_name_en: 'Unrefined sunflower oil',
  hs_section: 'III',
  hs_group: '15',
  hs_product_item: '1512',
  description: 'Нерафінована соняшникова олія першого холодного віджиму, ПЕТ-пляшки по 1 л.',
  production_capacity: '500',
  capacity_unit: 't',
  capacity_period: 'month',
  price: '1200',
  currency: 'USD',
  price_unit: 't',
  incoterms: ['FCA'],
  target_countries: ['PL'],
  submit: true,
};

/** Files an application through the API: personal step, then the product step (submitted or a draft). */
async function fileViaApi(page: Page, product: SalesMarketProductBody | null = PRODUCT) {
  const { id, number } = await callApi(page.request, endpoints.createSalesMarketApplication, {
    body: {
      contact_name: 'Оксана Мельник',
      contact_phone: '+380671112233',
      contact_email: 'oksana@example.test',
    },
  });
  if (product !== null) {
    await callApi(page.request, endpoints.updateSalesMarketApplication, { params: { id }, body: product });
  }
  return { id, number };
}

async function moveAsManager(
  request: APIRequestContext,
  id: string,
  status: ApplicationStatus,
  comment?: string,
) {
  await callApi(request, endpoints.changeAdminSalesMarketStatus, {
    params: { id },
    body: comment === undefined ? { status } : { status, comment },
  });
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal scroll in px').toBeLessThanOrEqual(0);
}

test('an approved exporter files an export application in two steps and sees it submitted', async ({
  page,
  manager,
}) => {
  test.slow();
  await registerApprovedExporter(page, manager);
  const name = `Пшениця озима ${Date.now()}`;

  await page.goto('/profile/market');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Мої заявки на експорт');
  await expect(page.getByTestId('sales-market-empty')).toContainText('Заявок ще немає');
  await expectAccessible(page);

  await page.getByTestId('sales-market-create').click();
  await expect(page).toHaveURL(/\/profile\/market\/create$/);
  await expect(page.getByTestId('sales-market-steps')).toContainText('Крок 1 з 2');
  // Filled in from the user's main info (the company has no export expert yet).
  await expect(page.getByLabel('Ім’я та прізвище', { exact: true })).toHaveValue('Оксана Мельник');
  await page.getByLabel('Телефон', { exact: true }).fill('+380 67 111 22 33');
  await expectAccessible(page);
  await page.getByTestId('personal-submit').click();

  await expect(page).toHaveURL(new RegExp(`/profile/market/edit/${UUID}$`));
  await expect(page.getByTestId('sales-market-steps')).toContainText('Крок 2 з 2');
  const progress = page.getByTestId('form-progress');
  await expect(progress).toHaveAttribute('aria-valuenow', '17');

  // Spec §5: Enter moves to the next field; the English name takes Latin letters only.
  await page.getByLabel('Назва продукції українською', { exact: true }).fill(name);
  await page.getByLabel('Назва продукції українською', { exact: true }).press('Enter');
  await expect(page.getByLabel('Назва продукції англійською', { exact: true })).toBeFocused();
  await page.keyboard.type('Пшениця');
  await page.getByTestId('product-submit').click();
  await expect(page.getByTestId('product-product_name_en-error')).toContainText('Лише латинські літери');
  await page.getByLabel('Назва продукції англійською', { exact: true }).fill('Winter wheat');

  // The classification by search: one hit fills section, group and product item.
  await page.getByTestId('hs-code-query').fill('1001');
  await page.getByTestId('hs-code-option').filter({ hasText: '1001' }).first().click();
  await expect(page.locator('#product-hs_product_item')).toHaveValue('1001');
  await expect(page.locator('#product-hs_group')).toHaveValue('10');
  await expect(page.locator('#product-hs_section')).toHaveValue('II');

  await page
    .getByLabel('Опис продукції', { exact: true })
    .fill('Пшениця озима 2 класу, врожай 2026 року, у мішках по 50 кг або навалом.');
  await page.getByLabel('Виробнича потужність', { exact: true }).fill('12000');
  await page.locator('#product-capacity_unit').selectOption('t');
  await page.locator('#product-capacity_period').selectOption('year');
  await page.getByLabel('Ціна за одиницю', { exact: true }).fill('210.5');
  await page.locator('#product-currency').selectOption('USD');
  await page.locator('#product-price_unit').selectOption('t');
  await page.getByLabel(/^FCA/).check();
  await page.getByLabel(/^FOB/).check();
  await page.getByTestId('target-countries-search').fill('Польща');
  await page.getByTestId('target-countries').getByLabel('Польща', { exact: true }).check();
  await expect(page.getByTestId('target-countries-count')).toHaveText('Обрано 1 країну.');
  // Every main field filled: 11 of 18 (decision 014 §6).
  await expect(progress).toHaveAttribute('aria-valuenow', '61');
  await page.getByTestId('question-export_experience').getByLabel('Так', { exact: true }).check();
  await expect(progress).toHaveAttribute('aria-valuenow', '67');
  await expectAccessible(page);

  // Step 2 shows the contact person again, to correct it before sending; the bar counts it.
  const contact = page.getByTestId('product-form').locator('#contact-section');
  await expect(contact.getByLabel('Ім’я та прізвище', { exact: true })).toHaveValue('Оксана Мельник');
  await contact.getByLabel('Ім’я та прізвище', { exact: true }).fill('');
  await expect(progress).toHaveAttribute('aria-valuenow', '61');
  await contact.getByLabel('Ім’я та прізвище', { exact: true }).fill('Оксана Мельник-Бондар');
  await contact.getByLabel('Телефон', { exact: true }).fill('+380 50 765 43 21');
  await expect(progress).toHaveAttribute('aria-valuenow', '67');

  await page.getByTestId('product-save-draft').click();
  await expect(page.getByTestId('product-status')).toHaveText('Чернетку збережено.');

  await page.getByTestId('product-submit').click();
  await expect(page).toHaveURL(new RegExp(`/profile/market/${UUID}\\?sent=1$`));
  await expect(page.getByTestId('sales-market-sent')).toBeVisible();
  await expect(page.getByTestId('sales-market-summary').getByTestId('status-badge')).toHaveText(
    'Подано на розгляд',
  );
  await expect(page.getByTestId('detail-product')).toContainText('Winter wheat');
  await expect(page.getByTestId('detail-product')).toContainText('1001');
  await expect(page.getByTestId('detail-markets')).toContainText('Польща');
  await expect(page.getByTestId('sales-market-history')).toContainText('Подано на розгляд');
  await expect(page.getByTestId('detail-contact')).toContainText('Оксана Мельник-Бондар');
  await expect(page.getByTestId('detail-contact')).toContainText('+380507654321');
  await expectAccessible(page);

  // Sent for review, it can no longer be changed: the edit page says so and leads back.
  const detailUrl = page.url().replace('?sent=1', '');
  await page.goto(detailUrl.replace('/profile/market/', '/profile/market/edit/'));
  await expect(page.getByTestId('sales-market-not-editable')).toContainText('«Подано на розгляд»');
  await page.goto(detailUrl);

  await page.getByRole('link', { name: 'Усі заявки' }).click();
  const row = page.getByTestId('sales-market-list-table').getByRole('row', { name: new RegExp(name) });
  await expect(row.getByTestId('status-badge')).toHaveText('Подано на розгляд');

  // The status filter offers the full set of spec §4 and narrows the list.
  const status = page.getByTestId('filter-status');
  await expect(status.locator('option')).toHaveCount(11);
  await status.selectOption('in_finalization');
  await page.getByTestId('filters-apply').click();
  await expect(page).toHaveURL(/status=in_finalization/);
  await expect(page.getByTestId('sales-market-empty')).toContainText('Нічого не знайдено');
  await page.getByTestId('filters-reset').click();
  await expect(row).toBeVisible();
});

test('spec §2: a freshly registered, not yet approved exporter is sent home from the market pages', async ({
  page,
}) => {
  await registerViaApi(page);
  await page.goto('/profile/market');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/en/profile/market/create');
  await expect(page).toHaveURL(/\/en$/);
});

test('English pages show English labels and the full status list', async ({ page, manager }) => {
  test.slow();
  await registerApprovedExporter(page, manager);
  const { id } = await fileViaApi(page);

  await page.goto('/en/profile/market');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My export applications');
  const options = await page.getByTestId('filter-status').locator('option').allTextContents();
  expect(options).toEqual([
    'All statuses',
    'Being created',
    'Submitted for review',
    'Under check',
    'Accepted',
    'In work',
    'For rework',
    'Rejected',
    'Closed',
    'Closed, contract concluded',
    'Closed, cooperation in the future',
  ]);
  await expect(page.getByTestId('sales-market-list-table').getByTestId('status-badge')).toHaveText(
    'Submitted for review',
  );

  await page.goto(`/en/profile/market/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Export application No.');
  await expect(page.getByTestId('detail-markets')).toContainText('Poland');
  await expect(page.getByTestId('sales-market-download')).toHaveText('Download PDF');
  await expectAccessible(page);

  await page.goto('/en/profile/market/create');
  await expect(page.getByTestId('sales-market-steps')).toContainText('Step 1 of 2');
  await expect(page.getByLabel('Full name', { exact: true })).toBeVisible();
  await page.getByTestId('personal-submit').click();
  await expect(page).toHaveURL(new RegExp(`/en/profile/market/edit/${UUID}$`));
  await expect(page.getByLabel('Product name in English', { exact: true })).toBeVisible();
  await expect(page.getByTestId('product-save-draft')).toHaveText('Save draft');
  await expectAccessible(page);
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the list is cards and the forms fit without horizontal scroll', async ({ page, manager }) => {
    test.slow();
    await registerApprovedExporter(page, manager);
    const draft = await fileViaApi(page, { ...PRODUCT, submit: false });

    await page.goto('/profile/market');
    await expect(page.getByTestId('request-card')).toHaveCount(1);
    await expect(page.getByTestId('sales-market-list-table')).toBeHidden();
    await expectNoHorizontalScroll(page);

    await page.goto('/profile/market/create');
    await expectNoHorizontalScroll(page);

    await page.goto(`/profile/market/edit/${draft.id}`);
    await expect(page.getByTestId('form-progress')).toHaveAttribute('aria-valuenow', '61');
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    await page.goto(`/profile/market/${draft.id}`);
    await expectNoHorizontalScroll(page);
  });
});

test('a manager’s moves: the rework comment on the edit page, the history, the PDF and the rating', async ({
  page,
  manager,
}) => {
  test.slow();
  await registerApprovedExporter(page, manager);
  const { id, number } = await fileViaApi(page);
  const comment = 'Додайте, будь ласка, сертифікат ISO 22000 і уточніть фасування.';
  await moveAsManager(manager.request, id, 'in_process');
  await moveAsManager(manager.request, id, 'in_finalization', comment);

  await page.goto(`/profile/market/edit/${id}`);
  await expect(page.getByTestId('rework-comment')).toContainText(comment);
  await expect(page.getByTestId('product-save-draft')).toHaveCount(0);
  await expectAccessible(page);

  await page.goto(`/profile/market/${id}`);
  await expect(page.getByTestId('sales-market-summary').getByTestId('status-badge')).toHaveText(
    'На доопрацюванні',
  );
  const history = page.getByTestId('status-history-item');
  await expect(history).toHaveCount(4);
  await expect(history.nth(2)).toContainText('На перевірці');
  await expect(history.nth(3)).toContainText('Менеджер');
  await expect(history.nth(3)).toContainText(comment);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('sales-market-download').click(),
  ]);
  expect(download.suggestedFilename()).toBe(`export-application-${number}.pdf`);

  // The exporter corrects and resubmits: back to 'submitted for review'.
  await page.getByTestId('sales-market-edit').click();
  await page.getByLabel('Сертифікати', { exact: true }).fill('ISO 22000:2018');
  await page.getByTestId('product-submit').click();
  await expect(page.getByTestId('sales-market-summary').getByTestId('status-badge')).toHaveText(
    'Подано на розгляд',
  );

  // Closed by the manager: the exporter rates the work once.
  await moveAsManager(manager.request, id, 'closed');
  await page.reload();
  const form = page.getByTestId('sales-market-rating-form');
  await form.getByLabel('5 з 5', { exact: true }).check({ force: true });
  await form.getByLabel('Коментар', { exact: true }).fill('Дякуємо за швидку роботу!');
  await page.getByTestId('sales-market-rating-submit').click();
  await expect(page.getByTestId('sales-market-rating-given')).toContainText('Дякуємо за швидку роботу!');
  await expect(page.getByTestId('sales-market-rating-given')).toContainText('5 з 5');
  await expectAccessible(page);
});

test('a draft is deleted after confirming in a dialog that Escape closes', async ({ page, manager }) => {
  test.slow();
  await registerApprovedExporter(page, manager);
  const draft = await fileViaApi(page, { ...PRODUCT, submit: false });

  await page.goto(`/profile/market/${draft.id}`);
  const remove = page.getByTestId('sales-market-delete');
  await remove.click();
  const dialog = page.getByRole('alertdialog', { name: 'Видалити чернетку?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();

  await remove.click();
  await page.getByTestId('delete-confirm').click();
  await expect(page).toHaveURL(/\/profile\/market\?deleted=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'Чернетку видалено.' })).toBeVisible();
  await expect(page.getByTestId('sales-market-empty')).toBeVisible();

  // Gone for good, and an address that names no application of the company is the 404 page.
  for (const path of [`/profile/market/${draft.id}`, '/profile/market/edit/not-an-id']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
  }
});
