import { ErrorPage } from '../error-pages/error-page';

/**
 * A back-office page's error (a company or request that does not exist, the API failing):
 * shown inside the back-office's frame, so the navigation stays at hand.
 */
export function AdminRouteError({ error }: { error: unknown }) {
  return (
    <div data-testid="admin-error">
      <ErrorPage error={error} />
    </div>
  );
}
