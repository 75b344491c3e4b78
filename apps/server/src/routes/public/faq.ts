import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints, parseRowId, type FaqLocaleQuery } from '@portal/contract';
import { findFaqCategories } from '../../domain/content/find-faq-categories';
import { getFaqCategory } from '../../domain/content/get-faq-category';
import { getFaqQuestion } from '../../domain/content/get-faq-question';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/endpoint-route';

/** `?locale=` wins over X-Localization, for the texts and the messages alike. */
function applyLocale(request: FastifyRequest, query: FaqLocaleQuery) {
  if (query.locale) request.locale = query.locale;
}

function parseIdOrThrow(value: string): number {
  const id = parseRowId(value);
  if (id === undefined) throw new AppError('not_found', 'error.not_found');
  return id;
}

/** FAQ of spec §7 (`/common/faq/*`), from the content reference data, cached per language. */
const faqRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getFaqAll, (request, reply) => {
    applyLocale(request, request.query);
    return app.referenceCache.send(request, reply, 'faq.all', () =>
      findFaqCategories({ db: app.db, locale: request.locale }),
    );
  });

  route(app, endpoints.getFaqQuestion, (request, reply) => {
    applyLocale(request, request.query);
    const id = parseIdOrThrow(request.params.id);
    return app.referenceCache.send(request, reply, `faq.question.${id}`, () =>
      getFaqQuestion({ db: app.db, locale: request.locale, id }),
    );
  });

  route(app, endpoints.getFaqCategory, (request, reply) => {
    applyLocale(request, request.query);
    const id = parseIdOrThrow(request.params.id);
    return app.referenceCache.send(request, reply, `faq.category.${id}`, () =>
      getFaqCategory({ db: app.db, locale: request.locale, id }),
    );
  });
};

export default faqRoutes;
