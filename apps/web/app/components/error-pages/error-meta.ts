import type { TFunction } from 'i18next';
import { formatTitle } from '../../i18n/meta';
import { describeRouteError } from './describe-route-error';

/** The document title of an error page. */
export function getErrorTitle(t: TFunction, error: unknown): string {
  const view = describeRouteError(error);
  if (view.kind === 'not-found') return formatTitle(t, t('errors.notFoundTitle'));
  if (view.kind === 'unavailable') return formatTitle(t, t('errors.unavailableTitle'));
  return formatTitle(t, t('errors.genericTitle', { status: view.status }));
}
