import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { findUnstorableCharacter } from '@portal/contract';

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
 * Then the one rule every call shares (issue 12, decision 022): no string of the parsed body,
 * query or params holds a character no text column can keep (NUL, an unpaired surrogate);
 * search terms have dropped theirs.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (!result.success)
      return { error: new RequestValidationError(result.error.issues, httpPart ?? 'body') };
    const unstorableAt = findUnstorableCharacter(result.data);
    if (unstorableAt) {
      const issue: z.core.$ZodIssue = {
        code: 'custom',
        path: unstorableAt,
        message: 'validation.unstorable_character',
        input: undefined,
      };
      return { error: new RequestValidationError([issue], httpPart ?? 'body') };
    }
    return { value: result.data };
  };
