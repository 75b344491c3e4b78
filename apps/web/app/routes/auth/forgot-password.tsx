import { useTranslation } from 'react-i18next';
import type { Route } from './+types/forgot-password';
import { AuthPlaceholder } from '../../features/auth/auth-placeholder';
import { buildMeta, formatTitle } from '../../i18n/meta';

export const meta: Route.MetaFunction = ({ location }) =>
  buildMeta(location.pathname, (t) => ({
    title: formatTitle(t, t('auth.forgotPasswordTitle')),
    description: t('meta.authDescription'),
  }));

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  return <AuthPlaceholder title={t('auth.forgotPasswordTitle')} text={t('auth.forgotPasswordComing')} />;
}
