import { ButtonLink } from '../../components/ui/button-link';
import { Container } from '../../components/ui/container';
import { ArrowRightIcon } from '../../components/ui/icons';
import type { PartnerGroup, PartnersContent } from './partners-content';
import { PageIntro } from '../../components/ui/page-intro';

/** A website address without the scheme, for display: `https://www.cci.org.ua/` → `cci.org.ua`. */
function displayHost(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** /partners (spec §2): partner cards grouped by kind; an empty list says so. */
export function PartnersPage({ content, groups }: { content: PartnersContent; groups: PartnerGroup[] }) {
  return (
    <Container className="py-10 lg:py-14">
      <PageIntro title={content.title} lead={content.lead} />

      {groups.length === 0 ? (
        <p className="mt-10 rounded-2xl bg-brand-50 p-6 text-muted" data-testid="partners-empty">
          {content.empty}
        </p>
      ) : (
        groups.map((group) => (
          <section key={group.kind} aria-labelledby={`partners-${group.kind}`} className="mt-12">
            <h2 id={`partners-${group.kind}`} className="text-2xl font-bold text-brand-900">
              {group.label}
            </h2>
            <ul className="mt-5 grid gap-6 md:grid-cols-2">
              {group.partners.map((partner) => (
                <li
                  key={partner.id}
                  className="flex flex-col rounded-2xl border border-slate-200 p-6"
                  data-testid="partner-card"
                >
                  <h3 className="text-lg font-bold text-brand-900">{partner.name}</h3>
                  <p className="mt-2 leading-relaxed text-muted">{partner.description}</p>
                  {partner.website_url && (
                    <a
                      href={partner.website_url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="mt-4 inline-flex min-h-11 items-center gap-2 self-start rounded font-semibold break-all text-brand-700 underline underline-offset-4 hover:text-brand-900"
                    >
                      {content.website}: {displayHost(partner.website_url)}
                      <span className="sr-only"> {content.newTab}</span>
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))
      )}

      <section
        aria-labelledby="partners-pro-title"
        className="mt-14 flex flex-col gap-4 rounded-2xl bg-brand-900 p-6 text-white sm:p-8 md:flex-row md:items-center md:justify-between theme-dark"
      >
        <div className="max-w-2xl">
          <h2 id="partners-pro-title" className="text-xl font-bold sm:text-2xl">
            {content.pro.title}
          </h2>
          <p className="mt-2 leading-relaxed text-slate-200">{content.pro.text}</p>
        </div>
        <ButtonLink to="/pro" variant="accent" className="md:shrink-0">
          {content.pro.cta}
          <ArrowRightIcon width={20} height={20} />
        </ButtonLink>
      </section>
    </Container>
  );
}
