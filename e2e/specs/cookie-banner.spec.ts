import type { Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY, expect, expectAccessible, test } from '../fixtures/test';

type Consent = {
  necessary: boolean;
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
  timestamp: string;
  version: string;
};
type ConsentEvent = { type: string; detail: Consent };

declare global {
  interface Window {
    consentEvents?: ConsentEvent[];
    /** The page's consent API (apps/web cookie-consent-root.tsx). */
    portalConsent?: {
      hasConsent: (category: string) => boolean;
      reset: () => void;
      openSettings: () => void;
    };
  }
}

// Every test here is a new visitor, who has not decided yet.
test.use({ cookieConsent: 'undecided' });

/** Records the window events of spec §4 from the first script of every page on. */
async function recordConsentEvents(page: Page) {
  await page.addInitScript(() => {
    window.consentEvents = [];
    for (const type of ['accept_all', 'reject_all', 'custom']) {
      window.addEventListener(type, (event) => {
        window.consentEvents?.push({ type, detail: (event as CustomEvent<Consent>).detail });
      });
    }
  });
}

const readEvents = (page: Page) => page.evaluate(() => window.consentEvents ?? []);
const readStored = (page: Page) =>
  page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as Consent);
  }, CONSENT_STORAGE_KEY);

/** Opens a page and waits until the browser has read the decision (after hydration). */
async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('cookie-consent')).toHaveAttribute(
    'data-consent-view',
    /^(hidden|banner|settings)$/,
  );
}

const banner = (page: Page) => page.getByTestId('cookie-banner');

function expectDecision(
  consent: Consent | null,
  expected: Omit<Consent, 'timestamp' | 'version' | 'necessary'>,
) {
  expect(consent).toMatchObject({ necessary: true, version: '1.0', ...expected });
  // An ISO date of this very moment (spec §3: timestamp, ISO date).
  expect(consent?.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  expect(Math.abs(Date.parse(consent?.timestamp ?? '') - Date.now())).toBeLessThan(60_000);
}

test.describe('cookie banner for a new visitor (spec §2, §4)', () => {
  test('is shown in Ukrainian with accept all, reject all, customise, close and the cookie policy link; passes axe', async ({
    page,
    context,
  }) => {
    await openPage(page, '/tariffs');
    const region = page.getByRole('region', { name: 'Ми використовуємо файли cookie' });
    await expect(region).toBeVisible();
    await expect(region.getByRole('button', { name: 'Прийняти всі' })).toBeVisible();
    await expect(region.getByRole('button', { name: 'Відхилити всі' })).toBeVisible();
    await expect(region.getByRole('button', { name: 'Налаштувати' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(region.getByRole('button', { name: /Закрити/ })).toBeVisible();
    await expect(region.getByRole('link', { name: 'Політика щодо файлів cookie' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
    // Within the transitions of spec §9 (0.2–0.5 s).
    const duration = await banner(page).evaluate((element) => getComputedStyle(element).transitionDuration);
    expect(Number.parseFloat(duration)).toBeGreaterThanOrEqual(0.2);
    expect(Number.parseFloat(duration)).toBeLessThanOrEqual(0.5);
    // Nothing non-necessary before a decision: no decision stored, no cookie but the necessary ones.
    expect(await readStored(page)).toBeNull();
    const cookieNames = (await context.cookies()).map((cookie) => cookie.name);
    expect(cookieNames.filter((name) => !['token', 'i18n_redirected'].includes(name))).toEqual([]);
    await expectAccessible(page);
  });

  test('is shown in English under /en, linking the English cookie policy', async ({ page }) => {
    await openPage(page, '/en/tariffs');
    const region = page.getByRole('region', { name: 'We use cookies' });
    await expect(region).toBeVisible();
    await expect(region.getByRole('button', { name: 'Accept all' })).toBeVisible();
    await expect(region.getByRole('button', { name: 'Reject all' })).toBeVisible();
    await expect(region.getByRole('button', { name: 'Customise' })).toBeVisible();
    await expect(region.getByRole('button', { name: 'Close and reject optional cookies' })).toBeVisible();
    await expect(region.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute(
      'href',
      '/en/cookie-policy',
    );
    await region.getByRole('button', { name: 'Customise' }).click();
    await expect(region.getByRole('switch', { name: 'Necessary' })).toBeDisabled();
    await expect(region.getByRole('button', { name: 'Save choice' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('cookie decisions, stored and announced (spec §3, §4, §9)', () => {
  test.beforeEach(async ({ page }) => {
    await recordConsentEvents(page);
  });

  test("accept all stores every category with timestamp and version '1.0', dispatches 'accept_all', and the banner stays hidden after reload", async ({
    page,
  }) => {
    await openPage(page, '/export');
    await banner(page).getByRole('button', { name: 'Прийняти всі' }).click();
    await expect(banner(page)).toBeHidden();
    const stored = await readStored(page);
    expectDecision(stored, { analytics: true, marketing: true, preferences: true });
    expect(await readEvents(page)).toEqual([{ type: 'accept_all', detail: stored }]);
    await expect.poll(() => page.evaluate(() => window.portalConsent?.hasConsent('analytics'))).toBe(true);

    await page.reload();
    await expect(page.getByTestId('cookie-consent')).toHaveAttribute('data-consent-view', 'hidden');
    await expect(banner(page)).toHaveCount(0);
    expect(await readStored(page)).toEqual(stored);
  });

  test("reject all keeps only the necessary cookies and dispatches 'reject_all'", async ({ page }) => {
    await openPage(page, '/faq');
    await banner(page).getByRole('button', { name: 'Відхилити всі' }).click();
    await expect(banner(page)).toBeHidden();
    const stored = await readStored(page);
    expectDecision(stored, { analytics: false, marketing: false, preferences: false });
    expect(await readEvents(page)).toEqual([{ type: 'reject_all', detail: stored }]);
    await page.reload();
    await expect(page.getByTestId('cookie-consent')).toHaveAttribute('data-consent-view', 'hidden');
  });

  test("the close button acts as reject: 'reject_all' with the necessary cookies only (spec §2)", async ({
    page,
  }) => {
    await openPage(page, '/en/faq');
    await banner(page).getByRole('button', { name: 'Close and reject optional cookies' }).click();
    await expect(banner(page)).toBeHidden();
    const stored = await readStored(page);
    expectDecision(stored, { analytics: false, marketing: false, preferences: false });
    expect(await readEvents(page)).toEqual([{ type: 'reject_all', detail: stored }]);
    // Focus does not stay on the vanished button: it goes back to the page.
    await expect(page.locator('#main')).toBeFocused();
  });

  test("a custom choice by keyboard: analytics on, the rest off by default, 'custom' dispatched", async ({
    page,
  }) => {
    await openPage(page, '/partners');
    const customise = banner(page).getByRole('button', { name: 'Налаштувати' });
    await customise.focus();
    await page.keyboard.press('Enter');
    await expect(customise).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('group', { name: 'Налаштування файлів cookie' });
    await expect(panel).toBeVisible();
    for (const name of ['Необхідні', 'Аналітичні', 'Маркетингові', 'Функціональні']) {
      await expect(panel.getByRole('switch', { name })).toBeVisible();
    }
    await expect(panel.getByText('Завжди увімкнені')).toBeVisible();
    await expect(panel.getByRole('switch', { name: 'Необхідні' })).toBeChecked();
    for (const name of ['Аналітичні', 'Маркетингові', 'Функціональні']) {
      await expect(panel.getByRole('switch', { name })).not.toBeChecked();
    }
    await expectAccessible(page);

    // Tab skips the disabled 'necessary' switch and lands on analytics; Space turns it on.
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('switch', { name: 'Аналітичні' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(panel.getByRole('switch', { name: 'Аналітичні' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('button', { name: 'Зберегти вибір' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(banner(page)).toBeHidden();
    const stored = await readStored(page);
    expectDecision(stored, { analytics: true, marketing: false, preferences: false });
    expect(await readEvents(page)).toEqual([{ type: 'custom', detail: stored }]);
  });

  test("'necessary' cannot be switched off (spec §5)", async ({ page }) => {
    await openPage(page, '/en/pro');
    await banner(page).getByRole('button', { name: 'Customise' }).click();
    const necessary = banner(page).getByRole('switch', { name: 'Necessary' });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    // Neither a click on the switch nor on its label changes it.
    await necessary.click({ force: true });
    await banner(page).getByText('Necessary', { exact: true }).dispatchEvent('click');
    await expect(necessary).toBeChecked();
    await banner(page).getByRole('button', { name: 'Save choice' }).click();
    const stored = await readStored(page);
    expectDecision(stored, { analytics: false, marketing: false, preferences: false });
    expect(await readEvents(page)).toEqual([{ type: 'custom', detail: stored }]);
  });

  test('reset clears the decision and shows the banner again; reopening the settings presets the last choice', async ({
    page,
  }) => {
    await openPage(page, '/faq');
    await banner(page).getByRole('button', { name: 'Прийняти всі' }).click();
    await expect(banner(page)).toBeHidden();

    await page.evaluate(() => window.portalConsent?.reset());
    await expect(banner(page)).toBeVisible();
    expect(await readStored(page)).toBeNull();
    expect(await page.evaluate(() => window.portalConsent?.hasConsent('analytics'))).toBe(false);
    await page.reload();
    await expect(page.getByTestId('cookie-consent')).toHaveAttribute('data-consent-view', 'banner');

    await banner(page).getByRole('button', { name: 'Налаштувати' }).click();
    await banner(page).getByRole('switch', { name: 'Маркетингові' }).check();
    await banner(page).getByRole('button', { name: 'Зберегти вибір' }).click();
    await expect(banner(page)).toBeHidden();

    await page.evaluate(() => window.portalConsent?.openSettings());
    const panel = page.getByRole('group', { name: 'Налаштування файлів cookie' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('switch', { name: 'Маркетингові' })).toBeChecked();
    await expect(panel.getByRole('switch', { name: 'Аналітичні' })).not.toBeChecked();
    await expect(panel.getByRole('switch', { name: 'Аналітичні' })).toBeFocused();
    expect(await readStored(page)).toBeNull();
    // Escape folds the settings back into the banner.
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(banner(page).getByRole('button', { name: 'Налаштувати' })).toBeFocused();
    // This page's events since the reload: the custom choice (accept_all came before it).
    expect((await readEvents(page)).map((event) => event.type)).toEqual(['custom']);
  });
});

test.describe('a stored decision that cannot be used (spec §8)', () => {
  for (const [label, raw] of [
    ['invalid JSON', '{"necessary":true,'],
    [
      'another version',
      JSON.stringify({
        necessary: true,
        analytics: true,
        marketing: true,
        preferences: true,
        timestamp: '2025-01-01T00:00:00.000Z',
        version: '0.9',
      }),
    ],
  ] as const) {
    test(`${label}: a warning is logged, the stored value is reset and the banner is shown`, async ({
      page,
    }) => {
      await page.addInitScript(
        ({ key, value }) => {
          if (!sessionStorage.getItem('seeded')) {
            sessionStorage.setItem('seeded', '1');
            localStorage.setItem(key, value);
          }
        },
        { key: CONSENT_STORAGE_KEY, value: raw },
      );
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await openPage(page, '/pro');
      await expect(banner(page)).toBeVisible();
      expect(warnings.some((text) => /could not be loaded and were reset/.test(text))).toBe(true);
      expect(await readStored(page)).toBeNull();
    });
  }
});

test.describe('cookie banner on phones (spec §9)', () => {
  for (const width of [375, 320]) {
    test(`${width} px: fits the width, covers at most half the screen, passes axe`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      await openPage(page, '/tariffs');
      await expect(banner(page)).toBeVisible();
      // Once it has slid in, it sits on the bottom edge.
      await expect
        .poll(async () => {
          const box = await banner(page).boundingBox();
          return Math.round((box?.y ?? 0) + (box?.height ?? 0));
        })
        .toBe(700);
      expect((await banner(page).boundingBox())?.height ?? 0).toBeLessThanOrEqual(350);
      // Nothing of the banner reaches past the screen's edges or scrolls sideways inside it.
      const fit = await banner(page).evaluate((element) => {
        const rects = [element, ...element.querySelectorAll('*')].map((node) => node.getBoundingClientRect());
        const card = element.firstElementChild as HTMLElement;
        return {
          left: Math.min(...rects.map((rect) => rect.left)),
          right: Math.max(...rects.map((rect) => rect.right)),
          sideways: card.scrollWidth - card.clientWidth,
        };
      });
      expect(fit.left).toBeGreaterThanOrEqual(0);
      expect(fit.right).toBeLessThanOrEqual(width);
      expect(fit.sideways).toBeLessThanOrEqual(0);
      await expectAccessible(page);

      // The settings scroll inside the banner rather than pushing it off the screen.
      await banner(page).getByRole('button', { name: 'Налаштувати' }).click();
      const opened = await banner(page).boundingBox();
      expect(opened?.y ?? -1).toBeGreaterThanOrEqual(0);
      await expectAccessible(page);
      await banner(page).getByRole('button', { name: 'Відхилити всі' }).click();
      await expect(banner(page)).toBeHidden();
    });
  }
});
