import { readFile } from 'node:fs/promises';
import { endpoints } from '@portal/contract';
import { callApi } from '../fixtures/api';
import {
  CLUB_EVENTS_ADMIN,
  EVENT_PNG,
  NOT_A_PICTURE,
  createEventTexts,
  fillEventEditor,
} from '../fixtures/admin-club';
import { startTrialViaApi } from '../fixtures/pro-services';
import { registerApprovedExporter, test } from '../fixtures/requests';
import { expect, expectAccessible } from '../fixtures/test';

/**
 * The back office's club events (issue 16 §6, decisions 030 and 034): a manager writes an event
 * in both languages with a picture (a wrong file refused on its field), previews it, publishes
 * it; a subscribed company sees it and registers; the manager sees the company in the
 * registrations and the CSV, edits the event, unpublishes it (gone for companies at once), and
 * the audit log shows each step. axe at 1440 px in Ukrainian and 375 px in English.
 */

test('a manager writes, publishes, edits and unpublishes an event; a subscriber registers and shows in the CSV', async ({
  page,
  manager,
}) => {
  test.slow();
  const token = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const texts = createEventTexts(token);

  await manager.goto(CLUB_EVENTS_ADMIN);
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText('Заходи бізнес-клубу');
  await manager.getByTestId('club-event-new').click();
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText('Новий захід');
  await fillEventEditor(manager, texts);

  // Rule (decision 034): a file that is no picture is refused on its field, nothing saved.
  const picture = manager.getByTestId('club-event-image-input');
  await picture.setInputFiles(NOT_A_PICTURE);
  await manager.getByTestId('club-event-submit').click();
  await expect(picture).toHaveAttribute('aria-invalid', 'true');
  await expect(picture).toHaveAccessibleDescription(/PNG, JPEG або WebP/);
  await expect(manager).toHaveURL(/\/admin\/events\/new$/);

  await picture.setInputFiles(EVENT_PNG);
  await manager.getByTestId('club-event-submit').click();
  await expect(manager).toHaveURL(/\/admin\/events\/\d+\?created=1$/, { timeout: 15_000 });
  const id = Number(/events\/(\d+)/.exec(manager.url())![1]);
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText(texts.titleUk);
  await expect(manager.getByTestId('publication-tag').first()).toHaveText('Чернетка');
  // The times typed in Kyiv time come back as typed (15 July: UTC+3).
  await expect(manager.getByLabel('Початок (за Києвом)', { exact: true })).toHaveValue('2098-07-15T10:00');

  // The preview in both languages, with the picture and the Kyiv time named.
  const previewEn = manager.getByTestId('club-event-preview-en');
  await expect(previewEn).toContainText(texts.titleEn);
  await expect(previewEn).toContainText('15 Jul 2098, 10:00 (Kyiv time)');
  await expect(previewEn).toContainText('Iryna Koval');
  const imageSrc = await previewEn.locator('img').getAttribute('src');
  expect(imageSrc).toMatch(/^\/api\/images\//);
  expect((await manager.request.get(imageSrc!)).headers()['content-type']).toBe('image/png');
  await expect(manager.getByTestId('club-event-preview-uk')).toContainText(texts.titleUk);

  // Published: a subscribed company sees it in the API and registers.
  await manager.getByTestId('club-event-publish').click();
  await manager.getByTestId('club-event-publish-confirm').click();
  await expect(manager.getByTestId('club-event-publication-status')).toHaveText('Захід опубліковано.');
  const exporter = await registerApprovedExporter(page, manager);
  await startTrialViaApi(page);
  const seen = await callApi(page.request, endpoints.getEvent, { params: { idOrSlug: String(id) } });
  expect(seen.title).toBe(texts.titleUk);
  await callApi(page.request, endpoints.registerForEvent, { params: { id } });

  // The manager sees the company among the registrations and in the CSV.
  await manager.goto(`${CLUB_EVENTS_ADMIN}/${id}`);
  const rows = manager.getByTestId('registrations-table').getByTestId('data-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(exporter.email);
  await expect(rows.first()).toContainText('Зареєстровано');
  const [download] = await Promise.all([
    manager.waitForEvent('download'),
    manager.getByTestId('registrations-csv').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0), 'a BOM, so spreadsheets read Cyrillic').toBe(0xfeff);
  expect(csv).toContain(exporter.email);
  expect(csv).toContain('зареєстровано');

  // Edited: the new Ukrainian title is live for the company at once.
  const newTitleUk = `Практикум з експорту меду і воску ${token}`;
  await manager.getByLabel('Назва українською', { exact: true }).fill(newTitleUk);
  await manager.getByTestId('club-event-submit').click();
  await expect(manager.getByTestId('club-event-saved')).toHaveText(
    'Зміни збережено й уже показано компаніям.',
  );
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText(newTitleUk);
  expect((await callApi(page.request, endpoints.getEvent, { params: { idOrSlug: String(id) } })).title).toBe(
    newTitleUk,
  );

  // The list: the upcoming tab holds it, with its seats.
  await manager.goto(`${CLUB_EVENTS_ADMIN}?tab=upcoming&search=${token}`);
  const listed = manager.getByTestId('club-events-table').getByTestId('data-table-row');
  await expect(listed).toHaveCount(1);
  await expect(listed.first()).toContainText('1 з 30');
  await expectAccessible(manager);

  // Unpublished: gone for companies at once.
  await manager.goto(`${CLUB_EVENTS_ADMIN}/${id}`);
  await manager.setViewportSize({ width: 1440, height: 900 });
  await expectAccessible(manager);
  await manager.getByTestId('club-event-unpublish').click();
  await manager.getByTestId('club-event-unpublish-confirm').click();
  await expect(manager.getByTestId('club-event-publication-status')).toHaveText('Захід знято з публікації.');
  const gone = await page.request.get(`/api/events/${id}`);
  expect(gone.status()).toBe(404);

  // The audit log: created, published, edited, unpublished.
  await manager.goto(`/admin/audit-log?entity_type=club_event&entity_id=${id}`);
  await expect(manager.getByTestId('audit-table').getByTestId('data-table-row')).toHaveCount(4);

  // axe at 375 px in English: the list and the editor.
  await manager.setViewportSize({ width: 375, height: 800 });
  await manager.goto(`/en${CLUB_EVENTS_ADMIN}?tab=drafts`);
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText('Business club events');
  await expectAccessible(manager);
  await manager.goto(`/en${CLUB_EVENTS_ADMIN}/${id}`);
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText(texts.titleEn);
  await expect(manager.getByTestId('club-event-publish')).toHaveText('Publish');
  await expectAccessible(manager);
});

test('an id that is no event is the 404 page, the editor’s and the CSV’s', async ({ manager }) => {
  for (const path of [`${CLUB_EVENTS_ADMIN}/999999999`, `${CLUB_EVENTS_ADMIN}/abc`]) {
    const response = await manager.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  expect((await manager.request.get(`${CLUB_EVENTS_ADMIN}/abc/registrations.csv`)).status()).toBe(404);
});
