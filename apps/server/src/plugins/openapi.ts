import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { endpointMeta, ErrorBodySchema } from '@portal/contract';
import { documentedErrors } from '../lib/endpoint-errors';

const ERROR_JSON_SCHEMA = z.toJSONSchema(ErrorBodySchema, { target: 'openapi-3.0' });

/**
 * OpenAPI generated from the endpoint table (decision 023): every route registered from an entry
 * carries its operationId, security and schemas; the 4xx answers it can give are added here from
 * the entry's access and input. /api/openapi.json and /api/docs.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Exporters portal API',
          description:
            'Every call answers `{ data }`; errors answer `{ message, code, errors? }` in the language of `X-Localization` (uk, en).',
          version: '1.0.0',
          license: { name: 'Proprietary', url: `${app.config.publicUrl}/terms` },
        },
        servers: [{ url: app.config.publicUrl, description: 'This portal' }],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer' },
            cookie: { type: 'apiKey', in: 'cookie', name: 'token' },
          },
        },
      },
      transform: (input) => {
        const output = jsonSchemaTransform(input);
        const entry = input.route.config?.endpoint;
        if (!entry) return output;
        const schema = output.schema as {
          response?: Record<string, unknown>;
          body?: Record<string, unknown>;
        };
        const { example, consumes } = endpointMeta(entry);
        // A streamed upload has no body schema to validate (decision 036): its body is the file.
        const streamed =
          Array.isArray(consumes) && !schema.body ? { type: 'string', format: 'binary' } : undefined;
        const body =
          schema.body && example !== undefined ? { ...schema.body, example } : (schema.body ?? streamed);
        const response = { ...(schema.response ?? {}) };
        if (endpointMeta(entry).cached) {
          response[304] = {
            description: 'Not modified: the `If-None-Match` sent matches the answer’s `ETag` (no body).',
          };
        }
        for (const { status, description } of documentedErrors(entry)) {
          response[status] = {
            description,
            content: { 'application/json': { schema: ERROR_JSON_SCHEMA } },
          };
        }
        return { ...output, schema: { ...output.schema, ...(body ? { body } : {}), response } };
      },
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
