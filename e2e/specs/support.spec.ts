import { randomUUID } from 'node:crypto';
import { registerViaApi, waitForMessage } from '../fixtures/accounts';
import { test } from '../fixtures/requests';
import { expect, expectAccessible } from '../fixtures/test';

/**
 * Issue 29 §4: a message to support and its answer. An exporter writes to support from
 * /profile/support (the sender prefilled from the account; a message too short refused beside its
 * field first) with a topic and a PDF; the message is listed as awaiting an answer, its file
 * downloads. A manager finds it among the unanswered messages of /admin/support, reads it with
 * its sender's company, language and file, and answers; the page then shows the answer, who gave
 * it and when, and no form. The exporter reads the answer in the cabinet, and the e-mail with it
 * is in the development outbox. In English on a phone once. Axe on each state of the pages.
 */

/** A one-page PDF, as small as one gets: the screenshot of an invoice the exporter attaches. */
const PDF = {
  name: 'invoice-2026.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};

test('an exporter writes to support with a topic and a file, a manager answers, the exporter reads the answer', async ({
  page,
  manager,
}) => {
  const account = await registerViaApi(page);
  const subject = `Оплата рахунку ${randomUUID().slice(0, 8)}`;
  const answer = 'Доброго дня! Оплату зараховано, підписка діє з сьогодні.';

  await page.goto('/profile/support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Підтримка');
  const form = page.getByTestId('support-form');
  // The sender comes from the account (the registration's name and e-mail).
  await expect(form.getByLabel('Ваше ім’я')).toHaveValue('Оксана Мельник');
  await expect(form.getByLabel('Електронна пошта')).toHaveValue(account.email);
  await expect(page.getByTestId('support-messages-empty')).toBeVisible();
  await expectAccessible(page);

  await form.getByLabel('Тема звернення').selectOption({ label: 'Оплата і рахунки' });
  await form.getByLabel('Заголовок').fill(subject);
  await form.getByLabel('Повідомлення').fill('Не діє');
  await form.getByLabel('Файл', { exact: true }).setInputFiles(PDF);
  await page.getByTestId('support-submit').click();
  // The contract's rule (10 characters at least), in Ukrainian, beside the field.
  await expect(page.getByTestId('support-message-error')).toBeVisible();
  await expect(form.getByLabel('Повідомлення')).toBeFocused();
  await expectAccessible(page);

  await form.getByLabel('Повідомлення').fill('Рахунок оплачено вчора, а підписка в кабінеті ще не діє.');
  await page.getByTestId('support-submit').click();
  await expect(page).toHaveURL(/\/profile\/support\?sent=1$/);
  await expect(page.getByTestId('support-sent')).toContainText('Звернення надіслано');
  const mine = page.getByTestId('support-message').filter({ hasText: subject });
  await expect(mine.getByTestId('support-message-topic')).toHaveText('Оплата і рахунки');
  await expect(mine.getByTestId('support-state')).toHaveText('Очікує відповіді');
  await expect(mine.getByTestId('support-awaiting')).toBeVisible();
  const file = mine.getByTestId('support-attachment');
  await expect(file).toContainText(PDF.name);
  // The form starts again from the account.
  await expect(form.getByLabel('Заголовок')).toHaveValue('');
  await expectAccessible(page);
  const download = await page.request.get((await file.getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // The manager finds it among the unanswered messages and opens it.
  await manager.goto(`/admin/support?search=${encodeURIComponent(subject)}`);
  await expect(manager.getByTestId('support-messages-tabs').getByTestId('filter-unanswered')).toHaveAttribute(
    'aria-current',
    'page',
  );
  const row = manager.getByTestId('support-messages-table').getByRole('row').nth(1);
  await expect(row).toContainText('Оксана Мельник');
  await expect(row.getByTestId('support-state').first()).toHaveText('Очікує відповіді');
  await expectAccessible(manager);
  await row.getByRole('link').first().click();
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText(subject);
  await expect(manager.getByTestId('support-message-topic')).toContainText('Оплата і рахунки');
  await expect(manager.getByTestId('support-message')).toContainText('Українська');
  await expect(manager.getByTestId('support-message').getByTestId('support-attachment')).toContainText(
    PDF.name,
  );
  await expect(manager.getByTestId('support-sender-company')).toContainText(/Тест Експорт|Test Export LLC/);
  await expectAccessible(manager);

  await manager.getByLabel('Текст відповіді').fill(answer);
  await manager.getByTestId('support-answer-submit').click();
  await expect(manager.getByTestId('support-answered-notice')).toHaveText('Відповідь надіслано відправнику.');
  await expect(manager.getByTestId('support-given-answer')).toContainText(answer);
  await expect(manager.getByTestId('support-answer-form')).toHaveCount(0);
  await expect(manager.getByTestId('support-state')).toHaveText('Є відповідь');
  await expectAccessible(manager);

  // The exporter reads the answer in the cabinet and has it by e-mail.
  await page.goto('/profile/support');
  await expect(mine.getByTestId('support-answer')).toContainText(answer);
  await expect(mine.getByTestId('support-state')).toHaveText('Є відповідь');
  await expectAccessible(page);
  await waitForMessage(page, account.email, { match: /Оплату зараховано/ });

  // In English on a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/en/profile/support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support');
  await expect(mine.getByTestId('support-message-topic')).toHaveText('Payments and invoices');
  await expect(mine.getByTestId('support-state')).toHaveText('Answered');
  await expect(mine.getByTestId('support-answer')).toContainText('Support’s answer');
  await expectAccessible(page);
});
