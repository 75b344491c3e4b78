import { useRouteLoaderData } from 'react-router';
import type { Profile } from '@portal/contract';

/** What the root loader hands every page (root.tsx). */
export type RootLoaderData = {
  profile: Profile | null;
  /** The chat's unread count for the header and the menus (issue 29 §3); null when the chat is not theirs. */
  chatUnread: number | null;
};

/** The signed-in user's profile, fetched by the root loader on every navigation; null for a guest. */
export function useProfile(): Profile | null {
  return useRouteLoaderData<RootLoaderData>('root')?.profile ?? null;
}

/**
 * The signed-in user's profile on a page behind the sign-in guard (the profile layout's
 * middleware), which never renders it for a guest. Its absence is a defect, shown by the
 * layout's error boundary rather than an empty page.
 */
export function useSignedInProfile(): Profile {
  const profile = useProfile();
  if (!profile) throw new Error('A page behind the sign-in guard rendered without a signed-in user.');
  return profile;
}
