import type { ReactNode } from 'react';
import { Breadcrumbs, type BreadcrumbItem } from '../ui/breadcrumbs';

type AdminPageHeadingProps = {
  title: ReactNode;
  lead?: ReactNode;
  /** The trail to this page; the last item is the page itself. */
  breadcrumbs?: readonly BreadcrumbItem[];
  /** Beside the title on wide screens: a status, a count. */
  aside?: ReactNode;
};

/** A back-office page's h1, its lead and its breadcrumb trail. */
export function AdminPageHeading({ title, lead, breadcrumbs, aside }: AdminPageHeadingProps) {
  return (
    <header className="mb-6 flex flex-col gap-3">
      {breadcrumbs && <Breadcrumbs items={breadcrumbs} className="text-sm" />}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <h1 className="text-2xl font-extrabold tracking-tight break-words text-brand-900 sm:text-3xl">
          {title}
        </h1>
        {aside}
      </div>
      {lead && <p className="max-w-3xl text-[15px] leading-relaxed text-muted">{lead}</p>}
    </header>
  );
}

/** A titled white card holding one block of a page. */
export function AdminSection({
  id,
  title,
  children,
  actions,
  testId,
  className,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  testId?: string;
  className?: string;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-testid={testId}
      className={`min-w-0 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 ${className ?? ''}`}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-brand-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
