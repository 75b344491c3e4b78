import { data } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Any path no route matches answers 404 (spec §8). */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  return (
    <main id="main">
      <h1>{t('errors.notFoundTitle')}</h1>
      <p>{t('errors.notFoundText')}</p>
    </main>
  );
}
