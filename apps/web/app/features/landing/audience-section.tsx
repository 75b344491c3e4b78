import { Container } from '../../components/ui/container';
import type { LandingContent } from './landing-content';
import { SectionHeading } from './section-heading';

/** 'Who it is for' (spec §2 landing sections). */
export function AudienceSection({ content }: { content: LandingContent['audience'] }) {
  return (
    <section aria-labelledby="audience-title" className="py-16 lg:py-24">
      <Container width="landing">
        <SectionHeading id="audience-title" title={content.title} intro={content.intro} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {content.items.map((item, index) => (
            <li key={item.title} className="flex flex-col rounded-2xl border border-slate-200 p-6 sm:p-8">
              <span aria-hidden="true" className="text-sm font-bold tracking-widest text-brand-600">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="mt-3 text-xl font-bold text-brand-900">{item.title}</h3>
              <p className="mt-3 leading-relaxed text-muted">{item.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
