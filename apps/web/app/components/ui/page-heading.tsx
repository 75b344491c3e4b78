import type { ReactNode } from 'react';

/** A cabinet page's h1 and its lead. */
export function PageHeading({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <header className="mb-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
      {lead && <p className="mt-3 max-w-2xl text-base leading-relaxed text-muted sm:text-lg">{lead}</p>}
    </header>
  );
}

/** A titled card holding one form or one block of information. */
export function ProfileSection({
  id,
  title,
  lead,
  children,
  testId,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-testid={testId}
      className="scroll-mt-40 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8"
    >
      <h2 id={headingId} className="text-xl font-bold text-brand-900 sm:text-2xl">
        {title}
      </h2>
      {lead && <p className="mt-2 text-[15px] leading-relaxed text-muted">{lead}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
