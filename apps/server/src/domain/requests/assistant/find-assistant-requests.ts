import type { SQL } from 'drizzle-orm';
import { assistantRequests, companies, type Database } from '@portal/db';
import {
  ASSISTANT_CHANNELS,
  ASSISTANT_TOPICS,
  buildPaginationMeta,
  optionLabel,
  type ApiLocale,
  type AssistantListItem,
  type AssistantListQuery,
  type PaginationMeta,
  type ShortApplicationStatus,
} from '@portal/contract';
import { BoundValues } from '../../../lib/prepared-queries';
import {
  buildListConditions,
  findRequestPage,
  listFilterColumns,
  pickCompanyName,
  scopeList,
} from '../list-filters';
import { isBackOfficeScope, type RequestScope } from '../request-scope';

const t = assistantRequests;

/** The columns a list's search matches: an assistance request is named by its description. */
export const ASSISTANT_NAME_COLUMNS = [t.description];

/** How much of the description a list row shows. */
const EXCERPT_LENGTH = 160;

/**
 * A page of assistance requests, newest first, with the list filters (`GET /assistant/list`). In
 * an exporter's scope only their company's; in the back office's every company's, each row naming
 * its company (the managers' queue), optionally without drafts.
 */
export async function findAssistantRequests(options: {
  db: Database;
  locale: ApiLocale;
  scope: RequestScope;
  query: AssistantListQuery;
  excludeDrafts?: boolean | undefined;
  knownTotal?: Promise<number> | undefined;
}): Promise<{ items: AssistantListItem[]; meta: PaginationMeta }> {
  const { db, locale, scope, query } = options;
  const isQueue = isBackOfficeScope(scope);
  const bound = new BoundValues();
  const conditions: SQL[] = buildListConditions(
    listFilterColumns(t, ASSISTANT_NAME_COLUMNS, scope),
    query,
    bound,
  );
  const { where, order } = scopeList({
    table: t,
    conditions,
    bound,
    scope,
    excludeDrafts: options.excludeDrafts,
    status: query.status,
  });
  const { rows, total } = await findRequestPage({
    db,
    kind: 'assistant',
    fields: {
      id: t.id,
      number: t.number,
      status: t.status,
      topic: t.topic,
      preferredChannel: t.preferredChannel,
      description: t.description,
      createdAt: t.createdAt,
      statusChangedAt: t.statusChangedAt,
      companyNameUk: companies.nameUk,
      companyNameEn: companies.nameEn,
    },
    where,
    order,
    bound,
    query,
    isQueue,
    knownTotal: options.knownTotal,
  });
  const items = rows.map((row): AssistantListItem => {
    const description = row.description;
    const item: AssistantListItem = {
      id: row.id,
      number: row.number,
      status: row.status as ShortApplicationStatus,
      topic: { code: row.topic, name: optionLabel(ASSISTANT_TOPICS, row.topic, locale) },
      preferred_channel: {
        code: row.preferredChannel,
        name: optionLabel(ASSISTANT_CHANNELS, row.preferredChannel, locale),
      },
      excerpt:
        description.length > EXCERPT_LENGTH ? `${description.slice(0, EXCERPT_LENGTH - 1)}…` : description,
      created_at: row.createdAt.toISOString(),
      status_changed_at: row.statusChangedAt.toISOString(),
    };
    if (isQueue) item.company_name = pickCompanyName(locale, row);
    return item;
  });
  return { items, meta: buildPaginationMeta(total, query) };
}
