import { useRouteLoaderData } from 'react-router';
import type { Profile } from '@portal/contract';

/** What the root loader hands every page (root.tsx). */
export type RootLoaderData = { profile: Profile | null };

/** The signed-in user's profile, fetched by the root loader on every navigation; null for a guest. */
export function useProfile(): Profile | null {
  return useRouteLoaderData<RootLoaderData>('root')?.profile ?? null;
}
