import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { UI } from '@portal/contract';

/**
 * `?target=platform` scrolls to the section with that id (spec §2), stopping 50 px (spec §9)
 * below the sticky header, smoothly unless the visitor prefers reduced motion. Called by the
 * target section itself, so it runs once the section is on the page.
 */
export function useScrollToTarget(allowed: readonly string[]): void {
  const [params] = useSearchParams();
  const target = params.get('target');

  useEffect(() => {
    if (!target || !allowed.includes(target)) return;
    // After the router's own scroll restoration for the navigation.
    const frame = window.requestAnimationFrame(() => {
      const element = document.getElementById(target);
      if (!element) return;
      const header = document.querySelector<HTMLElement>('[data-testid="site-header"]');
      const offset = (header?.offsetHeight ?? 0) + UI.smoothScrollOffsetPx;
      const top = element.getBoundingClientRect().top + window.scrollY - offset;
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: Math.max(0, top), behavior: reduce ? 'auto' : 'smooth' });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [target, allowed]);
}
