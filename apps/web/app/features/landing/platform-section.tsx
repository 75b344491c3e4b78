import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Container } from '../../components/ui/container';
import { ChartIcon, DocumentIcon, HandshakeIcon } from '../../components/ui/icons';
import { useScrollToTarget } from './use-scroll-to-target';

type Point = {
  titleKey:
    'landing.platformApplicationsTitle' | 'landing.platformAnalysisTitle' | 'landing.platformSupportTitle';
  textKey:
    'landing.platformApplicationsText' | 'landing.platformAnalysisText' | 'landing.platformSupportText';
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
};

const POINTS: readonly Point[] = [
  {
    titleKey: 'landing.platformApplicationsTitle',
    textKey: 'landing.platformApplicationsText',
    Icon: DocumentIcon,
  },
  {
    titleKey: 'landing.platformAnalysisTitle',
    textKey: 'landing.platformAnalysisText',
    Icon: ChartIcon,
  },
  {
    titleKey: 'landing.platformSupportTitle',
    textKey: 'landing.platformSupportText',
    Icon: HandshakeIcon,
  },
];

export const PLATFORM_SECTION_ID = 'platform';
const SCROLL_TARGETS = [PLATFORM_SECTION_ID] as const;

/** 'About the platform', the anchor of the header's 'about us' link (`/?target=platform`). */
export function PlatformSection() {
  const { t } = useTranslation();
  useScrollToTarget(SCROLL_TARGETS);
  return (
    <section id={PLATFORM_SECTION_ID} aria-labelledby="platform-title" className="bg-brand-50 py-16 lg:py-24">
      <Container width="landing">
        <div className="max-w-3xl">
          <h2
            id="platform-title"
            className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl"
          >
            {t('landing.platformTitle')}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted">{t('landing.platformIntro')}</p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {POINTS.map(({ titleKey, textKey, Icon }) => (
            <li key={titleKey} className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-400 text-brand-900">
                <Icon />
              </span>
              <h3 className="mt-5 text-xl font-bold text-brand-900">{t(titleKey)}</h3>
              <p className="mt-3 leading-relaxed text-muted">{t(textKey)}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
