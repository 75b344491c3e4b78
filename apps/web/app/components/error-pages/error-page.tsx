import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { buttonClasses } from '../ui/button-link';
import { describeRouteError } from './describe-route-error';
import { ErrorLayout } from './error-layout';

/** The 404, 503 or generic error page for whatever a route threw (spec §2, §8). */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const view = describeRouteError(error);

  if (view.kind === 'not-found') {
    return (
      <ErrorLayout
        code={404}
        subtitle={t('errors.notFoundGeneric')}
        title={t('errors.notFoundTitle')}
        text={t('errors.notFoundText')}
      />
    );
  }
  if (view.kind === 'unavailable') {
    return (
      <ErrorLayout
        code={503}
        title={t('errors.unavailableTitle')}
        text={t('errors.unavailableText')}
        actions={
          // A full document load: the point is to ask the server again.
          <a href={`${pathname}${search}`} className={buttonClasses('outline')}>
            {t('errors.reload')}
          </a>
        }
      />
    );
  }
  return (
    <ErrorLayout
      code={view.status}
      title={t('errors.genericTitle', { status: view.status })}
      text={view.message ?? t('errors.genericText')}
    />
  );
}
