import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 26 §4: the web's data layer has one helper for each job. A record the API cannot find
 * becomes the 404 page only in `lib/read-record.server.ts` (`notFound`, `readRecord`), and a file
 * of the API is passed through to the browser only by `lib/api-file.server.ts` (`streamApiFile`);
 * a loader's API client comes from `lib/server-api.server.ts` (`serverApi`, one per request, kept in
 * the router context), and an action's from the form submitter, which also forwards cookies.
 */

const APP = join(import.meta.dirname, '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The files of the web app whose code matches, the helpers' own files left out. */
function filesMatching(pattern: RegExp, ...helpers: string[]): string[] {
  return sourceFiles(APP)
    .map((path) => relative(APP, path))
    .filter((path) => !helpers.includes(path) && pattern.test(readFileSync(join(APP, path), 'utf8')));
}

describe('issue 26 §4: one web data toolkit', () => {
  it('only server-api.server.ts (and the form submitter) make an API client of the server’s apiFetch', () => {
    expect(
      filesMatching(
        /apiFetch: getAppContext\(/,
        'lib/server-api.server.ts',
        'lib/forms/submit-form.server.ts',
      ),
    ).toEqual([]);
  });

  it('only read-record.server.ts turns an API’s 404 or 422 into the 404 page', () => {
    // `data(null, { status: 404 })` thrown by hand, or an API error's 404/422 tested by hand.
    expect(filesMatching(/data\(null, \{ status: 404 \}\)/, 'lib/read-record.server.ts')).toEqual([]);
    expect(filesMatching(/status === 404 \|\| error\.status === 422/, 'lib/read-record.server.ts')).toEqual(
      [],
    );
  });

  it('only api-file.server.ts passes a file of the API through (its headers, its body)', () => {
    expect(filesMatching(/content-disposition/i, 'lib/api-file.server.ts')).toEqual([]);
    expect(filesMatching(/new Response\(response\.body/, 'lib/api-file.server.ts')).toEqual([]);
  });
});
