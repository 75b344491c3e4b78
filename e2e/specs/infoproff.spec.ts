import { expect as baseExpect } from '@playwright/test';
import { endpoints } from '@portal/contract';
import { callApi } from '../fixtures/api';
import { registerApprovedExporter, test } from '../fixtures/requests';
import { expect, expectAccessible } from '../fixtures/test';

/**
 * Issue 28 §3–§4: reports on foreign companies. An approved exporter comes in from /pro, searches
 * a company in Ukrainian (a query too short is refused beside its field), orders its report,
 * reads the price and the time left, confirms, pays by card on the fake LiqPay's checkout, comes
 * back to the invoice and the order in production, refreshes it ready once the provider has it,
 * and downloads the report and its invoice; the orders page says a second refresh within the
 * minute is too soon, and reads in English on a phone. The back office lists the orders by status
 * and shows one with the provider's price and the margin, which a manager only reads.
 */

const ORDER_PAGE = /\/profile\/infoproff-orders\/([0-9a-f-]{36})$/;

test('an approved exporter finds a foreign company, orders its report, pays by card and downloads it', async ({
  page,
  manager,
}) => {
  await registerApprovedExporter(page, manager);
  const heading = page.getByRole('heading', { level: 1 });

  // The way in: /pro's reports card.
  await page.goto('/pro');
  await page
    .getByTestId('pro-service-company-reports')
    .getByRole('link', { name: /Знайти компанію/ })
    .click();
  await expect(page).toHaveURL('/profile/infoproff-orders');
  await expect(heading).toHaveText('Звіти про іноземні компанії');
  await expect(page.getByTestId('report-orders-empty')).toBeVisible();
  await expectAccessible(page);

  // A query too short: the API's refusal beside its field.
  const search = page.getByTestId('report-search');
  await search.getByLabel('Країна').selectOption({ label: 'Німеччина' });
  await search.getByLabel('Назва або реєстраційний код').fill('N');
  await page.getByTestId('report-search-submit').click();
  await expect(page.locator('#report-search-query-error')).toHaveText(
    'Введіть щонайменше 2 символи назви або реєстраційного коду.',
  );
  await expect(page.locator('#report-search-query')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  // Found by its name, with its code and address.
  await search.getByLabel('Назва або реєстраційний код').fill('Nord Foods');
  await page.getByTestId('report-search-submit').click();
  await expect(page).toHaveURL('/profile/infoproff-orders?country=DE&query=Nord+Foods');
  const company = page.getByTestId('report-company');
  await expect(company).toHaveCount(1);
  await expect(company.getByRole('heading')).toHaveText('Nord Foods GmbH');
  await expect(company).toContainText('007922');
  await expect(company).toContainText('10 Market Street, Germany');
  await expectAccessible(page);

  // The quote: an order awaiting confirmation, its price and the time left.
  await company.getByRole('button', { name: /^Замовити звіт\s*: Nord Foods GmbH$/ }).click();
  await expect(page).toHaveURL(ORDER_PAGE);
  const orderId = ORDER_PAGE.exec(page.url())![1]!;
  await expect(heading).toHaveText(/^Звіт № \d+$/);
  const now = page.getByTestId('report-now');
  await expect(now).toHaveAttribute('data-status', 'awaiting_confirmation');
  await expect(page.getByTestId('report-status')).toHaveText('Очікує підтвердження');
  const price = (await page.getByTestId('report-price').textContent())!;
  baseExpect(price).toMatch(/^\d[\d\s]*,\d{2}\s₴$/);
  await expect(now).toContainText(`коштує ${price} з ПДВ`);
  await expect(page.getByTestId('report-time-left')).toHaveText(/^Лишилося близько (60|59) хв$/);
  await expect(page.getByTestId('report-step-confirmation')).toHaveAttribute('aria-current', 'step');
  await expectAccessible(page);

  // Confirmed: the payment's choice, by card unless said otherwise; LiqPay's (fake) checkout.
  await page.getByTestId('report-confirm').click();
  await expect(now).toHaveAttribute('data-status', 'awaiting_payment');
  await expect(page.getByTestId('report-step-confirmation')).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('payment-method-card')).toBeChecked();
  await expectAccessible(page);
  await page.getByTestId('report-pay').click();
  await expect(page.getByRole('heading', { name: 'Оплата замовлення' })).toBeVisible();
  await page.getByRole('button', { name: 'Сплатити' }).click();

  // Back on the invoice, paid: the report is being prepared; the invoice leads to the order.
  await expect(page).toHaveURL(/\/profile\/invoices\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-notice', 'paid');
  await expect(page.getByTestId('payment-status')).toContainText('Звіт готується');
  await page.getByTestId('invoice-subject').click();
  await expect(page).toHaveURL(`/profile/infoproff-orders/${orderId}`);
  await expect(now).toHaveAttribute('data-status', 'in_production');
  await expect(now).toContainText('від кількох хвилин до кількох днів');
  await expect(page.getByTestId('report-invoice')).toContainText('Оплачено');
  await expectAccessible(page);

  // Once the provider has the order (its number in the back office), a refresh finds it ready.
  await expect
    .poll(
      async () =>
        (await callApi(manager.request, endpoints.getAdminReportOrder, { params: { id: orderId } }))
          .provider_order_id,
      { timeout: 20_000 },
    )
    .not.toBeNull();
  await page.getByTestId('report-refresh-submit').click();
  await expect(now).toHaveAttribute('data-status', 'ready');
  await expect(page.getByTestId('report-step-ready')).toHaveAttribute('data-state', 'done');
  await expectAccessible(page);

  // The report and its invoice, each a PDF through the page's plain link.
  const report = await page.request.get((await page.getByTestId('report-download').getAttribute('href'))!);
  baseExpect(report.headers()['content-type']).toBe('application/pdf');
  const bytes = await report.body();
  baseExpect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  baseExpect(bytes.toString('latin1')).toContain('Nord Foods GmbH');
  const invoice = await page.request.get(
    (await page.getByTestId('report-invoice-pdf').getAttribute('href'))!,
  );
  baseExpect((await invoice.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The company's orders: this one ready; a second refresh within the minute is too soon.
  await page.goto('/profile/infoproff-orders');
  const row = page.getByTestId('report-orders-list-table').getByTestId('data-table-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('report-status')).toHaveText('Готовий');
  await expect(row.getByRole('link')).toHaveAttribute('href', `/profile/infoproff-orders/${orderId}`);
  await page.getByTestId('report-refresh-submit').click();
  await expect(page.getByTestId('report-refresh-error')).toHaveText(
    'Статуси щойно оновлено. Спробуйте за хвилину.',
  );
  await expectAccessible(page);

  // In English on a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/en/profile/infoproff-orders');
  await expect(heading).toHaveText('Reports on foreign companies');
  const card = page.getByTestId('report-orders-list-cards').getByTestId('request-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('report-status')).toHaveText('Ready');
  await expect(page.getByTestId('report-search').getByLabel('Country')).toBeVisible();
  await expectAccessible(page);
});

test('the back office lists report orders by status and shows one with the provider’s price and the margin', async ({
  page,
  manager,
}) => {
  // Seeded through the API: a fresh exporter's quote of a Polish company's report.
  await registerApprovedExporter(page, manager);
  const order = await callApi(page.request, endpoints.quoteReport, {
    body: { country: 'PL', company_id: 'PL-0003' },
  });

  await manager.goto(`/admin/infoproff-orders?status=awaiting_confirmation&search=${order.number}`);
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText('Замовлення звітів');
  await expect(manager.getByTestId('report-orders-tabs')).toContainText('Очікує підтвердження');
  const row = manager
    .getByTestId('report-orders-table')
    .getByTestId('data-table-row')
    .filter({ hasText: `№ ${order.number}` });
  await expect(row).toContainText('Baltic Grain Sp. z o.o.');
  await expectAccessible(manager);

  await row.getByRole('link').click();
  await expect(manager).toHaveURL(`/admin/infoproff-orders/${order.id}`);
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText(`Замовлення звіту № ${order.number}`);
  // The fake's Polish report costs 1 200 ₴; the office's margin (15 % unless an admin changed it) on top.
  await expect(manager.getByTestId('report-order-provider-price')).toContainText(/1\s200,00\s₴/);
  await expect(manager.getByTestId('report-order-margin')).toHaveText(/Націнка\s*15 %/);
  baseExpect(order.price).toBe(138_000);
  await expect(manager.getByTestId('report-order-price')).toContainText(/1\s380,00\s₴/);
  await expectAccessible(manager);

  // The margin: a manager reads it, and is told only an administrator changes it.
  await manager.getByRole('link', { name: 'Замовлення звітів' }).first().click();
  await manager.getByTestId('report-margin-link').click();
  await expect(manager).toHaveURL('/admin/infoproff-orders/settings');
  await expect(manager.getByTestId('report-settings-read-only')).toBeVisible();
  await expect(manager.getByLabel('Націнка, %')).toHaveAttribute('readonly', '');
  await expect(manager.getByTestId('report-settings-submit')).toHaveCount(0);
  await expectAccessible(manager);
});
