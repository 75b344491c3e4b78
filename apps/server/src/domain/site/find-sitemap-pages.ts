import { asc } from 'drizzle-orm';
import { faqQuestions, type Database } from '@portal/db';
import { ENGLISH_ONLY_PATHS, PUBLIC_PAGE_PATHS, type PublicPagePath } from '@portal/contract';

/** One page of the sitemap: its language versions as absolute URLs. */
export type SitemapPage = {
  /** Ukrainian URL, absent for the English-only pages. */
  uk: string | null;
  en: string;
};

/** The page's path in English: `/` → `/en`, `/faq` → `/en/faq` (spec §2). */
export function toEnglishPath(path: string): string {
  return path === '/' ? '/en' : `/en${path}`;
}

/**
 * Every page search engines should find (issue 4 item 4): the public pages of spec §2 and every
 * FAQ question (/faq/{id}), each in Ukrainian and English, except the English-only pages.
 */
export async function findSitemapPages(db: Database, publicUrl: string): Promise<SitemapPage[]> {
  const questions = await db
    .select({ id: faqQuestions.id })
    .from(faqQuestions)
    .orderBy(asc(faqQuestions.position), asc(faqQuestions.id));
  const paths: string[] = [...PUBLIC_PAGE_PATHS, ...questions.map((question) => `/faq/${question.id}`)];
  return paths.map((path) => ({
    uk: ENGLISH_ONLY_PATHS.includes(path as PublicPagePath) ? null : `${publicUrl}${path}`,
    en: `${publicUrl}${toEnglishPath(path)}`,
  }));
}
