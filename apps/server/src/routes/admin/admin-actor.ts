import type { FastifyRequest } from 'fastify';
import { BACK_OFFICE_ROLES } from '@portal/contract';
import { requireRole } from '../../plugins/auth';
import type { StatusActorInfo } from '../../domain/requests/change-request-status';

/** The signed-in manager or admin as the audit log and the status history record them. */
export function getAdminActor(request: FastifyRequest): StatusActorInfo {
  const { user } = requireRole(request, BACK_OFFICE_ROLES);
  return { userId: user.id, email: user.email, role: user.role, ip: request.ip };
}
