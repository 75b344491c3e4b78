import {
  index,
  layout,
  prefix,
  route,
  type RouteConfig,
  type RouteConfigEntry,
} from '@react-router/dev/routes';
import type { UiLocale } from '@portal/contract';

/**
 * Every page exists twice (spec §2): Ukrainian without a prefix and English under /en.
 * Route ids carry the language so both trees can share one module.
 */
function localeTree(locale: UiLocale): RouteConfigEntry[] {
  const id = (name: string) => `${locale}:${name}`;
  return [
    layout('layouts/default-layout.tsx', { id: id('default-layout') }, [
      index('routes/home.tsx', { id: id('home') }),
    ]),
    route('*', 'routes/not-found.tsx', { id: id('not-found') }),
  ];
}

export default [...localeTree('ua'), ...prefix('en', localeTree('en'))] satisfies RouteConfig;
