import { useLocation } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import { useImportingTranslation } from '../../i18n/importing';
import { LocalizedLink } from '../../i18n/localized-link';
import { CountryHeader } from './country-header';
import { cx } from '../../lib/cx';
import { CabinetActionCard } from './importing-cabinet-action';
import type { CabinetCountry, ImportingCabinetData } from './importing-cabinet-model';
import { CountryProgress } from './importing-cabinet-progress';
import { CountrySteps } from './importing-cabinet-steps';
import { buildCountryHref, type ImportingCountriesContent } from './importing-countries-content';

const MY_COMPANY_PATH = '/profile/my-company';

/**
 * /profile/importing-countries (spec §2, issue 15 §3): the importing countries by region, each
 * with the company's progress bar; the chosen country (`?country=PL`, a link, so it works
 * without JavaScript) with its six steps, overview and events; the events the company takes
 * part in and the coming ones. A company that is not approved reads its progress and is told why
 * it cannot change it.
 */
export function ImportingCabinetView({
  content,
  groups,
  fields,
  country,
  myActions,
  upcoming,
  canWrite,
}: ImportingCabinetData) {
  const { t } = useImportingTranslation();
  const { pathname } = useLocation();
  return (
    <>
      <PageHeading title={t('page.title')} lead={t('page.lead')} />
      {!canWrite && <LockedNotice />}
      <div className="@container">
        <div className="grid gap-8 @4xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] @4xl:items-start">
          <div
            id="country-info"
            className="scroll-mt-36 @4xl:col-start-2 @4xl:row-start-1"
            data-testid="country-info"
          >
            {country ? (
              <CountryPanel
                content={content}
                country={country}
                fields={fields}
                canWrite={canWrite}
                pathname={pathname}
              />
            ) : (
              <div className="rounded-2xl border border-dashed border-brand-100 bg-brand-50 p-6 sm:p-8">
                <h2 className="text-xl font-bold text-brand-900">{content.choose.title}</h2>
                <p className="mt-2 leading-relaxed text-muted">{content.choose.text}</p>
              </div>
            )}
          </div>
          <nav
            aria-label={content.regionsLabel}
            className="@4xl:col-start-1 @4xl:row-start-1"
            data-testid="importing-countries-regions"
          >
            {groups.map((group) => (
              <div key={group.region} className="mb-6 last:mb-0">
                <h2 id={`region-${group.region}`} className="text-lg font-bold text-brand-900">
                  {group.name} <span className="font-semibold text-muted">· {group.countries.length}</span>
                </h2>
                <ul
                  aria-labelledby={`region-${group.region}`}
                  className="mt-3 grid gap-2 @xl:grid-cols-2 @4xl:grid-cols-1 @6xl:grid-cols-2"
                >
                  {group.countries.map((item) => {
                    const isChosen = country?.code === item.code;
                    return (
                      <li
                        key={item.code}
                        data-testid={`country-${item.code}`}
                        className={cx(
                          'rounded-xl border px-3.5 py-2.5',
                          isChosen ? 'border-brand-600 bg-brand-50' : 'border-slate-200',
                        )}
                      >
                        <LocalizedLink
                          to={buildCountryHref(pathname, item.code)}
                          aria-current={isChosen ? 'page' : undefined}
                          preventScrollReset
                          className="inline-flex min-h-8 items-center rounded text-[15px] font-semibold text-brand-900 underline-offset-4 hover:text-brand-700 hover:underline"
                        >
                          {item.name}
                        </LocalizedLink>
                        <div className="mt-1">
                          <CountryProgress progress={item.progress} country={item.name} />
                        </div>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
          </nav>
        </div>

        <section aria-labelledby="my-actions-title" className="mt-14" data-testid="my-actions">
          <h2 id="my-actions-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            {t('mine.title')}
          </h2>
          <p className="mt-2 max-w-3xl leading-relaxed text-muted">{t('mine.lead')}</p>
          <ActionList actions={myActions} empty={t('mine.empty')} content={content} canWrite={canWrite} />
        </section>

        <section aria-labelledby="upcoming-actions-title" className="mt-14" data-testid="upcoming-actions">
          <h2 id="upcoming-actions-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            {t('upcoming.title')}
          </h2>
          <p className="mt-2 max-w-3xl leading-relaxed text-muted">{t('upcoming.lead')}</p>
          <ActionList actions={upcoming} empty={t('upcoming.empty')} content={content} canWrite={canWrite} />
        </section>
      </div>
    </>
  );
}

function LockedNotice() {
  const { t } = useImportingTranslation();
  return (
    <section
      aria-labelledby="importing-locked-title"
      className="mb-8 rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:p-6"
      data-testid="importing-locked"
    >
      <h2 id="importing-locked-title" className="text-lg font-bold text-brand-900">
        {t('locked.title')}
      </h2>
      <p className="mt-1 max-w-3xl leading-relaxed text-ink">{t('locked.text')}</p>
      <LocalizedLink
        to={MY_COMPANY_PATH}
        className="mt-3 inline-flex min-h-10 items-center rounded font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        {t('locked.link')}
      </LocalizedLink>
    </section>
  );
}

function ActionList({
  actions,
  empty,
  content,
  canWrite,
}: {
  actions: ImportingCabinetData['myActions'];
  empty: string;
  content: ImportingCountriesContent;
  canWrite: boolean;
}) {
  if (actions.length === 0) return <p className="mt-6 rounded-2xl bg-brand-50 p-6 text-muted">{empty}</p>;
  return (
    <ul className="mt-6 grid gap-5 @3xl:grid-cols-2 @6xl:grid-cols-3">
      {actions.map((action) => (
        <li key={action.id} className="flex">
          <CabinetActionCard action={action} content={content} canWrite={canWrite} showCountry />
        </li>
      ))}
    </ul>
  );
}

function CountryPanel({
  content,
  country,
  fields,
  canWrite,
  pathname,
}: {
  content: ImportingCountriesContent;
  country: CabinetCountry;
  fields: ImportingCabinetData['fields'];
  canWrite: boolean;
  pathname: string;
}) {
  const { t } = useImportingTranslation();
  const { info } = country;
  return (
    <article aria-labelledby="country-title" className="rounded-2xl border border-slate-200 p-5 sm:p-8">
      <CountryHeader
        content={content}
        name={country.name}
        capital={info.capital}
        summary={info.summary}
        pathname={pathname}
      />

      <div className="mt-5 rounded-xl bg-brand-50 p-4">
        <p className="mb-2 text-[15px] font-semibold text-brand-900">{t('progress.yours')}</p>
        <CountryProgress
          progress={country.progress}
          country={country.name}
          size="md"
          testId="country-progress"
        />
      </div>

      <CountrySteps key={country.id} country={country} fields={fields} canWrite={canWrite} />

      <h3 className="mt-8 text-lg font-bold text-brand-900">{content.countryActions}</h3>
      {country.actions.length === 0 ? (
        <p className="mt-2 text-muted">{content.noCountryActions}</p>
      ) : (
        <ul className="mt-3 grid gap-4">
          {country.actions.map((action) => (
            <li key={action.id} className="flex">
              <CabinetActionCard action={action} content={content} canWrite={canWrite} headingLevel={4} />
            </li>
          ))}
        </ul>
      )}

      {info.demandedGoods.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-bold text-brand-900">{content.demandedGoods}</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {info.demandedGoods.map((goods) => (
              <li
                key={goods}
                className="rounded-lg bg-white px-3 py-1.5 text-[15px] text-brand-900 ring-1 ring-brand-100"
              >
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
    </article>
  );
}
