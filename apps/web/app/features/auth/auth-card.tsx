import type { ReactNode } from 'react';

/** The column of an auth page: its heading, an optional lead and the form. */
export function AuthCard({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="w-full max-w-xl">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
      {lead && <div className="mt-3 text-base leading-relaxed text-muted sm:text-lg">{lead}</div>}
      <div className="mt-8">{children}</div>
    </div>
  );
}
