import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { endpoints, type FakeCourierMode } from '@portal/contract';
import { callApi } from '../fixtures/api';
import { registerApprovedExporter, test } from '../fixtures/requests';
import { expect, expectAccessible } from '../fixtures/test';

/**
 * Issue 28 §5–6, decision 049: a courier request sent while the courier's endpoint is down and
 * delivered later. In English on a phone, an approved exporter fills the pickup form (the sender
 * prefilled from the profile; a field refused beside it first), sends it while the local fake
 * courier is down, sees it queued and then waiting for its next attempt; the courier comes back
 * and the page shows it delivered, with the courier's number; the courier got the lead once. The
 * manager finds it delivered in the back office. Axe on each state of the page.
 */

const COURIER_PAGE = '/en/profile/nova-poshta';

/** How the e2e server's fake courier answers (outside production only: `PUT /api/dev/courier`). */
function setCourier(page: Page, mode: FakeCourierMode) {
  return callApi(page.request, endpoints.setDevCourier, { body: { mode } });
}

/**
 * The page read again from the server until the request's card passes `check` (each look is short:
 * the state changes on the server, not in the page).
 */
async function reloadUntil(
  page: Page,
  id: string,
  check: (card: Locator, options: { timeout: number }) => Promise<void>,
) {
  await expect(async () => {
    await page.reload();
    await check(page.locator(`[data-testid="courier-request"][data-id="${id}"]`), { timeout: 500 });
  }).toPass({ timeout: 45_000, intervals: [500, 1_000] });
}

test('a courier request sent while the courier is down is queued, retried and delivered once it is back', async ({
  page,
  manager,
}) => {
  test.setTimeout(150_000);
  await registerApprovedExporter(page, manager);
  const city = `Lviv ${randomUUID().slice(0, 6)}`;
  await page.setViewportSize({ width: 375, height: 812 });

  await page.goto(COURIER_PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nova Poshta courier');
  // The sender comes from the profile (the registration's company and e-mail).
  await expect(page.getByLabel('Company')).toHaveValue('Test Export LLC');
  await expect(page.getByLabel('E-mail')).not.toHaveValue('');
  await expect(page.getByTestId('courier-requests-empty')).toBeVisible();
  await expectAccessible(page);

  await setCourier(page, 'down');
  try {
    await page.getByLabel('City').fill(city);
    await page.getByLabel('I bring it to a Nova Poshta branch').check();
    // The branch's number replaces the address (CSS alone); the address is not asked for.
    await expect(page.getByLabel('Address', { exact: true })).toBeHidden();
    await page.getByLabel('Branch number').fill('12');
    await page.getByLabel('Samples').check();
    await page.getByLabel('Weight, kg').fill('0');
    await page.getByLabel('Destination country').selectOption('PL');
    await page.getByLabel('Length').fill('40');
    await page.getByLabel('Width').fill('30');
    await page.getByLabel('Height').fill('20');
    await page.getByLabel('Comment for the courier').fill('Honey samples in glass jars: handle with care.');
    await page.getByTestId('courier-submit').click();
    // Rule: weight above 0 (the contract's message, in English, beside the field).
    await expect(page.getByTestId('courier-weight_kg-error')).toHaveText(
      'Enter the weight in kilograms: a number above 0 with at most 3 decimal places.',
    );
    await expect(page.getByLabel('Weight, kg')).toBeFocused();
    await expectAccessible(page);

    await page.getByLabel('Weight, kg').fill('1.5');
    await page.getByTestId('courier-submit').click();
    await expect(page).toHaveURL(/\?sent=[0-9a-f-]{36}$/);
    const id = new URL(page.url()).searchParams.get('sent')!;
    await expect(page.getByTestId('courier-sent')).toContainText('Request sent');
    const card = page.locator(`[data-testid="courier-request"][data-id="${id}"]`);
    await expect(card).toContainText(`${city}, branch No. 12`);
    await expect(card).toContainText('Samples, 1.5 kg, 40 × 30 × 20 cm');
    await expect(card.getByTestId('courier-state')).toHaveText('Queued');
    await expectAccessible(page);

    // The first attempt finds nobody: still queued, and the page says when the next one is due.
    await reloadUntil(page, id, async (request, options) => {
      await expect(request.getByTestId('courier-request-delivery')).toContainText(
        /^The courier company is not answering yet \(attempts: \d+\)\. The portal tries again at .+ \(Kyiv time\)\.$/,
        options,
      );
    });
    await expect(card.getByTestId('courier-state')).toHaveText('Queued');
    const whileDown = await callApi(page.request, endpoints.getDevCourier);
    expect(whileDown.leads.filter((lead) => lead.idempotency_key === id)).toEqual([]);
    await expectAccessible(page);

    // The courier is back: the queue's next attempt delivers it.
    await setCourier(page, 'up');
    await reloadUntil(page, id, async (request, options) => {
      await expect(request).toHaveAttribute('data-state', 'delivered', options);
    });
    await expect(card.getByTestId('courier-state')).toHaveText('Delivered to the courier');
    const back = await callApi(page.request, endpoints.getDevCourier);
    const leads = back.leads.filter((lead) => lead.idempotency_key === id);
    expect(leads).toHaveLength(1);
    await expect(card.getByTestId('courier-request-delivery')).toContainText(
      `The courier’s request number: ${leads[0]!.lead_id}.`,
    );
    await expectAccessible(page);

    // The managers see it with its attempts.
    await manager.goto(`/admin/courier-requests?state=delivered&search=${encodeURIComponent(city)}`);
    const row = manager.getByTestId('courier-requests-table').getByRole('row').nth(1);
    await expect(row).toContainText(city);
    await expect(row.getByTestId('courier-state').first()).toHaveText('Передано кур’єру');
  } finally {
    await setCourier(page, 'up');
  }
});
