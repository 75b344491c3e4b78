import type { UiLocale } from '@portal/contract';
import { AudienceSection } from './audience-section';
import { BenefitsSection } from './benefits-section';
import { CtaBanner } from './cta-banner';
import { HowItWorksSection } from './how-it-works-section';
import type { LandingContent, LandingQuestion } from './landing-content';
import { LandingFaqSection } from './landing-faq-section';
import { PlatformSection } from './platform-section';
import { JourneySection } from './journey-section';

export type LandingSectionsProps = {
  locale: UiLocale;
  content: LandingContent;
  questions: readonly LandingQuestion[];
};

/**
 * Everything below the hero, in the order of spec §2: about the platform (#platform), who it
 * is for, how it works with the video, the slider (how a request goes, in place of
 * testimonials: issue 13), what you get, the banner, and questions and answers. The browser
 * loads this part's script after the first screen (landing-page.tsx).
 */
export default function LandingSections({ locale, content, questions }: LandingSectionsProps) {
  return (
    <>
      <PlatformSection content={content.platform} />
      <AudienceSection content={content.audience} />
      <HowItWorksSection content={content.howItWorks} locale={locale} />
      <JourneySection content={content.journey} locale={locale} />
      <BenefitsSection content={content.benefits} />
      <CtaBanner content={content.banner} />
      <LandingFaqSection content={content.faq} questions={questions} />
    </>
  );
}
