import type { AdminTariff } from '@portal/contract';
import { useAdminTranslation } from '../../../i18n/admin';
import { useLocale } from '../../../i18n/use-locale';
import { foreignLang } from '../../../lib/localized-name';
import { formatKopiykas } from '../../../lib/money';
import { defineList } from '../../../components/back-office/list-declaration';
import { BackOfficeListPage } from '../../../components/back-office/list-page';

export const TARIFFS_PATH = '/admin/tariffs';

/** The tariffs' list (decision 045): every tariff by position, no tabs, no paging. */
export const TARIFFS_LIST = defineList({ path: TARIFFS_PATH, testId: 'tariffs' });

/** '1 month', '12 months', or the trial's days: how long a tariff runs. */
export function useTariffPeriod() {
  const { t } = useAdminTranslation();
  return (tariff: Pick<AdminTariff, 'is_trial' | 'trial_days' | 'period_months'>): string => {
    if (tariff.is_trial) return t('tariffs.trialDays', { count: tariff.trial_days ?? 0 });
    if (tariff.period_months === 0) return t('tariffs.noPeriod');
    return t('tariffs.months', { count: tariff.period_months });
  };
}

/**
 * /admin/tariffs: every tariff by position, public or not, in both languages, with its price and
 * period; each row opens its editor.
 */
export function TariffsPage({ tariffs }: { tariffs: AdminTariff[] }) {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  const describePeriod = useTariffPeriod();
  return (
    <BackOfficeListPage
      list={TARIFFS_LIST}
      query={{}}
      texts={{
        title: t('tariffs.title'),
        lead: t('tariffs.lead'),
        caption: t('tariffs.caption'),
        empty: t('common.nothingFound'),
      }}
      rows={tariffs}
      columns={[
        {
          key: 'name',
          header: t('tariffs.columns.name'),
          isRowLink: true,
          cell: (tariff) => (
            <span className="flex flex-col">
              <span lang={foreignLang('uk', locale)}>{tariff.name.uk}</span>
              <span lang={foreignLang('en', locale)} className="text-sm font-normal text-muted">
                {tariff.name.en}
              </span>
            </span>
          ),
        },
        {
          key: 'price',
          header: t('tariffs.columns.price'),
          cell: (tariff) => (
            <span className="flex flex-col">
              <span className="whitespace-nowrap">
                {formatKopiykas(tariff.price, tariff.currency, locale, { exact: true })}
              </span>
              <span className="text-sm text-muted">{describePeriod(tariff)}</span>
            </span>
          ),
        },
        {
          key: 'flags',
          header: t('tariffs.columns.shown'),
          cell: (tariff) => (
            <span className="flex flex-col text-sm">
              <span>{tariff.is_public ? t('tariffs.public') : t('tariffs.hidden')}</span>
              {tariff.is_recommended && (
                <span className="font-semibold text-brand-800">{t('tariffs.recommended')}</span>
              )}
            </span>
          ),
          className: 'hidden sm:table-cell',
        },
        {
          key: 'slug',
          header: t('tariffs.columns.slug'),
          cell: (tariff) => <code className="text-sm">{tariff.slug}</code>,
          className: 'hidden md:table-cell',
        },
      ]}
    />
  );
}
