import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointMeta, endpointParts, endpointRoute, endpoints, type AnyEndpoint } from '@portal/contract';
import { buildTestApp, type TestApp } from './helpers';

const run = promisify(execFile);
const REDOCLY = resolve(import.meta.dirname, '../../../node_modules/.bin/redocly');

type Operation = { operationId?: string; security?: unknown[]; responses: Record<string, unknown> };
type Document = { paths: Record<string, Record<string, Operation>> };

/** Issue 13 §1, decision 023: the document comes from the endpoint table and passes redocly's lint. */
describe('the OpenAPI document of the endpoint table', () => {
  let t: TestApp;
  let document: Document;
  const entries = Object.entries(endpoints) as [string, AnyEndpoint][];

  beforeAll(async () => {
    t = await buildTestApp();
    document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  afterAll(() => t.close());

  it('holds every entry of the table once, at its path and method, under its operationId', () => {
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBe(entries.length);
    for (const [name, entry] of entries) {
      const route = endpointRoute(entry);
      expect(route.operationId, `the entry ${name} is named by its operationId`).toBe(name);
      const operation = document.paths[`/api${route.path}`]?.[route.method.toLowerCase()];
      expect(operation?.operationId, `${route.method} ${route.path}`).toBe(name);
    }
  });

  it('declares the security of every operation and at least one 4xx answer', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        expect(operation.security, `${method} ${path}`).toBeDefined();
        expect(
          Object.keys(operation.responses).some((status) => status.startsWith('4')),
          `${method} ${path}`,
        ).toBe(true);
      }
    }
  });

  it('lists 304 exactly for the calls answered from the reference cache, which answer it to their own ETag', async () => {
    const cached = entries.filter(([, entry]) => endpointMeta(entry).cached);
    expect(cached.length).toBeGreaterThan(10);
    for (const [name, entry] of entries) {
      const route = endpointRoute(entry);
      const operation = document.paths[`/api${route.path}`]?.[route.method.toLowerCase()];
      expect(Object.keys(operation?.responses ?? {}).includes('304'), name).toBe(
        endpointMeta(entry).cached === true,
      );
    }
    // The public ones that need no input, called twice: the second time with the first answer's ETag.
    const withoutInput = cached.filter(([, entry]) => {
      const parts = endpointParts(entry);
      return endpointMeta(entry).access === 'public' && !parts.params && !parts.query;
    });
    expect(withoutInput.length).toBeGreaterThan(5);
    for (const [name, entry] of withoutInput) {
      const url = `/api${endpointRoute(entry).path}`;
      const first = await t.app.inject({ method: 'GET', url });
      expect(first.statusCode, name).toBe(200);
      const etag = String(first.headers.etag);
      const second = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(second.statusCode, name).toBe(304);
      expect(second.body, name).toBe('');
    }
  });

  it('passes `redocly lint` with the recommended rules and no error', { timeout: 60_000 }, async () => {
    const folder = await mkdtemp(join(tmpdir(), 'portal-openapi-'));
    try {
      const file = join(folder, 'openapi.json');
      await writeFile(file, JSON.stringify(document));
      const { stdout } = await run(REDOCLY, ['lint', file, '--extends', 'recommended', '--format', 'json'], {
        cwd: folder,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 16 * 1024 * 1024,
      }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const report = JSON.parse(stdout) as {
        problems: { ruleId: string; severity: string; message: string; location: { pointer?: string }[] }[];
      };
      const errors = report.problems
        .filter((problem) => problem.severity === 'error')
        .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`);
      expect(errors).toEqual([]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
