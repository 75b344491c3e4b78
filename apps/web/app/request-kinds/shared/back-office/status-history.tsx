import type { StatusChange, StatusList } from '@portal/contract';
import { useAdminTranslation } from '../../../i18n/admin';
import { StatusHistory } from '../../../components/requests/status-history';
import { AdminSection } from '../../../components/back-office/page-heading';

/** The request's history (who, when, from → to, comment), the exporter's own timeline reused. */
export function RequestHistorySection({
  history,
  list,
}: {
  history: readonly StatusChange[];
  list: StatusList;
}) {
  const { t } = useAdminTranslation();
  return (
    <AdminSection id="request-history" title={t('history.title')} testId="request-history">
      <StatusHistory changes={history} list={list} />
    </AdminSection>
  );
}
