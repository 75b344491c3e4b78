import type { Locator, Page } from '@playwright/test';
import { endpoints } from '@portal/contract';
import { callApi } from '../fixtures/api';
import { expect, expectAccessible } from '../fixtures/test';
import {
  EXPORT_PRODUCT as PRODUCT,
  moveStatusInBackOffice,
  openRequestFromQueue,
  registerApprovedExporter,
  test,
} from '../fixtures/requests';

/**
 * Issue 13 §6 on the exporter's request pages: a request sent back for changes shows the
 * manager's comment at the top of its page (not only at the end of its history), and a draft left
 * after step 1 is named by its contact and day in the lists, where it can be resumed or deleted.
 */

const UUID = '[0-9a-f-]{36}';

/** Step 1 through the API: a draft export application with no product. */
async function createDraftViaApi(page: Page, contactName: string) {
  return callApi(page.request, endpoints.createSalesMarketApplication, {
    body: { contact_name: contactName, contact_phone: '+380671112233', contact_email: 'draft@example.test' },
  });
}

/**
 * Marks the exporter's portal notifications read: the toasts of the manager's moves would drop in
 * over the page while axe reads it.
 */
async function markNotificationsRead(page: Page) {
  await callApi(page.request, endpoints.markNotificationsRead, { body: {} });
}

/** The day a draft was begun, as the lists print it: '25.11.2026' and '25 Nov 2026' (Kyiv time). */
function draftDay(iso: string) {
  const date = new Date(iso);
  const format = (tag: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(tag, { ...options, timeZone: 'Europe/Kyiv' }).format(date);
  return {
    ua: format('uk-UA', { day: '2-digit', month: '2-digit', year: 'numeric' }),
    en: format('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
  };
}

/** The notice is above everything else of the page's content: the summary, the data and the history. */
async function expectAbove(notice: Locator, below: Locator) {
  const [top, other] = await Promise.all([notice.boundingBox(), below.boundingBox()]);
  expect(top, 'the notice is displayed').not.toBeNull();
  expect(other, 'the other part is displayed').not.toBeNull();
  expect(top!.y + top!.height).toBeLessThanOrEqual(other!.y);
}

test('an export application sent back with a comment says so at the top of its page, in both languages', async ({
  page,
  manager,
}) => {
  test.slow();
  await registerApprovedExporter(page, manager);
  const { id } = await callApi(page.request, endpoints.createSalesMarketApplication, {
    body: {
      contact_name: 'Оксана Мельник',
      contact_phone: '+380671112233',
      contact_email: 'oksana@example.test',
    },
  });
  const { number } = await callApi(page.request, endpoints.updateSalesMarketApplication, {
    params: { id },
    body: PRODUCT,
  });
  const comment = 'Додайте, будь ласка, сертифікат ISO 22000 і уточніть фасування.';

  // The manager sends it back in the back office, with a comment for the exporter.
  await openRequestFromQueue(manager, '/admin/sales-market', number);
  await moveStatusInBackOffice(manager, 'На перевірці');
  await moveStatusInBackOffice(manager, 'На доопрацюванні', comment);
  const changes = await callApi(page.request, endpoints.listSalesMarketStatusChanges, {
    query: { sales_market_id: id },
  });
  const managerName = changes.at(-1)!.actor_name;
  await markNotificationsRead(page);

  await page.goto(`/profile/market/${id}`);
  const notice = page.getByRole('region', { name: 'Заявку повернуто на доопрацювання' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('heading', { level: 2 })).toHaveText('Заявку повернуто на доопрацювання');
  await expect(notice.locator('blockquote')).toHaveText(comment);
  await expect(notice.locator('figcaption')).toContainText(managerName);
  await expect(notice.locator('figcaption time')).toHaveAttribute('datetime', changes.at(-1)!.created_at);
  await expect(notice).toContainText('Що зробити: виправте заявку за коментарем і надішліть її повторно.');
  // At the top: above the summary, the application's data and the history, which still has it too.
  await expectAbove(notice, page.getByTestId('sales-market-summary'));
  await expectAbove(notice, page.getByTestId('sales-market-history'));
  await expect(page.getByTestId('status-history-item').last()).toContainText(comment);
  await expectAccessible(page);

  // What to do: the edit page, where the comment is first again.
  await notice.getByRole('link', { name: 'Редагувати заявку' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/market/edit/${id}$`));
  await expect(page.getByTestId('rework-comment')).toContainText(comment);

  await page.goto(`/en/profile/market/${id}`);
  const english = page.getByRole('region', { name: 'Application sent back for changes' });
  await expect(english.locator('blockquote')).toHaveText(comment);
  await expect(english).toContainText(
    'What to do: correct the application as the comment asks and send it again.',
  );
  await expect(english.getByRole('link', { name: 'Edit the application' })).toHaveAttribute(
    'href',
    `/en/profile/market/edit/${id}`,
  );
  await expectAbove(english, page.getByTestId('sales-market-summary'));
  await expectAccessible(page);

  // Resubmitted, it is no longer sent back: the notice is gone.
  await callApi(page.request, endpoints.updateSalesMarketApplication, { params: { id }, body: PRODUCT });
  await page.goto(`/profile/market/${id}`);
  await expect(page.getByTestId('sales-market-summary').getByTestId('status-badge')).toHaveText(
    'Подано на розгляд',
  );
  await expect(page.getByTestId('manager-comment')).toHaveCount(0);
});

test('a market-analysis request sent back with a comment says so at the top of its page, in both languages', async ({
  page,
  manager,
}) => {
  test.slow();
  await registerApprovedExporter(page, manager);
  const { id } = await callApi(page.request, endpoints.createCheckListRequest, {
    body: {
      category: 'prices',
      area_of_activity: 'agriculture',
      product_name: 'Заморожена малина',
      hs_section: 'II',
      hs_group: '08',
      hs_product_item: '0811',
      target_countries: ['PL'],
    },
  });
  const comment = 'Уточніть, будь ласка, обсяги поставок.';
  await callApi(manager.request, endpoints.changeAdminCheckListStatus, {
    params: { id },
    body: { status: 'in_process' },
  });
  await callApi(manager.request, endpoints.changeAdminCheckListStatus, {
    params: { id },
    body: { status: 'in_finalization', comment },
  });
  await markNotificationsRead(page);

  await page.goto(`/profile/check-list/${id}`);
  const notice = page.getByRole('region', { name: 'Запит повернуто на доопрацювання' });
  await expect(notice.locator('blockquote')).toHaveText(comment);
  await expect(notice).toContainText('Що зробити: виправте запит за коментарем і подайте його повторно.');
  await expectAbove(notice, page.getByTestId('check-list-data'));
  await expectAccessible(page);
  await notice.getByRole('link', { name: 'Редагувати запит' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/check-list/edit/${id}$`));
  await expect(page.getByTestId('manager-comment')).toContainText(comment);

  await page.goto(`/en/profile/check-list/${id}`);
  const english = page.getByRole('region', { name: 'Request sent back for changes' });
  await expect(english.locator('blockquote')).toHaveText(comment);
  await expect(english.getByRole('link', { name: 'Edit the request' })).toHaveAttribute(
    'href',
    `/en/profile/check-list/edit/${id}`,
  );
  await expectAccessible(page);
});

test('a draft left after step 1 is named by its contact and day, resumed and deleted from the lists', async ({
  page,
  manager,
}) => {
  test.setTimeout(120_000);
  await registerApprovedExporter(page, manager);
  await markNotificationsRead(page);

  // Step 1 in the interface, then the exporter leaves: a draft with no product.
  await page.goto('/profile/market/create');
  await expect(page.getByLabel('Ім’я та прізвище', { exact: true })).toHaveValue('Оксана Мельник');
  await page.getByLabel('Телефон', { exact: true }).fill('+380 67 111 22 33');
  await page.getByTestId('personal-submit').click();
  await expect(page).toHaveURL(new RegExp(`/profile/market/edit/${UUID}$`));
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const draft = await callApi(page.request, endpoints.getSalesMarketApplication, { params: { id } });
  const day = draftDay(draft.created_at);
  const name = `Чернетка: Оксана Мельник, ${day.ua}`;

  // The export applications: named by contact and day, never 'Без назви (чернетка)'.
  await page.goto('/profile/market');
  const table = page.getByTestId('sales-market-list-table');
  await expect(table).not.toContainText('Без назви');
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByRole('link', { name: new RegExp(`${name}$`) })).toHaveAttribute(
    'href',
    `/profile/market/${id}`,
  );
  await expectAccessible(page);

  // 'Продовжити' opens the step it stopped at.
  await row.getByRole('link', { name: `Продовжити заповнення заявки № ${draft.number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/market/edit/${id}$`));
  await expect(page.getByTestId('sales-market-steps')).toContainText('Крок 2 з 2');

  // All applications name it the same way, in each language, and offer the same actions.
  await page.goto('/en/profile/applications');
  const englishRow = page
    .getByTestId('applications-list-table')
    .getByRole('row', { name: new RegExp(`Draft: Оксана Мельник, ${day.en}`) });
  await expect(englishRow.getByRole('link', { name: /^Continue/ })).toHaveAttribute(
    'href',
    `/en/profile/market/edit/${id}`,
  );
  await expectAccessible(page);

  await page.goto('/profile/applications');
  const applicationsRow = page
    .getByTestId('applications-list-table')
    .getByRole('row', { name: new RegExp(name) });
  await expect(applicationsRow).toContainText('Заявка на експорт');
  const remove = applicationsRow.getByRole('button', { name: `Видалити чернетку № ${draft.number}` });
  await remove.click();
  // The detail page's own dialog: Escape closes it and focus returns; then it is confirmed.
  const dialog = page.getByRole('alertdialog', { name: 'Видалити чернетку?' });
  await expect(dialog).toContainText(`Заявку № ${draft.number} буде видалено назавжди.`);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await remove.click();
  await dialog.getByTestId('delete-confirm').click();
  await expect(page).toHaveURL(/\/profile\/applications\?deleted=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'Чернетку видалено.' })).toBeVisible();
  await expect(page.getByTestId('applications-empty')).toBeVisible();
  const response = await page.goto(`/profile/market/${id}`);
  expect(response?.status()).toBe(404);

  // From the English list of export applications, with its filter kept.
  const other = await createDraftViaApi(page, 'Olena Koval');
  await page.goto('/en/profile/market?status=created');
  const otherRow = page
    .getByTestId('sales-market-list-table')
    .getByRole('row', { name: new RegExp(`Draft: Olena Koval, ${draftDay(other.created_at).en}`) });
  await otherRow.getByRole('button', { name: `Delete draft No. ${other.number}` }).click();
  await page.getByRole('alertdialog', { name: 'Delete the draft?' }).getByTestId('delete-confirm').click();
  await expect(page).toHaveURL(/\/en\/profile\/market\?status=created&deleted=1$/);
  await expect(page.getByTestId('sales-market-empty')).toBeVisible();

  // A market-analysis draft (named by its product) offers the same, with its own dialog.
  const analysis = await callApi(page.request, endpoints.createCheckListRequest, {
    body: {
      category: 'prices',
      area_of_activity: 'agriculture',
      product_name: 'Мед акацієвий',
      hs_section: 'I',
      target_countries: ['PL'],
      submit: false,
    },
  });
  await page.goto('/profile/check-list');
  // Seven columns with the draft actions do not fit a desktop's card: the list is cards (issue 25 §9).
  const analysisRow = page
    .getByTestId('check-list-list-cards')
    .getByTestId('request-card')
    .filter({ hasText: 'Мед акацієвий' });
  await expect(
    analysisRow.getByRole('link', { name: `Продовжити заповнення запиту № ${analysis.number}` }),
  ).toHaveAttribute('href', `/profile/check-list/edit/${analysis.id}`);
  await analysisRow.getByRole('button', { name: `Видалити чернетку № ${analysis.number}` }).click();
  await page.getByRole('alertdialog', { name: 'Видалити чернетку?' }).getByTestId('delete-confirm').click();
  await expect(page).toHaveURL(/\/profile\/check-list\?deleted=1$/);
  await expect(page.getByTestId('check-list-deleted')).toBeVisible();
  await expect(page.getByTestId('check-list-empty')).toBeVisible();
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a draft’s card is named by its contact and day and offers to continue or delete', async ({
    page,
    manager,
  }) => {
    test.slow();
    await registerApprovedExporter(page, manager);
    await markNotificationsRead(page);
    const draft = await createDraftViaApi(page, 'Олена Коваль');
    await page.goto('/profile/market');
    const card = page.getByTestId('request-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('link').first()).toContainText(
      `Чернетка: Олена Коваль, ${draftDay(draft.created_at).ua}`,
    );
    await expect(card.getByRole('link', { name: /^Продовжити/ })).toBeVisible();
    await card.getByRole('button', { name: /^Видалити/ }).click();
    await page.getByRole('alertdialog').getByTestId('delete-confirm').click();
    await expect(page).toHaveURL(/\/profile\/market\?deleted=1$/);
    await expect(page.getByTestId('sales-market-empty')).toBeVisible();
  });
});
