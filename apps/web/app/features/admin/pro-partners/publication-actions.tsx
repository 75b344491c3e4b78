import type { AdminProPartner } from '@portal/contract';
import { buildPublicationTexts } from '../../../components/back-office/editor-declaration';
import type { EditorPublication } from '../../../components/back-office/editor-page';
import { useAdminPartnersTranslation } from '../../../i18n/adminPartners';
import { useLocale } from '../../../i18n/use-locale';
import { pickName } from '../../../lib/localized-name';

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
export function usePartnerPublication(partner: AdminProPartner | null): EditorPublication {
  const { t } = useAdminPartnersTranslation();
  const locale = useLocale();
  return {
    texts: buildPublicationTexts(
      (key, values) => t(`publication.${key}`, values),
      partner ? pickName(partner.name, locale) : '',
    ),
    missing: partner?.missing_to_publish.map((field) => t(MISSING_LABELS[field])),
    newNote: t('publication.newNote'),
  };
}
