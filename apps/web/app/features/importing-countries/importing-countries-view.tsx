import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { FreeBadge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button-link';
import { LocalizedLink } from '../../i18n/localized-link';
import { CountryHeader } from './country-header';
import { cx } from '../../lib/cx';
import {
  buildCountryHref,
  type ActionItem,
  type ImportingCountriesContent,
  type ImportingCountriesData,
} from './importing-countries-content';

/**
 * The importing countries of spec §2, shared by /importing-countries (guests) and
 * /profile/importing-countries (signed in): the countries by region, the chosen country's
 * information and the upcoming country actions. Choosing is a link (`?country=PL`), so it
 * works without JavaScript and can be shared.
 */
export function ImportingCountriesView({ content, groups, country, actions }: ImportingCountriesData) {
  const { pathname } = useLocation();
  return (
    <div className="@container">
      <div className="grid gap-8 @4xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] @4xl:items-start">
        <nav aria-label={content.regionsLabel} data-testid="importing-countries-regions">
          {groups.map((group) => (
            <div key={group.region} className="mb-6 last:mb-0">
              <h2 id={`region-${group.region}`} className="text-lg font-bold text-brand-900">
                {group.name} <span className="font-semibold text-muted">· {group.countries.length}</span>
              </h2>
              <ul aria-labelledby={`region-${group.region}`} className="mt-3 flex flex-wrap gap-2">
                {group.countries.map((item) => {
                  const isChosen = country?.code === item.code;
                  return (
                    <li key={item.code}>
                      <LocalizedLink
                        to={buildCountryHref(pathname, item.code)}
                        aria-current={isChosen ? 'page' : undefined}
                        preventScrollReset
                        className={cx(
                          'inline-flex min-h-10 items-center rounded-full border px-3.5 text-[15px] font-semibold transition-colors duration-200',
                          isChosen
                            ? 'border-brand-600 bg-brand-600 text-white'
                            : 'border-slate-300 text-brand-900 hover:border-brand-600 hover:bg-brand-50',
                        )}
                      >
                        {item.name}
                      </LocalizedLink>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </nav>

        <div id="country-info" className="scroll-mt-36" data-testid="country-info">
          {country ? (
            <CountryPanel content={content} country={country} pathname={pathname} />
          ) : (
            <ChoosePrompt content={content} />
          )}
        </div>
      </div>

      <section aria-labelledby="upcoming-actions-title" className="mt-14">
        <h2 id="upcoming-actions-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {content.upcoming.title}
        </h2>
        <p className="mt-2 max-w-3xl leading-relaxed text-muted">{content.upcoming.intro}</p>
        {actions.length === 0 ? (
          <p className="mt-6 rounded-2xl bg-brand-50 p-6 text-muted">{content.upcoming.empty}</p>
        ) : (
          <ul className="mt-6 grid gap-5 @3xl:grid-cols-2 @6xl:grid-cols-3">
            {actions.map((action) => (
              <li key={action.id} className="flex">
                <ActionCard action={action} content={content} showCountry />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ChoosePrompt({ content }: { content: ImportingCountriesContent }) {
  return (
    <div className="rounded-2xl border border-dashed border-brand-100 bg-brand-50 p-6 sm:p-8">
      <h2 className="text-xl font-bold text-brand-900">{content.choose.title}</h2>
      <p className="mt-2 leading-relaxed text-muted">{content.choose.text}</p>
    </div>
  );
}

function CountryPanel({
  content,
  country,
  pathname,
}: {
  content: ImportingCountriesContent;
  country: NonNullable<ImportingCountriesData['country']>;
  pathname: string;
}) {
  const { t } = useTranslation();
  const { info } = country;
  return (
    <article aria-labelledby="country-title" className="rounded-2xl border border-slate-200 p-6 sm:p-8">
      <CountryHeader
        content={content}
        name={country.name}
        capital={info.capital}
        summary={info.summary}
        pathname={pathname}
      />

      {info.demandedGoods.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-bold text-brand-900">{content.demandedGoods}</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {info.demandedGoods.map((goods) => (
              <li key={goods} className="rounded-lg bg-brand-50 px-3 py-1.5 text-[15px] text-brand-900">
                {goods}
              </li>
            ))}
          </ul>
        </>
      )}

      {info.notes.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-bold text-brand-900">{content.notes}</h3>
          <ul className="mt-3 grid gap-2.5 leading-relaxed">
            {info.notes.map((note) => (
              <li key={note} className="flex gap-3">
                <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-600" />
                {note}
              </li>
            ))}
          </ul>
        </>
      )}

      <h3 className="mt-6 text-lg font-bold text-brand-900">{content.countryActions}</h3>
      {country.actions.length === 0 ? (
        <p className="mt-2 text-muted">{content.noCountryActions}</p>
      ) : (
        <ul className="mt-3 grid gap-4">
          {country.actions.map((action) => (
            <li key={action.id} className="flex">
              <ActionCard action={action} content={content} headingLevel={4} />
            </li>
          ))}
        </ul>
      )}

      <div className="mt-8 rounded-2xl bg-brand-50 p-5 sm:p-6">
        <p className="text-lg font-bold text-brand-900">{content.cta.title}</p>
        <p className="mt-1 leading-relaxed text-muted">{content.cta.text}</p>
        <div className="mt-4 flex flex-col gap-3 xs:flex-row xs:flex-wrap">
          <ButtonLink to="/profile/market/create" variant="solid">
            {t('landing.wantToExport')}
            <FreeBadge />
          </ButtonLink>
          <ButtonLink to="/profile/check-list/create" variant="outline">
            {t('landing.findMarket')}
            <FreeBadge tone="navy" />
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}

function ActionCard({
  action,
  content,
  showCountry = false,
  headingLevel = 3,
}: {
  action: ActionItem;
  content: ImportingCountriesContent;
  showCountry?: boolean;
  headingLevel?: 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const place = [action.city || content.online, showCountry ? action.country.name : null]
    .filter(Boolean)
    .join(', ');
  return (
    <article
      className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-5"
      data-testid="country-action"
    >
      <p className="text-sm font-semibold text-brand-700">{content.kinds[action.kind]}</p>
      <Heading className="mt-1 text-lg font-bold text-brand-900">{action.title}</Heading>
      <p className="mt-1 text-[15px] font-semibold text-ink">
        {action.dates} · {place}
      </p>
      <p className="mt-2 text-[15px] leading-relaxed text-muted">{action.description}</p>
    </article>
  );
}
