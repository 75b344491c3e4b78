import { z } from 'zod';

/**
 * Error codes the API answers with, each with its HTTP status (ARCHITECTURE §5).
 * The body is `{ message, code, errors? }`, `message` in the request's language.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  too_many_requests: 429,
  internal: 500,
  /** An outside service (the payment provider) refused or failed what the call needed. */
  bad_gateway: 502,
  service_unavailable: 503,
  request_timeout: 408,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export const ErrorBodySchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Field errors keyed by dotted path; the root of the body is `_`. */
export type FieldErrors = Record<string, string[]>;
