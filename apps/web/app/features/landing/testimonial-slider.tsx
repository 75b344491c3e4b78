import { useEffect, useState, useSyncExternalStore } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/ui/chevron-icons';
import { cx } from '../../lib/cx';
import { fillTemplate, type Testimonial, type TestimonialLabels } from './landing-content';

const ROTATION_MS = 8000;

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
 * The testimonial slider (spec §2), after the WAI-ARIA carousel pattern: previous and next
 * buttons with names, a pause button while it turns by itself, `aria-live="polite"` whenever
 * it does not (so a button press is announced, automatic turns are not). It turns by itself
 * only without prefers-reduced-motion, pauses under the pointer or keyboard focus (WCAG
 * 2.2.2), and stops once the visitor uses a control, until they start it again. Every slide shares one grid
 * cell, so the box never jumps between quotes of different length.
 */
export function TestimonialSlider({
  items,
  labels,
}: {
  items: readonly Testimonial[];
  labels: TestimonialLabels;
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
      data-testid="testimonial-slider"
    >
      <div className="grid" aria-live={isRotating ? 'off' : 'polite'} id="testimonial-slides">
        {items.map((item, itemIndex) => {
          const isCurrent = itemIndex === index;
          return (
            <div
              key={item.name}
              role="group"
              aria-roledescription={labels.slide}
              aria-label={fillTemplate(labels.slideOf, { index: itemIndex + 1, total: count })}
              data-testid="testimonial-slide"
              data-current={isCurrent ? 'true' : 'false'}
              className={cx(
                '[grid-area:1/1] flex flex-col rounded-2xl border border-white/15 bg-brand-800 p-6 transition-[opacity,visibility] duration-400 sm:p-10',
                isCurrent ? 'visible opacity-100' : 'invisible opacity-0',
              )}
            >
              <figure className="flex flex-1 flex-col">
                <blockquote className="text-lg leading-relaxed text-white sm:text-xl lg:text-2xl lg:leading-relaxed">
                  <p>
                    <span aria-hidden="true" className="mr-1 font-serif text-accent-400">
                      “
                    </span>
                    {item.quote}
                  </p>
                </blockquote>
                <figcaption className="mt-auto pt-6 text-[15px] text-slate-200">
                  <span className="block text-base font-bold text-white">{item.name}</span>
                  {item.role}, {item.company} · {item.region}
                </figcaption>
              </figure>
            </div>
          );
        })}
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-3">
        {canRotate && (
          <button
            type="button"
            aria-controls="testimonial-slides"
            onClick={() => setIsStopped((current) => !current)}
            className="inline-flex min-h-11 items-center rounded-full border border-white/60 px-4 text-sm font-semibold text-white transition-colors duration-200 hover:bg-white/10"
            data-testid="testimonial-rotation"
          >
            {isRotating ? labels.pause : labels.play}
          </button>
        )}
        <div className="flex items-center gap-2">
          <button
            type="button"
            aria-controls="testimonial-slides"
            aria-label={labels.previous}
            onClick={() => show(index - 1)}
            className={CONTROL}
            data-testid="testimonial-previous"
          >
            <ChevronLeftIcon />
          </button>
          <ul className="flex items-center">
            {items.map((item, itemIndex) => (
              <li key={item.name}>
                <button
                  type="button"
                  aria-controls="testimonial-slides"
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
            aria-controls="testimonial-slides"
            aria-label={labels.next}
            onClick={() => show(index + 1)}
            className={CONTROL}
            data-testid="testimonial-next"
          >
            <ChevronRightIcon />
          </button>
        </div>
      </div>
    </div>
  );
}
