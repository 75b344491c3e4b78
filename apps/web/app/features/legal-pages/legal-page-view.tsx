import { Trans } from '../../i18n/trans';
import { Container } from '../../components/ui/container';
import { buttonClasses } from '../../components/ui/button-link';
import { usePagesTranslation } from '../../i18n/pages';
import { useLocale } from '../../i18n/use-locale';
import { formatDate } from '../../lib/format';
import { buildOutline } from './legal-page-outline';
import type { Page as LegalPageContent } from '@portal/contract';

type LegalPageViewProps = {
  page: LegalPageContent;
  /** The cookie policy's 'change cookie settings' button opens the banner's settings. */
  onChangeCookieSettings?: () => void;
};

function CookieSettingsPanel({ onClick }: { onClick: () => void }) {
  const { t } = usePagesTranslation();
  return (
    <div className="mt-6 flex flex-col items-start gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between print:hidden">
      <p className="text-[15px] leading-relaxed text-ink">{t('legal.cookieSettingsText')}</p>
      <button
        type="button"
        onClick={onClick}
        data-testid="change-cookie-settings"
        className={buttonClasses('solid')}
      >
        {t('legal.changeCookieSettings')}
      </button>
    </div>
  );
}

/**
 * A legal page (spec §2): title, summary, the date it took effect, a table of contents and the
 * sections, in a readable measure within the 1080 px content width (spec §9), printable.
 */
export function LegalPageView({ page, onChangeCookieSettings }: LegalPageViewProps) {
  const { t } = usePagesTranslation();
  const locale = useLocale();
  const outline = buildOutline(page.sections);
  return (
    <Container className="py-10 sm:py-14 print:max-w-none print:px-0 print:py-0">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl print:text-black">
          {page.title}
        </h1>
        {page.summary && (
          <p className="mt-4 text-lg leading-relaxed text-muted print:text-black">{page.summary}</p>
        )}
        <p className="mt-4 text-[15px] font-semibold text-ink" data-testid="legal-effective-from">
          <Trans
            t={t}
            i18nKey="legal.effectiveFrom"
            values={{ date: formatDate(page.effective_on, locale) }}
            components={{ date: <time dateTime={page.effective_on} /> }}
          />
        </p>
        {onChangeCookieSettings && <CookieSettingsPanel onClick={onChangeCookieSettings} />}
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14">
        {outline.length > 0 && (
          <nav aria-labelledby="legal-toc" className="self-start lg:sticky lg:top-28 print:hidden">
            <h2 id="legal-toc" className="text-sm font-bold tracking-wide text-muted uppercase">
              {t('legal.toc')}
            </h2>
            <ol className="mt-3 flex flex-col gap-1 border-l-2 border-brand-100" data-testid="legal-toc">
              {outline.map((entry) => (
                <li key={entry.id}>
                  <a
                    href={`#${entry.id}`}
                    className="-ml-0.5 flex min-h-9 items-center border-l-2 border-transparent py-1 pl-4 text-[15px] leading-snug text-brand-700 hover:border-brand-600 hover:text-brand-900 hover:underline"
                  >
                    {entry.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <article className="max-w-[70ch] text-base leading-relaxed text-ink sm:text-[17px] print:max-w-none print:text-black">
          {outline.map((entry) => (
            <section
              key={entry.id}
              id={entry.id}
              aria-labelledby={`${entry.id}-heading`}
              className="mt-10 scroll-mt-28 first:mt-0 print:break-inside-avoid-page"
            >
              <h2
                id={`${entry.id}-heading`}
                className="text-xl font-bold tracking-tight text-brand-900 sm:text-2xl print:text-black"
              >
                {entry.heading}
              </h2>
              {entry.paragraphs.map((paragraph, index) => (
                <p key={index} className="mt-4">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
          <p className="mt-12 print:hidden">
            <a
              href="#main"
              className="inline-flex min-h-8 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {t('legal.backToTop')}
            </a>
          </p>
        </article>
      </div>
    </Container>
  );
}
