import type { Locator, Page } from '@playwright/test';
import { endpoints } from '@portal/contract';
import { callApi } from '../fixtures/api';
import { createTestEmail, DEMO_EXPORTER, readCode, signInViaApi } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

/**
 * Issue 25 §5 (decision 041): one message at a time, and the right one. A form's refusal goes
 * when the form succeeds or leaves the page, and toasts sit below the sticky header, never over
 * its language switch, its menu or "sign out".
 */

const TEXTS = {
  ua: { prefix: '', code: 'Код з листа', wrong: 'Неправильний код.', next: 'Підтвердження номера телефону' },
  en: {
    prefix: '/en',
    code: 'Code from the e-mail',
    wrong: 'Wrong code.',
    next: 'Confirm your phone number',
  },
} as const;

const refusalsOf = (page: Page) => page.getByTestId('notifications').locator('[data-type="error"]');

for (const [locale, text] of Object.entries(TEXTS)) {
  test(`a wrong code and then the right one leave no refusal beside the next step (${locale})`, async ({
    page,
  }) => {
    const email = createTestEmail(`one-message-${locale}`);
    // Step 1 through the API (its own form is tested in accounts.spec.ts); the page sends the code.
    await callApi(page.request, endpoints.registerAccount, {
      body: { email, password: 'Export2026', password_confirmation: 'Export2026', accept_terms: true },
    });
    await page.goto(`${text.prefix}/auth/registration`);
    const code = await readCode(page, email);

    await page.getByLabel(text.code, { exact: true }).fill(code === '000000' ? '111111' : '000000');
    await page.getByTestId('email-code-submit').click();
    const refusals = refusalsOf(page);
    await expect(refusals).toHaveCount(1);
    await expect(refusals).toContainText(text.wrong);

    await page.getByLabel(text.code, { exact: true }).fill(code);
    await page.getByTestId('email-code-submit').click();
    await expect(page.getByRole('heading', { name: text.next })).toBeVisible();
    await expect(refusals).toHaveCount(0);
  });
}

type Box = { x: number; y: number; width: number; height: number };
const box = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;

for (const width of [1440, 375]) {
  test(`a toast sits below the sticky header, its controls uncovered; the next success takes it away (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInViaApi(page, DEMO_EXPORTER.email, DEMO_EXPORTER.password);
    await page.goto('/profile/security');
    const section = page.getByTestId('password-section');
    await section.getByLabel('Поточний пароль', { exact: true }).fill('Not-the-password-1');
    await section.getByLabel('Новий пароль', { exact: true }).fill('Another-pass-2026');
    await section.getByLabel('Повторіть пароль', { exact: true }).fill('Another-pass-2026');
    await section.getByTestId('change-password-submit').click();
    const refusals = refusalsOf(page);
    await expect(refusals).toHaveCount(1);

    // Scrolled or not, the header stays on top; the toast starts below it.
    for (const scroll of [0, 400]) {
      await page.evaluate((y) => window.scrollTo(0, y), scroll);
      const header = await box(page.getByRole('banner'));
      const toast = await box(refusals);
      expect(toast.y).toBeGreaterThanOrEqual(header.y + header.height);
    }

    // Leaving the page takes the refusal of its form with it.
    await page.getByRole('banner').getByRole('link', { name: 'Портал експортерів' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(refusals).toHaveCount(0);
  });
}
