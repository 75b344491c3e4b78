import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isFreshPgliteFolder, preparesInChildProcess } from './prepare-database';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('isFreshPgliteFolder (decision 040: a fresh embedded database is prepared by a child process)', () => {
  it('is fresh when the folder is missing or holds no cluster yet', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-prepare-'));
    made.push(dir);
    expect(isFreshPgliteFolder({ DATABASE_URL: undefined, DATA_DIR: join(dir, 'missing') })).toBe(true);
    expect(isFreshPgliteFolder({ DATABASE_URL: undefined, DATA_DIR: dir })).toBe(true);
    writeFileSync(join(dir, 'PG_VERSION'), '17\n');
    expect(isFreshPgliteFolder({ DATABASE_URL: undefined, DATA_DIR: dir })).toBe(false);
  });

  it('is never fresh on PostgreSQL or in memory: those are prepared in the process', () => {
    expect(
      isFreshPgliteFolder({ DATABASE_URL: 'postgres://localhost/portal', DATA_DIR: '/nonexistent' }),
    ).toBe(false);
    expect(isFreshPgliteFolder({ DATABASE_URL: undefined, DATA_DIR: 'memory://' })).toBe(false);
  });
});

describe('preparesInChildProcess (decision 056: the serving process keeps none of the preparation)', () => {
  it('prepares PostgreSQL in a child on every start, and an embedded folder only while fresh', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-prepare-'));
    made.push(dir);
    expect(preparesInChildProcess({ DATABASE_URL: 'postgres://localhost/portal', DATA_DIR: dir })).toBe(true);
    expect(preparesInChildProcess({ DATABASE_URL: undefined, DATA_DIR: dir })).toBe(true);
    writeFileSync(join(dir, 'PG_VERSION'), '17\n');
    expect(preparesInChildProcess({ DATABASE_URL: 'postgres://localhost/portal', DATA_DIR: dir })).toBe(true);
    expect(preparesInChildProcess({ DATABASE_URL: undefined, DATA_DIR: dir })).toBe(false);
    expect(preparesInChildProcess({ DATABASE_URL: undefined, DATA_DIR: 'memory://' })).toBe(false);
  });
});
