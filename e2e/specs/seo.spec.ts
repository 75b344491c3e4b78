import type { Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { expect, test } from '../fixtures/test';

const CYRILLIC = /[А-Яа-яІіЇїЄєҐґ]/;

async function readHead(page: Page) {
  return page.evaluate(() => {
    const meta = (selector: string) =>
      document.head.querySelector(`meta[${selector}]`)?.getAttribute('content') ?? null;
    const alternates: Record<string, string> = {};
    for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) {
      alternates[link.getAttribute('hreflang') ?? ''] = link.getAttribute('href') ?? '';
    }
    return {
      title: document.title,
      lang: document.documentElement.lang,
      description: meta('name="description"'),
      keywords: meta('name="keywords"'),
      robots: meta('name="robots"'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      canonicalCount: document.head.querySelectorAll('link[rel="canonical"]').length,
      alternates,
      og: {
        title: meta('property="og:title"'),
        description: meta('property="og:description"'),
        type: meta('property="og:type"'),
        url: meta('property="og:url"'),
        image: meta('property="og:image"'),
        locale: meta('property="og:locale"'),
        localeAlternate: meta('property="og:locale:alternate"'),
        siteName: meta('property="og:site_name"'),
      },
      twitterCard: meta('name="twitter:card"'),
    };
  });
}

const PAGES = [
  { path: '/', twin: '/en' },
  { path: '/tariffs', twin: '/en/tariffs' },
  { path: '/faq', twin: '/en/faq' },
  { path: '/export', twin: '/en/export' },
  { path: '/auth/login', twin: '/en/auth/login' },
] as const;

test.describe('issue 4 item 4: every public page has its metadata, canonical URL and hreflang alternates', () => {
  for (const { path, twin } of PAGES) {
    for (const [url, locale] of [
      [path, 'ua'],
      [twin, 'en'],
    ] as const) {
      test(`${url}`, async ({ page }) => {
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        const head = await readHead(page);
        const isUkrainian = locale === 'ua';
        expect(head.lang).toBe(isUkrainian ? 'uk' : 'en');

        // Title, description and keywords from /seo/get-data, in the page's language.
        expect(head.title).toMatch(isUkrainian ? /Портал експортерів/ : /Exporters portal/);
        expect(head.description?.length ?? 0).toBeGreaterThan(30);
        expect(head.keywords?.length ?? 0).toBeGreaterThan(3);
        for (const text of [head.title, head.description, head.keywords]) {
          expect(CYRILLIC.test(text ?? ''), `${text}`).toBe(isUkrainian);
        }
        expect(head.robots).toBeNull();

        // One absolute canonical URL without a query; uk, en and x-default (Ukrainian) alternates.
        expect(head.canonicalCount).toBe(1);
        expect(head.canonical).toBe(`${BASE_URL}${url}`);
        expect(head.alternates).toEqual({
          uk: `${BASE_URL}${path}`,
          en: `${BASE_URL}${twin}`,
          'x-default': `${BASE_URL}${path}`,
        });

        // Open Graph.
        expect(head.og).toEqual({
          title: head.title,
          description: head.description,
          type: 'website',
          url: head.canonical,
          image: `${BASE_URL}/og-image.png`,
          locale: isUkrainian ? 'uk_UA' : 'en_US',
          localeAlternate: isUkrainian ? 'en_US' : 'uk_UA',
          siteName: isUkrainian ? 'Портал експортерів' : 'Exporters portal',
        });
        expect(head.twitterCard).toBe('summary_large_image');
      });
    }
  }

  test('the query string stays out of the canonical URL', async ({ page }) => {
    await page.goto('/?target=platform');
    expect((await readHead(page)).canonical).toBe(`${BASE_URL}/`);
  });

  test('the English-only import application names its English version alone', async ({ page }) => {
    await page.goto('/en/import-application');
    const head = await readHead(page);
    expect(head.canonical).toBe(`${BASE_URL}/en/import-application`);
    expect(head.alternates).toEqual({ en: `${BASE_URL}/en/import-application` });
    expect(head.og.localeAlternate).toBeNull();
    expect(head.robots).toBeNull();
  });

  test('after a client-side navigation the head follows the new page', async ({ page }) => {
    await page.goto('/faq');
    const faqTitle = await page.title();
    await page.getByTestId('site-header').getByRole('link', { name: 'Тарифи' }).first().click();
    await expect(page).toHaveURL(/\/tariffs$/);
    await expect(page).not.toHaveTitle(faqTitle);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${BASE_URL}/tariffs`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      `${BASE_URL}/en/tariffs`,
    );
  });

  test('the Open Graph picture is a 1200 × 630 PNG', async ({ request }) => {
    const response = await request.get('/og-image.png');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });
});

test.describe('private and error pages are not indexed', () => {
  for (const path of [
    '/auth/forgot-password',
    '/en/auth/create-new-password',
    '/no-such-page',
    '/en/no-such-page',
  ]) {
    test(`${path}: noindex, no canonical, no alternates, its own title`, async ({ page }) => {
      await page.goto(path);
      const head = await readHead(page);
      expect(head.robots).toBe('noindex');
      expect(head.canonical).toBeNull();
      expect(head.alternates).toEqual({});
      expect(head.title).toMatch(path.startsWith('/en') ? /\| Exporters portal$/ : /\| Портал експортерів$/);
      expect(head.description?.length ?? 0).toBeGreaterThan(10);
    });
  }
});

test.describe('sitemap.xml and robots.txt (issue 4 item 4)', () => {
  test('sitemap.xml is well-formed XML listing the public pages in both languages with alternates', async ({
    page,
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/xml/);
    const xml = await response.text();
    await page.goto('/');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      if (doc.getElementsByTagName('parsererror').length > 0) return null;
      const urls = [...doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url')];
      return urls.map((url) => ({
        loc:
          url.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')[0]?.textContent ??
          '',
        alternates: [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map(
          (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
        ),
      }));
    }, xml);
    expect(parsed, 'parsable XML').not.toBeNull();
    const locs = parsed!.map((url) => url.loc);
    for (const path of ['/', '/en', '/tariffs', '/en/tariffs', '/faq', '/en/faq', '/en/import-application']) {
      expect(locs).toContain(`${BASE_URL}${path}`);
    }
    expect(locs).not.toContain(`${BASE_URL}/import-application`);
    expect(parsed!.find((url) => url.loc === `${BASE_URL}/en/faq`)?.alternates).toEqual([
      `uk ${BASE_URL}/faq`,
      `en ${BASE_URL}/en/faq`,
      `x-default ${BASE_URL}/faq`,
    ]);
    expect(locs.some((loc) => loc.includes('/profile'))).toBe(false);
  });

  test('robots.txt names the sitemap and keeps crawlers out of the cabinet', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
    expect(text).toContain('Disallow: /profile');
    expect(text).toContain('Disallow: /api/');
  });
});
