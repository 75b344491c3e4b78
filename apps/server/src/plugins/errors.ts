import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  ERROR_STATUS,
  LOCALIZATION_HEADER,
  parseApiLocale,
  toFieldErrors,
  translateMessage,
  type ErrorBody,
  type ErrorCode,
  type FieldErrors,
  type MessageKey,
} from '@portal/contract';
import { AppError } from '../lib/app-error';
import { RequestValidationError } from '../lib/validation';
import { classifyDatabaseError } from '../lib/database-errors';

/**
 * Seconds a client should wait before trying again: an unreachable database takes a while to
 * come back; a transaction rolled back by a deadlock or a serialization failure can be repeated
 * at once.
 */
const DATABASE_RETRY_AFTER_SECONDS = { unavailable: 5, conflict: 1 } as const;

/** Fastify's own request errors, mapped to the codes of ARCHITECTURE §5. */
const FASTIFY_ERRORS: Record<string, { code: ErrorCode; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'bad_request', key: 'error.malformed_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'bad_request', key: 'error.malformed_json' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', key: 'error.payload_too_large' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'bad_request', key: 'error.bad_request' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type', key: 'error.unsupported_media_type' },
  FST_ERR_CTP_EMPTY_TYPE: { code: 'unsupported_media_type', key: 'error.unsupported_media_type' },
  FST_ERR_CTP_INVALID_TYPE: { code: 'unsupported_media_type', key: 'error.unsupported_media_type' },
  FST_ERR_BAD_URL: { code: 'bad_request', key: 'error.bad_request' },
  FST_ERR_ASYNC_CONSTRAINT: { code: 'bad_request', key: 'error.bad_request' },
};

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  key: MessageKey,
  extra: { fields?: FieldErrors; params?: Record<string, string | number> } = {},
) {
  const body: ErrorBody = { message: translateMessage(key, request.locale, extra.params), code };
  if (extra.fields) body.errors = extra.fields;
  return reply.code(ERROR_STATUS[code]).type('application/json; charset=utf-8').send(body);
}

/**
 * Fastify's `frameworkErrors`: failures found before routing (a malformed URL) would otherwise
 * get Fastify's own body; they get ours. No hook has run yet, so the language and the request
 * id are set here.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.locale = parseApiLocale(request.headers[LOCALIZATION_HEADER]);
  reply.header('x-request-id', request.id);
  const known = FASTIFY_ERRORS[error.code] ?? { code: 'bad_request', key: 'error.bad_request' };
  return send(request, reply, known.code, known.key);
}

/**
 * One place turns every failure into `{ message, code, errors? }` in the request's language
 * (ARCHITECTURE §5). Nothing a caller sends produces a 500: only our own faults do.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof RequestValidationError) {
        return send(request, reply, 'validation_failed', 'error.validation_failed', {
          fields: toFieldErrors(error.issues, request.locale),
        });
      }
      if (error instanceof AppError) {
        for (const [name, value] of Object.entries(error.options.headers ?? {})) reply.header(name, value);
        const fields = error.options.fields
          ? Object.fromEntries(
              Object.entries(error.options.fields).map(([field, keys]) => [
                field,
                keys.map((key) => translateMessage(key, request.locale)),
              ]),
            )
          : undefined;
        return send(request, reply, error.code, error.messageKey, {
          ...(fields ? { fields } : {}),
          ...(error.options.params ? { params: error.options.params } : {}),
        });
      }
      const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
      if (known) return send(request, reply, known.code, known.key);
      const databaseFailure = classifyDatabaseError(error);
      if (databaseFailure) {
        // 503, not 500: the request was sound and repeating it is right (decision 003). Logged
        // as errors all the same: an outage, or transactions of ours that clash.
        request.log.error(
          { err: error },
          databaseFailure === 'unavailable'
            ? 'database unavailable'
            : 'database transaction rolled back (deadlock or serialization failure)',
        );
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS[databaseFailure]));
        return send(request, reply, 'service_unavailable', 'error.service_unavailable');
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Any other client error Fastify raised about the request itself.
        request.log.info({ err: error }, 'client error');
        const code = (Object.entries(ERROR_STATUS).find(([, s]) => s === status)?.[0] ??
          'bad_request') as ErrorCode;
        return send(request, reply, code, `error.${code}` as MessageKey);
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(request, reply, 'internal', 'error.internal');
    });
  },
  { name: 'errors', dependencies: ['localization'] },
);
