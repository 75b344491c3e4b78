import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, waitForHydrationOnNavigation } from '../fixtures/test';
import { DEMO_EXPORTER, DEMO_MANAGER, registerViaApi, signInViaApi } from '../fixtures/accounts';

/** The public pages of spec §2 built with the landing, with their h1 in both languages. */
const PAGES = [
  { path: '/', ua: 'Експортуйте з упевненістю', en: 'Export with confidence' },
  { path: '/export', ua: 'Про експорт', en: 'About export' },
  { path: '/pro', ua: 'PRO-послуги', en: 'PRO services' },
  { path: '/partners', ua: 'Партнери', en: 'Partners' },
  { path: '/importing-countries', ua: 'Країни-імпортери', en: 'Importing countries' },
] as const;

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
] as const;

const toEnglish = (path: string) => (path === '/' ? '/en' : `/en${path}`);

/** The landing's part below the hero has hydrated (its script loads after the first screen's). */
async function waitForLandingSections(page: Page) {
  await expect(page.getByTestId('journey-rotation')).toBeVisible();
}

test.describe('public pages in both languages at 1440 and 375 px (spec §2, §9)', () => {
  for (const viewport of VIEWPORTS) {
    for (const entry of PAGES) {
      for (const locale of ['ua', 'en'] as const) {
        const url = locale === 'en' ? toEnglish(entry.path) : entry.path;
        test(`${url} at ${viewport.width} px: 200, its h1, no sideways scroll, axe`, async ({ page }) => {
          await page.setViewportSize(viewport);
          const response = await page.goto(url);
          expect(response?.status()).toBe(200);
          await expect(page.locator('html')).toHaveAttribute('lang', locale === 'en' ? 'en' : 'uk');
          const h1 = page.getByRole('heading', { level: 1 });
          await expect(h1).toHaveText(entry[locale]);
          await expect(h1).toBeVisible();
          const overflow = await page.evaluate(
            () => document.scrollingElement!.scrollWidth - window.innerWidth,
          );
          expect(overflow, 'horizontal scroll').toBeLessThanOrEqual(0);
          await expectAccessible(page);
        });
      }
    }
  }
});

test.describe('the landing (spec §2 landing sections)', () => {
  test("has the sections in order and the 'free' badge on 'find market' and 'want to export'", async ({
    page,
  }) => {
    await page.goto('/');
    await waitForLandingSections(page);
    const headings = await page.locator('main h2').allTextContents();
    const order = [
      'Про платформу',
      'Для кого платформа',
      'Як це працює',
      'Як рухається ваша заявка',
      'Що ви отримуєте',
    ];
    const positions = order.map((title) => headings.findIndex((text) => text.trim() === title));
    expect(
      positions.every((position) => position >= 0),
      headings.join(' | '),
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(headings).toContain('Питання та відповіді');

    const hero = page.locator('section[aria-labelledby="hero-title"]');
    const findMarket = hero.getByRole('link', { name: /Знайти ринок/ });
    await expect(findMarket).toHaveAttribute('href', '/profile/check-list/create');
    await expect(findMarket.getByText('free', { exact: true })).toBeVisible();
    const wantToExport = hero.getByRole('link', { name: /Хочу експортувати/ });
    await expect(wantToExport).toHaveAttribute('href', '/profile/market/create');
    await expect(wantToExport.getByText('free', { exact: true })).toBeVisible();
  });

  test('fetches its JavaScript only after its first contentful paint, then comes alive (issue 30 §4, decision 058)', async ({
    page,
  }) => {
    await page.goto('/');
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^?]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(paint).not.toBeNull();
    expect(scripts.length).toBeGreaterThan(3);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint!);
    // Alive: the stages' slider turns by its button.
    await waitForLandingSections(page);
  });

  test('the video loads nothing before it is played and has captions in both languages', async ({ page }) => {
    await page.goto('/en');
    const video = page.getByTestId('how-it-works-video');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('poster', '/media/how-it-works-en.webp');
    await expect(video.locator('source')).toHaveAttribute('src', '/media/how-it-works-en.mp4');
    await expect(video.locator('track[kind="captions"]')).toHaveAttribute('srclang', 'en');
    await expect(video.locator('track[kind="subtitles"]')).toHaveAttribute('srclang', 'uk');
    for (const file of [
      'how-it-works-en.mp4',
      'how-it-works-en.webp',
      'how-it-works.en.vtt',
      'how-it-works.uk.vtt',
    ]) {
      const response = await page.request.get(`/media/${file}`);
      expect(response.status(), file).toBe(200);
    }
    const vtt = await (await page.request.get('/media/how-it-works.uk.vtt')).text();
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    expect(vtt).toContain('Зареєструйте компанію');
  });

  test('?target=platform scrolls to #platform, stopping 50 px below the sticky header (spec §2, §9)', async ({
    page,
  }) => {
    await page.goto('/?target=platform');
    await waitForLandingSections(page);
    const gap = () =>
      page.evaluate(() => {
        const header = document.querySelector('[data-testid="site-header"]')!.getBoundingClientRect();
        return Math.round(document.getElementById('platform')!.getBoundingClientRect().top - header.bottom);
      });
    // The smooth scroll has finished when the gap stops changing at 50 px.
    await expect.poll(gap, { timeout: 10_000 }).toBeGreaterThanOrEqual(48);
    await expect.poll(gap, { timeout: 10_000 }).toBeLessThanOrEqual(52);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  });

  test('the slider of a request’s stages moves by its buttons and announces politely', async ({ page }) => {
    await page.goto('/');
    await waitForLandingSections(page);
    const slides = page.getByTestId('journey-slide');
    const current = page.locator('[data-testid="journey-slide"][data-current="true"]');
    expect(await slides.count()).toBeGreaterThanOrEqual(4);
    const first = await slides.nth(0).getAttribute('aria-label');

    await page.getByRole('button', { name: 'Наступний етап' }).click();
    await expect(current).toHaveAttribute('aria-label', 'Етап 2 з 5');
    await expect(slides.nth(1)).toBeVisible();
    await expect(slides.nth(0)).toBeHidden();
    // Using a control stops the automatic turning; changes are then announced.
    await expect(page.locator('#journey-slides')).toHaveAttribute('aria-live', 'polite');
    await expect(page.getByTestId('journey-rotation')).toHaveText('Увімкнути автоперегортання');

    await page.getByRole('button', { name: 'Попередній етап' }).click();
    await expect(current).toHaveAttribute('aria-label', first!);
    // From the first slide, 'previous' goes round to the last.
    await page.getByRole('button', { name: 'Попередній етап' }).press('Enter');
    await expect(current).toHaveAttribute('aria-label', 'Етап 5 з 5');
  });

  test('the slider does not turn by itself under prefers-reduced-motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    // Looked at once React has the page: before, no slider turns anyway.
    waitForHydrationOnNavigation(page);
    await page.goto('/en');
    await expect(page.getByTestId('journey-next')).toBeVisible();
    await expect(page.getByTestId('journey-rotation')).toHaveCount(0);
    await expect(page.locator('#journey-slides')).toHaveAttribute('aria-live', 'polite');
    await context.close();
  });

  test('a question of the FAQ opens its answer up to 900 px, and leads to /faq', async ({ page }) => {
    await page.goto('/');
    await waitForLandingSections(page);
    const faq = page.getByTestId('landing-faq');
    const question = faq.getByRole('button').first();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(`#${await question.getAttribute('aria-controls')}`);
    await expect(panel).toBeHidden();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('accordion-panel-content')).toHaveCSS('max-height', '900px');
    await expect(panel).toContainText(/\S{10,}/);
    await question.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: /Усі питання та відповіді/ })).toHaveAttribute(
      'href',
      '/faq',
    );
  });
});

test.describe('/export: the product classification (spec §2: breadcrumbs, pagination, table with row hover)', () => {
  test('drills down section → chapter → heading, and the breadcrumbs lead back', async ({ page }) => {
    await page.goto('/export');
    const table = page.getByTestId('classification-table');
    await expect(table.getByTestId('data-table-row')).toHaveCount(21);
    await table.getByRole('link', { name: 'Живі тварини; продукти тваринного походження' }).click();
    await expect(page).toHaveURL(/\/export\?section=I#classification$/);
    await expect(page.getByTestId('classification-heading')).toHaveText(
      'Розділ I. Живі тварини; продукти тваринного походження',
    );

    await table.getByRole('link', { name: 'Живі тварини', exact: true }).click();
    await expect(page).toHaveURL(/\?section=I&group=01#classification$/);
    await expect(page.getByTestId('classification-heading')).toHaveText('Група 01. Живі тварини');

    // A click anywhere on the row follows its link (the link stretches over the row, so the
    // click on the code cell lands on it; `force` lets Playwright click what the link covers).
    // `force` also skips Playwright's wait for the row to stand still, and the page scrolls to
    // #classification after each step: clicked while it moved, the mouse landed on 0103 (CI,
    // once). The row is clicked once it rests.
    const row = table.getByTestId('data-table-row').filter({ hasText: '0101' });
    await expect
      .poll(async () => {
        const before = await row.boundingBox();
        await page.waitForTimeout(100);
        const after = await row.boundingBox();
        return before !== null && after !== null && before.y === after.y;
      })
      .toBe(true);
    await row.getByRole('cell').first().click({ force: true });
    await expect(page).toHaveURL(/\?section=I&group=01&item=0101#classification$/);
    await expect(table).toContainText('0101 21');
    const breadcrumbs = page.getByTestId('breadcrumbs');
    await expect(breadcrumbs.getByRole('link')).toHaveText(['Експорт', 'Розділ I', 'Група 01']);
    await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText('Позиція 0101');
    await expectAccessible(page);

    await breadcrumbs.getByRole('link', { name: 'Розділ I' }).click();
    await expect(page).toHaveURL(/\/export\?section=I#classification$/);
    await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText('Розділ I');
    await breadcrumbs.getByRole('link', { name: 'Експорт' }).click();
    await expect(table.getByTestId('data-table-row')).toHaveCount(21);
  });

  test('a long chapter is paged by page number', async ({ page }) => {
    await page.goto('/en/export?section=XVI&group=84');
    const pagination = page.getByTestId('pagination');
    await expect(pagination).toHaveAttribute('aria-label', 'Pages of the list');
    await expect(pagination.locator('[aria-current="page"]')).toHaveText('1');
    const rows = page.getByTestId('data-table-row');
    await expect(rows).toHaveCount(25);
    await expect(rows.first()).toContainText('8401');

    await pagination.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(pagination.locator('[aria-current="page"]')).toHaveText('2');
    await expect(rows.first()).toContainText('8426');
    await expect(pagination.getByRole('link', { name: 'Previous' })).toBeVisible();
    await expectAccessible(page);
  });

  test('searches by words in either language and by code', async ({ page }) => {
    await page.goto('/export');
    await page.getByLabel('Код або назва товару').fill('мед');
    await page.getByRole('button', { name: 'Знайти' }).click();
    await expect(page).toHaveURL(/[?&]q=%D0%BC%D0%B5%D0%B4/);
    const table = page.getByTestId('classification-table');
    await expect(table.getByTestId('data-table-row').filter({ hasText: 'Мед натуральний' })).toContainText(
      '0409',
    );

    await page.goto('/en/export?q=honey');
    await expect(
      page.getByTestId('classification-table').getByTestId('data-table-row').filter({ hasText: '0409 00' }),
    ).toContainText('Honey; natural');

    await page.goto('/export?q=0406');
    const cheese = page.getByTestId('classification-table').getByRole('link', { name: /^Сир/ }).first();
    await cheese.click();
    await expect(page).toHaveURL(/item=0406/);
  });

  test('names the sources of the classification data', async ({ page }) => {
    await page.goto('/en/export');
    await expect(page.getByTestId('hs-attribution')).toContainText('ODC-PDDL-1.0');
    await expect(page.getByTestId('hs-attribution')).toContainText('2697-IX');
  });

  test('a code that names nothing is the 404 page', async ({ page }) => {
    const response = await page.goto('/export?section=I&group=01&item=0199');
    expect(response?.status()).toBe(404);
  });
});

test.describe('/importing-countries (spec §2)', () => {
  test('a guest sees the countries by region, and a chosen country shows its information', async ({
    page,
  }) => {
    await page.goto('/importing-countries');
    const regions = page.getByTestId('importing-countries-regions');
    await expect(regions.getByRole('link')).toHaveCount(32);
    for (const blocked of ['Росія', 'Білорусь', 'Іран']) await expect(regions).not.toContainText(blocked);

    await regions.getByRole('link', { name: 'Польща' }).click();
    await expect(page).toHaveURL(/\/importing-countries\?country=PL#country-info$/);
    const info = page.getByTestId('country-info');
    await expect(info.getByRole('heading', { level: 2 })).toHaveText('Польща');
    await expect(info).toContainText('Варшава');
    await expect(regions.getByRole('link', { name: 'Польща' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);

    // The same address works on its own, in English too.
    await page.goto('/en/importing-countries?country=ca');
    await expect(page.getByTestId('country-info').getByRole('heading', { level: 2 })).toHaveText('Canada');
  });

  test('a country that is not an importing country is the 404 page', async ({ page }) => {
    const response = await page.goto('/importing-countries?country=RU');
    expect(response?.status()).toBe(404);
  });

  test('a signed-in user lands on /profile/importing-countries with the same query and language', async ({
    page,
  }) => {
    test.slow();
    await registerViaApi(page);
    await page.goto('/importing-countries?country=PL');
    await expect(page).toHaveURL(/\/profile\/importing-countries\?country=PL(#country-info)?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Країни-імпортери');
    await expect(page.getByTestId('country-info').getByRole('heading', { level: 2 })).toHaveText('Польща');
    await expectAccessible(page);

    await page.goto('/en/importing-countries');
    await expect(page).toHaveURL(/\/en\/profile\/importing-countries$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Importing countries');
  });
});

test.describe('/pro and /partners (spec §2)', () => {
  test('/pro: what works today with its way in, company reports too (issue 28 §3)', async ({ page }) => {
    await page.goto('/pro');
    await expect(page.getByText(/ще готуються до запуску/)).toHaveCount(0);
    const club = page.getByTestId('pro-service-business-club');
    await expect(club).toContainText('За підпискою');
    await expect(club.getByTestId('pro-service-access')).toHaveText(
      'Відкривається з підпискою або пробним доступом на 14 днів.',
    );
    // Issue 16: a working service leads a guest to sign up, and shows the tariffs.
    await expect(club.getByRole('link', { name: /Зареєструватися/ })).toHaveAttribute(
      'href',
      '/auth/registration',
    );
    await expect(club.getByRole('link', { name: /Тарифи/ })).toHaveAttribute('href', '/tariffs');
    // Decision 031: the partners need no subscription, so no tariffs link there.
    const partners = page.getByTestId('pro-service-partners');
    await expect(partners).toContainText('Без підписки');
    await expect(partners.getByRole('link')).toHaveCount(1);
    await expect(page.getByTestId('pro-service-vkursi')).toContainText('Vkursi');
    // Issue 28 §3: company reports, paid one by one, lead a guest to sign up too.
    const reports = page.getByTestId('pro-service-company-reports');
    await expect(reports.getByTestId('pro-service-access')).toContainText('кожен звіт оплачується окремо');
    await expect(reports.getByRole('link', { name: /Зареєструватися/ })).toHaveAttribute(
      'href',
      '/auth/registration',
    );
    await expect(page.getByTestId('pro-service-note')).toHaveCount(0);
    await expect(page.getByTestId('pro-overview-link')).toHaveCount(0);
    await expect(
      page.getByTestId('pro-available-export-application').getByRole('link', { name: /Зареєструватися/ }),
    ).toHaveAttribute('href', '/auth/registration');
    await expect(page.getByTestId('pro-available-importing-countries').getByRole('link')).toHaveAttribute(
      'href',
      '/importing-countries',
    );
    await expectAccessible(page);
  });

  test('/pro signed in: the services that exist open their pages; before approval it says why', async ({
    page,
  }) => {
    await registerViaApi(page);
    await page.goto('/en/pro');
    // Not approved yet: the guard would send the request forms home, so no link, a reason instead.
    await expect(
      page.getByTestId('pro-available-export-application').getByTestId('pro-available-note'),
    ).toHaveText("You can file requests as soon as a manager approves your company's profile.");
    await expect(page.getByTestId('pro-available-importing-countries').getByRole('link')).toHaveAttribute(
      'href',
      '/en/profile/importing-countries',
    );

    await page.context().clearCookies();
    await signInViaApi(page, DEMO_EXPORTER.email, DEMO_EXPORTER.password);
    await page.goto('/en/pro');
    const hrefs = await page
      .getByTestId('pro-available')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    // Issue 27: the catalogue of services first, then each service that exists.
    expect(hrefs).toEqual([
      '/en/profile/services',
      '/en/profile/market/create',
      '/en/profile/check-list/create',
      '/en/profile/importing-countries',
    ]);
    // Issue 16: each working professional service opens its base page; the overview is one click away.
    const serviceHrefs = await page
      .getByTestId('pro-services')
      .locator('a[href*="pro-services"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(serviceHrefs).toEqual([
      '/en/profile/pro-services',
      '/en/profile/pro-services/business-club',
      '/en/profile/pro-services/analysis',
      '/en/profile/pro-services/academy',
      '/en/profile/pro-services/partners',
      '/en/profile/pro-services/vkursi',
      '/en/profile/pro-services/assistant',
    ]);
    await expect(page.getByTestId('pro-service-company-reports').getByRole('link')).toHaveAttribute(
      'href',
      '/en/profile/infoproff-orders',
    );
    await page.getByRole('link', { name: /Open Vkursi/ }).click();
    await expect(page).toHaveURL(/\/en\/profile\/pro-services\/vkursi$/);
    await page.goto('/en/pro');
    await page.getByRole('link', { name: /File an application/ }).click();
    await expect(page).toHaveURL(/\/en\/profile\/market\/create$/);
  });

  test('/pro for staff: no cabinet link to a professional service', async ({ page }) => {
    await signInViaApi(page, DEMO_MANAGER.email, DEMO_MANAGER.password);
    await page.goto('/en/pro');
    await expect(page.getByTestId('pro-services').locator('a[href*="/profile/"]')).toHaveCount(0);
    await expect(page.getByTestId('pro-service-academy').getByTestId('pro-service-note')).toHaveText(
      'Exporting companies use the PRO services in their account.',
    );
  });

  test('/partners shows the partners grouped by kind', async ({ page }) => {
    await page.goto('/en/partners');
    await expect(page.getByTestId('partner-card').first()).toBeVisible();
    expect(await page.locator('main h2').count()).toBeGreaterThan(1);
  });
});
