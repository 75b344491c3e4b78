/** What the client does about a failed API call (spec §8), in the order it does it. */
export type ApiErrorAction =
  | { type: 'notify-error'; message: string }
  | { type: 'sign-out' }
  | { type: 'show-unavailable-page' }
  | { type: 'pass-on' };

/** Statuses after which the session cannot be trusted: sign out and go to /auth/login. */
const SIGN_OUT_STATUSES: ReadonlySet<number> = new Set([401, 500]);
const SERVICE_UNAVAILABLE = 503;

/** The `message` of an error body, when it carries a non-empty one. */
export function getErrorBodyMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  const { message } = body;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/**
 * The reaction to an API error (spec §8), decided without side effects:
 * a message → an error notification 'Помилка!'; 401 or 500 → sign out; 503 → the 503 page;
 * and the error is always passed on to the caller last.
 */
export function decideApiErrorActions(status: number, body: unknown): ApiErrorAction[] {
  const actions: ApiErrorAction[] = [];
  const message = getErrorBodyMessage(body);
  if (message !== null) actions.push({ type: 'notify-error', message });
  if (SIGN_OUT_STATUSES.has(status)) actions.push({ type: 'sign-out' });
  if (status === SERVICE_UNAVAILABLE) actions.push({ type: 'show-unavailable-page' });
  actions.push({ type: 'pass-on' });
  return actions;
}

/**
 * The text of the error notification 'Помилка!' / 'Error!' that a failed call gets (spec §8):
 * the message its answer carried, whatever the status (a refused sign-in, 403, 409, 429, the
 * general message of a 422 whose field errors stay beside the fields); null without one.
 */
export function getErrorNotificationText(status: number, body: unknown): string | null {
  for (const action of decideApiErrorActions(status, body)) {
    if (action.type === 'notify-error') return action.message;
  }
  return null;
}

/** The message an ApiError holds when its answer carried none (lib/api-client.ts toApiError). */
export function getFallbackErrorMessage(status: number): string {
  return `HTTP ${status}`;
}

/**
 * The same decision for a failure known only as its ApiError: a server action, where the client
 * cannot show a notification, passes the text on to the page with the form's result.
 */
export function getApiErrorNotificationText(error: { status: number; message: string }): string | null {
  const carried = error.message === getFallbackErrorMessage(error.status) ? null : error.message;
  return getErrorNotificationText(error.status, { message: carried });
}
