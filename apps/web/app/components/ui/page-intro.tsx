import type { ReactNode } from 'react';

/** The h1 and lead that open a public page (/export, /pro, /partners, /tariffs, /faq…). */
export function PageIntro({ title, lead }: { title: string; lead: ReactNode }) {
  return (
    <header className="max-w-3xl">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl lg:text-5xl">
        {title}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">{lead}</p>
    </header>
  );
}
