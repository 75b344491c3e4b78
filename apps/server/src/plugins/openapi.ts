import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the contract's zod schemas: /api/openapi.json and /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Exporters portal API',
          description:
            'Every call answers `{ data }`; errors answer `{ message, code, errors? }` in the language of `X-Localization` (uk, en).',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer' },
            cookie: { type: 'apiKey', in: 'cookie', name: 'token' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    // No `staticCSP` / `transformStaticCSP`: the page is under the portal's own policy
    // (plugins/security-headers, decision 020). Swagger UI loads its scripts from files, styles
    // elements through style attributes and shows data: images, all of which that policy admits;
    // its own static policy would only loosen frame-ancestors and style-src.
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
