import type { MetaDescriptor } from 'react-router';
import type { TFunction } from 'i18next';
import {
  ENGLISH_ONLY_PATHS,
  LOCALE_ISO,
  PUBLIC_PAGE_PATHS,
  type PublicPagePath,
  type SeoData,
  type UiLocale,
} from '@portal/contract';
import { getFixedT } from './i18n';
import { getLocaleFromPath, localizePath, stripLocale } from './locale';

/** What the root loader adds for every page's head (root.tsx, meta.server.ts). */
export type SiteMeta = {
  /** The page's `/seo/get-data` answer, or null where none was read (private pages, the call failing). */
  seo: SeoData | null;
  /** The portal's public origin (config PUBLIC_URL), for absolute URLs: `https://host`. */
  origin: string;
};

/**
 * A page's own title and description, for pages the SEO data does not describe.
 * `title` is the page's part ('How do I register?'); ' | Портал експортерів' is added here.
 */
export type PageMeta = { title: string; description?: string; keywords?: string; noindex?: boolean };

/** The Open Graph picture (apps/web/public/og-image.png), 1200 × 630 as Open Graph asks. */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

type MetaMatchLike = { id: string; loaderData?: unknown } | undefined;
/** What `buildPageMeta` reads from a route's meta arguments (any route's Route.MetaArgs fits). */
export type PageMetaArgs = {
  location: { pathname: string };
  matches: readonly MetaMatchLike[];
  error?: unknown;
};

const FAQ_QUESTION_PATH = /^\/faq\/\d+$/;

/**
 * Pages search engines may index, by their Ukrainian path: the public pages of spec §2 and the
 * FAQ questions, each in both languages except the English-only ones. The rest (profile, the
 * password forms, errors) is `noindex` and has no alternates.
 */
export function isIndexablePath(path: string, locale: UiLocale): boolean {
  if (FAQ_QUESTION_PATH.test(path)) return true;
  if (!(PUBLIC_PAGE_PATHS as readonly string[]).includes(path)) return false;
  return locale === 'en' || !ENGLISH_ONLY_PATHS.includes(path as PublicPagePath);
}

/**
 * The head of every page (ARCHITECTURE §8, issue 4 item 4): title, description, keywords, robots,
 * canonical URL, `hreflang` alternates and Open Graph tags, in the language of the URL.
 *
 * Where the text comes from, first found wins:
 * 1. `page`, passed by a route's own `meta` export — error pages (the root passes the error's
 *    title) and private pages with a fixed title from the catalogue:
 *    `export const meta: Route.MetaFunction = (args) => buildPageMeta(args, (t) => ({ title: t('…') }))`;
 * 2. `pageMeta` in the loader data of the deepest route that has one — pages whose title depends
 *    on their data: `return { question, pageMeta: { title: question.question, description } }`
 *    (type PageMeta). Such a route exports `meta = (args) => buildPageMeta(args)`: React Router
 *    passes a route's `meta` only the matches down to that route, so the root's cannot see it;
 * 3. the SEO data of the path (`/seo/get-data`, read by the root loader);
 * 4. the catalogue's home title and description, when the SEO data could not be read.
 *
 * A title is the page's part and gets the site name added ('Тарифи | Портал експортерів'),
 * unless it already names the site (the home page's title does).
 */
export function buildPageMeta(
  args: PageMetaArgs,
  page?: PageMeta | ((t: TFunction) => PageMeta),
): MetaDescriptor[] {
  const { pathname } = args.location;
  const locale = getLocaleFromPath(pathname);
  const t = getFixedT(locale);
  const path = stripLocale(pathname);
  const site = findSiteMeta(args.matches);
  const own = (typeof page === 'function' ? page(t) : page) ?? findPageMeta(args.matches);
  const seo = site?.seo ?? null;

  const title = composeTitle(t, own?.title ?? seo?.title ?? t('meta.homeTitle'));
  const description = own?.description ?? seo?.description ?? t('meta.homeDescription');
  const keywords = own?.keywords ?? seo?.keywords ?? '';
  const isIndexable = args.error == null && own?.noindex !== true && isIndexablePath(path, locale);
  const origin = site?.origin ?? '';
  const isEnglishOnly = ENGLISH_ONLY_PATHS.includes(path as PublicPagePath);

  const tags: MetaDescriptor[] = [{ title }, { name: 'description', content: description }];
  if (keywords) tags.push({ name: 'keywords', content: keywords });
  if (!isIndexable) tags.push({ name: 'robots', content: 'noindex' });
  tags.push(
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: t('meta.siteName') },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: toOgLocale(locale) },
  );
  if (!isEnglishOnly)
    tags.push({ property: 'og:locale:alternate', content: toOgLocale(locale === 'en' ? 'ua' : 'en') });
  tags.push({ name: 'twitter:card', content: 'summary_large_image' });
  if (!origin) return tags;

  const canonical = `${origin}${localizePath(path, locale)}`;
  tags.push(
    { property: 'og:url', content: isIndexable ? canonical : `${origin}${pathname}` },
    { property: 'og:image', content: `${origin}${OG_IMAGE.path}` },
    { property: 'og:image:width', content: String(OG_IMAGE.width) },
    { property: 'og:image:height', content: String(OG_IMAGE.height) },
    { property: 'og:image:alt', content: t('meta.siteName') },
  );
  if (!isIndexable) return tags;
  tags.push({ tagName: 'link', rel: 'canonical', href: canonical });
  for (const alternate of findAlternates(path, origin)) {
    tags.push({ tagName: 'link', rel: 'alternate', hrefLang: alternate.hreflang, href: alternate.href });
  }
  return tags;
}

/**
 * The language versions of a page (`hreflang`): Ukrainian, English and x-default (Ukrainian, the
 * default language of spec §2); an English-only page names its English version alone.
 */
export function findAlternates(path: string, origin: string): { hreflang: string; href: string }[] {
  const en = { hreflang: 'en', href: `${origin}${localizePath(path, 'en')}` };
  if (ENGLISH_ONLY_PATHS.includes(path as PublicPagePath)) return [en];
  const uk = `${origin}${localizePath(path, 'ua')}`;
  return [{ hreflang: 'uk', href: uk }, en, { hreflang: 'x-default', href: uk }];
}

/** 'Page | Exporters portal'. */
export function formatTitle(t: TFunction, title: string): string {
  return t('meta.titleTemplate', { title });
}

/** A page's title with the site name added, unless it already has it. */
export function composeTitle(t: TFunction, title: string): string {
  return title.includes(t('meta.siteName')) ? title : formatTitle(t, title);
}

/** Reads an answer of `/seo/get-data`; anything else is null (the page falls back, never breaks). */
export function parseSeoData(value: unknown): SeoData | null {
  if (typeof value !== 'object' || value === null) return null;
  const { title, description, keywords } = value as Record<string, unknown>;
  if (typeof title !== 'string' || title.trim() === '') return null;
  if (typeof description !== 'string') return null;
  const words = Array.isArray(keywords)
    ? keywords.filter((word): word is string => typeof word === 'string').join(', ')
    : typeof keywords === 'string'
      ? keywords
      : '';
  return { title: title.trim(), description: description.trim(), keywords: words.trim() };
}

function toOgLocale(locale: UiLocale): string {
  return LOCALE_ISO[locale].replace('-', '_');
}

function findSiteMeta(matches: readonly MetaMatchLike[]): SiteMeta | null {
  const data = matches.find((match) => match?.id === 'root')?.loaderData;
  if (typeof data !== 'object' || data === null || !('origin' in data) || !('seo' in data)) return null;
  const { origin, seo } = data as SiteMeta;
  return { origin: typeof origin === 'string' ? origin : '', seo: parseSeoData(seo) };
}

function findPageMeta(matches: readonly MetaMatchLike[]): PageMeta | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.loaderData;
    if (typeof data !== 'object' || data === null || !('pageMeta' in data)) continue;
    const pageMeta = data.pageMeta as Partial<PageMeta> | null | undefined;
    if (pageMeta && typeof pageMeta.title === 'string' && pageMeta.title !== '') return pageMeta as PageMeta;
  }
  return null;
}
