import { sql } from 'drizzle-orm';
import {
  ASSISTANT_TOPICS,
  optionLabel,
  REQUEST_KIND_INFO,
  type ApiLocale,
  type AssistantListItem,
  type AssistantListQuery,
  type AssistantRequest,
} from '@portal/contract';
import { ASSISTANT_NAME_COLUMNS, findAssistantRequests } from './find-assistant-requests';
import { getAssistantRequest } from './get-assistant-request';
import { REQUEST_TABLES } from '../request-tables';
import type { RequestKindModule } from '../kinds/request-kind';
import { readBackOfficeRequest } from '../../admin/read-back-office-request';

const table = REQUEST_TABLES.assistant;

/** A SQL string literal of a constant of ours (the topics' names): quotes doubled. */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The topic's name in a language, in SQL: the list of all applications titles a request by it. */
function topicName(locale: ApiLocale) {
  const cases = ASSISTANT_TOPICS.map((topic) => `when ${literal(topic.code)} then ${literal(topic[locale])}`);
  return sql<string>`case ${table.topic} ${sql.raw(cases.join(' '))} else ${table.topic} end`;
}

/**
 * Assistance requests (spec §7 `/assistant/*`, issue 15 §3): a topic, a description and how to
 * contact, the shorter status set; the managers answer with the comments of their moves.
 */
export const assistantKind: RequestKindModule<
  'assistant',
  AssistantListItem,
  AssistantListQuery,
  AssistantRequest
> = {
  kind: 'assistant',
  info: REQUEST_KIND_INFO.assistant,
  table,
  titleOf: (row) => ({
    uk: optionLabel(ASSISTANT_TOPICS, row.topic, 'uk'),
    en: optionLabel(ASSISTANT_TOPICS, row.topic, 'en'),
  }),
  productNameColumns: ASSISTANT_NAME_COLUMNS,
  allApplicationsColumns: {
    title: topicName,
    contactName: sql<string | null>`null::text`,
  },
  find: findAssistantRequests,
  get: getAssistantRequest,
  readForBackOffice: (options) => readBackOfficeRequest(assistantKind, options),
};
