import { lazy, Suspense } from 'react';
import { HeroSection } from './hero-section';
import type { LandingSectionsProps } from './landing-sections';

/**
 * The sections below the hero: rendered in place on the server, so their HTML is in the page
 * (without JavaScript too); in the browser their script is a separate part, loaded after the
 * first screen's, and React hydrates them when it arrives. This keeps the landing's initial
 * JavaScript within its 130 KB budget (issue 30 §4).
 */
const LandingSections = import.meta.env.SSR
  ? (await import('./landing-sections')).default
  : lazy(() => import('./landing-sections'));

/** The landing (spec §2): the hero, then the sections below it; header and footer are the layout's. */
export function LandingPage(props: LandingSectionsProps) {
  return (
    <>
      <HeroSection content={props.content.hero} />
      <Suspense fallback={null}>
        <LandingSections {...props} />
      </Suspense>
    </>
  );
}
