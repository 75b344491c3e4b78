import type { ServerLoadContext } from '@portal/contract';

/** What apps/server hands to loaders and actions: the contract's ServerLoadContext. */
declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the contract's type, merged in
  interface AppLoadContext extends ServerLoadContext {}
}
