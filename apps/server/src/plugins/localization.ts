import fp from 'fastify-plugin';
import { LOCALIZATION_HEADER, parseApiLocale, type ApiLocale } from '@portal/contract';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of messages for this request, from `X-Localization` (uk by default). */
    locale: ApiLocale;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('locale', 'uk');
    app.addHook('onRequest', (request, _reply, done) => {
      request.locale = parseApiLocale(request.headers[LOCALIZATION_HEADER]);
      done();
    });
  },
  { name: 'localization' },
);
