import { cx } from '../../lib/cx';

export type NumberedStep = { title: string; text: string };

const CARD = {
  outlined: 'border border-slate-200',
  raised: 'bg-white shadow-sm',
} as const;

/**
 * An ordered list of steps, each a card with its number, a heading and a short text (the
 * landing's 'how it works', the export page's first steps). The number is decorative: the list
 * itself is ordered for assistive technology.
 */
export function NumberedSteps({
  steps,
  tone = 'outlined',
  className,
  testId,
}: {
  steps: readonly NumberedStep[];
  tone?: keyof typeof CARD;
  className?: string;
  testId?: string;
}) {
  return (
    <ol className={cx('grid gap-4', className)} data-testid={testId}>
      {steps.map((step, index) => (
        <li key={step.title} className={cx('flex gap-4 rounded-2xl p-5 sm:p-6', CARD[tone])}>
          <span
            aria-hidden="true"
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-extrabold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-lg font-bold text-brand-900">{step.title}</h3>
            <p className="mt-1.5 leading-relaxed text-muted">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
