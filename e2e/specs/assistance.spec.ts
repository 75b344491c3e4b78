import { endpoints } from '@portal/contract';
import { registerViaApi } from '../fixtures/accounts';
import { callApi } from '../fixtures/api';
import { registerApprovedExporter, test } from '../fixtures/requests';
import { expect, expectAccessible } from '../fixtures/test';
import { BASE_URL } from '../playwright.config';

/**
 * Issue 15 §2: the exporter's assistant. An approved exporter without a subscription asks for
 * help through /profile/assistance; a manager answers (through the API: a status move with a
 * comment) and the exporter reads the answer in the request's history; sent back for more, the
 * request is completed and sent again from its page. The pages pass axe, in English on a phone
 * too; a company not yet approved is told the assistant opens after the approval.
 */

const REQUEST_PAGE = /\/profile\/assistant-applications\/([0-9a-f-]{36})\?saved=submitted$/;

test('an exporter asks the assistant, reads the manager’s answer in the history and answers a request for more', async ({
  page,
  manager,
}) => {
  await registerApprovedExporter(page, manager);

  // What the assistant offers, open without a subscription, and the way to the form.
  await page.goto('/profile/pro-services');
  await page.getByTestId('pro-service-assistant').getByRole('link').click();
  await expect(page).toHaveURL('/profile/pro-services/assistant');
  await expectAccessible(page);
  await page.getByTestId('assistant-service-ask').click();
  await expect(page).toHaveURL('/profile/assistance');
  await expect(page.getByTestId('assistant-empty')).toBeVisible();

  // The form is checked before it is sent, then sent to the managers at once.
  const form = page.getByTestId('assistant-form');
  await page.getByTestId('assistant-submit').click();
  await expect(form.getByLabel('Тема', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await form.getByLabel('Тема', { exact: true }).selectOption({ label: 'Сертифікація продукції' });
  await form
    .getByLabel('Опишіть питання', { exact: true })
    .fill('Які сертифікати потрібні, щоб продавати мед у мережі Німеччини?');
  await form.getByLabel('Як з вами зв’язатися', { exact: true }).selectOption({ label: 'Відеодзвінок' });
  await form.getByLabel('Зручний час', { exact: true }).fill('у будні після 14:00');
  await page.getByTestId('assistant-submit').click();
  await expect(page).toHaveURL(REQUEST_PAGE);
  const id = REQUEST_PAGE.exec(page.url())![1]!;
  await expect(page.getByTestId('assistant-saved')).toContainText('Звернення надіслано менеджерам');
  await expect(page.getByTestId('assistant-data')).toContainText('Відеодзвінок');
  await expect(page.getByTestId('assistant-resubmit')).toHaveCount(0);

  // The manager answers with the comment of a move (API); the exporter reads it in the history.
  const answer = 'Потрібен сертифікат аналізу з акредитованої лабораторії. Зателефонуємо завтра о 15:00.';
  await callApi(manager.request, endpoints.changeAdminAssistantStatus, {
    params: { id },
    body: { status: 'in_process', from: 'accepted', comment: answer },
  });
  await page.goto(`/profile/assistant-applications/${id}`);
  const history = page.getByTestId('status-history');
  await expect(history.getByTestId('status-history-item')).toHaveCount(3);
  await expect(history).toContainText(answer);
  await expectAccessible(page);

  // Sent back for more: the comment first, the form filled, sent again.
  await callApi(manager.request, endpoints.changeAdminAssistantStatus, {
    params: { id },
    body: { status: 'in_finalization', from: 'in_process', comment: 'Уточніть, чи мед фасований.' },
  });
  await page.goto(`/profile/assistant-applications/${id}`);
  await expect(page.getByTestId('manager-comment-text')).toHaveText('Уточніть, чи мед фасований.');
  const again = page.getByTestId('assistant-resubmit');
  await expect(again.getByLabel('Тема', { exact: true })).toHaveValue('certification');
  await again
    .getByLabel('Опишіть питання', { exact: true })
    .fill('Мед фасований у банки по 250 г. Які сертифікати потрібні для мереж Німеччини?');
  await again.getByTestId('assistant-submit').click();
  await expect(page).toHaveURL(`/profile/assistant-applications/${id}?saved=resubmitted`);
  await expect(page.getByTestId('status-badge').first()).toHaveAttribute('data-status', 'accepted');
  await expect(page.getByTestId('manager-comment')).toHaveCount(0);

  // The company's requests under the form, and in the list of all applications.
  await page.goto('/profile/assistance');
  const row = page.getByTestId('assistant-list-table').getByTestId('data-table-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link')).toHaveAttribute('href', `/profile/assistant-applications/${id}`);
  await expectAccessible(page);
  await page.goto('/profile/applications?kind=assistant');
  await expect(
    page.getByTestId('applications-list-table').locator(`a[href="/profile/assistant-applications/${id}"]`),
  ).toHaveCount(1);
});

test('in English on a phone the assistant’s pages pass axe; a company not yet approved is told to wait', async ({
  page,
  manager,
}) => {
  await registerApprovedExporter(page, manager);
  const created = await callApi(page.request, endpoints.createAssistantRequest, {
    body: {
      topic: 'logistics',
      description: 'How do we ship frozen berries to Poland in reefer trucks?',
      preferred_channel: 'email',
    },
  });
  await page.setViewportSize({ width: 375, height: 812 });

  await page.goto('/en/profile/assistant-applications');
  await expect(page).toHaveURL('/en/profile/assistance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Exporter's assistant");
  await expect(page.getByTestId('assistant-list-cards').getByTestId('request-card')).toHaveCount(1);
  await expectAccessible(page);
  await page.getByTestId('assistant-list-cards').getByRole('link', { name: 'Logistics' }).click();
  await expect(page).toHaveURL(`/en/profile/assistant-applications/${created.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Assistance request No. ${created.number}`,
  );
  await expectAccessible(page);
  await page.goto('/en/profile/pro-services/assistant');
  await expectAccessible(page);

  // A company awaiting approval: the page tells it so, and the form leads to the page that says
  // why it is closed (issue 25 §3), never home with no word.
  const pending = await page.context().browser()!.newContext({ baseURL: BASE_URL, locale: 'uk-UA' });
  const other = await pending.newPage();
  await registerViaApi(other);
  await other.goto('/profile/pro-services/assistant');
  await expect(other.getByTestId('assistant-service-locked')).toBeVisible();
  await expect(other.getByTestId('assistant-service-ask')).toHaveCount(0);
  await other.goto('/profile/assistance');
  await expect(other).toHaveURL('/profile/approval-required?redirect=%2Fprofile%2Fassistance');
  await pending.close();
});
