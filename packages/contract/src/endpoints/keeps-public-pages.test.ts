import { describe, expect, it } from 'vitest';
import { endpointMeta, endpointRoute, type AnyEndpoint } from '../endpoint';
import * as table from './table';

/**
 * Decision 053: every successful write of the back office takes a new content version, so that
 * the guests' kept pages are rendered again on every instance, unless its entry says
 * `keepsPublicPages`. Only the back office's work on companies and their requests may say so:
 * no guest's page shows any of it, and a busy office would otherwise throw the kept pages away
 * with each status it moves.
 */
const WORKFLOW = [
  /^\/admin\/(sales-market|check-list|country-analysis|assistant|service-orders)\/\{id\}\//,
  /^\/admin\/companies\//,
  /^\/admin\/importer-sales\//,
  /^\/admin\/invoices\//,
  /^\/admin\/chat(-canned-answers)?(\/|$)/,
  /^\/admin\/support\//,
];

const staffWrites = Object.values(table as Record<string, AnyEndpoint>)
  .filter((entry) => endpointMeta(entry).access === 'staff' && endpointRoute(entry).method !== 'GET')
  .map((entry) => ({
    path: `${endpointRoute(entry).method} ${endpointRoute(entry).path}`,
    keeps: endpointMeta(entry).keepsPublicPages === true,
    workflow: WORKFLOW.some((pattern) => pattern.test(endpointRoute(entry).path)),
  }));

describe('decision 053: which writes of the back office leave the guests’ kept pages as they are', () => {
  it('the work on requests, companies, invoices, the chat and support keeps them', () => {
    const workflow = staffWrites.filter((write) => write.workflow);
    expect(workflow.length).toBeGreaterThanOrEqual(20);
    expect(workflow.filter((write) => !write.keeps).map((write) => write.path)).toEqual([]);
  });

  it('every other write (tariffs, the catalogue, courses, events, partners, countries, settings) renders them again', () => {
    const others = staffWrites.filter((write) => !write.workflow);
    expect(others.map((write) => write.path)).toContain('PUT /admin/tariffs/{id}');
    expect(others.filter((write) => write.keeps).map((write) => write.path)).toEqual([]);
  });
});
