import type { Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import { findActiveSubscription } from '../money/start-trial';
import { companyOfScope, isBackOfficeScope, type RequestScope } from '../access/scope';

/**
 * Professional services need an active subscription (spec §6, DOMAIN.md 'Professional
 * services'): 403 `subscription.required` for a company without one. The back office, which
 * writes the analyses, passes.
 */
export async function assertActiveSubscription(
  db: Pick<Database, 'select'>,
  scope: RequestScope,
  /** What the refusal says (a service may say it in its own words). */
  message: 'subscription.required' | 'catalog.subscription_required' = 'subscription.required',
): Promise<void> {
  if (isBackOfficeScope(scope)) return;
  const running = await findActiveSubscription(db, companyOfScope(scope));
  if (!running) throw new AppError('forbidden', message);
}
