import { useTranslation } from '../../i18n/use-translation';
import { COUNTRY_GROUP_SIZES, UI } from '@portal/contract';
import { FreeBadge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button-link';
import { Container } from '../../components/ui/container';
import { HeroArt } from './hero-art';
import type { LandingContent } from './landing-content';

const REGIONS = ['europe', 'americas', 'asia'] as const;

/** The first screen of the landing: what the portal does and the two free calls to action. */
export function HeroSection({ content }: { content: LandingContent['hero'] }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="hero-title"
      className="theme-dark relative overflow-hidden bg-brand-900 text-white"
    >
      <HeroArt />
      <Container
        width="landing"
        className="relative grid gap-12 pt-12 pb-16 sm:pt-16 lg:grid-cols-2 lg:items-center lg:pt-[var(--landing-top)] lg:pb-24"
        style={{ ['--landing-top' as string]: `${UI.landingTopPaddingPx}px` }}
      >
        <div className="max-w-3xl">
          <h1
            id="hero-title"
            className="text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl xl:text-6xl"
          >
            {content.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-200 sm:text-xl">{content.text}</p>
          <div className="mt-10 flex flex-col gap-4 xs:flex-row xs:flex-wrap">
            <ButtonLink to="/profile/check-list/create" variant="accent" size="lg">
              {t('landing.findMarket')}
              <FreeBadge tone="navy" />
            </ButtonLink>
            <ButtonLink to="/profile/market/create" variant="outline-light" size="lg">
              {t('landing.wantToExport')}
              <FreeBadge />
            </ButtonLink>
          </div>
        </div>
        <div className="rounded-2xl border border-white/15 bg-brand-800 p-6 shadow-2xl sm:p-8">
          <h2 className="text-lg font-bold text-white">{content.statsTitle}</h2>
          <dl className="mt-6 grid gap-3 sm:grid-cols-3">
            {REGIONS.map((region) => (
              <div key={region} className="rounded-xl bg-brand-900 px-4 py-3">
                <dt className="text-sm text-slate-200">{content.regions[region]}</dt>
                <dd className="mt-1 text-xl font-extrabold text-accent-400 2xl:text-2xl">
                  {t('landing.countries', { count: COUNTRY_GROUP_SIZES[region] })}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </Container>
    </section>
  );
}
