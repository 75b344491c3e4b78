import { Badge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button-link';
import { Container } from '../../components/ui/container';
import { PageIntro } from '../../components/ui/page-intro';
import { LocalizedLink } from '../../i18n/localized-link';
import { useProfile } from '../../lib/session/use-profile';
import {
  findProServiceStep,
  findServiceStep,
  showsProOverview,
  type AvailableService,
  type ProAccess,
  type ProContent,
  type ProService,
  type ProViewer,
} from './pro-content';

const LINK = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

function GivesList({ label, gives }: { label: string; gives: readonly string[] }) {
  return (
    <>
      <h4 className="mt-5 text-sm font-bold tracking-wide text-brand-900 uppercase">{label}</h4>
      <ul className="mt-2 grid gap-1.5 text-[15px] leading-relaxed">
        {gives.map((line) => (
          <li key={line} className="flex gap-2">
            <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-600" />
            {line}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A service that works today, with the next step this person can take (findServiceStep). */
function AvailableCard({
  service,
  content,
  viewer,
}: {
  service: AvailableService;
  content: ProContent;
  viewer: ProViewer;
}) {
  const titleId = `pro-available-${service.slug}`;
  const step = findServiceStep(service, viewer, content);
  return (
    <li className="flex">
      <article
        aria-labelledby={titleId}
        className="flex w-full flex-col rounded-2xl border border-green-200 bg-green-50/60 p-6"
        data-testid={`pro-available-${service.slug}`}
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h3 id={titleId} className="text-xl font-bold text-brand-900">
            {service.title}
          </h3>
          <p>
            <span className="sr-only">{content.accessLabel}: </span>
            <Badge>{content.freeLabel}</Badge>
          </p>
        </div>
        <p className="mt-3 leading-relaxed text-muted">{service.text}</p>
        <GivesList label={content.givesLabel} gives={service.gives} />
        <div className="mt-auto pt-6">
          {step.kind === 'link' ? (
            <ButtonLink to={step.to} variant="solid" size="sm">
              {step.label}
              <span className="sr-only">: {service.title}</span>
            </ButtonLink>
          ) : (
            <p className="text-[15px] font-medium text-ink" data-testid="pro-available-note">
              {step.text}
            </p>
          )}
        </div>
      </article>
    </li>
  );
}

/**
 * A professional service: what it offers, how it opens and the next step this person can take
 * (findProServiceStep) — or, while it is being prepared, a plain note and no dead link.
 */
function ProServiceCard({
  service,
  content,
  viewer,
}: {
  service: ProService;
  content: ProContent;
  viewer: ProViewer;
}) {
  const access = service.access as ProAccess;
  const titleId = `pro-service-${service.slug}`;
  const step = findProServiceStep(service, viewer, content);
  const isWorking = Boolean(service.path);
  return (
    <li className="flex">
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
        <GivesList label={content.givesLabel} gives={service.gives} />
        <div className="mt-auto flex flex-col items-start gap-3 pt-6">
          {isWorking ? (
            <p className="text-[15px] font-medium text-ink" data-testid="pro-service-access">
              {content.accessNote[access]}
            </p>
          ) : (
            <p className="text-[15px] font-medium text-ink" data-testid="pro-service-note">
              {content.preparingNote} {content.accessNote[access]}
            </p>
          )}
          {isWorking &&
            (step.kind === 'link' ? (
              <ButtonLink to={step.to} variant="solid" size="sm">
                {step.label}
                <span className="sr-only">: {service.title}</span>
              </ButtonLink>
            ) : (
              <p className="text-[15px] text-muted" data-testid="pro-service-note">
                {step.text}
              </p>
            ))}
          {isWorking && access === 'subscription' && (
            <LocalizedLink to="/tariffs" className={LINK}>
              {content.tariffsLink}
              <span className="sr-only">: {service.title}</span>
            </LocalizedLink>
          )}
        </div>
      </article>
    </li>
  );
}

/**
 * /pro (spec §2): what works on the platform today, with the way to it (sign-up for a guest, the
 * page itself for whoever may use it), the subscription and its 14-day trial, and the professional
 * services — what each gives, how it opens (a subscription or any approved company) and the way
 * in; the one still being prepared has a note and no link to a page that does not exist (issue 13).
 */
export function ProPage({ content }: { content: ProContent }) {
  const viewer = useProfile();
  const services: readonly ProService[] = content.services;
  const overview = showsProOverview(viewer) ? content.overview : null;
  return (
    <Container className="py-10 lg:py-14">
      <PageIntro title={content.title} lead={content.lead} />

      <section aria-labelledby="pro-available-title" className="mt-10" data-testid="pro-available">
        <h2 id="pro-available-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {content.availableTitle}
        </h2>
        <p className="mt-2 max-w-3xl leading-relaxed text-muted">{content.availableLead}</p>
        {overview && (
          <p className="mt-3">
            <LocalizedLink to={content.catalogue.path} className={LINK} data-testid="pro-catalogue-link">
              {content.catalogue.text}
            </LocalizedLink>
          </p>
        )}
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {content.available.map((service) => (
            <AvailableCard key={service.slug} service={service} content={content} viewer={viewer} />
          ))}
        </ul>
      </section>

      <aside
        aria-labelledby="pro-trial-title"
        className="mt-12 flex flex-col gap-4 rounded-2xl bg-accent-400 p-6 text-brand-900 sm:p-8 md:flex-row md:items-center md:justify-between"
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

      <section aria-labelledby="pro-services-title" className="mt-12" data-testid="pro-services">
        <h2 id="pro-services-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {content.servicesTitle}
        </h2>
        <p className="mt-2 max-w-3xl leading-relaxed text-muted">{content.servicesLead}</p>
        {overview && (
          <p className="mt-3">
            <LocalizedLink to={overview.path} className={LINK} data-testid="pro-overview-link">
              {overview.text}
            </LocalizedLink>
          </p>
        )}
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {services.map((service) => (
            <ProServiceCard key={service.slug} service={service} content={content} viewer={viewer} />
          ))}
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
