import {
  CAPACITY_PERIODS,
  PRODUCT_UNITS,
  toApiLocale,
  type Currency,
  type SalesMarketApplication,
} from '@portal/contract';
import { SelectField } from '../../components/form/choice-fields';
import { TextField } from '../../components/form/text-field';
import type { ApiFormFields } from '../../components/form/use-api-form';
import { useRequestsTranslation } from '../../i18n/requests';
import { useLocale } from '../../i18n/use-locale';

/** Production capacity, price and minimum order of the volume page, each with its unit. */
export function SalesMarketVolumeFields({
  form,
  application,
  currencies,
}: {
  form: ApiFormFields;
  application: SalesMarketApplication;
  currencies: readonly Currency[];
}) {
  const { t } = useRequestsTranslation();
  const apiLocale = toApiLocale(useLocale());
  const units = PRODUCT_UNITS.map((unit) => ({ value: unit.code, label: unit[apiLocale] }));
  const periods = CAPACITY_PERIODS.map((period) => ({ value: period.code, label: period[apiLocale] }));
  return (
    <div className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          form={form}
          name="production_capacity"
          label={t('market.fields.capacity')}
          inputMode="decimal"
          autoComplete="off"
          required
          initialValue={application.production_capacity ?? ''}
        />
        <SelectField
          form={form}
          name="capacity_unit"
          label={t('market.fields.unit')}
          options={units}
          placeholder={t('market.fields.choose')}
          required
          initialValue={application.capacity_unit ?? ''}
        />
        <SelectField
          form={form}
          name="capacity_period"
          label={t('market.fields.period')}
          options={periods}
          placeholder={t('market.fields.choose')}
          required
          initialValue={application.capacity_period ?? ''}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          form={form}
          name="price"
          label={t('market.fields.price')}
          inputMode="decimal"
          autoComplete="off"
          required
          initialValue={application.price ?? ''}
        />
        <SelectField
          form={form}
          name="currency"
          label={t('market.fields.currency')}
          options={currencies.map((currency) => ({
            value: currency.code,
            label: `${currency.code} — ${currency.name}`,
          }))}
          placeholder={t('market.fields.choose')}
          required
          initialValue={application.currency ?? ''}
        />
        <SelectField
          form={form}
          name="price_unit"
          label={t('market.fields.priceUnit')}
          options={units}
          placeholder={t('market.fields.choose')}
          required
          initialValue={application.price_unit ?? ''}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          form={form}
          name="minimum_order"
          label={t('market.fields.minimumOrder')}
          inputMode="decimal"
          autoComplete="off"
          initialValue={application.minimum_order ?? ''}
        />
        <SelectField
          form={form}
          name="minimum_order_unit"
          label={t('market.fields.unit')}
          options={units}
          placeholder={t('market.fields.choose')}
          initialValue={application.minimum_order_unit ?? ''}
        />
      </div>
    </div>
  );
}
