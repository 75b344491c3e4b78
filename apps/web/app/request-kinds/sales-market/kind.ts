import { useRequestsTranslation } from '../../i18n/requests';
import type { WebKindFacts } from '../shared/kind-facts';

/** Export applications in the web's shared request machinery (decision 044). */
export const salesMarketWeb = {
  kind: 'sales_market',
  textKey: 'salesMarket',
  queueSubject: 'product',
  createOffer: 'applications.createExport',
  useDeleteTexts(number) {
    const { t } = useRequestsTranslation();
    return {
      open: t('market.detail.delete'),
      title: t('market.detail.deleteTitle'),
      text: t('market.detail.deleteText', { number }),
      cancel: t('market.detail.cancel'),
      confirm: t('market.detail.deleteConfirm'),
    };
  },
} as const satisfies WebKindFacts;
