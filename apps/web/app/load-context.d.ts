import type { ApiFetch } from '@portal/contract';

/** What apps/server hands to loaders and actions (contract ServerLoadContext). */
declare module 'react-router' {
  interface AppLoadContext {
    apiFetch: ApiFetch;
    requestId: string;
    publicUrl: string;
  }
}
