import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { UI } from '@portal/contract';

/** Slow at both ends, so the page glides up rather than jumps. */
export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

const INTERRUPTIONS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * The page-change scroll of spec §9: after a navigation to another page, the window glides to
 * the top in 1500 ms (UI.pageChangeScrollMs) instead of jumping. React Router's
 * ScrollRestoration jumps to the top in a layout effect; rendered after it, this component puts
 * the old position back before the browser paints and animates from there. Back and forward
 * (restored positions), hash links, `preventScrollReset` and reduced motion keep the plain
 * behaviour; any wheel, touch, key or click stops the glide.
 */
export function PageChangeScroll() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const lastY = useRef(0);
  const previousPath = useRef(location.pathname);

  useEffect(() => {
    const remember = () => {
      lastY.current = window.scrollY;
    };
    remember();
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    const from = lastY.current;
    const isNewPage = previousPath.current !== location.pathname;
    previousPath.current = location.pathname;
    if (navigationType !== 'PUSH' || !isNewPage || location.hash || from <= 0 || window.scrollY !== 0) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;

    // Instant steps: the page's CSS scrolls smoothly (html { scroll-behavior: smooth }), which
    // would turn each frame's step, and the putting back, into a smooth scroll of its own.
    window.scrollTo({ top: from, behavior: 'instant' });
    const start = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const progress = Math.min(1, (now - start) / UI.pageChangeScrollMs);
      window.scrollTo({ top: Math.round(from * (1 - easeInOutCubic(progress))), behavior: 'instant' });
      if (progress < 1) frame = requestAnimationFrame(step);
    });
    const stop = () => cancelAnimationFrame(frame);
    for (const type of INTERRUPTIONS) window.addEventListener(type, stop, { once: true, passive: true });
    return () => {
      stop();
      for (const type of INTERRUPTIONS) window.removeEventListener(type, stop);
    };
    // Once per navigation: the location's key changes with every one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
