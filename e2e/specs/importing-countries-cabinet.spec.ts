import { endpoints } from '@portal/contract';
import { callApi, callApiRaw } from '../fixtures/api';
import { registerViaApi } from '../fixtures/accounts';
import { createCountryActionViaApi, readImportingCountryId } from '../fixtures/importing';
import { registerApprovedExporter, test } from '../fixtures/requests';
import { expect, expectAccessible } from '../fixtures/test';
import { BASE_URL } from '../playwright.config';

/**
 * Issue 15 §3 and §6: on /profile/importing-countries an exporter ticks the steps of entering
 * Poland's market (a progress bar per country, read from the API) and takes part in a country
 * action once, before its deadline (decision 029).
 */

const PAGE = '/profile/importing-countries';

// Each test registers and approves a fresh company first (about ten seconds on a busy machine).
test.describe.configure({ timeout: 60_000 });
/** An answer that takes a call and the page's reload: longer than the default on a busy machine. */
const AFTER_CALL = { timeout: 15_000 };

test('an exporter ticks progress steps for Poland and takes part in a country action (issue 15 §6)', async ({
  page,
  manager,
}) => {
  await registerApprovedExporter(page, manager);
  const poland = await readImportingCountryId(page, 'PL');
  const tag = `e2e-${Date.now().toString(36)}`;
  const action = await createCountryActionViaApi(manager, poland, tag);
  const title = action.title.uk;

  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Країни-імпортери' })).toBeVisible();
  const nav = page.getByTestId('importing-countries-regions');
  await expect(nav.getByTestId('country-PL')).toContainText('0 з 6 кроків');
  await nav.getByRole('link', { name: 'Польща', exact: true }).click();
  await expect(page).toHaveURL(/[?&]country=PL/);

  const info = page.getByTestId('country-info');
  await expect(info.getByRole('heading', { level: 2, name: 'Польща' })).toBeVisible();
  const bar = info.getByTestId('country-progress').getByRole('progressbar');
  await expect(bar).toHaveAttribute('aria-valuenow', '0');

  // Ticking saves at once, without reloading the page: a marker on the window survives.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await info.getByTestId('step-market-studied').check();
  await info.getByTestId('step-first-contacts').check();
  await expect(bar).toHaveAttribute('aria-valuenow', '33', AFTER_CALL);
  await expect(bar).toHaveAttribute('aria-valuetext', '2 з 6 кроків');
  await expect(info.getByTestId('country-progress')).toContainText('2 з 6 кроків');
  await expect(nav.getByTestId('country-PL')).toContainText('2 з 6 кроків');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );

  // The steps are the company's, kept by the API: a reload shows them.
  await page.reload();
  await expect(info.getByTestId('step-market-studied')).toBeChecked();
  await expect(info.getByTestId('step-first-contacts')).toBeChecked();
  await expect(info.getByTestId('step-product-certified')).not.toBeChecked();
  await expect(bar).toHaveAttribute('aria-valuenow', '33');

  await info.getByTestId('step-first-contacts').uncheck();
  await expect(bar).toHaveAttribute('aria-valuetext', '1 з 6 кроків', AFTER_CALL);
  await expect(bar).toHaveAttribute('aria-valuenow', '16');
  await page.reload();
  await expect(info.getByTestId('step-first-contacts')).not.toBeChecked();
  await expect(info.getByTestId('step-market-studied')).toBeChecked();

  // Taking part: once, before the deadline (decision 029 §2).
  const card = info.getByTestId('country-action').filter({ hasText: title });
  await expect(card).toContainText('Заявки до');
  await card.getByRole('button', { name: /Взяти участь/ }).click();
  await expect(card.getByTestId('taking-part')).toHaveText(/Ви берете участь/, AFTER_CALL);
  await expect(card.getByRole('button', { name: /Взяти участь/ })).toHaveCount(0);
  await expect(
    page.getByTestId('my-actions').getByTestId('country-action').filter({ hasText: title }),
  ).toContainText('Ви берете участь');

  // A second attempt is not offered after a reload, and the API refuses it (409).
  await page.reload();
  await expect(card.getByTestId('taking-part')).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);
  const again = await callApiRaw(page.request, endpoints.takePartInCountryAction, {
    body: { country_action_id: action.id },
  });
  expect(again.status()).toBe(409);
});

test('a refusal of the API (409) shows its message in the action’s card, in the page’s language', async ({
  page,
  manager,
}) => {
  await registerApprovedExporter(page, manager);
  const poland = await readImportingCountryId(page, 'PL');
  const action = await createCountryActionViaApi(manager, poland, `e2e-409-${Date.now().toString(36)}`);

  await page.goto(`/en${PAGE}?country=PL`);
  const card = page
    .getByTestId('country-info')
    .getByTestId('country-action')
    .filter({ hasText: action.title.en });
  await expect(card.getByRole('button', { name: /Take part/ })).toBeVisible();
  // Signed up meanwhile (another tab): the page still offers the button.
  await callApi(page.request, endpoints.takePartInCountryAction, { body: { country_action_id: action.id } });
  await card.getByRole('button', { name: /Take part/ }).click();
  await expect(card.getByTestId('take-part-error')).toHaveText(
    'Your company is already taking part in this action.',
    AFTER_CALL,
  );
  await expect(card.getByTestId('taking-part')).toHaveText(/You are taking part/, AFTER_CALL);
});

test('a company that is not approved reads its progress and is told why it cannot change it', async ({
  page,
}) => {
  await registerViaApi(page);
  await page.goto(`${PAGE}?country=PL`);
  const notice = page.getByTestId('importing-locked');
  await expect(notice).toContainText('Потрібен схвалений профіль компанії');
  await expect(notice.getByRole('link', { name: 'Перейти до профілю компанії' })).toHaveAttribute(
    'href',
    '/profile/my-company',
  );
  const info = page.getByTestId('country-info');
  await expect(info.getByTestId('step-market-studied')).toBeDisabled();
  await expect(info.getByRole('button')).toHaveCount(0);
  await expect(info.getByTestId('country-progress')).toContainText('0 з 6 кроків');
  const actions = info.getByTestId('country-action');
  if ((await actions.count()) > 0) await expect(actions.first()).toContainText('після схвалення профілю');
  // The API's own rule, which the page only reflects (403 request.not_approved).
  const tick = await callApiRaw(page.request, endpoints.storeProgressRecord, {
    body: { geo_country_id: await readImportingCountryId(page, 'PL'), field_id: 1, done: true },
  });
  expect(tick.status()).toBe(403);
});

test('without JavaScript the steps are saved with the form’s button and an action is taken part in', async ({
  browser,
  manager,
}) => {
  const context = await browser.newContext({ baseURL: BASE_URL, locale: 'uk-UA', javaScriptEnabled: false });
  const page = await context.newPage();
  await registerApprovedExporter(page, manager);
  const action = await createCountryActionViaApi(
    manager,
    await readImportingCountryId(page, 'PL'),
    `e2e-nojs-${Date.now().toString(36)}`,
  );
  await page.goto(`${PAGE}?country=PL`);
  const info = page.getByTestId('country-info');
  await info.getByTestId('step-product-certified').check();
  await info.getByTestId('step-samples-sent').check();
  await info.getByTestId('country-steps-save').click();
  await expect(info.getByTestId('country-steps-status')).toHaveText('Кроки збережено');
  await expect(info.getByTestId('country-progress').getByRole('progressbar')).toHaveAttribute(
    'aria-valuenow',
    '33',
  );
  await expect(info.getByTestId('step-samples-sent')).toBeChecked();

  const card = info.getByTestId('country-action').filter({ hasText: action.title.uk });
  await card.getByRole('button', { name: /Взяти участь/ }).click();
  await expect(card.getByTestId('taking-part')).toBeVisible();
  await context.close();
});

test('a country that is not an importing country is the 404 page', async ({ page, manager }) => {
  await registerApprovedExporter(page, manager);
  const response = await page.goto(`${PAGE}?country=XX`);
  expect(response?.status()).toBe(404);
});

test('the page has no axe violation: 375 px in English, 1440 px in Ukrainian', async ({ page, manager }) => {
  await registerApprovedExporter(page, manager);
  await createCountryActionViaApi(
    manager,
    await readImportingCountryId(page, 'PL'),
    `e2e-axe-${Date.now().toString(36)}`,
  );
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/en${PAGE}?country=PL`);
  await expect(
    page.getByTestId('country-info').getByRole('heading', { name: 'Poland', exact: true }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${PAGE}?country=PL`);
  await expect(
    page.getByTestId('country-info').getByRole('heading', { name: 'Польща', exact: true }),
  ).toBeVisible();
  await expectAccessible(page);
});
