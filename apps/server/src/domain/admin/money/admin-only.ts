import { AppError } from '../../../lib/app-error';
import { assertBackOfficeScope, type BackOfficeScope } from '../../access/scope';

/**
 * Refunds and the office's requisites are the admin's (decision 011, issue 14 §5): the endpoint
 * table has no admin-only access level, so the domain answers a manager 403 `money.admin_only`.
 */
export function assertAdmin(scope: BackOfficeScope): void {
  assertBackOfficeScope(scope);
  if (scope.user.role !== 'admin') throw new AppError('forbidden', 'money.admin_only');
}
