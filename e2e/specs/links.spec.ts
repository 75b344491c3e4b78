import type { Page, TestInfo } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { DEMO_EXPORTER, DEMO_MANAGER, signInViaApi } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

/**
 * The link check of issue 13: no internal link leads to a dead end. For a guest, an approved
 * exporter (the demo exporter) and a manager (the demo manager), the pages reachable from the
 * start pages are crawled breadth-first — the header, footer and menus, the cabinet, the
 * back-office — and every same-origin link found on them must answer 200 with that person's
 * cookies (a redirect chain ending in 200 is fine; for a signed-in person, one ending on the
 * sign-in page is not). API calls, mailto:/tel:, downloads and the sign-out link are skipped.
 *
 * The crawl is bounded by the shape of the addresses, not by the data: at most
 * MAX_VISITS_PER_SHAPE pages of one shape (`/profile/market/:id`, `/admin/companies?page=`) are
 * opened for their links, and at most MAX_CHECKS_PER_SHAPE links of one shape are requested, so
 * a long list of requests adds neither (the manager's crawl requested 791 links, most of them
 * one request's page after another, each a full render: a sixth of the suite's time).
 */

type Role = 'guest' | 'exporter' | 'manager';

const START_PAGES: Record<Role, readonly string[]> = {
  guest: ['/', '/en'],
  exporter: ['/', '/en', '/profile/my-company', '/en/profile/my-company'],
  manager: ['/', '/en', '/admin', '/en/admin'],
};

const ACCOUNTS = { exporter: DEMO_EXPORTER, manager: DEMO_MANAGER } as const;

/** Pages opened per address shape, and in all, for one person. */
const MAX_VISITS_PER_SHAPE = 1;
/** Links requested per address shape: the rest of a list's links are counted, not requested. */
const MAX_CHECKS_PER_SHAPE = 4;
const MAX_VISITS = 120;
/** Links checked at the same time. */
const PARALLEL_CHECKS = 6;

const ORIGIN = new URL(BASE_URL).origin;

/** Addresses that are not pages to follow: the API, the sign-out, downloads. */
const SKIPPED_PATHS = [
  /^\/api(\/|$)/,
  /^(\/en)?\/auth\/sign-out(\/|$)/,
  /\/pdf$/,
  /\.(pdf|docx?|xlsx?|csv|zip|png|jpe?g|svg|webp|mp4|webm|vtt|txt|xml|json)$/i,
];

const SIGN_IN_PAGE = /^(\/en)?\/auth\/login\/?$/;

type FoundLink = { url: string; from: string };
type Broken = { url: string; from: string; problem: string };

/** A same-origin page address without its fragment, or null for anything not to be checked. */
function toCheckedUrl(href: string, base: string): string | null {
  if (/^(mailto|tel|javascript|data|blob):/i.test(href.trim())) return null;
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  if (SKIPPED_PATHS.some((pattern) => pattern.test(url.pathname))) return null;
  url.hash = '';
  return `${url.pathname}${url.search}`;
}

/** `/en/profile/market/17?page=2` → `/en/profile/market/:id?page`: pages of one shape. */
function toShape(path: string): string {
  const url = new URL(path, ORIGIN);
  const segments = url.pathname
    .split('/')
    .map((segment) =>
      /^\d+$|^[0-9a-f]{8}-[0-9a-f-]{27,}$|^[0-9a-z]{20,}$/i.test(segment) ? ':id' : segment,
    );
  const keys = [...new Set(url.searchParams.keys())].sort();
  return `${segments.join('/')}${keys.length > 0 ? `?${keys.join('&')}` : ''}`;
}

/**
 * Every link of a page's server-rendered HTML that is not a download, resolved against the page's
 * address. The portal renders every page on the server (ARCHITECTURE §3) and hydration adds no
 * link that the HTML lacks, so the crawl reads the answer it checked rather than opening each
 * page in the browser a second time (decision 042: two thirds of this spec's time went on those
 * page loads).
 */
function readLinks(html: string): string[] {
  const hrefs: string[] = [];
  for (const [, attributes = ''] of html.matchAll(/<a\b([^>]*)>/gi)) {
    if (/\sdownload(\s|=|$)/i.test(attributes)) continue;
    const href = /\shref=(?:"([^"]*)"|'([^']*)')/i.exec(attributes);
    if (!href) continue;
    hrefs.push(
      (href[1] ?? href[2] ?? '')
        .replace(/&amp;/g, '&')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"'),
    );
  }
  return hrefs;
}

type Checked = { problem: string | null; links: FoundLink[] };

/** What is wrong with the answer to a link (null when it answers 200), and the links of its page. */
async function checkLink(page: Page, url: string, role: Role): Promise<Checked> {
  const response = await page.request.get(url, { maxRedirects: 10, failOnStatusCode: false });
  const finalUrl = response.url();
  const finalPath = new URL(finalUrl).pathname;
  if (response.status() !== 200) {
    const at = finalPath !== new URL(url, ORIGIN).pathname ? ` (at ${finalPath})` : '';
    return { problem: `${response.status()}${at}`, links: [] };
  }
  if (role !== 'guest' && SIGN_IN_PAGE.test(finalPath) && !SIGN_IN_PAGE.test(new URL(url, ORIGIN).pathname)) {
    return { problem: `redirected to the sign-in page (${finalPath})`, links: [] };
  }
  const isHtml = response.headers()['content-type']?.startsWith('text/html') ?? false;
  const links = isHtml
    ? readLinks(await response.text())
        .map((href) => toCheckedUrl(href, finalUrl))
        .filter((found): found is string => found !== null)
        .map((found) => ({ url: found, from: url }))
    : [];
  return { problem: null, links };
}

/** Breadth-first crawl of the pages one person reaches; answers the broken links and what was seen. */
async function crawl(page: Page, role: Role, testInfo: TestInfo) {
  const queue: FoundLink[] = START_PAGES[role].map((url) => ({ url, from: '(start)' }));
  const results = new Map<string, string | null>();
  const firstSeenOn = new Map<string, string>();
  const visitsByShape = new Map<string, number>();
  const checksByShape = new Map<string, number>();
  const broken: Broken[] = [];
  let notRequested = 0;
  let visits = 0;
  for (const link of queue) firstSeenOn.set(link.url, link.from);

  const enqueue = (links: readonly FoundLink[]) => {
    for (const link of links) {
      if (firstSeenOn.has(link.url)) continue;
      firstSeenOn.set(link.url, link.from);
      queue.push(link);
    }
  };

  while (queue.length > 0) {
    // One breadth level at a time: check its links in parallel, then follow the pages worth
    // following (at most MAX_VISITS_PER_SHAPE of one shape) through the links their HTML holds.
    const level = queue.splice(0, queue.length);
    const unchecked = level.filter((link) => {
      if (results.has(link.url)) return false;
      const shape = toShape(link.url);
      const checks = checksByShape.get(shape) ?? 0;
      if (checks >= MAX_CHECKS_PER_SHAPE) {
        notRequested += 1;
        return false;
      }
      checksByShape.set(shape, checks + 1);
      return true;
    });
    const linksOf = new Map<string, FoundLink[]>();
    for (let index = 0; index < unchecked.length; index += PARALLEL_CHECKS) {
      const batch = unchecked.slice(index, index + PARALLEL_CHECKS);
      const checks = await Promise.all(batch.map((link) => checkLink(page, link.url, role)));
      batch.forEach((link, at) => {
        const { problem, links } = checks[at]!;
        results.set(link.url, problem);
        linksOf.set(link.url, links);
        if (problem !== null) broken.push({ url: link.url, from: link.from, problem });
      });
    }

    for (const link of level) {
      if (results.get(link.url) !== null || visits >= MAX_VISITS) continue;
      const shape = toShape(link.url);
      const seen = visitsByShape.get(shape) ?? 0;
      if (seen >= MAX_VISITS_PER_SHAPE) continue;
      visitsByShape.set(shape, seen + 1);
      visits += 1;
      enqueue(linksOf.get(link.url) ?? []);
    }
  }

  const summary = [
    `${role}: ${visits} pages opened, ${results.size} links checked (${notRequested} more of shapes checked ${MAX_CHECKS_PER_SHAPE} times), ${broken.length} broken`,
    ...broken.map((entry) => `  ${entry.problem}  ${entry.url}  (linked from ${entry.from})`),
  ].join('\n');
  await testInfo.attach(`links-${role}.txt`, {
    body: [summary, '', ...[...results.keys()].sort()].join('\n'),
    contentType: 'text/plain',
  });
  console.log(summary);
  return { broken, checked: results };
}

test.describe('every internal link answers 200 (issue 13)', () => {
  for (const role of ['guest', 'exporter', 'manager'] as const) {
    test(`as ${role === 'guest' ? 'a guest' : `the ${role}`}`, async ({ page }, testInfo) => {
      test.setTimeout(480_000);
      if (role !== 'guest') await signInViaApi(page, ACCOUNTS[role].email, ACCOUNTS[role].password);
      const { broken, checked } = await crawl(page, role, testInfo);
      // The crawl reached past the start pages: the header, footer and menus were followed.
      expect(checked.size).toBeGreaterThan(20);
      expect(
        broken.map((entry) => `${entry.problem}: ${entry.url} (linked from ${entry.from})`),
        'broken internal links',
      ).toEqual([]);
    });
  }
});
