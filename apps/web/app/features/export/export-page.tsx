import { useTranslation } from '../../i18n/use-translation';
import { FreeBadge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button-link';
import { Container } from '../../components/ui/container';
import { NumberedSteps } from '../../components/ui/numbered-steps';
import type { ExportContent } from './export-content';
import type { BrowserView } from './export-view';
import { ClassificationBrowser } from './classification-browser';
import { PageIntro } from '../../components/ui/page-intro';

/** /export (spec §2): about export for exporters, then the product classification browser. */
export function ExportPage({ content, view }: { content: ExportContent; view: BrowserView }) {
  const { t } = useTranslation();
  return (
    <Container className="py-10 lg:py-14">
      <PageIntro title={content.title} lead={content.lead} />

      <section aria-labelledby="export-steps-title" className="mt-10">
        <h2 id="export-steps-title" className="text-2xl font-bold text-brand-900">
          {content.stepsTitle}
        </h2>
        <NumberedSteps steps={content.steps} className="mt-6 md:grid-cols-2" />
        <div className="mt-6 flex flex-col gap-3 rounded-2xl bg-brand-50 p-5 sm:p-6 md:flex-row md:items-center md:justify-between">
          <p className="font-semibold text-brand-900">{content.ctaText}</p>
          <div className="flex flex-col gap-3 xs:flex-row xs:flex-wrap md:shrink-0">
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
      </section>

      <ClassificationBrowser texts={content.browser} view={view} />
    </Container>
  );
}
