import type { AdminPublishedAnalysis } from '@portal/contract';
import { useAdminTranslation } from '../../../i18n/admin';
import { useLocale } from '../../../i18n/use-locale';
import { pickName } from '../../../lib/localized-name';
import type { PublicationAction } from '../../../components/back-office/publication';
import { PublicationPanel } from '../../../components/back-office/publication-panel';

/** Publishing an analysis (subscribers read it from now on) or taking it back to a draft. */
export function PublicationActions({ analysis }: { analysis: AdminPublishedAnalysis }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const title = pickName(analysis.title, locale);
  const actionTexts = (action: PublicationAction) => ({
    button: t(`publishedAnalysis.${action}.button`),
    title: t(`publishedAnalysis.${action}.title`),
    description: t(`publishedAnalysis.${action}.description`, { title }),
    confirm: t(`publishedAnalysis.${action}.confirm`),
    done: t(`publishedAnalysis.${action}.done`),
  });
  return (
    <PublicationPanel
      testId="analysis"
      publishedAt={analysis.published_at}
      texts={{
        title: t('publishedAnalysis.publicationTitle'),
        isPublished: (date) => t('publishedAnalysis.isPublished', { date }),
        isDraft: t('publishedAnalysis.isDraft'),
        missing: '',
        publish: actionTexts('publish'),
        unpublish: actionTexts('unpublish'),
      }}
    />
  );
}
