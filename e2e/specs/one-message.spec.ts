import type { Locator, Page } from '@playwright/test';
import { endpoints } from '@portal/contract';
import { callApi } from '../fixtures/api';
import { createTestEmail, readCode } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

/**
 * Issue 25 §5 (decision 041): one message at a time, and the right one. A form's refusal goes
 * when the form succeeds or leaves the page, and toasts sit below the header, never over the
 * language switch or the menu.
 */

const TEXTS = {
  ua: { prefix: '', code: 'Код з листа', wrong: 'Неправильний код.', next: 'Підтвердіть номер телефону' },
  en: {
    prefix: '/en',
    code: 'Code from the e-mail',
    wrong: 'Wrong code.',
    next: 'Confirm your phone number',
  },
} as const;

const box = async (locator: Locator) => (await locator.boundingBox())!;

/** No part of the toast lies over the header (its bottom edge is above the toast's top). */
async function expectBelowHeader(page: Page, toast: Locator) {
  const header = await box(page.locator('header').first());
  const card = await box(toast);
  expect(card.y).toBeGreaterThanOrEqual(header.y + header.height);
}

for (const [locale, text] of Object.entries(TEXTS)) {
  for (const width of [1440, 375]) {
    test(`a wrong code and then the right one leave no refusal beside the next step; the toast stays below the header (${locale}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const email = createTestEmail(`one-message-${locale}`);
      // Step 1 through the API (its own form is tested in accounts.spec.ts); the code step here.
      await callApi(page.request, endpoints.registerAccount, {
        body: { email, password: 'Export2026', password_confirmation: 'Export2026', accept_terms: true },
      });
      await callApi(page.request, endpoints.sendEmailVerificationCode);
      const code = await readCode(page, email);
      await page.goto(`${text.prefix}/auth/registration`);

      await page.getByLabel(text.code, { exact: true }).fill(code === '000000' ? '111111' : '000000');
      await page.getByTestId('email-code-submit').click();
      const refusals = page.getByTestId('notifications').locator('[data-type="error"]');
      await expect(refusals).toHaveCount(1);
      await expect(refusals).toContainText(text.wrong);
      await expectBelowHeader(page, refusals);

      await page.getByLabel(text.code, { exact: true }).fill(code);
      await page.getByTestId('email-code-submit').click();
      await expect(page.getByRole('heading', { name: text.next })).toBeVisible();
      await expect(refusals).toHaveCount(0);
    });
  }
}
