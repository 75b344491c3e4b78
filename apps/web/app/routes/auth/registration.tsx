import { useTranslation } from 'react-i18next';
import type { Route } from './+types/registration';
import { AuthPlaceholder } from '../../features/auth/auth-placeholder';
import { buildMeta, formatTitle } from '../../i18n/meta';

export const meta: Route.MetaFunction = ({ location }) =>
  buildMeta(location.pathname, (t) => ({
    title: formatTitle(t, t('auth.registrationTitle')),
    description: t('meta.authDescription'),
  }));

export default function RegistrationPage() {
  const { t } = useTranslation();
  return <AuthPlaceholder title={t('auth.registrationTitle')} text={t('auth.registrationComing')} />;
}
