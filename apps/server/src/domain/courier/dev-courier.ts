import type { DevCourier, FakeCourierMode } from '@portal/contract';
import type { FakeCourier } from '../../integrations/courier';
import { AppError } from '../../lib/app-error';

/**
 * `GET` and `PUT /dev/courier` (outside production): the local fake courier's mode and the leads
 * it kept, and its mode changed. 404 when leads go to a real endpoint (COURIER_LEAD_URL).
 */
export function setFakeCourierMode(fake: FakeCourier | null, mode?: FakeCourierMode): DevCourier {
  if (!fake) throw new AppError('not_found', 'error.not_found');
  if (mode) fake.setMode(mode);
  return {
    mode: fake.mode,
    posts: fake.posts,
    leads: [...fake.leads].map(([key, lead]) => ({
      idempotency_key: key,
      lead_id: lead.lead_id,
      received_at: lead.received_at.toISOString(),
    })),
  };
}
