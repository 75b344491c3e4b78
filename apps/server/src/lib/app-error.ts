import { ERROR_STATUS, type ErrorCode, type FieldErrors, type MessageKey } from '@portal/contract';

/** A failure the caller can act on: a code (and so an HTTP status) and a localised message. */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey = `error.${code}` as MessageKey,
    readonly options: {
      fields?: FieldErrors;
      params?: Record<string, string | number>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(messageKey);
    this.statusCode = ERROR_STATUS[code];
  }
}
