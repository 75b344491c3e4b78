import { ButtonLink } from '../../components/ui/button-link';
import { Container } from '../../components/ui/container';
import { useProfile } from '../../lib/session/use-profile';
import type { LandingContent } from './landing-content';

/** The banner (spec §2): register for free, or, when signed in, file an export application. */
export function CtaBanner({ content }: { content: LandingContent['banner'] }) {
  const isSignedIn = useProfile() !== null;
  return (
    <section aria-labelledby="cta-banner-title" className="pb-16 lg:pb-24">
      <Container width="landing">
        <div className="relative overflow-hidden rounded-3xl bg-accent-400 px-6 py-10 text-brand-900 sm:px-10 lg:flex lg:items-center lg:justify-between lg:gap-10 lg:px-16 lg:py-14">
          <div className="max-w-2xl">
            <h2
              id="cta-banner-title"
              className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
            >
              {content.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed">{content.text}</p>
          </div>
          <div className="mt-8 flex flex-col gap-3 xs:flex-row xs:flex-wrap lg:mt-0 lg:shrink-0">
            <ButtonLink
              to={isSignedIn ? '/profile/market/create' : '/auth/registration'}
              variant="solid"
              size="lg"
              className="bg-brand-900 hover:bg-brand-800"
            >
              {isSignedIn ? content.signedInCta : content.guestCta}
            </ButtonLink>
            <ButtonLink to="/tariffs" variant="outline" size="lg" className="border-brand-900 text-brand-900">
              {content.secondaryCta}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
