import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  APPLICATION_STATUSES,
  getStatusLabel,
  type ApplicationStatus,
  type UiLocale,
} from '@portal/contract';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/ui/chevron-icons';
import { cx } from '../../lib/cx';
import { fillTemplate, type JourneyLabels, type JourneyStage } from './landing-content';

const ROTATION_MS = 8000;

function isApplicationStatus(value: string): value is ApplicationStatus {
  return (APPLICATION_STATUSES as readonly string[]).includes(value);
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isMotionWelcome(): boolean {
  return !window.matchMedia(REDUCED_MOTION).matches;
}

const CONTROL =
  'inline-flex size-11 items-center justify-center rounded-full border border-brand-600 bg-white text-brand-700 transition-colors duration-200 hover:bg-brand-50';

/**
 * The landing's slider (spec §2), one stage of a request per slide, after the WAI-ARIA carousel
 * pattern: previous and next buttons with names, a pause button while it turns by itself,
 * `aria-live="polite"` whenever it does not (so a button press is announced, automatic turns are
 * not). It turns by itself only without prefers-reduced-motion, pauses under the pointer or
 * keyboard focus (WCAG 2.2.2), and stops once the visitor uses a control, until they start it
 * again. Every slide shares one grid cell, so the box never jumps between texts of different
 * length.
 */
export function JourneySlider({
  items,
  labels,
  locale,
}: {
  items: readonly JourneyStage[];
  labels: JourneyLabels;
  locale: UiLocale;
}) {
  const [index, setIndex] = useState(0);
  const [isStopped, setIsStopped] = useState(false);
  const [isHeld, setIsHeld] = useState(false);
  const count = items.length;
  // Only in the browser (the server renders it still), and only when motion is welcome.
  const canRotate = useSyncExternalStore(subscribeToMotion, isMotionWelcome, () => false) && count > 1;
  const isRotating = canRotate && !isStopped;

  useEffect(() => {
    if (!isRotating || isHeld) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [isRotating, isHeld, count]);

  function show(next: number) {
    setIsStopped(true);
    setIndex((next + count) % count);
  }

  if (count === 0) return null;
  return (
    <div
      onMouseEnter={() => setIsHeld(true)}
      onMouseLeave={() => setIsHeld(false)}
      onFocus={() => setIsHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsHeld(false);
      }}
      data-testid="journey-slider"
    >
      <div className="grid" aria-live={isRotating ? 'off' : 'polite'} id="journey-slides">
        {items.map((item, itemIndex) => {
          const isCurrent = itemIndex === index;
          return (
            <div
              key={item.title}
              role="group"
              aria-roledescription={labels.slide}
              aria-label={fillTemplate(labels.slideOf, { index: itemIndex + 1, total: count })}
              data-testid="journey-slide"
              data-current={isCurrent ? 'true' : 'false'}
              className={cx(
                '[grid-area:1/1] flex flex-col rounded-2xl border border-white/15 bg-brand-800 p-6 transition-[opacity,visibility] duration-400 sm:p-10',
                isCurrent ? 'visible opacity-100' : 'invisible opacity-0',
              )}
            >
              <h3 className="text-xl font-bold text-white sm:text-2xl">{item.title}</h3>
              <p className="mt-3 text-lg leading-relaxed text-slate-100">{item.text}</p>
              {item.statuses.length > 0 && (
                <div className="mt-auto pt-6">
                  <p className="text-sm font-semibold text-slate-200">{labels.statuses}</p>
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {item.statuses.filter(isApplicationStatus).map((status) => (
                      <li
                        key={status}
                        className="rounded-full border border-white/25 px-3 py-1 text-sm font-semibold text-white"
                      >
                        {getStatusLabel(status, locale)}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </div>
          );
        })}
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-3">
        {canRotate && (
          <button
            type="button"
            aria-controls="journey-slides"
            onClick={() => setIsStopped((current) => !current)}
            className="inline-flex min-h-11 items-center rounded-full border border-white/60 px-4 text-sm font-semibold text-white transition-colors duration-200 hover:bg-white/10"
            data-testid="journey-rotation"
          >
            {isRotating ? labels.pause : labels.play}
          </button>
        )}
        <div className="flex items-center gap-2">
          <button
            type="button"
            aria-controls="journey-slides"
            aria-label={labels.previous}
            onClick={() => show(index - 1)}
            className={CONTROL}
            data-testid="journey-previous"
          >
            <ChevronLeftIcon />
          </button>
          <ul className="flex items-center">
            {items.map((item, itemIndex) => (
              <li key={item.title}>
                <button
                  type="button"
                  aria-controls="journey-slides"
                  aria-label={fillTemplate(labels.goTo, { index: itemIndex + 1 })}
                  aria-current={itemIndex === index ? 'true' : undefined}
                  onClick={() => show(itemIndex)}
                  className="group inline-flex size-7 items-center justify-center rounded-full"
                >
                  <span
                    className={cx(
                      'block size-2.5 rounded-full transition-colors duration-200',
                      itemIndex === index ? 'bg-accent-400' : 'bg-white/50 group-hover:bg-white',
                    )}
                  />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            aria-controls="journey-slides"
            aria-label={labels.next}
            onClick={() => show(index + 1)}
            className={CONTROL}
            data-testid="journey-next"
          >
            <ChevronRightIcon />
          </button>
        </div>
      </div>
    </div>
  );
}
