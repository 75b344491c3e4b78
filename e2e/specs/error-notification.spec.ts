import type { Locator, Page } from '@playwright/test';
import { endpoints } from '@portal/contract';
import { callApiRaw } from '../fixtures/api';
import { createTestEmail } from '../fixtures/accounts';
import { expect, expectAccessible, test } from '../fixtures/test';

/**
 * Spec §8 (issue 13 §6): an API error that carries a message shows an error notification titled
 * 'Помилка!' ('Error!' in English) with that message, for a form handled by its route's server
 * action as for a call from the browser. Field errors stay beside their fields.
 */

const TEXTS = {
  ua: {
    prefix: '',
    email: 'Електронна пошта',
    password: 'Пароль',
    title: 'Помилка!',
    refused: 'Неправильна електронна пошта або пароль.',
    tooMany: /^Забагато невдалих спроб\. Спробуйте через \d+ хв\.$/,
  },
  en: {
    prefix: '/en',
    email: 'E-mail',
    password: 'Password',
    title: 'Error!',
    refused: 'Wrong e-mail or password.',
    tooMany: /^Too many failed attempts\. Try again in \d+ min\.$/,
  },
} as const;

/** The error notifications in the top right corner. */
function errorNotifications(page: Page): Locator {
  return page.getByTestId('notifications').locator('[data-type="error"]');
}

/** Fills the sign-in form; the password is well formed, so only the API can refuse it. */
async function fillSignIn(page: Page, texts: (typeof TEXTS)[keyof typeof TEXTS], email: string) {
  await page.getByLabel(texts.email, { exact: true }).fill(email);
  await page.getByLabel(texts.password, { exact: true }).fill('Wrong-password-2026');
}

for (const [locale, texts] of Object.entries(TEXTS)) {
  test(`spec §8: a refused sign-in shows '${texts.title}' with the API's message, once per submit (${locale})`, async ({
    page,
  }) => {
    await page.goto(`${texts.prefix}/auth/login`);
    await fillSignIn(page, texts, createTestEmail('refused'));
    await page.getByTestId('login-submit').click();

    const notification = errorNotifications(page);
    await expect(notification).toHaveCount(1);
    await expect(notification.locator('p').first()).toHaveText(texts.title);
    await expect(notification).toContainText(texts.refused);
    // The form keeps its own alert; the screen reader hears the message once, from that alert.
    await expect(page.getByTestId('login-error')).toHaveText(texts.refused);
    await expect(notification).not.toHaveAttribute('role', 'alert');
    await expectAccessible(page);

    // Typing renders the form again: no second notification for the same submit.
    await page.getByLabel(texts.password, { exact: true }).fill('Wrong-password-2027');
    await expect(notification).toHaveCount(1);

    // The same refusal again: a new notification, announced this time (the alert did not change).
    await page.getByTestId('login-submit').click();
    await expect(notification).toHaveCount(2);
    await expect(notification.nth(1)).toContainText(texts.refused);
    await expect(notification.nth(1)).toHaveAttribute('role', 'alert');

    // Errors stay until closed.
    await notification.nth(1).getByRole('button').click();
    await expect(notification).toHaveCount(1);
  });
}

test("spec §8: too many attempts (429) shows 'Помилка!' with the API's message", async ({ page }) => {
  const email = createTestEmail('locked');
  // Five refused sign-ins lock the e-mail (AUTH.accountFailuresBeforeLock); the sixth answers 429.
  for (let attempt = 0; attempt < 5; attempt++) {
    const response = await callApiRaw(page.request, endpoints.signInWithPassword, {
      body: { email, password: 'Wrong-password-2026' },
    });
    expect(response.status()).toBe(401);
  }
  await page.goto('/auth/login');
  await fillSignIn(page, TEXTS.ua, email);
  await page.getByTestId('login-submit').click();

  const notification = errorNotifications(page);
  await expect(notification).toHaveCount(1);
  await expect(notification).toContainText(TEXTS.ua.title);
  await expect(notification.locator('p').nth(1)).toHaveText(TEXTS.ua.tooMany);
});

test('spec §8: a form the browser posted itself brings its notification; hydration keeps exactly one', async ({
  page,
}) => {
  await page.goto('/en/auth/login');
  await fillSignIn(page, TEXTS.en, createTestEmail('native'));
  // As a form sent before the page is hydrated: the browser posts it, the server answers a page.
  const loaded = page.waitForEvent('load');
  await page.getByTestId('login-form').evaluate((form: HTMLFormElement) => form.submit());
  await loaded;
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

  const notification = errorNotifications(page);
  await expect(notification).toHaveCount(1);
  await expect(notification).toContainText(TEXTS.en.refused);
  // The page's store took it over: it closes, and re-rendering the form does not bring it back.
  await notification.getByRole('button').click();
  await expect(notification).toHaveCount(0);
  await page.getByLabel(TEXTS.en.password, { exact: true }).fill('Wrong-password-2027');
  await expect(notification).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [locale, texts] of Object.entries(TEXTS)) {
    test(`spec §8: the page answering a refused sign-in shows '${texts.title}' with the message (${locale})`, async ({
      context,
    }) => {
      // A page of its own: the fixture's page waits for hydration, which never comes here.
      const page = await context.newPage();
      await page.goto(`${texts.prefix}/auth/login`);
      await fillSignIn(page, texts, createTestEmail('no-js'));
      // Posted by the browser itself; the server answers with the whole page.
      await page.getByTestId('login-submit').click();

      const notification = errorNotifications(page);
      await expect(notification).toHaveCount(1);
      await expect(notification).toContainText(texts.title);
      await expect(notification).toContainText(texts.refused);
      await expect(page.getByTestId('login-error')).toHaveText(texts.refused);
    });
  }
});
