import type { Page } from '@playwright/test';
import { endpoints } from '@portal/contract';
import { callApi, callApiRaw } from '../fixtures/api';
import { createTestEmail, DEMO_MANAGER, signInViaApi, waitForMessage } from '../fixtures/accounts';
import {
  createTag,
  IRON_ORE,
  openContextPage,
  registerNamedExporter,
  SPICES,
  submitExportApplication,
} from '../fixtures/matchmaking';
import { test } from '../fixtures/requests';
import { expect, expectAccessible } from '../fixtures/test';

/**
 * Matchmaking (issue 15 §4 and §6, decision 029): a guest's import application reaches the back
 * office's queue, the manager shares it with two suggested exporters, one accepts (and sees the
 * buyer's contacts; the buyer gets its company card), the other declines with a reason, and the
 * manager sees both answers. The pages pass axe at 375 px in English and 1440 px in Ukrainian.
 */

const SHOTS = process.env.MATCHMAKING_SHOTS;
/** An answer after a form's post: the action, then the page's loaders again (slow on a busy machine). */
const AFTER_POST = { timeout: 20_000 };

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** axe at 375 px in English and at 1440 px in Ukrainian on the page at `path` (its Ukrainian address). */
async function expectAccessibleInBoth(page: Page, path: string, name: string) {
  const { width, height } = page.viewportSize() ?? { width: 1440, height: 900 };
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/en${path}`);
  await expectAccessible(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name}: horizontal scroll at 375 px`).toBeLessThanOrEqual(0);
  await shoot(page, `${name}-375-en`);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(path);
  await expectAccessible(page);
  await shoot(page, `${name}-1440-uk`);
  if (SHOTS) {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await shoot(page, `${name}-375-uk`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/en${path}`);
    await shoot(page, `${name}-1440-en`);
    await page.goto(path);
  }
  await page.setViewportSize({ width, height });
}

test('a guest’s import application reaches two suggested exporters; one accepts, one declines, the manager sees both', async ({
  page,
  manager,
  browser,
}) => {
  test.setTimeout(300_000);
  const tag = createTag();
  const first = { uk: `ТОВ «Прянощі ${tag}-1»`, en: `Spices ${tag}-1 LLC` };
  const second = { uk: `ТОВ «Прянощі ${tag}-2»`, en: `Spices ${tag}-2 LLC` };

  // Two approved exporters, each with a submitted export application in HS heading 0910.
  await registerNamedExporter(page, manager, first);
  await submitExportApplication(page, SPICES, `Куркума мелена ${tag}`);
  // The second exporter answers without JavaScript: the forms post to the route's action.
  const other = await openContextPage(browser, { javaScriptEnabled: false });
  await registerNamedExporter(other, manager, second);
  await submitExportApplication(other, SPICES, `Імбир сушений ${tag}`);

  // A guest (no session) files an import application for turmeric (0910 30).
  const guest = await openContextPage(browser);
  const buyerEmail = createTestEmail('buyer');
  const product = `Ground turmeric ${tag}`;
  const deadline = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  await guest.goto('/en/import-application');
  await guest.getByLabel('Company name').fill(`Baltic Spices ${tag} Sp. z o.o.`);
  await guest.getByLabel('Country', { exact: true }).selectOption({ label: 'Poland' });
  await guest.getByLabel('Full name').fill('Anna Nowak');
  await guest.getByLabel('E-mail').fill(buyerEmail);
  await guest.getByLabel('Phone', { exact: true }).fill('+48 22 123 45 67');
  await guest.getByLabel('Product name', { exact: true }).fill(product);
  await guest.getByLabel('Product code (HS)').fill('091030');
  await guest.getByLabel('Quantity').fill('12');
  await guest.getByLabel('Unit', { exact: true }).selectOption('t');
  await guest.getByLabel('Delivery terms (Incoterms 2020)').selectOption('FCA');
  await guest.getByLabel('Needed by').fill(deadline);
  await guest.getByRole('checkbox').check();
  await guest.getByTestId('import-submit').click();
  await expect(guest.getByTestId('import-success')).toBeVisible();
  await guest.context().close();

  // The manager finds it in the queue by its product and opens it.
  await manager.goto(`/admin/importer-sales?search=${encodeURIComponent(tag)}`);
  const row = manager.getByTestId('data-table-row').filter({ hasText: product });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Нова');
  await expect(row).toContainText(`Baltic Spices ${tag}`);
  await expect(row).toContainText('091030');
  await row.getByRole('link', { name: product }).click();
  await expect(manager.getByRole('heading', { level: 1, name: product })).toBeVisible();
  await expect(manager.getByTestId('importer-sale-buyer')).toContainText(buyerEmail);
  const saleUrl = new URL(manager.url()).pathname;

  // Both exporters are suggested (same heading), with why; the manager ticks both and shares.
  const suggestions = manager.getByTestId('importer-sale-suggestion');
  for (const names of [first, second]) {
    const suggestion = suggestions.filter({ hasText: `${tag}-${names === first ? 1 : 2}` });
    await expect(suggestion).toHaveCount(1);
    await expect(suggestion).toContainText('Та сама товарна позиція');
    await expect(suggestion).toContainText(/Заявка на експорт № \d+/);
    await suggestion.getByRole('checkbox').check();
  }
  await expectAccessibleInBoth(manager, saleUrl, 'admin-importer-sale-suggestions');
  // Reloading cleared the ticks: tick again and share.
  for (const n of [1, 2]) {
    await suggestions
      .filter({ hasText: `${tag}-${n}` })
      .getByRole('checkbox')
      .check();
  }
  await manager.getByRole('button', { name: 'Поділитися з вибраними' }).click();
  await expect(manager.getByTestId('importer-sale-share-status')).toHaveText(
    /надіслано 2 компаніям/i,
    AFTER_POST,
  );
  const shares = manager.getByTestId('importer-sale-shared-with');
  await expect(shares).toHaveCount(2);
  await expect(shares.filter({ hasText: `${tag}-1` })).toContainText('Чекає на відповідь');
  await expect(suggestions.filter({ hasText: tag })).toHaveCount(0);
  await expect(manager.getByTestId('importer-sale-status')).toHaveText('Надіслана експортерам');

  // Exporter 1 sees it on /profile/applications, without the buyer's contacts, and accepts.
  await page.goto('/profile/applications');
  const card = page.getByTestId('shared-sale').filter({ hasText: product });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('12 тонн');
  await expect(card).toContainText('Польща');
  await expect(card).toContainText('Чекає на відповідь');
  await expect(card).not.toContainText(buyerEmail);
  await expectAccessibleInBoth(page, '/profile/applications', 'cabinet-shared-sales-pending');
  // Accepting sends the company card at once and cannot be undone (issue 25 §7): it asks first.
  await card.getByText('Прийняти', { exact: true }).click();
  const acceptForm = card.getByRole('form', { name: `Прийняти запит «${product}»` });
  await expect(acceptForm).toContainText('Скасувати це не можна');
  await expect(card.getByTestId('shared-sale-answer')).toHaveText('Чекає на відповідь');
  await expect(card.getByTestId('shared-sale-buyer')).toHaveCount(0);
  await expectAccessible(page);
  await acceptForm.getByRole('button', { name: 'Так, надіслати картку компанії' }).click();
  const buyer = card.getByTestId('shared-sale-buyer');
  await expect(buyer).toBeVisible(AFTER_POST);
  await expect(buyer.getByRole('link', { name: buyerEmail })).toHaveAttribute('href', `mailto:${buyerEmail}`);
  await expect(buyer.getByRole('link', { name: '+48221234567' })).toHaveAttribute('href', 'tel:+48221234567');
  await expect(card.getByTestId('shared-sale-answer')).toHaveText('Прийнято');
  await expect(card.getByTestId('shared-sale-answer-block')).toBeFocused();
  await expectAccessibleInBoth(page, '/profile/applications', 'cabinet-shared-sales-accepted');

  // The buyer gets exporter 1's company card in English.
  const card1 = await waitForMessage(page, buyerEmail, { match: new RegExp(`${tag}-1`) });
  expect(card1.text).toContain(first.en);
  expect(card1.text).toContain('EDRPOU');

  // Exporter 2, without JavaScript, in English: 'Another reason' needs a comment, then a reason.
  await other.goto('/en/profile/applications');
  const otherCard = other.getByTestId('shared-sale').filter({ hasText: product });
  await expect(otherCard).toContainText('12 tonnes');
  await otherCard.getByText('Decline', { exact: true }).click();
  await otherCard.getByLabel('Another reason').check();
  await otherCard.getByRole('button', { name: 'Decline the request' }).click();
  const refused = other.getByTestId('shared-sale').filter({ hasText: product });
  await expect(refused.getByTestId(/^decline-.*-comment-error$/)).toBeVisible(AFTER_POST);
  await expect(refused.getByLabel('Comment')).toHaveAttribute('aria-invalid', 'true');
  await expect(refused.getByTestId('shared-sale-answer')).toHaveText('Awaiting answer');
  await shoot(other, 'cabinet-decline-error-1440-en-noscript');
  await refused.getByLabel('The target price is too low').check();
  await refused.getByLabel('Comment').fill('We sell from 4 EUR per kg.');
  await refused.getByRole('button', { name: 'Decline the request' }).click();
  const declined = other.getByTestId('shared-sale').filter({ hasText: product });
  await expect(declined.getByTestId('shared-sale-answer')).toHaveText('Declined', AFTER_POST);
  await expect(declined.getByTestId('shared-sale-declined')).toContainText('The target price is too low');
  await expect(declined).not.toContainText(buyerEmail);
  await shoot(other, 'cabinet-declined-1440-en-noscript');

  // An answer is final (decision 029 §4): accepting after declining is refused with 409.
  const shared = await callApi(other.request, endpoints.listSharedSales);
  const mine = shared.find((item) => item.sale.product_name === product);
  expect(mine?.answer).toBe('declined');
  const again = await callApiRaw(other.request, endpoints.acceptSharedSale, {
    params: { id: mine!.id },
    body: {},
  });
  expect(again.status()).toBe(409);
  await other.context().close();

  // The manager reloads and sees both answers, the decline with its reason and comment.
  await manager.reload();
  await expect(shares.filter({ hasText: `${tag}-1` }).getByTestId('share-answer')).toHaveText('Прийнято');
  const declinedShare = shares.filter({ hasText: `${tag}-2` });
  await expect(declinedShare.getByTestId('share-answer')).toHaveText('Відхилено');
  await expect(declinedShare).toContainText('Бажана ціна занизька');
  await expect(declinedShare).toContainText('We sell from 4 EUR per kg.');
  await expect(declinedShare.getByRole('link', { name: second.uk })).toHaveAttribute(
    'href',
    /\/admin\/companies\/[0-9a-f-]{36}$/,
  );
  await expectAccessibleInBoth(manager, saleUrl, 'admin-importer-sale-answered');

  // The queue counts the answers.
  await manager.goto(`/admin/importer-sales?status=shared&search=${encodeURIComponent(tag)}`);
  await expect(row).toContainText('прийняли: 1, відхилили: 1');
  await expectAccessibleInBoth(
    manager,
    `/admin/importer-sales?search=${encodeURIComponent(tag)}`,
    'admin-importer-sales',
  );
});

test('a bad address never fails the pages: an unknown application is the 404 page, a bad query is ignored', async ({
  manager,
}) => {
  test.slow();
  const unknown = await manager.goto('/admin/importer-sales/00000000-0000-4000-8000-000000000000');
  expect(unknown?.status()).toBe(404);
  const notId = await manager.goto('/admin/importer-sales/not-an-id');
  expect(notId?.status()).toBe(404);
  const bad = await manager.goto('/admin/importer-sales?status=accepted&page=-3&search=%00%00');
  expect(bad?.status()).toBe(200);
  await expect(
    manager.getByTestId('importer-sales-tabs').getByRole('link', { name: /^Усі/ }),
  ).toHaveAttribute('aria-current', 'page');
});

test('the manager’s share with nothing ticked is refused beside the list, without JavaScript too', async ({
  page,
  manager,
  browser,
}) => {
  test.slow();
  const tag = createTag();
  await registerNamedExporter(page, manager, { uk: `ТОВ «Руда ${tag}»`, en: `Ore ${tag} LLC` });
  await submitExportApplication(page, IRON_ORE, `Залізорудний концентрат ${tag}`);
  const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const sale = await callApi(page.request, endpoints.createImporterSale, {
    body: {
      company_name: `Nordic Steel ${tag}`,
      country_code: 'SE',
      contact_name: 'Erik Berg',
      email: createTestEmail('buyer'),
      phone: '+46812345678',
      product_name: `Iron ore concentrate ${tag}`,
      hs_code: '260111',
      quantity: '5000',
      unit: 't',
      incoterms: 'DAP',
      deadline,
      consent: true,
    },
  });
  const noScript = await openContextPage(browser, { javaScriptEnabled: false });
  await signInViaApi(noScript, DEMO_MANAGER.email, DEMO_MANAGER.password);
  await noScript.goto(`/admin/importer-sales/${sale.id}`);
  await expect(noScript.getByTestId('importer-sale-suggestion').filter({ hasText: tag })).toHaveCount(1);
  await noScript.getByRole('button', { name: 'Поділитися з вибраними' }).click();
  await expect(noScript.getByTestId('importer-sale-user_ids-error')).toBeVisible(AFTER_POST);
  await expect(noScript.getByTestId('importer-sale-shared-with')).toHaveCount(0);
  // Ticked, it is shared: the company leaves the suggestions for the shares.
  await noScript
    .getByTestId('importer-sale-suggestion')
    .filter({ hasText: tag })
    .getByRole('checkbox')
    .check();
  await noScript.getByRole('button', { name: 'Поділитися з вибраними' }).click();
  await expect(noScript.getByTestId('importer-sale-shared-with').filter({ hasText: tag })).toHaveCount(1);
  await expect(noScript.getByTestId('importer-sale-share-status')).toHaveText(
    /надіслано 1 компанії/i,
    AFTER_POST,
  );
  // The only matching company has it now: the panel says so, not that nothing matches (issue 25 §11).
  await expect(noScript.getByTestId('importer-sale-no-suggestions')).toHaveText(
    'Заявку вже надіслано всім компаніям, чиї товари їй відповідають.',
  );
  await noScript.context().close();
  // In English, with JavaScript, and axe (it runs scripts in the page).
  await manager.goto(`/en/admin/importer-sales/${sale.id}`);
  await expect(manager.getByTestId('importer-sale-no-suggestions')).toHaveText(
    'Every company whose goods match this application already has it.',
  );
  await expectAccessible(manager);
});
