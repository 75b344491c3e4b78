import {
  ContentIdParamsSchema,
  FaqAllResponseSchema,
  FaqCategoryResponseSchema,
  FaqLocaleQuerySchema,
  FaqQuestionResponseSchema,
  PageParamsSchema,
  PageResponseSchema,
  PartnersResponseSchema,
  SeoDataResponseSchema,
  SeoQuerySchema,
} from '../api/content';
import {
  TariffComparisonResponseSchema,
  TariffParamsSchema,
  TariffResponseSchema,
  TariffsResponseSchema,
} from '../api/tariffs';
import { endpoint } from '../endpoint';
import { LEGAL_PAGE_SLUGS } from '../public-pages';

const tags = ['content'] as const;
const LOCALE_NOTE =
  '`?locale=uk|en` chooses the language (spec §7 "by locale"); without it `X-Localization` does. Another locale: 422.';

// ─── FAQ (spec §7 `/common/faq/*`) ───────────────────────────────────────────────────────

export const getFaqAll = endpoint({
  operationId: 'getFaqAll',
  method: 'GET',
  path: '/common/faq/get-all',
  access: 'public',
  cached: true,
  tags,
  summary: 'Every FAQ category with its questions, in order',
  description: LOCALE_NOTE,
  query: FaqLocaleQuerySchema,
  response: FaqAllResponseSchema,
});

export const getFaqQuestion = endpoint({
  operationId: 'getFaqQuestion',
  method: 'GET',
  path: '/common/faq/question/{id}',
  access: 'public',
  cached: true,
  tags,
  summary: 'One FAQ question with its category',
  description: `${LOCALE_NOTE} An unknown or non-numeric id: 404.`,
  params: ContentIdParamsSchema,
  query: FaqLocaleQuerySchema,
  response: FaqQuestionResponseSchema,
});

export const getFaqCategory = endpoint({
  operationId: 'getFaqCategory',
  method: 'GET',
  path: '/common/faq/category/{id}',
  access: 'public',
  cached: true,
  tags,
  summary: 'One FAQ category with its questions',
  description: `${LOCALE_NOTE} An unknown or non-numeric id: 404.`,
  params: ContentIdParamsSchema,
  query: FaqLocaleQuerySchema,
  response: FaqCategoryResponseSchema,
});

// ─── Text pages (spec §2/§7 `/pages/{slug}`) ─────────────────────────────────────────────

export const getPage = endpoint({
  operationId: 'getPage',
  method: 'GET',
  path: '/pages/{slug}',
  access: 'public',
  cached: true,
  tags,
  summary: 'A text page by slug, in the language of X-Localization',
  description: `Slugs: ${LEGAL_PAGE_SLUGS.join(', ')}. An unknown slug: 404.`,
  params: PageParamsSchema,
  response: PageResponseSchema,
});

// ─── Page metadata (ARCHITECTURE §8 `/seo/get-data`) ─────────────────────────────────────

export const getSeoData = endpoint({
  operationId: 'getSeoData',
  method: 'GET',
  path: '/seo/get-data',
  access: 'public',
  cached: true,
  tags,
  summary: 'Title, description and keywords of a public page',
  description:
    'The title comes without the site name. `/en/...`, a trailing slash, a query and case are normalised; ' +
    'a path without its own entry takes its nearest parent’s (`/faq/12` → `/faq`) and finally the site ' +
    "default of `/`, so the answer is always 200. A path that does not start with '/' or is longer than 200: 422.",
  query: SeoQuerySchema,
  response: SeoDataResponseSchema,
});

// ─── Partners (spec §7 `/partners/get`) ──────────────────────────────────────────────────

export const listPartners = endpoint({
  operationId: 'listPartners',
  method: 'GET',
  path: '/partners/get',
  access: 'public',
  cached: true,
  tags,
  summary: 'Partner organisations, in order, in the language of X-Localization',
  response: PartnersResponseSchema,
});

// ─── Subscription plans (spec §7 `/tariffs*`) ────────────────────────────────────────────

const tariffTags = ['tariffs'] as const;

export const listTariffs = endpoint({
  operationId: 'listTariffs',
  method: 'GET',
  path: '/tariffs',
  access: 'public',
  cached: true,
  tags: tariffTags,
  summary: 'The plans offered: the 14-day trial and the paid plans, in order',
  description: 'Prices are integer minor units (kopiykas) of `currency` (UAH) for the whole period.',
  response: TariffsResponseSchema,
});

export const getTariffComparison = endpoint({
  operationId: 'getTariffComparison',
  method: 'GET',
  path: '/tariffs/with-comparison',
  access: 'public',
  cached: true,
  tags: tariffTags,
  summary: 'The comparison table: columns (basic services, then the paid plans) and feature rows',
  description:
    "Each row's `values` has an entry for every column, keyed by the plan's id as a string. " +
    'The trial is not a column: it opens the professional services of the paid plans for 14 days.',
  response: TariffComparisonResponseSchema,
});

export const getTariff = endpoint({
  operationId: 'getTariff',
  method: 'GET',
  path: '/tariffs/{idOrSlug}',
  access: 'public',
  cached: true,
  tags: tariffTags,
  summary: 'One plan by numeric id or slug (the trial and basic included)',
  description: 'An unknown id or slug: 404.',
  params: TariffParamsSchema,
  response: TariffResponseSchema,
});
