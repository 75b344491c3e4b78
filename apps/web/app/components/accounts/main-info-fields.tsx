import type { Profile } from '@portal/contract';
import { TextField } from '../form/text-field';
import type { ApiFormFields } from '../form/use-api-form';
import { useAccountsTranslation } from '../../i18n/accounts';

/** Name, surname, patronymic and position (spec §3 main_info). */
export function MainInfoFields({
  form,
  mainInfo,
}: {
  form: ApiFormFields;
  mainInfo: Profile['main_info'] | null;
}) {
  const { t } = useAccountsTranslation();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        form={form}
        name="name"
        label={t('fields.name')}
        autoComplete="given-name"
        required
        initialValue={mainInfo?.name}
      />
      <TextField
        form={form}
        name="surname"
        label={t('fields.surname')}
        autoComplete="family-name"
        required
        initialValue={mainInfo?.surname}
      />
      <TextField
        form={form}
        name="patronymic"
        label={t('fields.patronymic')}
        autoComplete="additional-name"
        initialValue={mainInfo?.patronymic}
      />
      <TextField
        form={form}
        name="position"
        label={t('fields.position')}
        autoComplete="organization-title"
        initialValue={mainInfo?.position}
      />
    </div>
  );
}
