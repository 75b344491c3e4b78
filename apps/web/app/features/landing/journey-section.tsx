import type { UiLocale } from '@portal/contract';
import { Container } from '../../components/ui/container';
import type { LandingContent } from './landing-content';
import { SectionHeading } from './section-heading';
import { JourneySlider } from './journey-slider';

/**
 * The slider of spec §2's landing, with what is true of the portal instead of testimonials
 * (issue 13): how a request goes — filed, accepted, in work, the result — and the managers'
 * back-office behind it, with the statuses the exporter sees at each stage.
 */
export function JourneySection({
  content,
  locale,
}: {
  content: LandingContent['journey'];
  locale: UiLocale;
}) {
  return (
    <section
      aria-labelledby="journey-title"
      aria-roledescription={content.labels.carousel}
      className="theme-dark bg-brand-900 py-16 text-white lg:py-24"
      data-testid="landing-journey"
    >
      <Container
        width="landing"
        className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start"
      >
        <div>
          <SectionHeading id="journey-title" title={content.title} intro={content.intro} tone="dark" />
          <p className="mt-6 text-sm text-slate-200">{content.note}</p>
        </div>
        <JourneySlider items={content.items} labels={content.labels} locale={locale} />
      </Container>
    </section>
  );
}
