import { endpoints } from '@portal/contract';
import { callApi } from '../fixtures/api';
import { purchaseViaApi, readPlanName } from '../fixtures/money';
import { registerApprovedExporter, test } from '../fixtures/requests';
import { expect, expectAccessible } from '../fixtures/test';

/**
 * Issue 14's journeys: a verified exporter starts the trial on /tariffs and the header names the
 * plan, the gated pro-services paths open only while subscribed (spec §6); another buys a plan
 * by card on the local fake LiqPay's checkout page, comes back to the invoice paid (the fake
 * calls back before it redirects) and downloads its PDF; the invoice pages in English on a phone
 * pass axe.
 */

const GATED = '/profile/pro-services/business-club/events';
const BASE = '/profile/pro-services/business-club';

test('the trial on /tariffs: the header names the plan, and the gated services open only while subscribed', async ({
  page,
  manager,
}) => {
  await registerApprovedExporter(page, manager);
  const trialName = await readPlanName(page.request, { isTrial: true });

  // Spec §6, no subscription yet: a sub-path of the business club falls back to its base page.
  await page.goto(GATED);
  await expect(page).toHaveURL(BASE);
  await expect(page.getByTestId('service-access')).toHaveAttribute('data-subscribed', 'false');

  await page.goto('/tariffs');
  await expect(page.getByTestId('header-tariff')).toHaveText('Базові послуги');
  await page.getByTestId('trial-action').click();
  const started = page.getByTestId('trial-started');
  await expect(started).toContainText('Пробний доступ активовано');
  await expect(started).toContainText(trialName);
  await expect(page.getByTestId('header-tariff')).toHaveText(trialName);
  // The paid plans now extend the subscription.
  await expect(page.getByTestId('plan-business').getByTestId('plan-action')).toContainText('Продовжити з');

  // Subscribed: the gated path is not redirected: the club's events open.
  const response = await page.goto(GATED);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(GATED);
  await expect(page.getByTestId('club-events-period')).toBeVisible();

  // The cabinet's subscription block: the plan, a trial, its days left.
  await page.goto('/profile/my-company#subscription-info');
  const info = page.getByTestId('subscription-info');
  await expect(info.getByTestId('subscription-name')).toHaveText(trialName);
  await expect(info.getByTestId('subscription-kind')).toHaveText('Пробний');
  await expect(info.getByTestId('subscription-days-left')).toContainText(/1[34]/);
});

test('buying a plan by card: the fake LiqPay checkout, back to the invoice paid, its PDF, the plan in the header', async ({
  page,
  manager,
}) => {
  await registerApprovedExporter(page, manager);
  const planName = await readPlanName(page.request, { slug: 'business' });

  await page.goto('/tariffs');
  const plan = page.getByTestId('plan-business');
  await plan.getByTestId('plan-action').click();
  await expect(plan.getByTestId('payment-method-card')).toBeChecked();
  await plan.getByTestId('purchase-submit').click();

  // LiqPay's (fake) checkout page, reached by the page's own form post.
  await expect(page.getByRole('heading', { name: 'Оплата замовлення' })).toBeVisible();
  await page.getByRole('button', { name: 'Сплатити' }).click();

  // Back on the invoice's page (result_url); the callback arrived before the redirect.
  await expect(page).toHaveURL(/\/profile\/invoices\/[0-9a-f-]{36}$/);
  const status = page.getByTestId('payment-status');
  await expect(status).toHaveAttribute('data-notice', 'paid');
  await expect(status).toContainText('Рахунок оплачено');
  await expect(page.getByTestId('invoice-details').getByTestId('invoice-status')).toHaveText('Оплачено');
  await expect(page.getByTestId('header-tariff')).toHaveText(planName);

  // The PDF: a plain link through the page's resource route.
  const link = page.getByTestId('invoice-download');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^invoice-EXP-\d{4}-\d{6}\.pdf$/);
  const pdf = await page.request.get((await link.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const body = await pdf.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  expect(body.length).toBeGreaterThan(10_000);

  // The list shows it paid, newest first.
  await page.goto('/profile/invoices');
  await expect(page.getByTestId('invoice-list-table').getByTestId('invoice-status').first()).toHaveText(
    'Оплачено',
  );
});

test('in English on a phone: the invoices list and a bank transfer’s invoice pass axe; a card invoice is paid again; an unknown id is the 404', async ({
  page,
  manager,
}) => {
  await registerApprovedExporter(page, manager);
  const invoice = await purchaseViaApi(page, 'start', 'bank_transfer');
  await page.setViewportSize({ width: 375, height: 812 });

  await page.goto('/en/profile/invoices');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My invoices');
  await expect(
    page.getByTestId('invoice-list-cards').getByRole('link', { name: invoice.number }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/en/profile/invoices/${invoice.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Invoice ${invoice.number}`);
  const status = page.getByTestId('payment-status');
  await expect(status).toHaveAttribute('data-notice', 'transfer');
  await expect(status).toContainText('The invoice awaits a bank transfer');
  const office = await callApi(page.request, endpoints.getInvoice, { params: { id: invoice.id } });
  await expect(status.getByTestId('transfer-iban')).toHaveText(office.seller.iban!);
  await expectAccessible(page);

  // A card invoice left unpaid: 'Pay by card' asks the API for LiqPay's checkout again.
  const unpaid = await purchaseViaApi(page, 'pro', 'card');
  await page.goto(`/en/profile/invoices/${unpaid.id}`);
  await expect(page.getByTestId('payment-status')).toContainText('Confirming the payment');
  await expect(page.getByRole('link', { name: 'Refresh the page' })).toBeVisible();
  await page.getByTestId('invoice-pay').click();
  await expect(page.getByRole('heading', { name: 'Order payment' })).toBeVisible();
  await expect(page.getByText(unpaid.number)).toBeVisible();

  const unknown = await page.goto('/en/profile/invoices/00000000-0000-4000-8000-000000000000');
  expect(unknown?.status()).toBe(404);
  expect((await page.goto('/en/profile/invoices/not-an-id'))?.status()).toBe(404);
});

test('issue 25 §2: a declined card says so at once (no endless spinner), and the exporter can pay by bank transfer instead', async ({
  page,
  manager,
}) => {
  await registerApprovedExporter(page, manager);
  const invoice = await purchaseViaApi(page, 'start', 'card');
  await page.goto(`/profile/invoices/${invoice.id}`);
  await page.getByTestId('invoice-pay').click();
  await expect(page.getByRole('heading', { name: 'Оплата замовлення' })).toBeVisible();
  await page.getByRole('button', { name: 'Відхилити оплату' }).click();

  // Back on the invoice: LiqPay's 'failure' is read at once, not after the page's time limit.
  await expect(page).toHaveURL(new RegExp(`/profile/invoices/${invoice.id}$`));
  const status = page.getByTestId('payment-status');
  await expect(status).toHaveAttribute('data-notice', 'card_declined', { timeout: 5_000 });
  await expect(status.getByRole('heading')).toHaveText('Картку відхилено');
  await expect(status.getByTestId('invoice-pay')).toBeVisible();
  await expectAccessible(page);

  // A bank transfer instead: a new invoice for the same plan, with the office's requisites.
  await status.getByTestId('invoice-pay-by-transfer').click();
  await page.waitForURL(
    (url) => /^\/profile\/invoices\/[0-9a-f-]{36}$/.test(url.pathname) && !url.pathname.includes(invoice.id),
  );
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-notice', 'transfer');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(`Рахунок ${invoice.number}`);
});
