import type { FastifyRequest } from 'fastify';
import { requireRole } from '../../plugins/auth';
import type { StatusActorInfo } from '../../domain/requests/change-request-status';

/** The back-office roles (DOMAIN.md 'People'): every `/admin/*` call is theirs alone. */
export const BACK_OFFICE_ROLES = ['manager', 'admin'] as const;

/** The signed-in manager or admin as the audit log and the status history record them. */
export function getAdminActor(request: FastifyRequest): StatusActorInfo {
  const { user } = requireRole(request, BACK_OFFICE_ROLES);
  return { userId: user.id, email: user.email, role: user.role, ip: request.ip };
}
