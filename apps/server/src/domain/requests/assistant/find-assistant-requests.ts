import { assistantRequests } from '@portal/db';
import {
  ASSISTANT_CHANNELS,
  ASSISTANT_TOPICS,
  optionLabel,
  type AssistantListItem,
  type AssistantListQuery,
  type ShortApplicationStatus,
} from '@portal/contract';
import type { RequestListOptions } from '../kinds/request-kind';
import { findKindPage, type ListPage } from '../list-filters';

const t = assistantRequests;

/** The columns a list's search matches: an assistance request is named by its description. */
export const ASSISTANT_NAME_COLUMNS = [t.description];

/** How much of the description a list row shows. */
const EXCERPT_LENGTH = 160;

/** Assistance requests (`GET /assistant/list`, the queue): findKindPage, each with its topic and an excerpt. */
export function findAssistantRequests(
  options: RequestListOptions<AssistantListQuery>,
): Promise<ListPage<AssistantListItem>> {
  const { locale } = options;
  return findKindPage({
    ...options,
    kind: 'assistant',
    productNames: ASSISTANT_NAME_COLUMNS,
    fields: {
      id: t.id,
      number: t.number,
      status: t.status,
      topic: t.topic,
      preferredChannel: t.preferredChannel,
      description: t.description,
      createdAt: t.createdAt,
      statusChangedAt: t.statusChangedAt,
    },
    toItem: (row): AssistantListItem => ({
      id: row.id,
      number: row.number,
      status: row.status as ShortApplicationStatus,
      topic: { code: row.topic, name: optionLabel(ASSISTANT_TOPICS, row.topic, locale) },
      preferred_channel: {
        code: row.preferredChannel,
        name: optionLabel(ASSISTANT_CHANNELS, row.preferredChannel, locale),
      },
      excerpt:
        row.description.length > EXCERPT_LENGTH
          ? `${row.description.slice(0, EXCERPT_LENGTH - 1)}…`
          : row.description,
      created_at: row.createdAt.toISOString(),
      status_changed_at: row.statusChangedAt.toISOString(),
    }),
  });
}
