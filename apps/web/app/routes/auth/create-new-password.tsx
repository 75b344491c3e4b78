import { useTranslation } from 'react-i18next';
import type { Route } from './+types/create-new-password';
import { AuthPlaceholder } from '../../features/auth/auth-placeholder';
import { buildMeta, formatTitle } from '../../i18n/meta';

export const meta: Route.MetaFunction = ({ location }) =>
  buildMeta(location.pathname, (t) => ({
    title: formatTitle(t, t('auth.createNewPasswordTitle')),
    description: t('meta.authDescription'),
  }));

export default function CreateNewPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthPlaceholder title={t('auth.createNewPasswordTitle')} text={t('auth.createNewPasswordComing')} />
  );
}
