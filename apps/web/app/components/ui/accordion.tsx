import { useId, useState, type ReactNode } from 'react';
import { UI } from '@portal/contract';
import { cx } from '../../lib/cx';
import { ChevronDownIcon } from './icons';

export type AccordionItem = {
  /** Stable and unique within the accordion; used in element ids and test ids. */
  id: string;
  title: ReactNode;
  content: ReactNode;
};

export type AccordionProps = {
  items: readonly AccordionItem[];
  /** The heading level wrapping each button, so the page outline stays right. */
  headingLevel?: 2 | 3 | 4;
  /** Whether several panels may be open at once (default) or opening one closes the others. */
  allowMultiple?: boolean;
  /** Ids of the items open at first. */
  defaultOpen?: readonly string[];
  /** The tallest a panel grows before its content scrolls (spec §9: 900 px for questions and answers). */
  maxHeightPx?: number;
  className?: string;
};

/**
 * Disclosure accordion (WAI-ARIA accordion pattern): each title is a `<button aria-expanded
 * aria-controls>` inside a heading, each panel a labelled region. Panels open with a height
 * transition of 0.3 s (spec §9: 0.2–0.5 s; none under prefers-reduced-motion, see app.css) up
 * to `maxHeightPx`; closed panels are `visibility: hidden`, so nothing inside can be focused
 * or read.
 *
 * ```tsx
 * <Accordion headingLevel={3} items={questions.map((q) => ({ id: String(q.id), title: q.question, content: <p>{q.answer}</p> }))} />
 * ```
 */
export function Accordion({
  items,
  headingLevel = 3,
  allowMultiple = true,
  defaultOpen = [],
  maxHeightPx = UI.faqMaxHeightPx,
  className,
}: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  const Heading = `h${headingLevel}` as const;

  function toggle(id: string) {
    setOpen((current) => {
      const next = new Set(allowMultiple ? current : []);
      if (current.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <div className={cx('divide-y divide-slate-200 border-y border-slate-200', className)}>
      {items.map((item) => {
        const isOpen = open.has(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} data-testid={`accordion-item-${item.id}`}>
            <Heading className="m-0">
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className="flex min-h-14 w-full items-center justify-between gap-4 py-4 text-left text-base font-semibold text-brand-900 transition-colors duration-200 hover:text-brand-700 sm:text-lg"
              >
                <span>{item.title}</span>
                <ChevronDownIcon
                  className={cx(
                    'shrink-0 text-brand-700 transition-transform duration-300',
                    isOpen && 'rotate-180',
                  )}
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              data-state={isOpen ? 'open' : 'closed'}
              className={cx(
                'grid transition-[grid-template-rows,visibility] duration-300 ease-in-out',
                isOpen ? 'visible grid-rows-[1fr]' : 'invisible grid-rows-[0fr]',
              )}
            >
              <div className="min-h-0 overflow-hidden">
                <div
                  data-testid="accordion-panel-content"
                  className="overflow-y-auto pb-5 leading-relaxed text-muted"
                  style={{ maxHeight: `${maxHeightPx}px` }}
                >
                  {item.content}
                </div>
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
