import { useTranslation } from 'react-i18next';
import type { Route } from './+types/login';
import { AuthPlaceholder } from '../../features/auth/auth-placeholder';
import { buildMeta, formatTitle } from '../../i18n/meta';

export const meta: Route.MetaFunction = ({ location }) =>
  buildMeta(location.pathname, (t) => ({
    title: formatTitle(t, t('auth.loginTitle')),
    description: t('meta.authDescription'),
  }));

export default function LoginPage() {
  const { t } = useTranslation();
  return <AuthPlaceholder title={t('auth.loginTitle')} text={t('auth.loginComing')} />;
}
