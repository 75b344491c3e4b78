import { randomUUID } from 'node:crypto';
import type { Database } from '@portal/db';
import type { UserRow } from '../users/get-user';

/**
 * For unit tests of scoped code (no database): a stored user and a stand-in for the one query
 * exporterScope makes (the company of a user), counting its calls.
 */
export function testUser(overrides: Partial<UserRow> = {}): UserRow {
  const now = new Date('2026-11-26T10:00:00Z');
  return {
    id: randomUUID(),
    email: 'exporter@example.test',
    passwordHash: '',
    passwordChangedAt: null,
    role: 'exporter',
    registrationStep: 5,
    termsAcceptedAt: now,
    emailVerifiedAt: now,
    registrationPhone: null,
    phone: '+380671112233',
    phoneVerifiedAt: now,
    name: 'Тарас',
    surname: 'Шевчук',
    patronymic: '',
    position: '',
    locale: 'uk',
    isBanned: false,
    isDenied: false,
    isApproved: true,
    denyReason: null,
    totpSecret: null,
    totpPendingSecret: null,
    totpEnabled: false,
    totpLastStep: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

/** A reader whose every `select … limit` answers `rows`; `calls` counts the queries. */
export function companyReader(rows: { id: string }[]): { db: Pick<Database, 'select'>; calls: () => number } {
  let calls = 0;
  const chain = {
    from: () => chain,
    where: () => chain,
    limit: async () => {
      calls++;
      return rows;
    },
  };
  return { db: { select: () => chain } as unknown as Pick<Database, 'select'>, calls: () => calls };
}
