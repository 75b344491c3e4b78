import { endpoints } from '@portal/contract';
import { callApi } from '../fixtures/api';
import { expect, expectAccessible } from '../fixtures/test';
import { registerApprovedExporter, test } from '../fixtures/requests';

/**
 * The back office's money (issue 14 §5): a manager finds a bank-transfer invoice awaiting payment,
 * marks it paid, and the exporter's plan starts; the money pages pass axe in English on a phone.
 * The demo seed has no administrator, so refunds (admin only) are tested in the API suite
 * (apps/server/test/admin-money.test.ts); here a manager sees why the refund is not theirs.
 */

/** Today in Kyiv as a date field writes it: the API's days are Kyiv's. */
function kyivToday(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Kyiv',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

/** A paid plan offered on /tariffs: the trial is not bought. */
async function findPaidPlan(request: Parameters<typeof callApi>[0]) {
  const plans = await callApi(request, endpoints.listTariffs);
  const plan = plans.find((each) => !each.is_trial && each.price > 0);
  expect(plan, 'a paid plan on /tariffs').toBeDefined();
  return plan!;
}

test('a manager marks a bank-transfer invoice paid and the exporter gets the plan', async ({
  page,
  manager,
}) => {
  test.slow();
  await registerApprovedExporter(page, manager);
  const plan = await findPaidPlan(page.request);
  const { invoice, checkout } = await callApi(page.request, endpoints.purchaseSubscription, {
    body: { tariff: plan.slug, payment_method: 'bank_transfer' },
  });
  expect(checkout).toBeNull();
  await page.goto('/profile/my-company');
  await expect(page.getByTestId('header-tariff')).toHaveText('Базові послуги');

  // The manager finds it among the invoices awaiting payment, by its number.
  await manager.goto('/admin/invoices');
  await manager.getByTestId('invoices-tabs').getByTestId('filter-awaiting_payment').click();
  await expect(manager).toHaveURL(/status=awaiting_payment/);
  await manager.getByLabel('Пошук рахунку').fill(invoice.number);
  await manager.getByRole('button', { name: 'Показати' }).click();
  await expect(manager).toHaveURL(/search=EXP-/);
  const rows = manager.getByTestId('invoices-table').getByTestId('data-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Очікує оплати');
  await expectAccessible(manager);
  await rows.first().getByRole('link', { name: invoice.number }).click();
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText(`Рахунок ${invoice.number}`);

  // Nothing to refund yet: a bank transfer awaiting payment is marked paid or cancelled.
  await expect(manager.getByTestId('invoice-refund')).toHaveCount(0);
  await expect(manager.getByTestId('invoice-cancel')).toBeVisible();
  await manager.getByTestId('invoice-mark-paid').click();
  const dialog = manager.getByTestId('invoice-mark-paid-dialog');
  await expect(dialog).toBeVisible();
  // The reference is required: the dialog says so and stays open.
  await dialog.getByTestId('invoice-mark-paid-confirm').click();
  await expect(dialog.getByText('Вкажіть номер платіжного документа з виписки банку.')).toBeVisible();
  await expectAccessible(manager);
  await expect(dialog.getByLabel('Дата оплати')).toHaveValue(kyivToday());
  await dialog.getByLabel('Дата оплати').fill(kyivToday());
  await dialog.getByLabel('Референс платежу').fill('Виписка, платіжне доручення № 318');
  await dialog.getByTestId('invoice-mark-paid-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(manager.getByTestId('invoice-action-status')).toHaveText(
    'Рахунок позначено оплаченим. Тариф компанії почав діяти.',
  );
  await expect(manager.locator('h1 + [data-testid="invoice-status"]')).toHaveText('Оплачено');
  await expect(manager.getByTestId('invoice-note')).toContainText('Виписка, платіжне доручення № 318');
  await expect(manager.getByTestId('invoice-subscription')).toContainText(plan.name);
  // A manager is told why the refund is not theirs rather than offered a button that fails.
  await expect(manager.getByTestId('invoice-refund')).toHaveCount(0);
  await expect(manager.getByTestId('invoice-refund-admin-only')).toContainText(
    'Повернути кошти може лише адміністратор',
  );
  await expectAccessible(manager);

  // The company's page lists the subscription with its invoice.
  await manager.getByTestId('invoice-company').getByRole('link').first().click();
  const subscriptions = manager.getByTestId('company-subscriptions');
  await expect(subscriptions).toContainText(plan.name);
  await expect(subscriptions).toContainText('Діє');
  await expect(subscriptions.getByRole('link', { name: invoice.number })).toBeVisible();

  // The exporter's header names the plan instead of the basic services.
  await page.reload();
  await expect(page.getByTestId('header-tariff')).toHaveText(plan.name);
});

test('marking a renewal paid says when its period starts, not that the plan has started', async ({
  page,
  manager,
}) => {
  test.slow();
  await registerApprovedExporter(page, manager);
  const plan = await findPaidPlan(page.request);
  // The first period is paid through the API; the renewal stacks after it (issue 25 §11).
  const buy = () =>
    callApi(page.request, endpoints.purchaseSubscription, {
      body: { tariff: plan.slug, payment_method: 'bank_transfer' },
    });
  const first = (await buy()).invoice;
  await callApi(manager.request, endpoints.markAdminInvoicePaid, {
    params: { id: first.id },
    body: { paid_on: kyivToday(), reference: 'Виписка № 1' },
  });
  const renewal = (await buy()).invoice;

  await manager.goto(`/admin/invoices/${renewal.id}`);
  await manager.getByTestId('invoice-mark-paid').click();
  const dialog = manager.getByTestId('invoice-mark-paid-dialog');
  await dialog.getByLabel('Референс платежу').fill('Виписка № 2');
  await dialog.getByTestId('invoice-mark-paid-confirm').click();
  await expect(dialog).toBeHidden();
  const { subscription } = await callApi(manager.request, endpoints.getAdminInvoice, {
    params: { id: renewal.id },
  });
  expect(Date.parse(subscription!.starts_at)).toBeGreaterThan(Date.now());
  const starts = new Intl.DateTimeFormat('uk-UA', {
    timeZone: 'Europe/Kyiv',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(subscription!.starts_at));
  const status = manager.getByTestId('invoice-action-status');
  await expect(status).toContainText('Рахунок позначено оплаченим.');
  await expect(status).toContainText(`почне діяти ${starts}`);
  await expect(status).not.toContainText('почав діяти');
  await expectAccessible(manager);
});

test('saving a tariff unchanged keeps its price and says so', async ({ manager }) => {
  const plan = await findPaidPlan(manager.request);
  await manager.goto(`/admin/tariffs`);
  await manager.getByTestId('tariffs-table').getByRole('link', { name: plan.name }).click();
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText(`Тариф «${plan.name}»`);
  await manager.getByTestId('tariff-submit').click();
  await expect(manager.getByTestId('tariff-saved')).toContainText('Тариф збережено.');
  const after = await findPaidPlan(manager.request);
  expect(after.price).toBe(plan.price);
});

test('the invoices page, an invoice and the tariff editor pass axe in English at 375 px', async ({
  page,
  manager,
}) => {
  test.slow();
  await registerApprovedExporter(page, manager);
  const plan = await findPaidPlan(page.request);
  const { invoice } = await callApi(page.request, endpoints.purchaseSubscription, {
    body: { tariff: plan.slug, payment_method: 'bank_transfer' },
  });
  await manager.setViewportSize({ width: 375, height: 800 });
  const fitsThePhone = async () => {
    const overflow = await manager.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${manager.url()} scrolls sideways at 375 px`).toBeLessThanOrEqual(0);
  };

  await manager.goto('/en/admin/invoices');
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText('Invoices');
  await expect(manager.getByTestId('invoices-tabs')).toContainText('Awaiting payment');
  await expectAccessible(manager);
  await fitsThePhone();

  await manager.goto(`/en/admin/invoices/${invoice.id}`);
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText(`Invoice ${invoice.number}`);
  await expectAccessible(manager);
  await fitsThePhone();

  const { items } = await callApi(manager.request, endpoints.listAdminTariffs);
  const tariff = items.find((each) => each.slug === plan.slug)!;
  await manager.goto(`/en/admin/tariffs/${tariff.id}`);
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText(`Tariff “${tariff.name.en}”`);
  await expect(manager.getByLabel('Price, UAH')).not.toHaveValue('');
  await expectAccessible(manager);
  await fitsThePhone();

  await manager.goto('/en/admin/settings');
  await expect(manager.getByTestId('settings-read-only')).toContainText('Only an administrator');
  await expectAccessible(manager);
  await fitsThePhone();
});
