import { redirect } from 'react-router';
import type { Route } from './+types/home';
import { HeroSection } from '../features/landing/hero-section';
import { PlatformSection } from '../features/landing/platform-section';
import { getLocaleFromPath, getPreferredLocale } from '../i18n/locale';

/** On the root path the visitor's language decides (spec §2): English goes to /en. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.pathname === '/' && getPreferredLocale(request) === 'en') throw redirect(`/en${url.search}`);
  return { locale: getLocaleFromPath(url.pathname) };
}

export default function Home() {
  return (
    <>
      <HeroSection />
      <PlatformSection />
    </>
  );
}
