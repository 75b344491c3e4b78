import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpointRoute, endpoints, type AnyEndpoint } from '@portal/contract';
import routes from '../routes';

/**
 * Issue 13 §1, decision 023: the web calls the API only through entries of the endpoint table,
 * so no path of an API call is written in `apps/web` (a page of the portal whose path happens to
 * equal a call's, such as `/admin/companies` or `/auth/login`, is a page, not a call).
 */

const APP = join(import.meta.dirname, '..');
/** The client itself puts `/api` before the entry's path. */
const CLIENT = 'lib/api-client.ts';
/** Addresses of the web that the guard answers with a redirect (spec §2): pages without a module. */
const REDIRECTING_PAGES = ['/profile', '/auth'];

/** The code without its comments, which may name a call. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

type RouteNode = { path?: string; children?: RouteNode[] };

/** Every page path of the web app (`/admin/companies/:userId` → `/admin/companies/{}`), prefix-free. */
function pagePaths(nodes: RouteNode[], base = ''): string[] {
  return nodes.flatMap((node) => {
    const path = node.path ? `${base}/${node.path}`.replace(/\/+/g, '/') : base;
    const own = node.path ? [path.replace(/^\/en(?=\/|$)/, '') || '/'] : [];
    return [...own, ...pagePaths(node.children ?? [], path)];
  });
}

const normalise = (path: string) => path.replace(/\{\w+\}|:\w+/g, '{}');

/** A literal that is the path, or begins with it and goes on with a query or an interpolation. */
function literalPattern(path: string): RegExp {
  const escaped = path
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('(?:\\$\\{[^}]+\\}|[\\w-]+)');
  const head = path.split('{')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const concatenated = path.includes('{') ? `|['"\`]${head}['"\`]` : '';
  return new RegExp(`['"\`]${escaped}(?:['"\`?]|\\$\\{)${concatenated}`);
}

describe('API paths in the web app', () => {
  const files = sourceFiles(APP).map((file) => ({
    name: relative(APP, file),
    text: withoutComments(readFileSync(file, 'utf8')),
  }));
  const pages = new Set([...pagePaths(routes as RouteNode[]), ...REDIRECTING_PAGES].map(normalise));
  const calls = (Object.values(endpoints) as AnyEndpoint[])
    .map((entry) => endpointRoute(entry).path)
    .filter((path) => !pages.has(normalise(path)));

  it('knows the pages and the calls it compares', () => {
    expect(pages.has('/admin/companies/{}')).toBe(true);
    expect(calls).toContain('/common/hcdcs/get-sections');
    expect(calls).not.toContain('/admin/companies');
  });

  it('writes no path of an API call outside the endpoint table', () => {
    const found = files.flatMap(({ name, text }) =>
      calls.filter((path) => literalPattern(path).test(text)).map((path) => `${name}: ${path}`),
    );
    expect(found).toEqual([]);
  });

  it('addresses /api only in the client', () => {
    const found = files
      .filter(({ name, text }) => name !== CLIENT && /['"`]\/api\//.test(text))
      .map(({ name }) => name);
    expect(found).toEqual([]);
  });

  it('catches a hand-written call', () => {
    expect(literalPattern('/profile/check-list/manage/{id}').test("'/profile/check-list/manage/' + id")).toBe(
      true,
    );
    expect(literalPattern('/profile/check-list/manage/{id}').test('`/profile/check-list/manage/${id}`')).toBe(
      true,
    );
    expect(literalPattern('/common/get-countries').test("'/common/get-countries?x=1'")).toBe(true);
  });
});
