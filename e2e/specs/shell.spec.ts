import { expect, expectAccessible, test } from '../fixtures/test';

test.describe('landing in both languages (spec §2)', () => {
  test('Ukrainian landing without a prefix', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Експортуйте з упевненістю');
    await expect(page).toHaveTitle(/Портал експортерів/);
    await expect(page.getByTestId('site-header').getByText('beta', { exact: true })).toBeVisible();
    // The fixture stored a decision: the consent code has read it and the banner stays away.
    await expect(page.getByTestId('cookie-banner-slot')).toBeAttached();
    await expect(page.getByTestId('cookie-consent')).toHaveAttribute('data-consent-view', 'hidden');
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('English landing under /en', async ({ page }) => {
    const response = await page.goto('/en');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Export with confidence');
    await expect(page).toHaveTitle(/Exporters portal/);
    await expectAccessible(page);
  });

  test('guests see the registration and login buttons in the header', async ({ page }) => {
    await page.goto('/');
    const header = page.getByTestId('site-header');
    await expect(header.getByRole('link', { name: 'Реєстрація' })).toHaveAttribute(
      'href',
      '/auth/registration',
    );
    await expect(header.getByRole('link', { name: 'Увійти' })).toHaveAttribute('href', '/auth/login');
    await page.goto('/en');
    await expect(header.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/en/auth/registration',
    );
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/auth/login');
  });

  test("the 'about the platform' dropdown opens by keyboard", async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByTestId('site-header').getByRole('button', { name: 'Про платформу' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('site-header').getByRole('link', { name: 'Про експорт' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});

test.describe('language switch (spec §2)', () => {
  test('switching stays on the same page and remembers the choice in i18n_redirected for 365 days', async ({
    page,
    context,
  }) => {
    await page.goto('/auth/login');
    await page.getByTestId('lang-switch-en').first().click();
    await expect(page).toHaveURL(/\/en\/auth\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('en');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);

    // With the cookie set to English, the root path follows it.
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);

    await page.getByTestId('lang-switch-ua').first().click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('ua');
    await page.goto('/');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe('root path follows the browser language without the cookie (spec §2)', () => {
  for (const [locale, expected] of [
    ['en-US', /\/en$/],
    ['en-GB', /\/en$/],
    ['uk-UA', /:\d+\/$/],
    ['de-DE', /:\d+\/$/],
  ] as const) {
    test(`Accept-Language ${locale}`, async ({ browser }) => {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page).toHaveURL(expected);
      await context.close();
    });
  }
});

test.describe('404 in both languages (spec §2, §8)', () => {
  test('Ukrainian', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сторінка не знайдена');
    await expect(page.getByText('На жаль, сторінка не знайдена на сайті')).toBeVisible();
    await expectAccessible(page);
  });

  test('English', async ({ page }) => {
    const response = await page.goto('/en/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expectAccessible(page);
  });

  test('unknown API calls answer JSON 404, not the page', async ({ request }) => {
    const response = await request.get('/api/no-such-call', { headers: { 'X-Localization': 'en' } });
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ message: 'This API call does not exist.', code: 'not_found' });
  });
});

test.describe('auth layout (spec §2)', () => {
  for (const path of ['/auth/login', '/en/auth/login', '/auth/registration', '/en/auth/registration']) {
    test(`${path} has the sidebar with greeting, logo, sign-in and sign-up links and the language switcher`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const en = path.startsWith('/en');
      await expect(page.getByText(en ? 'Welcome!' : 'Вітаємо!')).toBeVisible();
      await expect(page.getByTestId('lang-switch-en').first()).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('/auth redirects to /auth/login in both languages', async ({ page }) => {
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.goto('/en/auth');
    await expect(page).toHaveURL(/\/en\/auth\/login$/);
  });
});

test.describe('header behaviour (spec §2, §9)', () => {
  test('the header becomes sticky after any scroll above 0', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 500 });
    await page.goto('/');
    const header = page.getByTestId('site-header');
    await expect(header).toHaveAttribute('data-sticky', 'false');
    await page.mouse.wheel(0, 1);
    await page.evaluate(() => window.scrollTo(0, 1));
    await expect(header).toHaveAttribute('data-sticky', 'true');
    await expect(header).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-sticky', 'false');
  });

  test('the mobile menu at 375 px holds the links, the language list and social links', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const button = page.getByTestId('mobile-menu-button');
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Тарифи' })).toBeVisible();
    await expect(menu.getByTestId('lang-switch-en')).toBeVisible();
    await expect(menu.getByTestId('lang-switch-ua')).toBeVisible();
    await expect(menu.getByRole('link', { name: /Facebook/ })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    // The language list in the menu switches language and stays on the page.
    await button.click();
    await page.getByTestId('mobile-menu').getByTestId('lang-switch-en').click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Export with confidence');
  });

  test('no horizontal scrolling at 375 px in either language', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of ['/', '/en', '/auth/login', '/en/no-such-page']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await expectAccessible(page);
    }
  });
});

test.describe('page change (spec §9: page-change scroll 1500 ms)', () => {
  test('after a link to another page the window glides to the top instead of jumping', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    // Down to the footer at once: the page scrolls smoothly (html { scroll-behavior: smooth }), and
    // under CI load a smooth scroll was cut short at 325 px and never resumed; set again until there.
    await expect(async () => {
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      );
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    }).toPass({ timeout: 10_000 });
    // Every scroll position on the way, kept in the page: the check does not race the glide, so
    // a busy machine cannot fail it (it did, reading the position once just after the click).
    await page.evaluate(() => {
      const seen: Array<{ y: number; at: number }> = [];
      (window as unknown as { seenScrolls: typeof seen }).seenScrolls = seen;
      window.addEventListener('scroll', () => seen.push({ y: window.scrollY, at: performance.now() }), {
        passive: true,
      });
    });
    await footer.getByRole('link', { name: 'Питання та відповіді' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    // The window reaches the top…
    type Seen = Array<{ y: number; at: number }>;
    const seenScrolls = () => page.evaluate(() => (window as unknown as { seenScrolls: Seen }).seenScrolls);
    await expect.poll(async () => (await seenScrolls()).some((s) => s.y === 0), { timeout: 4000 }).toBe(true);
    // …through positions on the way, downwards, for a good part of the glide's 1500 ms: a jump is
    // one scroll event straight to 0. Timed rather than counted in frames, so a busy machine that
    // paints few frames still shows it (CI painted 2–3 under load where 10 were asked).
    const seen = await seenScrolls();
    const onTheWay = seen.filter((s) => s.y > 0);
    expect(onTheWay.length).toBeGreaterThanOrEqual(2);
    expect(onTheWay.map((s) => s.y)).toEqual(onTheWay.map((s) => s.y).sort((a, b) => b - a));
    const reachedTop = seen.find((s) => s.y === 0)!;
    expect(reachedTop.at - seen[0]!.at).toBeGreaterThan(400);
  });
});
