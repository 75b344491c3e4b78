import type { ComponentType, SVGProps } from 'react';
import { Container } from '../../components/ui/container';
import { ChartIcon, DocumentIcon, HandshakeIcon } from '../../components/ui/icons';
import { PLATFORM_SECTION_ID, type LandingContent } from './landing-content';
import { SectionHeading } from './section-heading';
import { useScrollToTarget } from './use-scroll-to-target';

const SCROLL_TARGETS = [PLATFORM_SECTION_ID] as const;

const ICONS: Record<string, ComponentType<SVGProps<SVGSVGElement>>> = {
  document: DocumentIcon,
  chart: ChartIcon,
  handshake: HandshakeIcon,
};

/** 'About the platform', where `/?target=platform` scrolls to. */
export function PlatformSection({ content }: { content: LandingContent['platform'] }) {
  useScrollToTarget(SCROLL_TARGETS);
  return (
    <section id={PLATFORM_SECTION_ID} aria-labelledby="platform-title" className="bg-brand-50 py-16 lg:py-24">
      <Container width="landing">
        <SectionHeading id="platform-title" title={content.title} intro={content.intro} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {content.points.map((point) => {
            const Icon = ICONS[point.icon] ?? DocumentIcon;
            return (
              <li
                key={point.title}
                className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-400 text-brand-900">
                  <Icon />
                </span>
                <h3 className="mt-5 text-xl font-bold text-brand-900">{point.title}</h3>
                <p className="mt-3 leading-relaxed text-muted">{point.text}</p>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
