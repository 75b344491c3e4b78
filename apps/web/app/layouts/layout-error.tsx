import { useEffect } from 'react';
import { EmptyShell } from '../components/empty-shell';
import { ErrorPage } from '../components/error-pages/error-page';
import { getErrorMessage, reloadForStalePart } from '../lib/stale-part-reload';

/**
 * What every boundary does first (issue 13 §4: one boundary per layout): a page part of an old
 * deployment that no longer exists costs one full reload, which fetches the new one.
 */
export function useStalePartReload(error: unknown) {
  useEffect(() => {
    reloadForStalePart(getErrorMessage(error));
  }, [error]);
}

/** The shared 404, 503 or error page (spec §8) for a layout's ErrorBoundary. */
export function LayoutErrorPage({ error }: { error: unknown }) {
  useStalePartReload(error);
  return <ErrorPage error={error} />;
}

/**
 * The error page in the empty layout, as spec §2 says error pages are shown: the boundary of
 * each public, auth and cabinet layout (the back-office keeps its shell, decision 015).
 */
export function EmptyLayoutErrorPage({ error }: { error: unknown }) {
  return (
    <EmptyShell>
      <LayoutErrorPage error={error} />
    </EmptyShell>
  );
}
