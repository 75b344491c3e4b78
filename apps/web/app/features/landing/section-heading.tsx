import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

/** The h2 and lead of a landing section; `id` names the section (aria-labelledby). */
export function SectionHeading({
  id,
  title,
  intro,
  tone = 'light',
  className,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  tone?: 'light' | 'dark';
  className?: string;
}) {
  return (
    <div className={cx('max-w-3xl', className)}>
      <h2
        id={id}
        className={cx(
          'text-3xl font-extrabold tracking-tight text-balance sm:text-4xl',
          tone === 'dark' ? 'text-white' : 'text-brand-900',
        )}
      >
        {title}
      </h2>
      {intro && (
        <p className={cx('mt-4 text-lg leading-relaxed', tone === 'dark' ? 'text-slate-200' : 'text-muted')}>
          {intro}
        </p>
      )}
    </div>
  );
}
