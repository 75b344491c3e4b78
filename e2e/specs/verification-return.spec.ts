import type { Page } from '@playwright/test';
import { endpoints } from '@portal/contract';
import { callApi } from '../fixtures/api';
import { registerViaApi } from '../fixtures/accounts';
import { expect, expectAccessible } from '../fixtures/test';
import { openPendingCompany, readUserId, test } from '../fixtures/requests';

/**
 * Issue 25 §1 and §3 (decision 038): a page closed to a company that may not file requests says
 * why (its state and what to do) instead of sending it home with no word; a denied company
 * corrects its data, submits it for verification again and is back in the managers' queue with
 * its history. The deny and approve decisions are seeded through the API where this spec does not
 * own the manager's form (admin.spec.ts does).
 */

const PHONE = { width: 375, height: 812 };
const REASON = 'Код ЄДРПОУ не збігається з назвою компанії.';

/** A fresh exporter on `page` whose company the manager denied with REASON. */
async function registerDeniedExporter(page: Page, manager: Page) {
  const account = await registerViaApi(page);
  const userId = await readUserId(page);
  await callApi(manager.request, endpoints.denyAdminCompany, {
    params: { userId },
    body: { reason: REASON },
  });
  return { ...account, userId };
}

test.describe('issue 25 §3: locked pages explain themselves', () => {
  test('a company awaiting verification following “Створити заявку на експорт” and “Хочу експортувати” reads its state, never lands home silently', async ({
    page,
  }) => {
    test.slow();
    await registerViaApi(page);

    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Створити заявку на експорт' }).click();
    await expect(page).toHaveURL('/profile/approval-required?redirect=%2Fprofile%2Fmarket%2Fcreate');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Доступно після підтвердження компанії');
    const state = page.getByTestId('company-state');
    await expect(state).toHaveAttribute('data-state', 'pending');
    await expect(state).toContainText('Компанія очікує на перевірку');
    await expect(state.getByTestId('company-state-action')).toHaveAttribute('href', '/profile/my-company');
    await expectAccessible(page);

    await page.goto('/');
    await page
      .getByRole('link', { name: /Хочу експортувати/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/profile\/approval-required\?redirect=%2Fprofile%2Fmarket%2Fcreate$/);

    for (const path of [
      '/profile/assistance',
      '/profile/check-list/create',
      '/profile/pro-services/analysis/create',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(`/profile/approval-required?redirect=${encodeURIComponent(path)}`);
      await expect(page.getByTestId('company-state')).toHaveAttribute('data-state', 'pending');
    }

    // The assistant's page tells the same state where its button would be.
    await page.goto('/profile/pro-services/assistant');
    await expect(page.getByTestId('assistant-service-locked').getByTestId('company-state')).toHaveAttribute(
      'data-state',
      'pending',
    );
  });

  test('a denied company on a phone, in English, reads the reason and the way to correct and resubmit', async ({
    page,
    manager,
  }) => {
    test.slow();
    await registerDeniedExporter(page, manager);
    await page.setViewportSize(PHONE);

    await page.goto('/en/profile/market/create');
    await expect(page).toHaveURL('/en/profile/approval-required?redirect=%2Fen%2Fprofile%2Fmarket%2Fcreate');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Available once your company is approved',
    );
    const state = page.getByTestId('company-state');
    await expect(state).toHaveAttribute('data-state', 'denied');
    await expect(state).toContainText('Company verification denied');
    await expect(state.getByTestId('company-state-reason')).toHaveText(`Reason: ${REASON}`);
    await expect(state).toContainText('submit the company for verification again');
    await expectAccessible(page);

    await state.getByRole('link', { name: 'Correct the data and submit again' }).click();
    await expect(page).toHaveURL('/en/profile/my-company#company-verification');
    await expect(page.getByTestId('resubmit-submit')).toBeVisible();
  });

  test('a guest following the link still signs in first and comes back', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Створити заявку на експорт' }).click();
    await expect(page).toHaveURL('/auth/login?redirect=%2Fprofile%2Fmarket%2Fcreate');
  });
});

test.describe('issue 25 §1: a denied company comes back to the queue', () => {
  test('corrects its data, submits again, the manager finds it awaiting verification with its history and approves', async ({
    page,
    manager,
  }) => {
    test.slow();
    const account = await registerDeniedExporter(page, manager);

    await page.goto('/profile/my-company');
    const verification = page.getByTestId('company-verification');
    await expect(verification.getByTestId('company-state')).toHaveAttribute('data-state', 'denied');
    await expect(verification.getByTestId('company-state-reason')).toHaveText(`Причина: ${REASON}`);
    await expectAccessible(page);

    const companySection = page.getByTestId('company-section');
    await companySection.getByLabel('Код ЄДРПОУ').fill('12345678');
    await page.getByTestId('company-submit').click();
    await expect(page.getByTestId('company-status')).toHaveText(
      'Зміни збережено. Коли виправите все, подайте компанію на перевірку повторно.',
    );

    await page.getByTestId('resubmit-submit').click();
    await expect(page.getByTestId('resubmit-status')).toHaveText('Компанію знову передано на перевірку.');
    await expect(verification.getByTestId('company-state')).toHaveAttribute('data-state', 'pending');
    await expect(verification).toContainText('Компанія очікує на перевірку');
    await expect(page.getByTestId('resubmit-submit')).toHaveCount(0);
    await expectAccessible(page);

    // The back office: in the pending tab again, its history keeps the denial and its reason.
    await openPendingCompany(manager, account.email);
    const decisions = manager.getByTestId('company-decision');
    await expect(decisions).toHaveCount(2);
    await expect(decisions.first()).toContainText('Подано на перевірку повторно');
    await expect(decisions.first()).toContainText(account.email);
    await expect(decisions.nth(1)).toContainText('Відхилено');
    await expect(decisions.nth(1)).toContainText(REASON);
    await expectAccessible(manager);
    await manager.getByTestId('company-approve').click();
    await expect(manager.getByTestId('company-verification-tag')).toHaveText('Схвалено');

    // Approved: the page that explained the lock leads on to the page asked for.
    await page.goto('/profile/approval-required?redirect=%2Fprofile%2Fmarket%2Fcreate');
    await expect(page.getByTestId('company-state')).toHaveAttribute('data-state', 'approved');
    await page.getByTestId('company-state-action').click();
    await expect(page).toHaveURL('/profile/market/create');
  });

  test('the company page of a denied company on a phone, in English, passes axe', async ({
    page,
    manager,
  }) => {
    test.slow();
    await registerDeniedExporter(page, manager);
    await page.setViewportSize(PHONE);
    await page.goto('/en/profile/my-company');
    const verification = page.getByTestId('company-verification');
    await expect(verification.getByTestId('company-state-reason')).toHaveText(`Reason: ${REASON}`);
    await expect(page.getByRole('button', { name: 'Submit for verification again' })).toBeVisible();
    await expectAccessible(page);
  });
});
