import { Container } from '../../components/ui/container';
import type { LandingContent } from './landing-content';
import { SectionHeading } from './section-heading';
import { TestimonialSlider } from './testimonial-slider';

/** The testimonial slider (spec §2). The testimonials are illustrative, and the page says so. */
export function TestimonialsSection({ content }: { content: LandingContent['testimonials'] }) {
  return (
    <section
      aria-labelledby="testimonials-title"
      aria-roledescription={content.labels.carousel}
      className="theme-dark bg-brand-900 py-16 text-white lg:py-24"
    >
      <Container
        width="landing"
        className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start"
      >
        <div>
          <SectionHeading id="testimonials-title" title={content.title} intro={content.intro} tone="dark" />
          <p className="mt-6 text-sm text-slate-200">{content.note}</p>
        </div>
        <TestimonialSlider items={content.items} labels={content.labels} />
      </Container>
    </section>
  );
}
