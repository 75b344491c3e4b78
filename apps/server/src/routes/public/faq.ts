import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContentIdParamsSchema,
  FaqAllResponseSchema,
  FaqCategoryResponseSchema,
  FaqLocaleQuerySchema,
  FaqQuestionResponseSchema,
  type FaqLocaleQuery,
} from '@portal/contract';
import { findFaqCategories } from '../../domain/content/find-faq-categories';
import { getFaqCategory } from '../../domain/content/get-faq-category';
import { getFaqQuestion } from '../../domain/content/get-faq-question';
import { parseContentId } from '../../domain/content/parse-content-id';
import { AppError } from '../../lib/app-error';

const tags = ['content'];
const LOCALE_NOTE =
  '`?locale=uk|en` chooses the language (spec §7 "by locale"); without it `X-Localization` does. Another locale: 422.';

/** `?locale=` wins over X-Localization, for the texts and the messages alike. */
function applyLocale(request: FastifyRequest<{ Querystring: FaqLocaleQuery }>) {
  if (request.query.locale) request.locale = request.query.locale;
}

function parseIdOrThrow(value: string): number {
  const id = parseContentId(value);
  if (id === null) throw new AppError('not_found', 'error.not_found');
  return id;
}

/** FAQ of spec §7 (`/common/faq/*`), from the content reference data, cached per language. */
const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/common/faq/get-all',
    {
      schema: {
        tags,
        summary: 'Every FAQ category with its questions, in order',
        description: LOCALE_NOTE,
        querystring: FaqLocaleQuerySchema,
        response: { 200: FaqAllResponseSchema },
      },
    },
    (request, reply) => {
      applyLocale(request);
      return app.referenceCache.send(request, reply, 'faq.all', () =>
        findFaqCategories({ db: app.db, locale: request.locale }),
      );
    },
  );

  app.get(
    '/common/faq/question/:id',
    {
      schema: {
        tags,
        summary: 'One FAQ question with its category',
        description: `${LOCALE_NOTE} An unknown or non-numeric id: 404.`,
        params: ContentIdParamsSchema,
        querystring: FaqLocaleQuerySchema,
        response: { 200: FaqQuestionResponseSchema },
      },
    },
    (request, reply) => {
      applyLocale(request);
      const id = parseIdOrThrow(request.params.id);
      return app.referenceCache.send(request, reply, `faq.question.${id}`, () =>
        getFaqQuestion({ db: app.db, locale: request.locale, id }),
      );
    },
  );

  app.get(
    '/common/faq/category/:id',
    {
      schema: {
        tags,
        summary: 'One FAQ category with its questions',
        description: `${LOCALE_NOTE} An unknown or non-numeric id: 404.`,
        params: ContentIdParamsSchema,
        querystring: FaqLocaleQuerySchema,
        response: { 200: FaqCategoryResponseSchema },
      },
    },
    (request, reply) => {
      applyLocale(request);
      const id = parseIdOrThrow(request.params.id);
      return app.referenceCache.send(request, reply, `faq.category.${id}`, () =>
        getFaqCategory({ db: app.db, locale: request.locale, id }),
      );
    },
  );
};

export default faqRoutes;
