import { isRouteErrorResponse } from 'react-router';

export type RouteErrorView =
  | { kind: 'not-found'; status: 404 }
  | { kind: 'unavailable'; status: 503 }
  | { kind: 'generic'; status: number; message: string | null };

const DEFAULT_STATUS = 500;
/** What React Router puts in place of a server error's message in production: not for visitors. */
const SANITIZED_MESSAGE = 'Unexpected Server Error';

function readMessage(data: unknown): string | null {
  if (typeof data === 'string') return data.trim() || null;
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data;
    return typeof message === 'string' && message.trim() ? message : null;
  }
  return null;
}

/**
 * Which error page to show (spec §8): 404 and 503 have their own pages; anything else shows its
 * status (500 when it has none) and its message.
 */
export function describeRouteError(error: unknown): RouteErrorView {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { kind: 'not-found', status: 404 };
    if (error.status === 503) return { kind: 'unavailable', status: 503 };
    // Only the body's own message: statusText is English-only and often the router's guess.
    return { kind: 'generic', status: error.status || DEFAULT_STATUS, message: readMessage(error.data) };
  }
  if (error instanceof Error) {
    const message = error.message === SANITIZED_MESSAGE ? null : error.message || null;
    return { kind: 'generic', status: DEFAULT_STATUS, message };
  }
  return { kind: 'generic', status: DEFAULT_STATUS, message: readMessage(error) };
}
