import type { Locator, Page } from '@playwright/test';
import { endpoints } from '@portal/contract';
import { callApi } from '../fixtures/api';
import { registerViaApi } from '../fixtures/accounts';
import { test } from '../fixtures/requests';
import { expect, expectAccessible } from '../fixtures/test';

/**
 * Issue 29 §1, §3, decision 051: the chat between a company and the office, live both ways. An
 * exporter and a manager in two browser contexts: the exporter writes, the manager's inbox shows
 * it unanswered at once and the back office's count moves; the manager opens it (the exporter's
 * receipt turns to 'Read'), types (the exporter sees it) and answers (the exporter sees the answer
 * without reloading), then answers with a canned answer while the exporter is elsewhere: the
 * exporter's header counts it and the count goes to 0 once the chat is read. A file sent and
 * downloaded. One English pass at 375 px, and the plain form without script. Axe on each state.
 */

const CHAT = '/profile/chat';
const INBOX = '/admin/chat';

/** A word no other test writes, to find this test's conversation in the inbox. */
function createToken(): string {
  return `t${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** The element of this test id that is shown at this width (the header has one for phones, one for desktops). */
function shown(page: Page, testId: string): Locator {
  return page.getByTestId(testId).filter({ visible: true });
}

/** Messages of the exporter written through the API (the test owns no form for them). */
async function writeViaApi(page: Page, count: number) {
  for (let index = 1; index <= count; index++) {
    await callApi(page.request, endpoints.sendChatMessage, { body: { text: `Повідомлення ${index}` } });
  }
}

/** How far the page scrolls sideways (none at 375 px). */
function readOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The back office's unread count beside 'Чат' in its menu (0 when the badge is not shown). */
async function readInboxCount(manager: Page): Promise<number> {
  const badge = manager.getByTestId('admin-nav-chat').getByTestId('chat-unread-badge');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('an exporter and a manager chat live: unanswered in the inbox, read receipts, typing, a canned answer, counts and a file', async ({
  page,
  manager,
}) => {
  const token = createToken();
  await registerViaApi(page);

  // A canned answer of this test, written in the back office's editor.
  await manager.goto(`${INBOX}/canned-answers/new`);
  await manager.getByLabel('Назва українською').fill(`Вітання ${token}`);
  await manager.getByLabel('Назва англійською').fill(`Greeting ${token}`);
  await manager.getByLabel('Текст українською').fill(`Добрий день! Відповідь ${token}.`);
  await manager.getByLabel('Текст англійською').fill(`Good afternoon! Answer ${token}.`);
  await manager.getByTestId('canned-answer-submit').click();
  await expect(manager).toHaveURL(/\/admin\/chat\/canned-answers\/[0-9a-f-]{36}\?created=1$/);
  await expect(manager.getByTestId('canned-answer-saved')).toHaveText('Відповідь створено.');
  await expectAccessible(manager);

  // The manager waits in the inbox, narrowed to this test's words: nothing yet.
  await manager.goto(`${INBOX}?view=unanswered&search=${token}`);
  await expect(manager.getByTestId('chat-inbox-total')).toHaveText('Знайдено 0 розмов');
  const countBefore = await readInboxCount(manager);
  await expectAccessible(manager);

  await page.goto(CHAT);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Чат з менеджером');
  await expect(page.getByTestId('chat-empty')).toBeVisible();
  await expect(shown(page, 'header-chat')).toHaveAccessibleName('Чат');
  await expectAccessible(page);

  await page.getByLabel('Ваше повідомлення').fill(`Добрий день, питання щодо експорту меду ${token}`);
  await page.getByTestId('chat-send').click();
  const mine = page.getByTestId('chat-message').filter({ hasText: token });
  await expect(mine).toHaveAttribute('data-own', 'true');
  await expect(mine.getByTestId('chat-receipt')).toHaveText('Надіслано');
  await expect(page.getByLabel('Ваше повідомлення')).toHaveValue('');

  // Without reloading, the inbox lists it as unanswered and the back office's count moves.
  const row = manager.getByTestId('chat-inbox-table').getByRole('row').filter({ hasText: token });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('chat-inbox-waiting')).toBeVisible();
  await expect(row.getByTestId('chat-inbox-unread')).toHaveText('1 непрочитане');
  await expect.poll(() => readInboxCount(manager)).toBeGreaterThan(countBefore);
  await expectAccessible(manager);

  // The manager opens it: the exporter's receipt turns to 'Read' live.
  await row.getByRole('link').first().click();
  await expect(manager.getByTestId('chat-message').filter({ hasText: token })).toHaveAttribute(
    'data-own',
    'false',
  );
  await expect(manager.getByTestId('chat-company-locale')).toContainText('українська');
  await expect(mine.getByTestId('chat-receipt')).toHaveText('Прочитано');

  // The exporter types: the manager is told who.
  await page.getByLabel('Ваше повідомлення').pressSequentially('Ще одне', { delay: 20 });
  await expect(manager.getByTestId('chat-typing')).toHaveText('Оксана Мельник друкує…');
  await page.getByLabel('Ваше повідомлення').fill('');

  // The manager types: the exporter is told; the answer appears without reloading.
  const answer = manager.getByLabel('Відповідь компанії');
  await answer.pressSequentially('Добрий день', { delay: 20 });
  await expect(page.getByTestId('chat-typing')).toHaveText('Менеджер друкує…');
  await answer.fill(`Добрий день! Мед експортуємо до ЄС, ${token}-1`);
  await manager.getByTestId('chat-send').click();
  const first = page.getByTestId('chat-message').filter({ hasText: `${token}-1` });
  await expect(first).toHaveAttribute('data-own', 'false');
  await expect(page.getByTestId('chat-typing')).toHaveText('');
  await expect(
    manager
      .getByTestId('chat-message')
      .filter({ hasText: `${token}-1` })
      .getByTestId('chat-receipt'),
  ).toHaveText('Прочитано');
  // Answering an unassigned conversation assigns it to the one who answered; 'Nobody' takes it back.
  const assignee = manager.getByLabel('Відповідальний');
  await expect(assignee.locator('option:checked')).toHaveText('Марія Шевченко');
  await assignee.selectOption('');
  await manager.getByTestId('chat-assign').click();
  await expect(manager.getByTestId('chat-assigned')).toHaveText('Відповідального змінено.');
  await expect(assignee.locator('option:checked')).toHaveText('Нікого');
  await expectAccessible(manager);

  // Elsewhere in the cabinet, the exporter's header and menu count the canned answer.
  await page.goto('/profile/my-company');
  await expect(shown(page, 'header-chat')).toHaveAttribute('data-unread', '0');
  await manager
    .getByTestId('chat-canned-insert')
    .filter({ hasText: `Вітання ${token}` })
    .click();
  await expect(answer).toHaveValue(`Добрий день! Відповідь ${token}.`);
  await manager.getByTestId('chat-send').click();
  await expect(shown(page, 'header-chat')).toHaveAccessibleName('Чат, 1 непрочитане');
  await expect(page.getByTestId('profile-menu-chat')).toHaveAccessibleName('Чат з менеджером, 1 непрочитане');
  await expectAccessible(page);

  await shown(page, 'header-chat').click();
  await expect(page).toHaveURL(/\/profile\/chat$/);
  await expect(page.getByTestId('chat-message').filter({ hasText: `Відповідь ${token}.` })).toBeVisible();
  await expect(shown(page, 'header-chat')).toHaveAttribute('data-unread', '0');
  await expect(shown(page, 'header-chat')).toHaveAccessibleName('Чат');

  // A file: sent with a line, shown with its name and size, downloaded by its link.
  await page
    .getByLabel('Прикріпити файл')
    .setInputFiles({ name: `invoice-${token}.pdf`, mimeType: 'application/pdf', buffer: PDF });
  await page.getByLabel('Ваше повідомлення').fill('Рахунок у вкладенні');
  await page.getByTestId('chat-send').click();
  const attachment = page.getByTestId('chat-attachment').filter({ hasText: `invoice-${token}.pdf` });
  await expect(attachment).toContainText(`${PDF.length} байтів`);
  const download = page.waitForEvent('download');
  await attachment.click();
  expect((await download).suggestedFilename()).toBe(`invoice-${token}.pdf`);
  await expect(
    manager.getByTestId('chat-attachment').filter({ hasText: `invoice-${token}.pdf` }),
  ).toBeVisible();
  await expectAccessible(page);
});

test('in English on a phone, the exporter writes and the inbox reads in English', async ({
  page,
  manager,
}) => {
  const token = createToken();
  await registerViaApi(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/en${CHAT}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chat with a manager');
  await expect(page.getByTestId('chat-empty')).toHaveText(
    'No messages yet. Write the first one: a manager will answer here.',
  );
  await expectAccessible(page);
  await page.getByLabel('Your message').fill(`Hello, a question about honey ${token}`);
  await page.getByTestId('chat-send').click();
  await expect(
    page.getByTestId('chat-message').filter({ hasText: token }).getByTestId('chat-receipt'),
  ).toHaveText('Sent');
  // Nothing chosen and nothing typed: the API's own words beside the field.
  await page.getByTestId('chat-send').click();
  await expect(page.getByTestId('send-text-error')).not.toBeEmpty();
  expect(await readOverflow(page)).toBeLessThanOrEqual(0);
  await expectAccessible(page);

  // More than a page: 'Earlier messages' loads the first one above, in place.
  await writeViaApi(page, 30);
  await page.reload();
  await expect(page.getByTestId('chat-message').filter({ hasText: token })).toHaveCount(0);
  await page.getByTestId('chat-earlier').click();
  await expect(page.getByTestId('chat-message').filter({ hasText: token })).toHaveCount(1);
  await expect(page).toHaveURL(/\/en\/profile\/chat$/);
  await expect(page.getByTestId('chat-earlier')).toHaveCount(0);

  await manager.setViewportSize({ width: 375, height: 812 });
  await manager.goto(`/en${INBOX}?search=${token}`);
  await expect(manager.getByTestId('chat-inbox-total')).toHaveText('1 conversation found');
  expect(await readOverflow(manager)).toBeLessThanOrEqual(0);
  await expectAccessible(manager);
  await manager.getByTestId('chat-inbox-table').getByRole('link').first().click();
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText('Test Export LLC');
  expect(await readOverflow(manager)).toBeLessThanOrEqual(0);
  await expectAccessible(manager);
});

test('without script the plain form posts a message and comes back to the page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'uk-UA' });
  const page = await context.newPage();
  const token = createToken();
  await registerViaApi(page);
  await page.goto(CHAT);
  await page.getByTestId('chat-send').click();
  // An empty message: the server's refusal beside the field, on the page it rendered.
  await expect(page.getByTestId('send-text-error')).not.toBeEmpty();
  await page.getByLabel('Ваше повідомлення').fill(`Без скриптів ${token}`);
  await page.getByTestId('chat-send').click();
  await expect(page).toHaveURL(/\/profile\/chat#chat$/);
  await expect(page.getByTestId('chat-message').filter({ hasText: token })).toHaveAttribute(
    'data-own',
    'true',
  );
  await expect(page.getByLabel('Ваше повідомлення')).toHaveValue('');

  // More than a page: 'Earlier messages' is a plain link to the page before, and back.
  await writeViaApi(page, 30);
  await page.goto(CHAT);
  await page.getByTestId('chat-earlier').click();
  await expect(page).toHaveURL(/\/profile\/chat\?before=\d+$/);
  await expect(page.getByTestId('chat-message').filter({ hasText: token })).toHaveCount(1);
  await page.getByTestId('chat-latest').click();
  await expect(page).toHaveURL(/\/profile\/chat$/);
  await context.close();
});
