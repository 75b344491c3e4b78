import { changeAdminAssistantStatus, getAdminAssistant, listAdminAssistant } from './endpoints';

/** The back office's calls of the kind that every kind has (decision 044): its queue, its page and a move. */
export const ASSISTANT_CALLS = {
  backOfficeList: listAdminAssistant,
  backOfficeGet: getAdminAssistant,
  backOfficeMove: changeAdminAssistantStatus,
} as const;
