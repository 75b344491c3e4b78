import { createContext, RouterContextProvider } from 'react-router';
import type { ServerLoadContext } from '@portal/contract';

/**
 * What the server hands to every loader, action and middleware (apps/server plugins/web.ts): the
 * contract's ServerLoadContext under one typed key of React Router's context (middleware is on,
 * react-router.config.ts, so `context` is a RouterContextProvider, not a plain object).
 */
const serverLoadContext = createContext<ServerLoadContext>();

/**
 * The `context` loaders, actions and middleware receive. Readonly: they read values and set their
 * own keys (lib/session/guard-middleware.server.ts), never replace the provider.
 */
export type RouteContext = Readonly<RouterContextProvider>;

/**
 * The server's context for one page request. apps/server calls it through the build's server
 * entry (entry.server.tsx re-exports it), so the key is this build's own.
 */
export function createAppLoadContext(values: ServerLoadContext): RouterContextProvider {
  return new RouterContextProvider(new Map([[serverLoadContext, values]]));
}

/** The one accessor of the server's values (`apiFetch`, `cspNonce`, `publicUrl`, `requestId`). */
export function getAppContext(context: RouteContext): ServerLoadContext {
  return context.get(serverLoadContext);
}
