import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { endpoints } from '@portal/contract';
import { callApi } from '../fixtures/api';
import { DEMO_MANAGER, TEST_COMPANY, signInViaApi } from '../fixtures/accounts';
import { expect, expectAccessible } from '../fixtures/test';
import { readUserId, registerApprovedExporter, test } from '../fixtures/requests';

/**
 * The back office's events in the importing countries (issue 15 §3, §5; decision 029 §2–3): a
 * manager publishes an event in both languages, finds it in the list, edits it, sees the company
 * that took part and downloads the participants as CSV; a wrong field is refused on that field,
 * in the browser and by the server without script. The list and the editor pass axe on a phone
 * in English and on a wide screen in Ukrainian.
 */

/** A day far ahead (the list shows the latest start first), unique enough for parallel runs. */
function futureDays() {
  const day = 1 + Math.floor(Math.random() * 20);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    applyBy: `2098-04-${pad(day)}`,
    startsOn: `2098-05-${pad(day)}`,
    endsOn: `2098-05-${pad(day + 2)}`,
  };
}

async function fillEvent(
  page: Page,
  event: { titleUk: string; titleEn: string; startsOn: string; endsOn: string; applyBy: string },
) {
  await page.getByLabel('Країна', { exact: true }).selectOption({ label: 'Польща' });
  await page.getByLabel('Формат', { exact: true }).selectOption({ label: 'B2B-зустрічі' });
  await page.getByLabel('Назва українською', { exact: true }).fill(event.titleUk);
  await page.getByLabel('Назва англійською', { exact: true }).fill(event.titleEn);
  await page
    .getByLabel('Опис українською', { exact: true })
    .fill('Переговори українських виробників меду з імпортерами та мережами Польщі.');
  await page
    .getByLabel('Опис англійською', { exact: true })
    .fill('Talks of Ukrainian honey producers with importers and retail chains in Poland.');
  await page.getByLabel('Місто українською', { exact: true }).fill('Варшава');
  await page.getByLabel('Місто англійською', { exact: true }).fill('Warsaw');
  await page.getByLabel('Початок', { exact: true }).fill(event.startsOn);
  await page.getByLabel('Завершення', { exact: true }).fill(event.endsOn);
  await page.getByLabel('Останній день подання заявок', { exact: true }).fill(event.applyBy);
}

test('a manager publishes an event in both languages, edits it and downloads its participants', async ({
  page,
  manager,
}) => {
  test.slow();
  const token = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const days = futureDays();
  const titleUk = `Мед у Варшаві ${token}`;
  const titleEn = `Honey in Warsaw ${token}`;

  await manager.goto('/admin/country-actions');
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText('Заходи в країнах');
  await manager.getByTestId('country-action-new').click();
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText('Новий захід');
  await fillEvent(manager, { ...days, titleUk, titleEn: 'Мед у Варшаві' });

  // Rule: English texts in English letters — refused on the English title, nothing published.
  await manager.getByTestId('country-action-submit').click();
  const englishTitle = manager.getByLabel('Назва англійською', { exact: true });
  await expect(englishTitle).toHaveAttribute('aria-invalid', 'true');
  await expect(englishTitle).toHaveAccessibleDescription(/Лише латинські літери/);
  await expect(manager).toHaveURL(/\/admin\/country-actions\/new$/);

  await englishTitle.fill(titleEn);
  await manager.getByTestId('country-action-submit').click();
  // A save and a page load: the machine may be busy with parallel specs.
  await expect(manager).toHaveURL(/\/admin\/country-actions\/\d+\?created=1$/, { timeout: 15_000 });
  const id = Number(/country-actions\/(\d+)/.exec(manager.url())![1]);
  await expect(manager.getByTestId('country-action-saved')).toHaveText(
    'Захід опубліковано. Експортери вже бачать його.',
  );
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText(titleUk);
  await expect(manager.getByTestId('participants-table')).toContainText(
    'Ще жодна компанія не зареєструвалася.',
  );

  // The list: the title in the page's language, the country, the last day to apply, no participants.
  await manager.goto('/admin/country-actions?when=upcoming');
  const row = manager
    .getByTestId('country-actions-table')
    .getByTestId('data-table-row')
    .filter({ hasText: token });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(titleUk);
  await expect(row).toContainText('Польща');
  await expect(row).toContainText('B2B-зустрічі');
  await expect(row).toContainText('Найближчий');
  await expect(row.getByRole('cell').last()).toHaveText('0');
  // The past tab does not hold it (its last day is to come).
  await manager.goto('/admin/country-actions?when=past');
  await expect(manager.getByTestId('country-actions-table')).not.toContainText(token);

  // Editing the Ukrainian title: saved, live, and the list shows the new one.
  await manager.goto('/admin/country-actions?when=upcoming');
  await manager.getByRole('link', { name: titleUk }).click();
  await expect(manager).toHaveURL(new RegExp(`/admin/country-actions/${id}$`));
  const newTitleUk = `Мед і віск у Варшаві ${token}`;
  await manager.getByLabel('Назва українською', { exact: true }).fill(newTitleUk);
  await manager.getByTestId('country-action-submit').click();
  await expect(manager.getByTestId('country-action-saved')).toHaveText(
    'Зміни збережено. Експортери вже бачать їх.',
  );
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText(newTitleUk);
  await expect(manager.getByTestId('country-action-preview-uk')).toContainText(newTitleUk);
  await manager.goto('/admin/country-actions?when=upcoming');
  await expect(manager.getByTestId('country-actions-table')).toContainText(newTitleUk);
  await expect(manager.getByTestId('country-actions-table')).not.toContainText(titleUk);

  // A fresh approved exporter takes part through the API.
  const exporter = await registerApprovedExporter(page, manager);
  const userId = await readUserId(page);
  const companyName = TEST_COMPANY.name_ru;
  await callApi(page.request, endpoints.takePartInCountryAction, { body: { country_action_id: id } });

  // The manager sees the company among the participants, linking to its card.
  await manager.goto(`/admin/country-actions/${id}`);
  const participants = manager.getByTestId('participants-table').getByTestId('data-table-row');
  await expect(participants).toHaveCount(1);
  await expect(participants.first()).toContainText(exporter.email);
  const companyLink = participants.first().getByRole('link').first();
  await expect(companyLink).toHaveAttribute('href', `/admin/companies/${userId}`);
  await expect(companyLink).toHaveText(companyName);
  await expect(manager.getByTestId('participants-total')).toHaveText('1 компанія');

  // The CSV: a file named for download, UTF-8 with a BOM, holding the company and its e-mail.
  const [download] = await Promise.all([
    manager.waitForEvent('download'),
    manager.getByRole('link', { name: 'Завантажити CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0), 'a BOM, so spreadsheets read Cyrillic').toBe(0xfeff);
  expect(csv).toContain(exporter.email);
  expect(csv).toContain(companyName);
  const response = await manager.request.get(`/admin/country-actions/${id}/participants.csv`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/csv/);
  expect(response.headers()['content-disposition']).toMatch(/attachment; filename=/);

  // Axe: the editor and the list at 1440 px in Ukrainian, then 375 px in English.
  await manager.setViewportSize({ width: 1440, height: 900 });
  await expectAccessible(manager);
  await manager.goto('/admin/country-actions');
  await expectAccessible(manager);
  await manager.setViewportSize({ width: 375, height: 800 });
  await manager.goto('/en/admin/country-actions');
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText('Country events');
  await expect(manager.getByTestId('country-action-new')).toHaveText('New event');
  await expectAccessible(manager);
  await manager.goto(`/en/admin/country-actions/${id}`);
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText(titleEn);
  await expect(manager.getByRole('link', { name: 'Download CSV' })).toBeVisible();
  await expectAccessible(manager);
});

test('without script, the server refuses an end before the start on the end’s field', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'uk-UA' });
  const page = await context.newPage();
  await signInViaApi(page, DEMO_MANAGER.email, DEMO_MANAGER.password);
  await page.goto('/admin/country-actions/new');
  const token = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await fillEvent(page, {
    titleUk: `Мед у Варшаві ${token}`,
    titleEn: `Honey in Warsaw ${token}`,
    startsOn: '2098-05-12',
    endsOn: '2098-05-10',
    applyBy: '',
  });
  await page.getByTestId('country-action-submit').click();
  // Rule: the end is not before the start (422 `country_action.ends_before_start` on ends_on).
  const endsOn = page.getByLabel('Завершення', { exact: true });
  await expect(endsOn).toHaveAttribute('aria-invalid', 'true');
  await expect(endsOn).toHaveAccessibleDescription(/Дата завершення не може бути раніше дати початку/);
  await expect(page.getByLabel('Початок', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  // What was typed stays, and nothing was published.
  await expect(page.getByLabel('Назва англійською', { exact: true })).toHaveValue(`Honey in Warsaw ${token}`);
  await expect(page).toHaveURL(/\/admin\/country-actions\/new$/);
  await page.goto('/admin/country-actions');
  await expect(page.getByTestId('country-actions-table')).not.toContainText(token);
  await context.close();
});

test('an id that is no event is the 404 page, the editor’s and the CSV’s', async ({ manager }) => {
  for (const path of ['/admin/country-actions/999999999', '/admin/country-actions/abc']) {
    const response = await manager.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  const csv = await manager.request.get('/admin/country-actions/abc/participants.csv');
  expect(csv.status()).toBe(404);
});
