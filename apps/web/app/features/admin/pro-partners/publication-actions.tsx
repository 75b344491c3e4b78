import type { AdminProPartner } from '@portal/contract';
import { useAdminPartnersTranslation } from '../../../i18n/adminPartners';
import { useLocale } from '../../../i18n/use-locale';
import { pickName } from '../../../lib/localized-name';
import type { PublicationAction } from '../../../components/back-office/publication';
import { PublicationPanel } from '../../../components/back-office/publication-panel';

/** The editor's label of each field publishing needs. */
const MISSING_LABELS = {
  'summary.uk': 'form.fields.summaryUk',
  'summary.en': 'form.fields.summaryEn',
  'description.uk': 'form.fields.descriptionUk',
  'description.en': 'form.fields.descriptionEn',
} as const;

/**
 * Publishing a partner (approved exporters see it and may write to it) or taking it back to a
 * draft; what publishing still needs is listed.
 */
export function PublicationActions({ partner }: { partner: AdminProPartner }) {
  const { t } = useAdminPartnersTranslation();
  const locale = useLocale();
  const name = pickName(partner.name, locale);
  const actionTexts = (action: PublicationAction) => ({
    button: t(`publication.${action}.button`),
    title: t(`publication.${action}.title`),
    description: t(`publication.${action}.description`, { name }),
    confirm: t(`publication.${action}.confirm`),
    done: t(`publication.${action}.done`),
  });
  return (
    <PublicationPanel
      testId="partner"
      publishedAt={partner.published_at}
      missing={partner.missing_to_publish.map((field) => t(MISSING_LABELS[field]))}
      texts={{
        title: t('publication.title'),
        isPublished: (date) => t('publication.isPublished', { date }),
        isDraft: t('publication.isDraft'),
        missing: t('publication.missing'),
        publish: actionTexts('publish'),
        unpublish: actionTexts('unpublish'),
      }}
    />
  );
}
