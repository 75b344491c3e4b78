import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { importerSales } from './public-requests';

/**
 * An import application shared with one exporting company (issue 15 §4, DOMAIN.md 'Importer
 * sales'): once per application and company, answered once (`accepted`, or `declined` with a
 * reason of the contract's decline questions).
 */
export const importerSaleShares = pgTable(
  'importer_sale_shares',
  {
    id: uuid().primaryKey().defaultRandom(),
    importerSaleId: uuid()
      .notNull()
      .references(() => importerSales.id, { onDelete: 'cascade' }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sharedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    sharedByEmail: text().notNull(),
    answer: text().$type<'pending' | 'accepted' | 'declined'>().notNull().default('pending'),
    answeredAt: timestamp({ withTimezone: true }),
    answeredBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    declineReason: text(),
    declineComment: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('importer_sale_shares_unique').on(t.importerSaleId, t.companyId),
    index('importer_sale_shares_company_idx').on(t.companyId, t.createdAt.desc()),
  ],
);
