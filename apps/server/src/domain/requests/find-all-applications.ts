import { and, count, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '@portal/db';
import {
  REQUEST_KINDS,
  buildPaginationMeta,
  type AllApplicationsItem,
  type AllApplicationsQuery,
  type ApiLocale,
  type PaginationMeta,
  type RequestKind,
} from '@portal/contract';
import { BoundValues, preparedOnce } from '../../lib/prepared-queries';
import { buildListConditions, listFilterColumns, pageWindow } from './list-filters';
import { REQUEST_KIND_MODULES } from './kinds';
import { scopeCondition, type ExporterScope } from '../access/scope';

/**
 * `GET /profile/get-all-applications`: the company's requests of every kind (REQUEST_KIND_MODULES)
 * in one list (UNION ALL in the database), the latest status change first, with the
 * lists' filters and `kind`. Each branch is scoped by the company in its own WHERE. An export
 * application's row names its contact person, which names a draft with no product yet (issue 13 §6).
 */
export async function findAllApplications(options: {
  db: Database;
  locale: ApiLocale;
  scope: ExporterScope;
  query: AllApplicationsQuery;
}): Promise<{ items: AllApplicationsItem[]; meta: PaginationMeta }> {
  const { db, locale, scope, query } = options;
  const bound = new BoundValues();
  // Every kind's conditions are bound, in the kinds' order, whichever the list holds: the bound
  // values' key then names the same SQL text for the same filters.
  const branches = REQUEST_KINDS.map((kind) => {
    const module = REQUEST_KIND_MODULES[kind];
    const table = module.table;
    const where = and(
      scopeCondition(table, scope, bound),
      ...buildListConditions(listFilterColumns(table, [...module.productNameColumns], scope), query, bound),
    );
    return { kind, table, where, module };
  }).filter((branch) => !query.kind || query.kind === branch.kind);

  const selects = branches.map(({ kind, table, where, module }) =>
    db
      .select({
        kind: sql<RequestKind>`${sql.raw(`'${kind}'`)}`.as('kind'),
        id: table.id,
        number: table.number,
        status: table.status,
        // Titles in the request's language (each kind says how, e.g. falling back to the other language).
        title: module.allApplicationsColumns.title(locale).as('title'),
        contactName: module.allApplicationsColumns.contactName.as('contact_name'),
        createdAt: table.createdAt,
        statusChangedAt: table.statusChangedAt,
      })
      .from(table)
      .where(where),
  );

  const order = sql`"status_changed_at" desc, "id" desc`;
  const kinds = branches.map((branch) => branch.kind).join(',');
  // The title is in the request's language; the rest of the text is the filters' shape. The key's
  // name changed with the text (the contact column, issue 13 §6): a key names one SQL text.
  const shape = `${locale}|${kinds}|${bound.key}`;
  const pageQuery = preparedOnce(db, `all-applications-kinds|${shape}`, (name) => {
    const [first, second, ...rest] = selects;
    if (!first) throw new Error('The list of all applications holds no kind.');
    return (second ? unionAll(first, second, ...rest) : first)
      .orderBy(order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  });
  // Each kind the list holds is counted by a statement of its own.
  const countings = branches.map(({ kind, table, where }) =>
    preparedOnce(db, `all-applications-count|${kind}|${bound.key}`, (name) =>
      db.select({ total: count() }).from(table).where(where).prepare(name),
    ),
  );
  const values = { ...bound.values, ...pageWindow(query) };
  const rows = await pageQuery.execute(values);
  let total = 0;
  for (const counting of countings) total += (await counting.execute(values))[0]?.total ?? 0;
  return {
    items: rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      number: row.number,
      status: row.status,
      title: row.title,
      contact_name: row.contactName,
      created_at: row.createdAt.toISOString(),
      status_changed_at: row.statusChangedAt.toISOString(),
    })),
    meta: buildPaginationMeta(total, query),
  };
}
