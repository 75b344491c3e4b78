import { toApiLocale, type UiLocale } from '@portal/contract';
import { Container } from '../../components/ui/container';
import { NumberedSteps } from '../../components/ui/numbered-steps';
import type { LandingContent } from './landing-content';
import { SectionHeading } from './section-heading';

/** The explainer video, one per language, with captions in both (apps/web/public/media). */
const MEDIA = '/media/how-it-works';
const TRACK_LABELS = { uk: 'Українська', en: 'English' } as const;

/**
 * 'How it works' (spec §2): the numbered steps and a short silent video. The video loads
 * nothing until it is played (`preload="none"`, a poster instead), so it costs the first
 * screen nothing; its captions repeat the steps, which are also the text beside it.
 */
export function HowItWorksSection({
  content,
  locale,
}: {
  content: LandingContent['howItWorks'];
  locale: UiLocale;
}) {
  const lang = toApiLocale(locale);
  const otherLang = lang === 'uk' ? 'en' : 'uk';
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="bg-brand-50 py-16 lg:py-24">
      <Container width="landing">
        <SectionHeading id="how-it-works-title" title={content.title} intro={content.intro} />
        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start">
          <NumberedSteps steps={content.steps} tone="raised" testId="how-it-works-steps" />
          <figure className="lg:sticky lg:top-40">
            <video
              controls
              preload="none"
              playsInline
              poster={`${MEDIA}-${lang}.webp`}
              width={1280}
              height={720}
              aria-describedby="how-it-works-video-caption"
              className="aspect-video h-auto w-full rounded-2xl bg-brand-900 shadow-lg"
              data-testid="how-it-works-video"
            >
              <source src={`${MEDIA}-${lang}.mp4`} type="video/mp4" />
              {/* Captions in the page's language, subtitles in the other one (both files exist). */}
              <track
                kind="captions"
                srcLang={lang}
                label={TRACK_LABELS[lang]}
                src={`${MEDIA}.${lang}.vtt`}
                default
              />
              <track
                kind="subtitles"
                srcLang={otherLang}
                label={TRACK_LABELS[otherLang]}
                src={`${MEDIA}.${otherLang}.vtt`}
              />
              {content.video.fallback}
            </video>
            <figcaption id="how-it-works-video-caption" className="mt-3 text-[15px] text-muted">
              <span className="font-semibold text-brand-900">{content.video.title}</span>
              {' · '}
              {content.video.duration}
            </figcaption>
          </figure>
        </div>
      </Container>
    </section>
  );
}
