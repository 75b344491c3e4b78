import { createContext } from 'react-router';
import { createApiClient, type ApiClient } from './api-client';
import { getAppContext, type RouteContext } from './app-context';

/** The page request's API client, kept in React Router's context for the rest of the request. */
const apiClientContext = createContext<ApiClient | null>(null);

/** What a loader or an action is given that its API client is made from. */
export type RouteInput = { request: Request; context: RouteContext };

/**
 * The API client of a loader or an action (issue 26 §4: one client per page request, from the
 * router context, not built in each loader): in-process through the server's `apiFetch`, in the
 * page's language, with the visitor's cookies. The first call of a request makes it; the
 * middleware, the loaders and the action of the same request share it.
 */
export function serverApi({ request, context }: RouteInput): ApiClient {
  const known = context.get(apiClientContext);
  if (known) return known;
  const api = createApiClient({ request, apiFetch: getAppContext(context).apiFetch });
  context.set(apiClientContext, api);
  return api;
}
