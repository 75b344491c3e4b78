import { redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/home';
import { loadLanding } from '../features/landing/landing-data.server';
import { LandingPage } from '../features/landing/landing-page';
import { getPreferredLocale } from '../i18n/locale';
import { PUBLIC_PAGE_HANDLE } from '../lib/public-page';

/** A guest sees the same page at this address and language: kept rendered (decision 053). */
export const handle = PUBLIC_PAGE_HANDLE;

/**
 * On the root path the visitor's language decides (spec §2): English goes to /en. The page's
 * texts come with the loader data, in its language only (the landing's script stays small).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.pathname === '/' && getPreferredLocale(request) === 'en') throw redirect(`/en${url.search}`);
  return loadLanding({ request, context });
}

/** `?target=platform` only scrolls: the texts are the same until the language changes. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <LandingPage {...loaderData} />;
}
