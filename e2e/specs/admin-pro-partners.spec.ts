import type { Page } from '@playwright/test';
import { endpoints } from '@portal/contract';
import {
  createPartnerTexts,
  fillPartner,
  PARTNERS_ADMIN,
  SVG_FILE,
  TINY_PNG,
} from '../fixtures/admin-pro-partners';
import { callApi } from '../fixtures/api';
import { DEMO_MANAGER, signInViaApi } from '../fixtures/accounts';
import { PARTNERS, partnerCard } from '../fixtures/pro-partners';
import { registerApprovedExporter, test } from '../fixtures/requests';
import { expect, expectAccessible } from '../fixtures/test';

/**
 * The back office's professional partners (issue 16 §6, decisions 031 and 034): a manager writes
 * a partner in both languages with a logo (a file that is no picture refused on its field),
 * previews it, publishes it, an approved company finds it in the directory, the manager edits it
 * (live at once) and unpublishes it (gone at once), and the audit log holds each step. The list
 * and the editor pass axe at 1440 px in Ukrainian and at 375 px in English.
 */

/** The audit log's words for the four steps (create, publish, update, unpublish). */
const AUDIT_ACTIONS = ['Створено', 'Опубліковано', 'Змінено', 'Знято з публікації'];

function directoryIds(page: Page) {
  return callApi(page.request, endpoints.listProPartners, {
    query: { kind: 'translation', per_page: 100 },
  }).then((list) => list.items.map((item) => item.id));
}

test('a manager writes a partner with a logo, publishes it, edits it and unpublishes it', async ({
  page,
  manager,
}) => {
  test.slow();
  const token = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const texts = createPartnerTexts(token);

  await manager.goto(PARTNERS_ADMIN);
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText('Професійні партнери');
  await manager.getByTestId('partner-new').click();
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText('Новий партнер');
  await fillPartner(manager, texts);

  // Rule (decision 034): a picture is a PNG, JPEG or WebP — an SVG is refused on the logo's field.
  const logo = manager.getByLabel('Файл логотипа', { exact: true });
  await logo.setInputFiles(SVG_FILE);
  await manager.getByTestId('partner-submit').click();
  await expect(logo).toHaveAttribute('aria-invalid', 'true');
  await expect(logo).toHaveAccessibleDescription(/PNG, JPEG або WebP/);
  await expect(manager).toHaveURL(/\/admin\/pro-partners\/new$/);

  await logo.setInputFiles(TINY_PNG);
  await manager.getByTestId('partner-submit').click();
  await expect(manager).toHaveURL(/\/admin\/pro-partners\/\d+\?created=1$/, { timeout: 15_000 });
  const id = Number(/pro-partners\/(\d+)/.exec(manager.url())![1]);
  await expect(manager.getByTestId('partner-saved')).toHaveText(
    'Чернетку збережено. Перевірте перегляд і опублікуйте партнера.',
  );
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText(texts.nameUk);
  // The logo is kept and served as a picture.
  const src = await manager.getByTestId('partner-logo-current').getAttribute('src');
  expect(src).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
  const served = await manager.request.get(src!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');

  // The preview: the directory's card in each language, the site made https.
  await expect(manager.getByTestId('partner-preview-uk')).toContainText(texts.nameUk);
  await expect(manager.getByTestId('partner-preview-uk')).toContainText('Переклад');
  await expect(manager.getByTestId('partner-preview-en')).toContainText(texts.nameEn);
  await expect(manager.getByTestId('partner-preview-en')).toContainText('Translation');
  await expect(manager.getByTestId('partner-preview-en')).toContainText('https://translation.example.org');

  // A draft is in no company's directory.
  await registerApprovedExporter(page, manager);
  expect(await directoryIds(page)).not.toContain(id);

  // Published, with a confirmation: the company finds it in the cabinet's directory.
  await manager.getByTestId('partner-publish').click();
  await manager.getByTestId('partner-publish-confirm').click();
  await expect(manager.getByTestId('partner-publication-status')).toHaveText('Партнера опубліковано.');
  await expect(manager.getByTestId('partner-unpublish')).toBeVisible();
  expect(await directoryIds(page)).toContain(id);
  await page.goto(`${PARTNERS}?kind=translation`);
  await expect(partnerCard(page, texts.nameUk)).toContainText(texts.summaryUk);

  // Edited: live at once.
  const newSummaryUk = `Переклади для експорту до Польщі та Чехії ${token}.`;
  await manager.getByLabel('Короткий опис українською', { exact: true }).fill(newSummaryUk);
  await manager.getByTestId('partner-submit').click();
  await expect(manager.getByTestId('partner-saved')).toHaveText('Зміни збережено: експортери вже бачать їх.');
  await expect(manager.getByTestId('partner-preview-uk')).toContainText(newSummaryUk);
  // The logo was left as it was.
  await expect(manager.getByTestId('partner-logo-current')).toHaveAttribute('src', src!);
  const read = await callApi(page.request, endpoints.getProPartner, { params: { idOrSlug: String(id) } });
  expect(read.summary).toBe(newSummaryUk);

  // The list: found by its name, on the published tab with its count, 0 requests.
  await manager.goto(`${PARTNERS_ADMIN}?state=published&search=${token}`);
  const row = manager.getByTestId('partners-table').getByTestId('data-table-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(texts.nameUk);
  await expect(row).toContainText('Польща');
  await expect(manager.getByTestId('partners-tabs')).toContainText('Опубліковані');
  await expect(manager.getByTestId('partners-total')).toHaveText('Знайдено 1 партнера');

  // Axe at 1440 px in Ukrainian: the list, then the editor.
  await manager.setViewportSize({ width: 1440, height: 900 });
  await expectAccessible(manager);
  await row.getByRole('link', { name: texts.nameUk }).click();
  await expect(manager).toHaveURL(new RegExp(`/admin/pro-partners/${id}$`));
  await expectAccessible(manager);

  // Unpublished: gone from the directory at once; its requests would answer 404.
  await manager.getByTestId('partner-unpublish').click();
  await manager.getByTestId('partner-unpublish-confirm').click();
  await expect(manager.getByTestId('partner-publication-status')).toHaveText('Партнера знято з публікації.');
  expect(await directoryIds(page)).not.toContain(id);

  // The audit log, reached from the editor's history link (decision 045): created, published,
  // changed, unpublished.
  await manager.getByTestId('partner-history').click();
  await expect(manager).toHaveURL(new RegExp(`/admin/audit-log\\?entity_type=pro_partner&entity_id=${id}$`));
  const entries = manager.getByTestId('audit-table').getByTestId('data-table-row');
  await expect(entries).toHaveCount(4);
  const actions = await entries.getByTestId('audit-action').allTextContents();
  expect(actions.sort()).toEqual(AUDIT_ACTIONS.toSorted());
  await expect(manager.getByTestId('audit-table')).toContainText(newSummaryUk);

  // Axe at 375 px in English: the list and the editor.
  await manager.setViewportSize({ width: 375, height: 800 });
  await manager.goto(`/en${PARTNERS_ADMIN}?state=draft`);
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText('Professional partners');
  await expect(manager.getByTestId('partners-table')).toContainText(texts.nameEn);
  await expectAccessible(manager);
  await manager.goto(`/en${PARTNERS_ADMIN}/${id}`);
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText(texts.nameEn);
  await expect(manager.getByTestId('partner-publish')).toHaveText('Publish');
  await expectAccessible(manager);
});

test('without script a complete draft is published by its button, and a missing name is refused', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'uk-UA' });
  const page = await context.newPage();
  await signInViaApi(page, DEMO_MANAGER.email, DEMO_MANAGER.password);
  const token = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const texts = createPartnerTexts(token);
  await page.goto(`${PARTNERS_ADMIN}/new`);
  await fillPartner(page, { ...texts, nameEn: '' });
  await page.getByTestId('partner-submit').click();
  // Rule: the name in both languages — refused by the server on the English name, typed text kept.
  const nameEn = page.getByLabel('Назва англійською', { exact: true });
  await expect(nameEn).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Назва українською', { exact: true })).toHaveValue(texts.nameUk);
  await nameEn.fill(texts.nameEn);
  await page.getByTestId('partner-submit').click();
  await expect(page).toHaveURL(/\/admin\/pro-partners\/\d+\?created=1$/);
  await page.getByTestId('partner-publish').click();
  await expect(page.getByTestId('partner-publication-status')).toHaveText('Партнера опубліковано.');
  await expect(page.getByTestId('publication-tag')).toContainText('Опубліковано');
  await page.getByTestId('partner-unpublish').click();
  await expect(page.getByTestId('partner-publication-status')).toHaveText('Партнера знято з публікації.');
  await context.close();
});

test('an id that is no partner is the 404 page', async ({ manager }) => {
  for (const path of [`${PARTNERS_ADMIN}/999999999`, `${PARTNERS_ADMIN}/abc`]) {
    const response = await manager.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});
