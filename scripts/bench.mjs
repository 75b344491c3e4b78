// `npm run bench`: builds the portal, then measures — beside a bare Fastify baseline started
// in the same run — requests/s and p99 latency of an API read and of the server-rendered
// landing page, cold start to first answer and resident memory on PGlite and on PostgreSQL,
// and the gzip size of the landing page's initial JavaScript. Prints a Markdown table for the
// README and writes bench-results.json. Benchmarks are not tests and do not run in CI.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const API_PATH = '/api/common/hcdcs/get-sections';
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function waitFor(url, timeoutMs = 60_000) {
  const t0 = performance.now();
  while (performance.now() - t0 < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return performance.now() - t0;
    } catch {
      // not up yet
    }
    await sleep(25);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function start(script, env) {
  const child = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_ENV: 'development',
      LOG_LEVEL: 'warn',
      RUN_JOBS: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

async function load(url, headers = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

async function startPortal(name, env) {
  const t0 = performance.now();
  const child = start('apps/server/dist/server.js', { PORT: '3390', HOST: '127.0.0.1', ...env });
  await waitFor('http://127.0.0.1:3390/');
  const coldStartMs = Math.round(performance.now() - t0);
  await sleep(1000);
  return { child, coldStartMs, rss: rssMb(child.pid), name };
}

function landingInitialJsGzip() {
  const html = spawnSync('curl', ['-s', 'http://127.0.0.1:3390/'], { encoding: 'utf8' }).stdout;
  const files = new Set(
    [...html.matchAll(/(?:modulepreload" href|src|import\()\s*=?\s*"(\/assets\/[^"]+\.js)"/g)].map(
      (m) => m[1],
    ),
  );
  let bytes = 0;
  for (const file of files)
    bytes += gzipSync(readFileSync(join('apps/web/build/client', file)), { level: 9 }).length;
  return { files: files.size, kb: Math.round((bytes / 1024) * 10) / 10 };
}

console.log('Building…');
if (spawnSync('npm', ['run', 'build'], { stdio: 'ignore' }).status !== 0) throw new Error('build failed');

const results = { date: new Date().toISOString(), durationSeconds: DURATION, connections: CONNECTIONS };

// PGlite, from an empty data folder (the first start imports reference data).
const dataDir = '.tmp/bench-data';
rmSync(dataDir, { recursive: true, force: true });
let portal = await startPortal('pglite-first', { DATA_DIR: dataDir });
results.firstStartPgliteMs = portal.coldStartMs;
await stop(portal.child);
portal = await startPortal('pglite', { DATA_DIR: dataDir });
results.coldStartPgliteMs = portal.coldStartMs;
results.rssAfterStartPgliteMb = portal.rss;
results.landingJs = landingInitialJsGzip();
const apiBody = await (await fetch(`http://127.0.0.1:3390${API_PATH}`)).text();
const landingHtml = await (await fetch('http://127.0.0.1:3390/')).text();
results.apiPortal = await load(`http://127.0.0.1:3390${API_PATH}`);
results.landingPortal = await load('http://127.0.0.1:3390/');
results.rssAfterLoadPgliteMb = rssMb(portal.child.pid);
await stop(portal.child);

// The baseline, serving bodies of the same size.
const baseline = start('scripts/bench/baseline-server.mjs', {
  PORT: '3399',
  BASELINE_JSON: apiBody,
  BASELINE_HTML: landingHtml,
});
await waitFor('http://127.0.0.1:3399/');
results.apiBaseline = await load('http://127.0.0.1:3399/api/read');
results.landingBaseline = await load('http://127.0.0.1:3399/');
await stop(baseline);

// PostgreSQL, when a server answers.
const database = `portal_bench_${process.pid}`;
const admin = new pg.Client({ connectionString: PG_URL });
try {
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(PG_URL);
  url.pathname = `/${database}`;
  portal = await startPortal('postgres', { DATABASE_URL: url.toString() });
  results.coldStartPostgresMs = portal.coldStartMs;
  results.rssAfterStartPostgresMb = portal.rss;
  results.apiPortalPostgres = await load(`http://127.0.0.1:3390${API_PATH}`);
  results.rssAfterLoadPostgresMb = rssMb(portal.child.pid);
  await stop(portal.child);
  await admin.query(`drop database ${database} with (force)`);
} catch (error) {
  console.warn(`PostgreSQL part skipped: ${error.message}`);
} finally {
  await admin.end().catch(() => {});
}

const pct = (a, b) => `${Math.round((a / b) * 100)} %`;
const rows = [
  [
    'API read (`GET ' + API_PATH + '`), PGlite',
    `${results.apiPortal.rps} req/s, p99 ${results.apiPortal.p99} ms`,
    `${results.apiBaseline.rps} req/s, p99 ${results.apiBaseline.p99} ms`,
    pct(results.apiPortal.rps, results.apiBaseline.rps),
  ],
  [
    'Landing page SSR (`GET /`)',
    `${results.landingPortal.rps} req/s, p99 ${results.landingPortal.p99} ms`,
    `${results.landingBaseline.rps} req/s, p99 ${results.landingBaseline.p99} ms (static HTML)`,
    pct(results.landingPortal.rps, results.landingBaseline.rps),
  ],
];
if (results.apiPortalPostgres) {
  rows.push([
    'API read, PostgreSQL',
    `${results.apiPortalPostgres.rps} req/s, p99 ${results.apiPortalPostgres.p99} ms`,
    `${results.apiBaseline.rps} req/s`,
    pct(results.apiPortalPostgres.rps, results.apiBaseline.rps),
  ]);
}
const table = [
  `Measured ${results.date.slice(0, 10)}, ${CONNECTIONS} connections × ${DURATION} s, autocannon on the same 2-core machine.`,
  '',
  '| measure | portal | bare Fastify baseline | portal / baseline |',
  '|---|---|---|---|',
  ...rows.map((r) => `| ${r.join(' | ')} |`),
  '',
  '| measure | value | target |',
  '|---|---|---|',
  `| cold start to first answer, PGlite (existing data folder) | ${results.coldStartPgliteMs} ms | ≤ 5000 ms |`,
  `| first start on an empty PGlite folder (migrations + reference import) | ${results.firstStartPgliteMs} ms | — |`,
  `| resident memory after start, PGlite | ${results.rssAfterStartPgliteMb} MB (${results.rssAfterLoadPgliteMb} MB after the load) | ≤ 450 MB |`,
  results.rssAfterStartPostgresMb !== undefined
    ? `| resident memory after start, PostgreSQL | ${results.rssAfterStartPostgresMb} MB (${results.rssAfterLoadPostgresMb} MB after the load) | ≤ 200 MB |`
    : '| resident memory after start, PostgreSQL | not measured (no server) | ≤ 200 MB |',
  results.coldStartPostgresMs !== undefined
    ? `| cold start to first answer, PostgreSQL | ${results.coldStartPostgresMs} ms | — |`
    : '',
  `| landing page initial JavaScript, gzip | ${results.landingJs.kb} KB in ${results.landingJs.files} files | ≤ 150 KB |`,
]
  .filter((line) => line !== '')
  .join('\n');
writeFileSync('bench-results.json', `${JSON.stringify(results, null, 2)}\n`);
console.log(`\n${table}\n`);
