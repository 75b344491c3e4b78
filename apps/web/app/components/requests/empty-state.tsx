import type { ReactNode } from 'react';

/** What a list says when it has nothing to show, with the way on (create, reset the filters). */
export function EmptyState({
  title,
  text,
  children,
  testId = 'empty-state',
}: {
  title: string;
  text: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <div
      className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center"
      data-testid={testId}
    >
      <h2 className="text-xl font-bold text-brand-900">{title}</h2>
      <p className="mx-auto mt-2 max-w-lg text-[15px] leading-relaxed text-muted">{text}</p>
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
