import { useEffect, useRef, type MouseEvent } from 'react';
import { Link } from 'react-router';

export type ErrorSummaryItem = {
  /** Unique within the summary (the field's name). */
  key: string;
  /** What is wrong, with the field's name so the line reads on its own. */
  text: string;
  /**
   * Where the link leads: `#<id>` of a field on this page (focused on click), or the address of
   * another page that holds the field (a localised path).
   */
  href: string;
};

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/**
 * Moves to a field named by a summary link: the control itself, or the first control of a group
 * (a fieldset of checkboxes), its legend or label scrolled into view, as GOV.UK's summary does.
 * Returns false when the field is not on the page (the link is then followed as usual).
 */
export function focusField(id: string, doc: Document = document): boolean {
  const target = doc.getElementById(id);
  if (!target) return false;
  const control = target.matches(FOCUSABLE) ? target : target.querySelector<HTMLElement>(FOCUSABLE);
  const caption =
    (target.tagName === 'FIELDSET' ? target.querySelector('legend') : null) ??
    doc.querySelector(`label[for="${CSS.escape(id)}"]`) ??
    target;
  caption.scrollIntoView({ block: 'start' });
  (control ?? target).focus({ preventScroll: true });
  return true;
}

/**
 * The GOV.UK error summary: at the top of a form that could not be sent, 'There is a problem'
 * and a link to each field with an error, announced (role="alert") and focused as it appears,
 * so a keyboard or screen-reader user starts from it. Renders nothing without errors.
 *
 * `focusKey` is anything that changes with each failed attempt (a submit counter): the summary
 * takes focus again even when the same errors come back. Focus is moved on the next frame, after
 * the form's own move to its first invalid field.
 */
export function ErrorSummary({
  title,
  items,
  focusKey,
  testId = 'error-summary',
}: {
  title: string;
  items: readonly ErrorSummaryItem[];
  focusKey?: unknown;
  testId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const signature = items.map((item) => `${item.href} ${item.text}`).join('\n');

  useEffect(() => {
    if (signature === '') return;
    const frame = window.requestAnimationFrame(() => ref.current?.focus());
    return () => window.cancelAnimationFrame(frame);
  }, [signature, focusKey]);

  if (items.length === 0) return null;
  const headingId = `${testId}-title`;

  const onFieldLink = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (focusField(decodeURIComponent(href.slice(1)))) event.preventDefault();
  };

  return (
    <div
      ref={ref}
      role="alert"
      aria-labelledby={headingId}
      tabIndex={-1}
      data-testid={testId}
      className="mb-8 rounded-lg border-4 border-red-700 bg-white p-4 outline-offset-4 focus-visible:outline-3 focus-visible:outline-brand-600 sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {title}
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {items.map((item) => (
          <li key={item.key}>
            {item.href.startsWith('#') ? (
              <a
                href={item.href}
                onClick={(event) => onFieldLink(event, item.href)}
                className="text-[15px] font-semibold text-red-800 underline underline-offset-2 hover:text-red-900"
              >
                {item.text}
              </a>
            ) : (
              <Link
                to={item.href}
                className="text-[15px] font-semibold text-red-800 underline underline-offset-2 hover:text-red-900"
              >
                {item.text}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
