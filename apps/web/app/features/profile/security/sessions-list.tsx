import { Badge } from '../../../components/ui/badge';
import { useAccountsTranslation } from '../../../i18n/accounts';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime } from '../../../lib/format';
import { ProfileSection } from '../../../components/ui/page-heading';
import type { SecuritySession } from '../profile-fields';
import { describeUserAgent } from './describe-user-agent';

/** The signed-in devices (ARCHITECTURE §4 sessions), the current one marked. */
export function SessionsList({ sessions }: { sessions: readonly SecuritySession[] }) {
  const { t } = useAccountsTranslation();
  const locale = useLocale();
  return (
    <ProfileSection
      id="sessions-section"
      title={t('security.sessionsTitle')}
      lead={t('security.sessionsLead')}
      testId="sessions-section"
    >
      <ul className="divide-y divide-slate-200" data-testid="sessions-list">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-col gap-1 py-4 first:pt-0 last:pb-0">
            <p className="flex flex-wrap items-center gap-2 text-[15px] font-semibold text-ink">
              {describeUserAgent(session.user_agent) ?? t('security.unknownDevice')}
              {session.current && <Badge>{t('security.thisDevice')}</Badge>}
            </p>
            <p className="text-sm text-muted">
              {t('security.signedInAt')}: {formatDateTime(session.created_at, locale)} ·{' '}
              {t('security.lastUsedAt')}: {formatDateTime(session.last_used_at, locale)}
            </p>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
