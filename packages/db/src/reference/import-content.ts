import { eq } from 'drizzle-orm';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PARTNER_KINDS } from '@portal/contract';
import type { Database } from '../client';
import {
  faqCategories,
  faqQuestions,
  pages,
  partners,
  seoEntries,
  tariffFeatures,
  tariffFeatureValues,
  tariffs,
  type PageSection,
} from '../schema';
import type { ReferenceDataSet } from './types';

/**
 * Published content (FAQ, legal pages, SEO data, partners, tariffs) from `reference/content`.
 * Rows are upserted by their slug (pages by slug, SEO entries by path), so the ids that appear
 * in URLs (/faq/{id}, /tariffs/{id}) stay the same across imports. Rows missing from the files
 * are left alone: managers may have added them, and removing published content is their call.
 * Tariffs and what each includes are only seeded: the back office edits them (decision 027).
 */
export const contentDataSet: ReferenceDataSet = {
  name: 'content',
  async read(referenceDir) {
    const dir = join(referenceDir, 'content');
    const pageFiles = (await readdir(join(dir, 'pages'))).filter((file) => file.endsWith('.json')).sort();
    const files = [
      'faq.json',
      'seo.json',
      'partners.json',
      'tariffs.json',
      ...pageFiles.map((f) => `pages/${f}`),
    ];
    const texts = await Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')));
    const byName = new Map(files.map((file, i) => [file, texts[i]!]));
    const checksumInput = files.map((file) => `${file}\n${byName.get(file)}`).join('\u0000');
    const parse = (file: string): unknown => {
      try {
        return JSON.parse(byName.get(file)!) as unknown;
      } catch (error) {
        throw new Error(`reference/content/${file} is not valid JSON`, { cause: error });
      }
    };
    const content: ContentFiles = {
      faq: readFaq(parse('faq.json')),
      seo: readSeo(parse('seo.json')),
      partners: readPartners(parse('partners.json')),
      tariffs: readTariffs(parse('tariffs.json')),
      pages: pageFiles.map((file) => readPage(parse(`pages/${file}`), `pages/${file}`)),
    };
    return { checksumInput, load: (db) => loadContent(db, content) };
  },
};

type Localized = { uk: string; en: string };

type FaqFile = {
  slug: string;
  name: Localized;
  questions: { slug: string; onLanding: boolean; question: Localized; answer: Localized }[];
}[];
type SeoFile = { path: string; title: Localized; description: Localized; keywords: Localized }[];
type PartnersFile = {
  slug: string;
  kind: string;
  websiteUrl: string;
  name: Localized;
  description: Localized;
}[];
type TariffsFile = {
  tariffs: {
    slug: string;
    name: Localized;
    description: Localized;
    priceMinor: number;
    currency: string;
    periodMonths: number;
    isTrial: boolean;
    trialDays: number | null;
    isRecommended: boolean;
    isPublic: boolean;
  }[];
  features: {
    slug: string;
    name: Localized;
    values: Map<string, { included: boolean; note: Localized }>;
  }[];
};
type PageFile = {
  slug: string;
  effectiveOn: string;
  uk: { title: string; summary: string; sections: PageSection[] };
  en: { title: string; summary: string; sections: PageSection[] };
};
type ContentFiles = {
  faq: FaqFile;
  seo: SeoFile;
  partners: PartnersFile;
  tariffs: TariffsFile;
  pages: PageFile[];
};

async function loadContent(db: Database, content: ContentFiles): Promise<number> {
  let rows = 0;

  for (const [position, category] of content.faq.entries()) {
    const values = { nameUk: category.name.uk, nameEn: category.name.en, position };
    const [saved] = await db
      .insert(faqCategories)
      .values({ slug: category.slug, ...values })
      .onConflictDoUpdate({ target: faqCategories.slug, set: values })
      .returning({ id: faqCategories.id });
    rows++;
    for (const [questionPosition, question] of category.questions.entries()) {
      const questionValues = {
        categoryId: saved!.id,
        questionUk: question.question.uk,
        questionEn: question.question.en,
        answerUk: question.answer.uk,
        answerEn: question.answer.en,
        onLanding: question.onLanding,
        position: questionPosition,
      };
      await db
        .insert(faqQuestions)
        .values({ slug: question.slug, ...questionValues })
        .onConflictDoUpdate({ target: faqQuestions.slug, set: questionValues });
      rows++;
    }
  }

  for (const page of content.pages) {
    const values = {
      titleUk: page.uk.title,
      titleEn: page.en.title,
      summaryUk: page.uk.summary,
      summaryEn: page.en.summary,
      bodyUk: page.uk.sections,
      bodyEn: page.en.sections,
      effectiveOn: page.effectiveOn,
    };
    await db
      .insert(pages)
      .values({ slug: page.slug, ...values })
      .onConflictDoUpdate({ target: pages.slug, set: values });
    rows++;
  }

  for (const entry of content.seo) {
    const values = {
      titleUk: entry.title.uk,
      titleEn: entry.title.en,
      descriptionUk: entry.description.uk,
      descriptionEn: entry.description.en,
      keywordsUk: entry.keywords.uk,
      keywordsEn: entry.keywords.en,
    };
    await db
      .insert(seoEntries)
      .values({ path: entry.path, ...values })
      .onConflictDoUpdate({ target: seoEntries.path, set: values });
    rows++;
  }

  for (const [position, partner] of content.partners.entries()) {
    const values = {
      nameUk: partner.name.uk,
      nameEn: partner.name.en,
      descriptionUk: partner.description.uk,
      descriptionEn: partner.description.en,
      kind: partner.kind,
      websiteUrl: partner.websiteUrl,
      position,
    };
    await db
      .insert(partners)
      .values({ slug: partner.slug, ...values })
      .onConflictDoUpdate({ target: partners.slug, set: values });
    rows++;
  }

  const tariffIds = new Map<string, number>();
  for (const [position, tariff] of content.tariffs.tariffs.entries()) {
    const values = {
      nameUk: tariff.name.uk,
      nameEn: tariff.name.en,
      descriptionUk: tariff.description.uk,
      descriptionEn: tariff.description.en,
      priceMinor: tariff.priceMinor,
      currency: tariff.currency,
      periodMonths: tariff.periodMonths,
      isTrial: tariff.isTrial,
      trialDays: tariff.trialDays,
      isRecommended: tariff.isRecommended,
      isPublic: tariff.isPublic,
      position,
    };
    // A tariff is seeded once: after that the back office owns its prices and texts (issue 14
    // §5, decision 027), and a later import must not undo a manager's edit.
    await db
      .insert(tariffs)
      .values({ slug: tariff.slug, ...values })
      .onConflictDoNothing({ target: tariffs.slug });
    const [saved] = await db.select({ id: tariffs.id }).from(tariffs).where(eq(tariffs.slug, tariff.slug));
    tariffIds.set(tariff.slug, saved!.id);
    rows++;
  }

  for (const [position, feature] of content.tariffs.features.entries()) {
    const values = { nameUk: feature.name.uk, nameEn: feature.name.en, position };
    const [saved] = await db
      .insert(tariffFeatures)
      .values({ slug: feature.slug, ...values })
      .onConflictDoUpdate({ target: tariffFeatures.slug, set: values })
      .returning({ id: tariffFeatures.id });
    rows++;
    for (const [tariffSlug, value] of feature.values) {
      const tariffId = tariffIds.get(tariffSlug);
      if (tariffId === undefined) {
        throw new Error(`tariffs.json: feature ${feature.slug} names an unknown tariff ${tariffSlug}`);
      }
      const cell = { included: value.included, noteUk: value.note.uk, noteEn: value.note.en };
      // Seeded once as well: the back office edits what each plan includes.
      await db
        .insert(tariffFeatureValues)
        .values({ tariffId, featureId: saved!.id, ...cell })
        .onConflictDoNothing({ target: [tariffFeatureValues.tariffId, tariffFeatureValues.featureId] });
      rows++;
    }
  }

  return rows;
}

// The files are written by hand: each reader checks the shape and names the place of a mistake,
// so a typo fails the start-up with a clear message instead of importing half a page.

type Json = Record<string, unknown>;

function fail(path: string, expected: string): never {
  throw new Error(`reference/content/${path}: expected ${expected}`);
}

function object(value: unknown, path: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(path, 'an object');
  return value as Json;
}

function array(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) fail(path, 'an array');
  return value;
}

function text(value: unknown, path: string, options: { allowEmpty?: boolean } = {}): string {
  if (typeof value !== 'string' || (!options.allowEmpty && value.trim() === '')) {
    fail(path, options.allowEmpty ? 'a string' : 'a non-empty string');
  }
  return value;
}

function slug(value: unknown, path: string): string {
  const result = text(value, path);
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(result)) fail(path, 'a kebab-case slug');
  return result;
}

function partnerKind(value: unknown, path: string): string {
  const result = text(value, path);
  if (!(PARTNER_KINDS as readonly string[]).includes(result))
    fail(path, `one of ${PARTNER_KINDS.join(', ')}`);
  return result;
}

function flag(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') fail(path, 'true or false');
  return value;
}

function integer(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    fail(path, 'a whole number ≥ 0');
  return value;
}

function localized(value: unknown, path: string, options: { allowEmpty?: boolean } = {}): Localized {
  const record = object(value, path);
  return { uk: text(record.uk, `${path}.uk`, options), en: text(record.en, `${path}.en`, options) };
}

function unique<T>(items: T[], key: (item: T) => string, path: string): T[] {
  const seen = new Set<string>();
  for (const item of items) {
    const value = key(item);
    if (seen.has(value)) fail(path, `unique keys, but ${value} repeats`);
    seen.add(value);
  }
  return items;
}

function readFaq(value: unknown): FaqFile {
  const root = object(value, 'faq.json');
  const categories = array(root.categories, 'faq.json.categories').map((raw, i) => {
    const path = `faq.json.categories.${i}`;
    const category = object(raw, path);
    return {
      slug: slug(category.slug, `${path}.slug`),
      name: localized(category.name, `${path}.name`),
      questions: array(category.questions, `${path}.questions`).map((rawQuestion, j) => {
        const questionPath = `${path}.questions.${j}`;
        const question = object(rawQuestion, questionPath);
        return {
          slug: slug(question.slug, `${questionPath}.slug`),
          onLanding: flag(question.on_landing, `${questionPath}.on_landing`),
          question: localized(question.question, `${questionPath}.question`),
          answer: localized(question.answer, `${questionPath}.answer`),
        };
      }),
    };
  });
  unique(categories, (c) => c.slug, 'faq.json categories');
  unique(
    categories.flatMap((c) => c.questions),
    (q) => q.slug,
    'faq.json questions',
  );
  return categories;
}

function readSeo(value: unknown): SeoFile {
  const entries = array(value, 'seo.json').map((raw, i) => {
    const path = `seo.json.${i}`;
    const entry = object(raw, path);
    const pagePath = text(entry.path, `${path}.path`);
    if (!/^\/[a-z0-9\-/]*$/.test(pagePath) || (pagePath !== '/' && pagePath.endsWith('/'))) {
      fail(`${path}.path`, 'a Ukrainian page path such as /faq');
    }
    const uk = object(entry.uk, `${path}.uk`);
    const en = object(entry.en, `${path}.en`);
    const pair = (field: string) => localized({ uk: uk[field], en: en[field] }, `${path}.{uk,en}.${field}`);
    return {
      path: pagePath,
      title: pair('title'),
      description: pair('description'),
      keywords: pair('keywords'),
    };
  });
  return unique(entries, (e) => e.path, 'seo.json paths');
}

function readPartners(value: unknown): PartnersFile {
  const entries = array(value, 'partners.json').map((raw, i) => {
    const path = `partners.json.${i}`;
    const partner = object(raw, path);
    return {
      slug: slug(partner.slug, `${path}.slug`),
      kind: partnerKind(partner.kind, `${path}.kind`),
      websiteUrl: text(partner.website_url ?? '', `${path}.website_url`, { allowEmpty: true }),
      name: localized(partner.name, `${path}.name`),
      description: localized(partner.description, `${path}.description`),
    };
  });
  return unique(entries, (p) => p.slug, 'partners.json slugs');
}

function readTariffs(value: unknown): TariffsFile {
  const root = object(value, 'tariffs.json');
  const plans = array(root.tariffs, 'tariffs.json.tariffs').map((raw, i) => {
    const path = `tariffs.json.tariffs.${i}`;
    const plan = object(raw, path);
    const currency = text(plan.currency, `${path}.currency`);
    if (!/^[A-Z]{3}$/.test(currency)) fail(`${path}.currency`, 'an ISO 4217 code');
    const isTrial = flag(plan.is_trial, `${path}.is_trial`);
    const trialDays = plan.trial_days === null ? null : integer(plan.trial_days, `${path}.trial_days`);
    if (isTrial && !trialDays) fail(`${path}.trial_days`, 'the days of the trial');
    return {
      slug: slug(plan.slug, `${path}.slug`),
      name: localized(plan.name, `${path}.name`),
      description: localized(plan.description, `${path}.description`),
      priceMinor: integer(plan.price_minor, `${path}.price_minor`),
      currency,
      periodMonths: integer(plan.period_months, `${path}.period_months`),
      isTrial,
      trialDays,
      isRecommended: flag(plan.is_recommended, `${path}.is_recommended`),
      isPublic: flag(plan.is_public, `${path}.is_public`),
    };
  });
  unique(plans, (p) => p.slug, 'tariffs.json tariffs');
  const features = array(root.features, 'tariffs.json.features').map((raw, i) => {
    const path = `tariffs.json.features.${i}`;
    const feature = object(raw, path);
    const cells = object(feature.values, `${path}.values`);
    const values = new Map(
      Object.entries(cells).map(([tariffSlug, rawCell]) => {
        const cellPath = `${path}.values.${tariffSlug}`;
        const cell = object(rawCell, cellPath);
        return [
          tariffSlug,
          {
            included: flag(cell.included, `${cellPath}.included`),
            note: localized(cell.note ?? { uk: '', en: '' }, `${cellPath}.note`, { allowEmpty: true }),
          },
        ] as const;
      }),
    );
    return {
      slug: slug(feature.slug, `${path}.slug`),
      name: localized(feature.name, `${path}.name`),
      values,
    };
  });
  unique(features, (f) => f.slug, 'tariffs.json features');
  return { tariffs: plans, features };
}

function readPage(value: unknown, file: string): PageFile {
  const page = object(value, file);
  const effectiveOn = text(page.effective_on, `${file}.effective_on`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(effectiveOn)) fail(`${file}.effective_on`, 'a date YYYY-MM-DD');
  const language = (locale: 'uk' | 'en') => {
    const path = `${file}.${locale}`;
    const body = object(page[locale], path);
    return {
      title: text(body.title, `${path}.title`),
      summary: text(body.summary, `${path}.summary`),
      sections: array(body.sections, `${path}.sections`).map((raw, i) => {
        const section = object(raw, `${path}.sections.${i}`);
        return {
          heading: text(section.heading, `${path}.sections.${i}.heading`),
          paragraphs: array(section.paragraphs, `${path}.sections.${i}.paragraphs`).map((p, j) =>
            text(p, `${path}.sections.${i}.paragraphs.${j}`),
          ),
        };
      }),
    };
  };
  const pageSlug = slug(page.slug, `${file}.slug`);
  if (`pages/${pageSlug}.json` !== file) fail(`${file}.slug`, `the file's own name`);
  return { slug: pageSlug, effectiveOn, uk: language('uk'), en: language('en') };
}
