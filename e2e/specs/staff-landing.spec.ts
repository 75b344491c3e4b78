import type { Page } from '@playwright/test';
import { DEMO_MANAGER } from '../fixtures/accounts';
import { test } from '../fixtures/requests';
import { expect, expectAccessible } from '../fixtures/test';

/**
 * Issue 13 §6: staff signing in land on /admin; the exporter cabinet's pages send staff there,
 * while their own account pages (personal data, security) stay theirs. The header and the
 * profile menu offer them no link that would only redirect.
 */

const TEXT = {
  ua: { prefix: '', email: 'Електронна пошта', password: 'Пароль', dashboard: 'Огляд' },
  en: { prefix: '/en', email: 'E-mail', password: 'Password', dashboard: 'Dashboard' },
} as const;

/** Signs in through the sign-in page of `locale` (the form and its server action, as a person does). */
async function signInThroughForm(page: Page, locale: keyof typeof TEXT, query = '') {
  const text = TEXT[locale];
  await page.goto(`${text.prefix}/auth/login${query}`);
  await page.getByLabel(text.email, { exact: true }).fill(DEMO_MANAGER.email);
  await page.getByLabel(text.password, { exact: true }).fill(DEMO_MANAGER.password);
  await page.getByTestId('login-submit').click();
}

for (const locale of ['ua', 'en'] as const) {
  const { prefix, dashboard } = TEXT[locale];

  test(`a manager signing in lands on the back-office (${locale})`, async ({ page }) => {
    await signInThroughForm(page, locale);
    await expect(page).toHaveURL(new RegExp(`${prefix}/admin$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(dashboard);
    // Signed in, the sign-in page itself leads to the back-office, not to the cabinet.
    await page.goto(`${prefix}/auth/login`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/admin$`));
  });

  test(`a manager signing in with a redirect to their own account page lands there (${locale})`, async ({
    page,
  }) => {
    await signInThroughForm(page, locale, `?redirect=${encodeURIComponent(`${prefix}/profile/security`)}`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/profile/security$`));
    await expect(page.getByTestId('profile-menu')).toBeVisible();
  });

  test(`the exporter cabinet sends a manager to the back-office; security and personal data stay (${locale})`, async ({
    manager,
  }) => {
    for (const path of [
      '/profile/my-company',
      '/profile',
      '/profile/market/create',
      '/profile/importing-countries',
    ]) {
      const answer = await manager.goto(`${prefix}${path}`);
      expect(answer?.status(), path).toBeLessThan(400);
      await expect(manager, path).toHaveURL(new RegExp(`${prefix}/admin$`));
    }
    for (const path of ['/profile/security', '/profile/main']) {
      await manager.goto(`${prefix}${path}`);
      await expect(manager, path).toHaveURL(new RegExp(`${prefix}${path}$`));
      await expect(manager.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });
}

test('the header and the profile menu offer a manager the back-office and own account pages only', async ({
  manager,
}) => {
  await manager.goto('/profile/security');
  await expect(manager).toHaveURL(/\/profile\/security$/);

  // The profile menu beside the page: no company entries, a way to the back-office.
  const menu = manager.getByTestId('profile-menu');
  await expect(menu.getByTestId('profile-menu-admin')).toHaveAttribute('href', '/admin');
  await expect(menu.getByTestId('profile-menu-personalData')).toHaveAttribute('href', '/profile/main');
  await expect(menu.getByTestId('profile-menu-security')).toHaveAttribute('href', '/profile/security');
  for (const key of [
    'myCompany',
    'applications',
    'exportCreate',
    'exportMine',
    'analysisCreate',
    'analysisMine',
  ]) {
    await expect(menu.getByTestId(`profile-menu-${key}`), key).toHaveCount(0);
  }
  await expect(menu.locator('a[href^="/profile/"]')).toHaveCount(2);

  // The avatar's quick menu.
  await manager.getByTestId('user-menu-button').focus();
  await manager.keyboard.press('Enter');
  const quick = manager.getByTestId('user-menu');
  await expect(quick.getByTestId('user-menu-admin')).toBeVisible();
  await expect(quick.getByTestId('user-menu-account')).toHaveCount(0);
  await expect(quick.getByRole('menuitem')).toHaveText(['Бек-офіс', 'Особисті дані', 'Безпека', 'Вийти']);
  await expectAccessible(manager);
  await manager.keyboard.press('Escape');

  // The header's links lead nowhere a manager would only be sent on from.
  await manager.goto('/');
  await expect(manager.getByTestId('site-header').locator('a[href^="/profile/market"]')).toHaveCount(0);
  await expect(
    manager.getByTestId('site-header').locator('a[href="/profile/importing-countries"]'),
  ).toHaveCount(0);
  await manager.goto('/en/importing-countries');
  await expect(manager).toHaveURL(/\/en\/importing-countries$/);

  // The phone menu's account part.
  await manager.setViewportSize({ width: 375, height: 800 });
  await manager.getByTestId('mobile-menu-button').click();
  const account = manager.getByTestId('mobile-account');
  await expect(account.getByTestId('mobile-account-admin')).toHaveAttribute('href', '/en/admin');
  await expect(account.getByTestId('mobile-account-security')).toHaveAttribute(
    'href',
    '/en/profile/security',
  );
  await expect(account.locator('a[href="/en/profile/my-company"]')).toHaveCount(0);
});
