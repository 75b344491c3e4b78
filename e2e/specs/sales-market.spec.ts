import type { APIRequestContext, Page } from '@playwright/test';
import { endpoints, type ApplicationStatus } from '@portal/contract';
import { callApi } from '../fixtures/api';
import { expect, expectAccessible } from '../fixtures/test';
import { registerViaApi } from '../fixtures/accounts';
import {
  EXPORT_PRODUCT as PRODUCT,
  fileExportApplicationViaApi as fileViaApi,
  registerApprovedExporter,
  test,
} from '../fixtures/requests';

/** Export applications of issue 5: /profile/market, create, edit/{id} and {id}, in both languages. */

const UUID = '[0-9a-f-]{36}';

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

  // Step 2 is a page per topic (issue 13 §6), starting with the product.
  await expect(page).toHaveURL(new RegExp(`/profile/market/edit/${UUID}$`));
  await expect(page.getByTestId('sales-market-steps')).toContainText('Крок 2 з 2');
  await expect(page.getByTestId('sales-market-page-place')).toContainText('Сторінка 1 з 8: Продукція');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Продукція');

  // Spec §5: Enter moves to the next field; the English name takes Latin letters only.
  await page.getByLabel('Назва продукції українською', { exact: true }).fill(name);
  await page.getByLabel('Назва продукції українською', { exact: true }).press('Enter');
  await expect(page.getByLabel('Назва продукції англійською', { exact: true })).toBeFocused();
  await page.keyboard.type('Пшениця');
  await page.getByTestId('page-continue').click();
  // GOV.UK's error summary: at the top, focused, a link to each field with an error.
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(summary).toHaveAttribute('role', 'alert');
  await expect(summary.getByRole('heading', { level: 2 })).toHaveText('Виправте помилки');
  await expect(summary.getByRole('link')).toHaveText([
    /^Назва продукції англійською — Лише латинські літери/,
    "Опис продукції — Обов'язкове поле.",
  ]);
  await expect(page.getByTestId('product-product_name_en-error')).toContainText('Лише латинські літери');
  await summary.getByRole('link', { name: /^Назва продукції англійською/ }).click();
  await expect(page.getByLabel('Назва продукції англійською', { exact: true })).toBeFocused();
  await expectAccessible(page);
  await page.getByLabel('Назва продукції англійською', { exact: true }).fill('Winter wheat');
  await page
    .getByLabel('Опис продукції', { exact: true })
    .fill('Пшениця озима 2 класу, врожай 2026 року, у мішках по 50 кг або навалом.');
  await page.getByTestId('page-continue').click();

  // The classification by search: one hit fills section, group and product item.
  await expect(page).toHaveURL(new RegExp(`/profile/market/edit/${UUID}\\?page=classification$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Код УКТ ЗЕД');
  await expect(page.getByTestId('sales-market-page-place')).toContainText('Сторінка 2 з 8');
  await expect(page.getByTestId('error-summary')).toHaveCount(0);
  await page.getByTestId('hs-code-query').fill('1001');
  await page.getByTestId('hs-code-option').filter({ hasText: '1001' }).first().click();
  await expect(page.locator('#classification-hs_product_item')).toHaveValue('1001');
  await expect(page.locator('#classification-hs_group')).toHaveValue('10');
  await expect(page.locator('#classification-hs_section')).toHaveValue('II');
  await expectAccessible(page);
  await page.getByTestId('page-continue').click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Обсяги та ціна');
  await page.getByLabel('Виробнича потужність', { exact: true }).fill('12000');
  await page.locator('#volume-capacity_unit').selectOption('t');
  await page.locator('#volume-capacity_period').selectOption('year');
  await page.getByLabel('Ціна за одиницю', { exact: true }).fill('210.5');
  await page.locator('#volume-currency').selectOption('USD');
  await page.locator('#volume-price_unit').selectOption('t');
  await expectAccessible(page);
  await page.getByTestId('page-continue').click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Умови поставки');
  await page.getByLabel(/^FCA/).check();
  await page.getByLabel(/^FOB/).check();
  await expectAccessible(page);
  await page.getByTestId('page-continue').click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ринки');
  await page.getByTestId('target-countries-search').fill('Польща');
  await page.getByTestId('target-countries').getByLabel('Польща', { exact: true }).check();
  await expect(page.getByTestId('target-countries-count')).toHaveText('Обрано 1 країну.');
  await expectAccessible(page);
  await page.getByTestId('page-continue').click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Послуги');
  await expectAccessible(page);
  // 'Back' returns to the previous page, its answers kept.
  await page.getByTestId('page-back').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ринки');
  await expect(page.getByTestId('target-countries-count')).toHaveText('Обрано 1 країну.');
  await page.getByTestId('page-continue').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Послуги');
  await page.getByTestId('page-continue').click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Готовність до експорту');
  await page.getByTestId('question-export_experience').getByLabel('Так', { exact: true }).check();
  await expectAccessible(page);
  await page.getByTestId('page-continue').click();

  // Check your answers: every answer, each with 'Змінити' to its page and back here.
  await expect(page).toHaveURL(new RegExp(`/profile/market/edit/${UUID}\\?page=check$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Перевірте відповіді перед надсиланням');
  await expect(page.getByTestId('sales-market-page-place')).toContainText('Сторінка 8 з 8');
  await expect(page.getByTestId('check-row-product_name_en')).toContainText('Winter wheat');
  await expect(page.getByTestId('check-row-classification')).toContainText('1001');
  await expect(page.getByTestId('check-row-price')).toContainText('210,5 USD');
  await expect(page.getByTestId('check-row-incoterms')).toContainText('FCA, FOB');
  await expect(page.getByTestId('check-row-target_countries')).toContainText('Польща');
  await expect(page.getByTestId('check-row-answers.export_experience')).toContainText('Так');
  // Every main field and one of six questions (decision 014 §6).
  await expect(page.getByTestId('form-progress')).toHaveAttribute('aria-valuenow', '67');
  await expectAccessible(page);

  await page.getByTestId('check-change-price').click();
  await expect(page).toHaveURL(/\?page=volume&return=check$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Обсяги та ціна');
  await expect(page.getByLabel('Ціна за одиницю', { exact: true })).toHaveValue('210.50');
  await page.getByLabel('Ціна за одиницю', { exact: true }).fill('215');
  await page.getByTestId('page-continue').click();
  await expect(page).toHaveURL(/\?page=check$/);
  await expect(page.getByTestId('check-row-price')).toContainText('215 USD');

  // The contact person of step 1 is corrected from here too.
  await page.getByTestId('check-change-contact_name').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Контактна особа');
  await expect(page.getByLabel('Ім’я та прізвище', { exact: true })).toHaveValue('Оксана Мельник');
  await page.getByLabel('Ім’я та прізвище', { exact: true }).fill('Оксана Мельник-Бондар');
  await page.getByLabel('Телефон', { exact: true }).fill('+380 50 765 43 21');
  await page.getByTestId('page-continue').click();
  await expect(page.getByTestId('check-row-contact_name')).toContainText('Оксана Мельник-Бондар');

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

test('spec §2, issue 25 §3: a freshly registered, not yet approved exporter is told why the market pages are closed', async ({
  page,
}) => {
  await registerViaApi(page);
  await page.goto('/profile/market');
  await expect(page).toHaveURL('/profile/approval-required?redirect=%2Fprofile%2Fmarket');
  await page.goto('/en/profile/market/create');
  await expect(page).toHaveURL('/en/profile/approval-required?redirect=%2Fen%2Fprofile%2Fmarket%2Fcreate');
  await expect(page.getByTestId('company-state')).toHaveAttribute('data-state', 'pending');
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
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product');
  await expect(page.getByTestId('sales-market-page-place')).toContainText('Page 1 of 8: Product');
  await expect(page.getByLabel('Product name in English', { exact: true })).toBeVisible();
  await page.getByTestId('page-continue').click();
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('heading', { level: 2 })).toHaveText('There is a problem');
  await expect(summary.getByRole('link').first()).toHaveText(
    'Product name in Ukrainian — Enter the product name in Ukrainian.',
  );
  await expectAccessible(page);

  // A complete draft opens on check-your-answers.
  const draft = await fileViaApi(page, { ...PRODUCT, submit: false });
  await page.goto(`/en/profile/market/edit/${draft.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your answers before sending');
  await expect(page.getByTestId('check-change-price')).toHaveText('Change — Price per unit');
  await expect(page.getByTestId('product-submit')).toHaveText('Submit for review');
  await expectAccessible(page);
});

/** The page's full height in CSS px (what a phone user scrolls through). */
function documentHeight(page: Page) {
  return page.evaluate(() => document.documentElement.scrollHeight);
}

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

  test('issue 13 §6: step 2 is short pages, each well under 2,500 px tall', async ({ page, manager }) => {
    test.slow();
    await registerApprovedExporter(page, manager);
    const draft = await fileViaApi(page, { ...PRODUCT, submit: false });
    const heights: Record<string, number> = {};
    for (const name of [
      'product',
      'classification',
      'volume',
      'delivery',
      'markets',
      'services',
      'readiness',
      'contact',
      'check',
    ]) {
      await page.goto(`/profile/market/edit/${draft.id}?page=${name}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page);
      heights[name] = await documentHeight(page);
    }
    test.info().annotations.push({ type: 'page heights at 375 px', description: JSON.stringify(heights) });
    console.log(`page heights at 375 px: ${JSON.stringify(heights)}`);
    // The question pages are short; check-your-answers lists every answer (reported, not limited).
    for (const [name, height] of Object.entries(heights)) {
      if (name !== 'check') expect(height, `${name} page height in px`).toBeLessThan(2_500);
    }
  });

  test('the error summary lists the page’s errors and its links move to the fields', async ({
    page,
    manager,
  }) => {
    test.slow();
    await registerApprovedExporter(page, manager);
    const { id } = await fileViaApi(page, null);
    await page.goto(`/profile/market/edit/${id}?page=volume`);
    await page.getByLabel('Виробнича потужність', { exact: true }).fill('12000');
    await page.getByTestId('page-continue').click();

    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport();
    await expect(summary.getByRole('heading')).toHaveText('Виправте помилки');
    await expect(summary.getByRole('link')).toHaveText([
      "Одиниця виробничої потужності — Обов'язкове поле.",
      "Період виробничої потужності — Обов'язкове поле.",
      "Ціна за одиницю — Обов'язкове поле.",
      "Валюта — Обов'язкове поле.",
      "Одиниця ціни — Обов'язкове поле.",
    ]);
    // Each error is beside its field too, and nothing was saved.
    await expect(page.getByTestId('volume-price-error')).toHaveText("Обов'язкове поле.");
    await expect(page).toHaveURL(/\?page=volume$/);
    await expectAccessible(page);

    await summary.getByRole('link', { name: /^Ціна за одиницю/ }).click();
    await expect(page.getByLabel('Ціна за одиницю', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Ціна за одиницю', { exact: true })).toBeInViewport();

    // Corrected, the page is saved and the summary is gone.
    await page.locator('#volume-capacity_unit').selectOption('t');
    await page.locator('#volume-capacity_period').selectOption('year');
    await page.getByLabel('Ціна за одиницю', { exact: true }).fill('210.5');
    await page.locator('#volume-currency').selectOption('USD');
    await page.locator('#volume-price_unit').selectOption('t');
    await page.getByTestId('page-continue').click();
    await expect(page).toHaveURL(/\?page=delivery$/);
    await expect(page.getByTestId('error-summary')).toHaveCount(0);

    // A group of checkboxes: by keyboard, its link moves to the group's first box.
    await page.getByTestId('page-continue').click();
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Правила Інкотермс — Оберіть хоча б одне правило Інкотермс.',
    ]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('incoterms-field').getByRole('checkbox').first()).toBeFocused();
  });
});

test('issue 13 §6: answers are saved page by page; leaving and coming back finds them', async ({
  page,
  manager,
}) => {
  test.slow();
  await registerApprovedExporter(page, manager);
  const { id } = await fileViaApi(page, null);

  await page.goto(`/profile/market/edit/${id}`);
  await page.getByLabel('Назва продукції українською', { exact: true }).fill('Мед акацієвий');
  await page.getByLabel('Назва продукції англійською', { exact: true }).fill('Acacia honey');
  await page
    .getByLabel('Опис продукції', { exact: true })
    .fill('Акацієвий мед урожаю 2026 року, фасування у скляні банки по 250 г і бочки по 300 кг.');
  await page.getByTestId('page-continue').click();
  await expect(page).toHaveURL(/\?page=classification$/);
  await page.getByTestId('hs-code-query').fill('0409');
  await page.getByTestId('hs-code-option').filter({ hasText: '0409' }).first().click();
  await expect(page.locator('#classification-hs_product_item')).toHaveValue('0409');
  await page.getByTestId('page-continue').click();
  await expect(page).toHaveURL(/\?page=volume$/);
  await page.getByLabel('Виробнича потужність', { exact: true }).fill('80');
  await page.locator('#volume-capacity_unit').selectOption('t');
  await page.locator('#volume-capacity_period').selectOption('year');
  await page.getByLabel('Ціна за одиницю', { exact: true }).fill('6.2');
  await page.locator('#volume-currency').selectOption('EUR');
  await page.locator('#volume-price_unit').selectOption('kg');
  await page.getByLabel('Мінімальне замовлення', { exact: true }).fill('5');
  await page.locator('#volume-minimum_order_unit').selectOption('t');
  await page.getByTestId('page-continue').click();
  await expect(page).toHaveURL(/\?page=delivery$/);

  // The exporter leaves after the volume page: a draft, not yet complete.
  await page.goto('/profile/market');
  const saved = await callApi(page.request, endpoints.getSalesMarketApplication, { params: { id } });
  expect(saved).toMatchObject({
    status: 'created',
    product_name_en: 'Acacia honey',
    price: '6.20',
    currency: 'EUR',
    incoterms: [],
    minimum_order: '5',
    has_product_step: false,
    permissions: { can_submit: false },
  });

  // Coming back: the answers are on their pages.
  await page.goto(`/profile/market/edit/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Продукція');
  await expect(page.getByLabel('Назва продукції англійською', { exact: true })).toHaveValue('Acacia honey');
  await page.getByTestId('page-continue').click();
  await expect(page.locator('#classification-hs_product_item')).toHaveValue('0409');
  await page.getByTestId('page-continue').click();
  await expect(page.getByLabel('Ціна за одиницю', { exact: true })).toHaveValue('6.20');
  await expect(page.locator('#volume-currency')).toHaveValue('EUR');
  await expect(page.getByLabel('Мінімальне замовлення', { exact: true })).toHaveValue('5');
  // An emptied minimum order is cleared, not kept.
  await page.getByLabel('Мінімальне замовлення', { exact: true }).fill('');
  await page.locator('#volume-minimum_order_unit').selectOption('');
  await page.getByTestId('page-continue').click();
  await expect(page).toHaveURL(/\?page=delivery$/);

  // Sent too early from check-your-answers: the summary leads to the page that is missing.
  await page.goto(`/profile/market/edit/${id}?page=check`);
  await expect(page.getByTestId('check-row-minimum_order')).toContainText('Не вказано');
  await expect(page.getByTestId('check-row-target_countries')).toContainText('Не вказано');
  await page.getByTestId('product-submit').click();
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Правила Інкотермс — Оберіть хоча б одне правило Інкотермс.',
    'Цільові країни — Оберіть хоча б одну країну.',
  ]);
  await summary.getByRole('link', { name: /^Цільові країни/ }).click();
  await expect(page).toHaveURL(/\?page=markets&return=check#markets-target_countries$/);
  await page.getByTestId('target-countries-search').fill('Німеччина');
  await page.getByTestId('target-countries').getByLabel('Німеччина', { exact: true }).check();
  await page.getByTestId('page-continue').click();
  await expect(page).toHaveURL(/\?page=check$/);
  await expect(page.getByTestId('check-row-target_countries')).toContainText('Німеччина');
  await page.getByTestId('check-change-incoterms').click();
  await page.getByLabel(/^DAP/).check();
  await page.getByTestId('page-continue').click();
  await expect(page.getByTestId('check-row-incoterms')).toContainText('DAP');
  await expect(page.getByTestId('check-row-minimum_order')).toContainText('Не вказано');
  await page.getByTestId('product-submit').click();
  await expect(page).toHaveURL(new RegExp(`/profile/market/${id}\\?sent=1$`));
  await expect(page.getByTestId('sales-market-summary').getByTestId('status-badge')).toHaveText(
    'Подано на розгляд',
  );
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

  // Sent back, the edit page opens on check-your-answers, the comment first.
  await page.goto(`/profile/market/edit/${id}`);
  await expect(page.getByTestId('rework-comment')).toContainText(comment);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Перевірте відповіді перед надсиланням');
  await expect(page.getByTestId('product-submit')).toHaveText('Надіслати повторно');
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
  await page.getByTestId('check-change-certificates').click();
  // Every page of the rework keeps the comment at its top.
  await expect(page.getByTestId('rework-comment')).toContainText(comment);
  await page.getByLabel('Сертифікати', { exact: true }).fill('ISO 22000:2018');
  await page.getByTestId('page-continue').click();
  await expect(page.getByTestId('check-row-certificates')).toContainText('ISO 22000:2018');
  await page.getByTestId('product-submit').click();
  await expect(page.getByTestId('sales-market-summary').getByTestId('status-badge')).toHaveText(
    'Подано на розгляд',
  );

  // Closed by the manager: the exporter rates the work once.
  await moveAsManager(manager.request, id, 'closed');
  await page.reload();
  const form = page.getByTestId('sales-market-rating-form');
  // The fifth star, as a person picks it: its label. A forced click on the visually hidden radio
  // clicks its 1-pixel box, where another star's label can be on top: it failed by chance.
  await form
    .locator('label')
    .filter({ has: page.getByLabel('5 з 5', { exact: true }) })
    .click();
  await expect(form.getByLabel('5 з 5', { exact: true })).toBeChecked();
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
