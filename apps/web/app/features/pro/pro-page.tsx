import { Badge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button-link';
import { Container } from '../../components/ui/container';
import { LocalizedLink } from '../../i18n/localized-link';
import { useProfile } from '../../lib/session/use-profile';
import type { ProAccess, ProContent } from './pro-content';
import { PageIntro } from '../../components/ui/page-intro';

const LINK = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

/**
 * /pro (spec §2): the professional services — what each gives, which need a subscription
 * (with the way to /tariffs) and where to start: sign up as a guest, open the service once
 * signed in.
 */
export function ProPage({ content }: { content: ProContent }) {
  const isSignedIn = useProfile() !== null;
  return (
    <Container className="py-10 lg:py-14">
      <PageIntro title={content.title} lead={content.lead} />

      <aside
        aria-labelledby="pro-trial-title"
        className="mt-8 flex flex-col gap-4 rounded-2xl bg-accent-400 p-6 text-brand-900 sm:p-8 md:flex-row md:items-center md:justify-between"
      >
        <div className="max-w-2xl">
          <h2 id="pro-trial-title" className="text-xl font-extrabold sm:text-2xl">
            {content.trial.title}
          </h2>
          <p className="mt-2 leading-relaxed">{content.trial.text}</p>
        </div>
        <ButtonLink to="/tariffs" variant="solid" className="bg-brand-900 hover:bg-brand-800 md:shrink-0">
          {content.trial.cta}
        </ButtonLink>
      </aside>

      <section aria-labelledby="pro-services-title" className="mt-12">
        <h2 id="pro-services-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {content.servicesTitle}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {content.services.map((service) => {
            const access = service.access as ProAccess;
            const titleId = `pro-service-${service.slug}`;
            return (
              <li key={service.slug} className="flex">
                <article
                  aria-labelledby={titleId}
                  className="flex w-full flex-col rounded-2xl border border-slate-200 p-6 sm:p-8"
                  data-testid={`pro-service-${service.slug}`}
                >
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <h3 id={titleId} className="text-xl font-bold text-brand-900">
                      {service.title}
                    </h3>
                    <p>
                      <span className="sr-only">{content.accessLabel}: </span>
                      <Badge>{content.access[access]}</Badge>
                    </p>
                  </div>
                  <p className="mt-3 leading-relaxed text-muted">{service.text}</p>
                  <h4 className="mt-5 text-sm font-bold tracking-wide text-brand-900 uppercase">
                    {content.givesLabel}
                  </h4>
                  <ul className="mt-2 grid gap-1.5 text-[15px] leading-relaxed">
                    {service.gives.map((line) => (
                      <li key={line} className="flex gap-2">
                        <span
                          aria-hidden="true"
                          className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-600"
                        />
                        {line}
                      </li>
                    ))}
                  </ul>
                  <div className="mt-auto flex flex-wrap items-center gap-4 pt-6">
                    <ButtonLink
                      to={isSignedIn ? service.path : '/auth/registration'}
                      variant="outline"
                      size="sm"
                    >
                      {isSignedIn ? content.signedInCta : content.guestCta}
                      <span className="sr-only">: {service.title}</span>
                    </ButtonLink>
                    {access === 'subscription' && (
                      <LocalizedLink to="/tariffs" className={LINK}>
                        {content.tariffsLink}
                        <span className="sr-only">: {service.title}</span>
                      </LocalizedLink>
                    )}
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="pro-bottom-title" className="mt-12 rounded-2xl bg-brand-50 p-6 sm:p-8">
        <h2 id="pro-bottom-title" className="text-xl font-bold text-brand-900 sm:text-2xl">
          {content.bottom.title}
        </h2>
        <p className="mt-2 max-w-3xl leading-relaxed text-muted">{content.bottom.text}</p>
        <ButtonLink to="/tariffs" variant="solid" className="mt-5">
          {content.bottom.cta}
        </ButtonLink>
      </section>
    </Container>
  );
}
