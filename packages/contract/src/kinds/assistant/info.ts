import type { RequestKindInfo } from '../../request-kinds';

/** Assistance requests (issue 15, `/assistant/*`): the shorter status set; the manager's comment is the answer. */
export const ASSISTANT_KIND = {
  kind: 'assistant',
  statusList: 'short',
  name: { uk: 'Звернення до асистента', en: 'Assistance request' },
  exporterPath: '/profile/assistant-applications',
  backOfficePath: '/admin/assistant',
  rateable: false,
} as const satisfies RequestKindInfo;
