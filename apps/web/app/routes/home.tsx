import { redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/home';
import { getLocaleFromPath, getPreferredLocale } from '../i18n/locale';

/** On the root path the visitor's language decides (spec §2): English goes to /en. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.pathname === '/' && getPreferredLocale(request) === 'en') throw redirect(`/en${url.search}`);
  return { locale: getLocaleFromPath(url.pathname) };
}

export default function Home() {
  const { t } = useTranslation();
  return <h1>{t('home.heading')}</h1>;
}
