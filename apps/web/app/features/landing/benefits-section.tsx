import { FreeBadge } from '../../components/ui/badge';
import { Container } from '../../components/ui/container';
import type { LandingContent } from './landing-content';
import { SectionHeading } from './section-heading';

/** 'What you get' (spec §2 landing sections). */
export function BenefitsSection({ content }: { content: LandingContent['benefits'] }) {
  return (
    <section aria-labelledby="benefits-title" className="py-16 lg:py-24">
      <Container width="landing">
        <SectionHeading id="benefits-title" title={content.title} intro={content.intro} />
        <ul className="mt-10 grid gap-x-10 gap-y-8 md:grid-cols-2 xl:grid-cols-3">
          {content.items.map((item) => (
            <li key={item.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="mt-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-400 text-brand-900"
              >
                <svg
                  viewBox="0 0 24 24"
                  width="18"
                  height="18"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="3"
                  focusable="false"
                >
                  <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </span>
              <div>
                <h3 className="flex flex-wrap items-center gap-2 text-lg font-bold text-brand-900">
                  {item.title}
                  {'isFree' in item && item.isFree && <FreeBadge tone="navy" />}
                </h3>
                <p className="mt-1.5 leading-relaxed text-muted">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
