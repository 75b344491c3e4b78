import { cx } from '../../lib/cx';

/** How a state reads: waiting for something, done well, nothing to do, or gone wrong. */
export type StateTone = 'waiting' | 'good' | 'neutral' | 'bad';

const TONES: Record<StateTone, { box: string; dot: string }> = {
  waiting: { box: 'border-amber-300 bg-amber-50 text-amber-900', dot: 'bg-amber-500' },
  good: { box: 'border-green-200 bg-green-50 text-green-800', dot: 'bg-green-600' },
  neutral: { box: 'border-slate-300 bg-slate-50 text-slate-800', dot: 'bg-slate-500' },
  bad: { box: 'border-red-200 bg-red-50 text-red-800', dot: 'bg-red-600' },
};

/** A state as a dot and words, never colour alone (as VerificationTag). */
export function StateTag({
  tone,
  label,
  testId,
  value,
  className,
}: {
  tone: StateTone;
  label: string;
  testId: string;
  value: string;
  className?: string | undefined;
}) {
  const classes = TONES[tone];
  return (
    <span
      data-testid={testId}
      data-value={value}
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm leading-5 font-semibold whitespace-nowrap',
        classes.box,
        className,
      )}
    >
      <span className={cx('size-2 shrink-0 rounded-full', classes.dot)} aria-hidden="true" />
      {label}
    </span>
  );
}
