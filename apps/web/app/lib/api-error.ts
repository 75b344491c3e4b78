import type { ErrorCode, FieldErrors } from '@portal/contract';

/** Codes the API answers with, plus 'unknown' for answers that carry none (a proxy's 502 page). */
export type ApiErrorCode = ErrorCode | 'unknown';

/** A failed API call, passed on to the caller after the common handling (spec §8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  /** Messages per field (dotted path; `_` is the body itself), shown beside the fields. */
  readonly fieldErrors: FieldErrors;

  constructor(options: { status: number; code: ApiErrorCode; message: string; fieldErrors?: FieldErrors }) {
    super(options.message);
    this.status = options.status;
    this.code = options.code;
    this.fieldErrors = options.fieldErrors ?? {};
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
