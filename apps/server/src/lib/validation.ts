import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/** Raised when a request part does not match its contract schema; answered with 422. */
export class RequestValidationError extends Error {
  override name = 'RequestValidationError';
  readonly statusCode = 422;
  constructor(
    readonly issues: readonly z.core.$ZodIssue[],
    readonly part: string,
  ) {
    super(`Invalid ${part}`);
  }
}

/**
 * Validates with the contract's zod schema and keeps zod's own issues (with the input), so
 * the error handler can localise each message and tell a missing field from a wrong one.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues, httpPart ?? 'body') };
  };
