// `npm run bench`: builds the portal, then measures — beside a bare Fastify baseline started
// in the same run — requests/s and p99 latency of an API read (in turns with the baseline on both
// databases: compareApiRead) and of the guests' pages, cold start to first answer and resident memory on PGlite and on PostgreSQL,
// and the gzip size of the landing page's initial JavaScript; then Lighthouse (mobile preset,
// Debian's Chromium) on the landing, /tariffs, /faq and /en. Prints a Markdown table for the
// README and writes bench-results.json. Benchmarks are not tests and do not run in CI.
//
// `npm run bench -- --only=lighthouse` (or BENCH_ONLY=lighthouse) runs the Lighthouse part
// alone; LIGHTHOUSE_RUNS (default 3) runs per page, the median by performance is reported.
// `--only=requests` runs the requests part alone (issue 5, scripts/bench-requests.mjs): 10,000
// export applications of 1,000 companies, the exporter's list and the managers' queue on
// PostgreSQL (and the list on PGlite), PDF downloads, beside the baseline serving the list's body.
// `--only=files` runs the files part alone (issue 24 §7, scripts/bench-files.mjs): on PGlite,
// memory after a first start and at the peak of three 10 MB uploads, then 40 downloads 20 at a
// time with /healthz asked meanwhile, beside the baseline serving the same file.
// `--only=matchmaking` runs the matchmaking part alone (issue 15, scripts/bench-matchmaking.mjs):
// the exporters suggested for an import application over the same data set, on PostgreSQL.
// `--only=chat` runs the chat part alone (issue 29 §6, scripts/bench-chat.mjs): two instances on
// PostgreSQL with Redis, 2,000 idle live streams and 200 senders, beside two bare Node processes
// relaying through the same Redis.
// `--only=main` runs the first part alone (API read, guests' pages, a signed-in page, start-up,
// memory, the landing's JavaScript, Lighthouse). `--only=cluster` runs issue 30 §5's scaling part alone (scripts/bench-cluster.mjs): a guest's
// page, a signed-in page and an API read through HAProxy with 1, 2 and 3 instances on PostgreSQL
// and Redis, with the CPU each process spent; `--only=soak` the soak: BENCH_SOAK_SECONDS (600) of
// mixed traffic on two instances, resident memory sampled every 10 s.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import Redis from 'ioredis';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import pg from 'pg';
import {
  APPLICATIONS,
  COMPANIES,
  cpuMs,
  createBenchTokens,
  measureRequests,
  PDF_APPLICATIONS_SQL,
  seedSql,
  WARMUP_SECONDS,
} from './bench-requests.mjs';
import {
  baselineFileCalls,
  createBenchPdf,
  createFilesToken,
  FILE_BYTES,
  filesSeedSql,
  filesTable,
  invoicePdfSeedSql,
  measureFiles,
  measureInvoicePdfs,
  portalFileCalls,
} from './bench-files.mjs';
import {
  BASELINE_CHAT_TOKENS,
  CHAT,
  CHAT_FILES_NEEDED,
  chatSeedSql,
  chatTable,
  createChatTokens,
  measureChat,
} from './bench-chat.mjs';
import { clusterTable, runClusterBench, runSoak, soakTable } from './bench-cluster.mjs';
import {
  MATCHMAKING_EXPLAIN_SQL,
  MATCHMAKING_SALE_SQL,
  matchmakingSeedSql,
  matchmakingTable,
  measureMatchmaking,
} from './bench-matchmaking.mjs';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const API_PATH = '/api/common/hcdcs/get-sections';
/** Turns of the API read and of the baseline, measured one after the other (compareApiRead). */
const API_TURNS = Number(process.env.BENCH_API_TURNS ?? 3);
/** Guests' public pages measured against the same HTML served statically (issue 30 §2). */
const GUEST_PAGES = ['/', '/tariffs', '/faq', '/en'];
/** A signed-in exporter's page (issue 30 §2: twice the throughput it had). */
const SIGNED_IN_PATH = '/profile/market';
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ONLY =
  process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length) ?? process.env.BENCH_ONLY;
const PORTAL_URL = 'http://127.0.0.1:3390';
const LIGHTHOUSE_PAGES = ['/', '/tariffs', '/faq', '/en'];
const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PARTS = ['main', 'lighthouse', 'requests', 'matchmaking', 'files', 'chat', 'cluster', 'soak'];
if (ONLY !== undefined && !PARTS.includes(ONLY))
  throw new Error(`--only=${ONLY}: only ${PARTS.map((part) => `'${part}'`).join(', ')} are known`);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** The middle item of a list by `key` (the upper middle of an even list); the list is left as it is. */
const medianBy = (list, key = (item) => item) =>
  [...list].sort((a, b) => key(a) - key(b))[Math.floor(list.length / 2)];

// The chat part holds thousands of sockets at once: under a lower soft limit of open files, the
// run goes on in a shell that raises it (the portal's instances inherit it).
if ((ONLY === 'chat' || ONLY === undefined) && !process.env.BENCH_FILES_RAISED) {
  const limit = (flag) => spawnSync('sh', ['-c', `ulimit ${flag}`], { encoding: 'utf8' }).stdout.trim();
  const soft = limit('-n');
  if (soft !== 'unlimited' && Number(soft) < CHAT_FILES_NEEDED) {
    const hard = limit('-Hn');
    if (hard !== 'unlimited' && Number(hard) < CHAT_FILES_NEEDED)
      throw new Error(
        `open files: the hard limit ${hard} is below the ${CHAT_FILES_NEEDED} the chat part needs`,
      );
    console.log(`Raising the open files limit from ${soft} to ${CHAT_FILES_NEEDED}…`);
    const again = spawnSync(
      'sh',
      ['-c', `ulimit -n ${CHAT_FILES_NEEDED} && exec "$0" "$@"`, process.execPath, ...process.argv.slice(1)],
      { stdio: 'inherit', env: { ...process.env, BENCH_FILES_RAISED: '1' } },
    );
    process.exit(again.status ?? 1);
  }
}

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
  // BENCH_CPU_PROF=<dir>: the portal writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  // The portal starts as a deployment starts it; the baseline with Node's defaults.
  const flags = script === 'apps/server/dist/server.js' ? SERVER_NODE_FLAGS : [];
  const child = spawn(process.execPath, [...flags, ...profile, script], {
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

async function load(url, headers = {}, options = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers, ...options });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    requests: result.requests.total,
  };
}

/** The demo exporter's session token (demo content of a development start). */
/**
 * The cached API read against the baseline serving the same body (issue 30 §3). Both servers run
 * at once and are measured in turns (portal, baseline, portal, …) after an unmeasured warm-up of
 * each, so that both meet the same machine: its two cores are shared with the load generator, and
 * a portal measured alone, minutes before the baseline, came out anywhere from 60 % to 90 % of it
 * with the same code. Gives the median turn of each and the CPU each spent per request.
 */
async function compareApiRead(portal, baseline) {
  const targets = { portal, baseline };
  const turnSeconds = Math.max(2, Math.round(DURATION / 2));
  for (const target of Object.values(targets))
    await autocannon({ url: target.url, connections: CONNECTIONS, duration: 2 });
  const turns = { portal: [], baseline: [] };
  for (let turn = 0; turn < API_TURNS; turn++) {
    for (const [name, target] of Object.entries(targets)) {
      const before = cpuMs(target.pid);
      const measured = await load(target.url, {}, { duration: turnSeconds });
      const cpuUsPerRequest = Math.round(((cpuMs(target.pid) - before) * 1000) / measured.requests);
      turns[name].push({ ...measured, cpuUsPerRequest });
    }
  }
  // Each turn's ratio pairs two measures taken under the same conditions; the figure is their median.
  const ratios = turns.portal.map((m, i) => Math.round((m.rps / turns.baseline[i].rps) * 100));
  return {
    portal: medianBy(turns.portal, (m) => m.rps),
    baseline: medianBy(turns.baseline, (m) => m.rps),
    ratio: medianBy(ratios),
    ratios,
    turnSeconds,
  };
}

async function signInDemo(origin) {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'exporter@demo.exporters.local', password: 'Exporter2026!' }),
  });
  if (!response.ok) throw new Error(`demo sign-in: ${response.status}`);
  return (await response.json()).data.token;
}

async function startPortal(name, env) {
  const t0 = performance.now();
  const child = start('apps/server/dist/server.js', {
    PORT: '3390',
    HOST: '127.0.0.1',
    // Canonical URLs, hreflang and the sitemap name the address Lighthouse visits.
    PUBLIC_URL: PORTAL_URL,
    ...env,
  });
  try {
    await waitFor(`${PORTAL_URL}/`);
  } catch (error) {
    await stop(child);
    throw error;
  }
  const coldStartMs = Math.round(performance.now() - t0);
  await sleep(1000);
  return { child, coldStartMs, rss: rssMb(child.pid), name };
}

function landingInitialJsGzip() {
  const html = spawnSync('curl', ['-s', 'http://127.0.0.1:3390/'], { encoding: 'utf8' }).stdout;
  const files = new Set(
    // The modules the page's starter preloads after the first paint (decision 058): its JSON list.
    JSON.parse(/\["\/assets\/[^\]]*\]/.exec(html)?.[0] ?? '[]'),
  );
  let bytes = 0;
  for (const file of files)
    bytes += gzipSync(readFileSync(join('apps/web/build/client', file)), { level: 9 }).length;
  return { files: files.size, kb: Math.round((bytes / 1024) * 10) / 10 };
}

/**
 * Lighthouse 12 with its default config (mobile: Moto G Power viewport, simulated slow 4G and
 * 4× CPU slowdown) in Debian's Chromium, as a new Ukrainian visitor (a fresh profile: the cookie
 * banner shows). Each page runs LIGHTHOUSE_RUNS times; the run with the median performance is kept.
 */
async function runLighthouse() {
  const chrome = await launchChrome({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const pages = {};
  try {
    for (const path of LIGHTHOUSE_PAGES) {
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        const result = await lighthouse(`${PORTAL_URL}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: LIGHTHOUSE_CATEGORIES,
          // A Ukrainian visitor: `/` is the Ukrainian landing, not a redirect to /en (spec §2).
          extraHeaders: { 'Accept-Language': 'uk-UA,uk;q=0.9' },
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        runs.push(result.lhr);
      }
      const lhr = medianBy(runs, (run) => run.categories.performance.score ?? 0);
      const scores = Object.fromEntries(
        LIGHTHOUSE_CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]),
      );
      const metrics = Object.fromEntries(
        [
          'first-contentful-paint',
          'largest-contentful-paint',
          'total-blocking-time',
          'cumulative-layout-shift',
          'speed-index',
        ].map((id) => [id, lhr.audits[id]?.displayValue ?? '']),
      );
      // What keeps a category below 100: audits that count towards it and did not pass.
      const failing = [];
      for (const id of LIGHTHOUSE_CATEGORIES) {
        for (const ref of lhr.categories[id].auditRefs) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 0.9) {
            failing.push(
              `${id}: ${ref.id} (${audit.title}${audit.displayValue ? `, ${audit.displayValue}` : ''})`,
            );
          }
        }
      }
      pages[path] = {
        scores,
        metrics,
        failing,
        allRuns: runs.map((r) => Math.round((r.categories.performance.score ?? 0) * 100)),
      };
      console.log(
        `Lighthouse ${path}: ${LIGHTHOUSE_CATEGORIES.map((id) => `${id} ${scores[id]}`).join(', ')}`,
      );
      for (const line of failing) console.log(`  - ${line}`);
    }
  } finally {
    chrome.kill();
  }
  return { version: '12.8.2', preset: 'mobile', runsPerPage: LIGHTHOUSE_RUNS, pages };
}

function lighthouseTable(result) {
  return [
    `Lighthouse ${result.version}, mobile preset, Debian Chromium, median of ${result.runsPerPage} runs; targets: performance 100 on these pages (issue 30 §4), the other categories 100.`,
    '',
    '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|---|---|',
    ...Object.entries(result.pages).map(
      ([path, page]) =>
        `| \`${path}\` | ${page.scores.performance} | ${page.scores.accessibility} | ${page.scores['best-practices']} | ${page.scores.seo} | ${page.metrics['largest-contentful-paint']} | ${page.metrics['total-blocking-time']} | ${page.metrics['cumulative-layout-shift']} |`,
    ),
  ].join('\n');
}

/**
 * Issue 5: the exporter's list, the managers' queue and PDF downloads over 10,000 applications of
 * 1,000 companies, on PostgreSQL (own database, dropped after) and the list on PGlite, beside the
 * baseline serving a body of the list's size. Seeded by SQL once each database is migrated.
 */
async function runRequestsBench() {
  const tokens = createBenchTokens();
  const result = { companies: COMPANIES, applications: APPLICATIONS, loadAverage: [loadavg()[0].toFixed(1)] };
  const database = `portal_bench_requests_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  let portal;
  try {
    await admin.query(`create database ${database}`);
    const url = new URL(PG_URL);
    url.pathname = `/${database}`;
    portal = await startPortal('postgres-requests', { DATABASE_URL: url.toString() });
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const t0 = performance.now();
      await client.query(seedSql(tokens));
      // What autovacuum does soon after a bulk load: the visibility map lets counts by status
      // read the index alone, as they would on a database in steady use.
      await client.query('vacuum analyze');
      result.seedPostgresMs = Math.round(performance.now() - t0);
      const applicationsForPdf = (await client.query(PDF_APPLICATIONS_SQL)).rows;
      console.log(`Seeded PostgreSQL in ${result.seedPostgresMs} ms; measuring…`);
      // The database's share: the server processes serving this database's connections.
      const cpu = async () => {
        const { rows } = await admin.query('select pid from pg_stat_activity where datname = $1', [database]);
        const backends = rows.reduce((sum, row) => sum + cpuMs(row.pid), 0);
        return { portal: cpuMs(portal.child.pid), database: backends };
      };
      result.postgres = await measureRequests({
        portalUrl: PORTAL_URL,
        load,
        cpu,
        tokens,
        applicationsForPdf,
      });
    } finally {
      await client.end();
    }
    result.rssAfterLoadPostgresMb = rssMb(portal.child.pid);
    await stop(portal.child);
    portal = undefined;
  } finally {
    if (portal) await stop(portal.child);
    await admin.query(`drop database if exists ${database} with (force)`).catch(() => {});
    await admin.end();
  }

  // PGlite: migrated by a first start, seeded while the portal is stopped (one process per folder).
  const dataDir = '.tmp/bench-requests-data';
  rmSync(dataDir, { recursive: true, force: true });
  portal = await startPortal('pglite-requests-first', { DATA_DIR: dataDir });
  await stop(portal.child);
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create(dataDir);
  const t0 = performance.now();
  await pglite.exec(seedSql(tokens));
  result.seedPgliteMs = Math.round(performance.now() - t0);
  await pglite.close();
  portal = await startPortal('pglite-requests', { DATA_DIR: dataDir });
  try {
    // PGlite runs inside the portal's process: its cost is all in `portal`.
    const cpu = async () => ({ portal: cpuMs(portal.child.pid), database: 0 });
    result.pglite = await measureRequests({ portalUrl: PORTAL_URL, load, cpu, tokens, withQueue: false });
  } finally {
    await stop(portal.child);
    rmSync(dataDir, { recursive: true, force: true });
  }

  const baseline = start('scripts/bench/baseline-server.mjs', {
    PORT: '3399',
    BASELINE_JSON: result.postgres.listBody,
  });
  await waitFor('http://127.0.0.1:3399/');
  result.baseline = await load('http://127.0.0.1:3399/api/read');
  await stop(baseline);
  result.loadAverage.push(loadavg()[0].toFixed(1));
  result.listBytes = Buffer.byteLength(result.postgres.listBody);
  delete result.postgres.listBody;
  delete result.pglite.listBody;
  return result;
}

/**
 * Issue 15: the back office's page of an import application with the exporters suggested for it,
 * over the requests part's 1,000 companies and 10,000 export applications, on PostgreSQL (own
 * database, dropped after), beside the baseline serving a body of the page's size. The plan of
 * the suggestions' query is printed (EXPLAIN ANALYZE) after the load.
 */
async function runMatchmakingBench() {
  const tokens = createBenchTokens();
  const result = { companies: COMPANIES, applications: APPLICATIONS, loadAverage: [loadavg()[0].toFixed(1)] };
  const database = `portal_bench_matchmaking_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  let portal;
  try {
    await admin.query(`create database ${database}`);
    const url = new URL(PG_URL);
    url.pathname = `/${database}`;
    portal = await startPortal('postgres-matchmaking', { DATABASE_URL: url.toString() });
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      await client.query(seedSql(tokens));
      await client.query(matchmakingSeedSql());
      await client.query('vacuum analyze');
      const saleId = (await client.query(MATCHMAKING_SALE_SQL)).rows[0].id;
      console.log('Seeded the matchmaking data set; measuring…');
      const cpu = async () => {
        const { rows } = await admin.query('select pid from pg_stat_activity where datname = $1', [database]);
        return {
          portal: cpuMs(portal.child.pid),
          database: rows.reduce((sum, row) => sum + cpuMs(row.pid), 0),
        };
      };
      Object.assign(
        result,
        await measureMatchmaking({
          portalUrl: PORTAL_URL,
          load,
          cpu,
          tokens,
          saleId,
          warmupSeconds: WARMUP_SECONDS,
        }),
      );
      const plan = await client.query(MATCHMAKING_EXPLAIN_SQL, [saleId]);
      result.plan = plan.rows.map((row) => row['QUERY PLAN']);
    } finally {
      await client.end();
    }
    await stop(portal.child);
    portal = undefined;
  } finally {
    if (portal) await stop(portal.child);
    await admin.query(`drop database if exists ${database} with (force)`).catch(() => {});
    await admin.end();
  }
  const baseline = start('scripts/bench/baseline-server.mjs', { PORT: '3399', BASELINE_JSON: result.body });
  await waitFor('http://127.0.0.1:3399/');
  result.baseline = await load('http://127.0.0.1:3399/api/read');
  await stop(baseline);
  result.loadAverage.push(loadavg()[0].toFixed(1));
  result.bytes = Buffer.byteLength(result.body);
  delete result.body;
  return result;
}

/**
 * Issue 24 §7: files on PGlite (its own data folder, removed after), beside the baseline serving
 * the same file from memory. The first start's memory is read as the portal answers its first page.
 */
async function runFilesBench() {
  const result = { loadAverage: [loadavg()[0].toFixed(1)] };
  const dataDir = '.tmp/bench-files-data';
  rmSync(dataDir, { recursive: true, force: true });
  let portal = await startPortal('pglite-files-first', { DATA_DIR: dataDir });
  result.rssAfterFirstStartMb = portal.rss;
  await stop(portal.child);
  const token = createFilesToken();
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create(dataDir);
  await pglite.exec(filesSeedSql(token));
  const exporterToken = createFilesToken();
  await pglite.exec(invoicePdfSeedSql(exporterToken));
  await pglite.close();
  const pdf = createBenchPdf();
  portal = await startPortal('pglite-files', { DATA_DIR: dataDir });
  try {
    const calls = await portalFileCalls({ portalUrl: PORTAL_URL, token, pdf });
    result.portal = await measureFiles({
      pid: portal.child.pid,
      healthUrl: `${PORTAL_URL}/healthz`,
      ...calls,
    });
    result.pdfs = await measureInvoicePdfs({ portalUrl: PORTAL_URL, token: exporterToken });
  } finally {
    await stop(portal.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  const baseline = start('scripts/bench/baseline-server.mjs', {
    PORT: '3399',
    BASELINE_FILE_BYTES: String(FILE_BYTES),
  });
  try {
    await waitFor('http://127.0.0.1:3399/');
    result.baseline = await measureFiles({
      pid: baseline.pid,
      healthUrl: 'http://127.0.0.1:3399/healthz',
      ...baselineFileCalls({ baselineUrl: 'http://127.0.0.1:3399', pdf }),
    });
  } finally {
    await stop(baseline);
  }
  result.loadAverage.push(loadavg()[0].toFixed(1));
  return result;
}

/** Throws unless nothing listens on the port (another run, or a neighbour's server). */
async function assertFree(port) {
  await new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${port} is in use: the chat part needs it`)));
    probe.listen(port, '127.0.0.1', () => probe.close(resolve));
  });
}

/**
 * The Redis the chat part's instances share: BENCH_REDIS_URL, by default the machine's shared
 * server (the run's channels under a prefix of its own, REDIS_PREFIX); `BENCH_REDIS_URL=private`,
 * or a shared server that does not answer, starts a private `redis-server` of the run (stopped
 * after), whose CPU is then the bench's alone.
 */
async function startRedis() {
  const shared = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (shared !== 'private') {
    const redis = new Redis(shared, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    redis.on('error', () => {}); // answered below
    try {
      await redis.connect();
      const info = await redis.info('server');
      await redis.quit();
      return {
        url: shared,
        // Its CPU counts the neighbours' use too (little, when they are idle).
        pid: Number(/process_id:(\d+)/.exec(info)?.[1]),
        label: `${/redis_version:(\S+)/.exec(info)?.[1]} (the machine's shared server)`,
        stop: async () => {},
      };
    } catch (error) {
      redis.disconnect();
      console.warn(`${shared} did not answer (${error.message}): starting a private redis-server`);
    }
  }
  const port = Number(process.env.BENCH_CHAT_REDIS_PORT ?? 6395);
  await assertFree(port);
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const t0 = performance.now();
  for (;;) {
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    redis.on('error', () => {}); // not up yet: the loop tries again
    try {
      await redis.connect();
      const info = await redis.info('server');
      await redis.quit();
      return {
        url,
        pid: child.pid,
        label: `${/redis_version:(\S+)/.exec(info)?.[1]} (a private server of the run)`,
        stop: () => stop(child),
      };
    } catch {
      redis.disconnect();
      if (performance.now() - t0 > 10_000) {
        await stop(child);
        throw new Error(`redis-server on ${port} did not answer`);
      }
      await sleep(50);
    }
  }
}

/**
 * Issue 29 §6: the live chat on two instances of the built portal (one PostgreSQL database of
 * its own, dropped after; Redis), then on two bare Node processes relaying through the same Redis.
 */
async function runChatBench() {
  const ports = (process.env.BENCH_CHAT_PORTS ?? '3393,3394,3395,3396').split(',').map(Number);
  for (const port of ports) await assertFree(port);
  const result = { ...CHAT, loadAverage: [loadavg()[0].toFixed(1)] };
  const redis = await startRedis();
  result.redis = redis.label;
  const database = `portal_bench_chat_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  const instances = [];
  // One instance at a time: the first one migrates the new database.
  const startOn = async (script, port, env) => {
    const child = start(script, { PORT: String(port), HOST: '127.0.0.1', ...env });
    instances.push(child);
    await waitFor(`http://127.0.0.1:${port}/healthz`);
    return child;
  };
  try {
    await admin.connect();
    await admin.query(`create database ${database}`);
    const url = new URL(PG_URL);
    url.pathname = `/${database}`;
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: redis.url,
      REDIS_PREFIX: `bench-chat-${process.pid}`,
    };
    const tokens = createChatTokens();
    // A first start migrates the new database; the measured instances start as in production, on
    // a database already migrated and holding the data set, each with no work of the first start.
    await startOn('apps/server/dist/server.js', ports[0], env);
    await stop(instances.pop());
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      await client.query(chatSeedSql(tokens));
    } finally {
      await client.end();
    }
    const a = await startOn('apps/server/dist/server.js', ports[0], {
      ...env,
      PUBLIC_URL: `http://127.0.0.1:${ports[0]}`,
    });
    const b = await startOn('apps/server/dist/server.js', ports[1], {
      ...env,
      PUBLIC_URL: `http://127.0.0.1:${ports[1]}`,
    });
    await sleep(1000);
    console.log(`Two instances on PostgreSQL with Redis ${redis.label}; measuring the chat…`);
    const cpu = async () => {
      const { rows } = await admin.query('select pid from pg_stat_activity where datname = $1', [database]);
      // Statements outside a transaction count one each (the statistics lag by up to a second).
      const [stats] = (
        await admin.query(
          'select (xact_commit + xact_rollback)::int as transactions from pg_stat_database where datname = $1',
          [database],
        )
      ).rows;
      return {
        a: cpuMs(a.pid),
        b: cpuMs(b.pid),
        database: rows.reduce((sum, row) => sum + cpuMs(row.pid), 0),
        redis: cpuMs(redis.pid),
        transactions: stats.transactions,
      };
    };
    result.portal = await measureChat({
      origins: [`http://127.0.0.1:${ports[0]}`, `http://127.0.0.1:${ports[1]}`],
      pids: [a.pid, b.pid],
      tokens,
      cpu,
      // Where the posts wait: the database's sessions running a statement, and those among them
      // waiting for a lock (every message takes the one stream counter's row).
      probe: async () => {
        const { rows } = await admin.query(
          `select count(*) filter (where state = 'active')::int as active,
                  count(*) filter (where wait_event_type = 'Lock')::int as "waitingOnLock"
           from pg_stat_activity where datname = $1`,
          [database],
        );
        return rows[0];
      },
    });
    for (const child of instances.splice(0)) await stop(child);

    const channel = { REDIS_URL: redis.url, REDIS_CHANNEL: `bench-chat-baseline-${process.pid}` };
    const ba = await startOn('scripts/bench/baseline-chat.mjs', ports[2], {
      ...channel,
      BASELINE_INSTANCE: '0',
    });
    const bb = await startOn('scripts/bench/baseline-chat.mjs', ports[3], {
      ...channel,
      BASELINE_INSTANCE: '1',
    });
    console.log('Measuring the bare baseline…');
    result.baseline = await measureChat({
      origins: [`http://127.0.0.1:${ports[2]}`, `http://127.0.0.1:${ports[3]}`],
      pids: [ba.pid, bb.pid],
      tokens: BASELINE_CHAT_TOKENS,
      cpu: async () => ({ a: cpuMs(ba.pid), b: cpuMs(bb.pid), redis: cpuMs(redis.pid) }),
    });
  } finally {
    for (const child of instances) await stop(child);
    await admin.query(`drop database if exists ${database} with (force)`).catch(() => {});
    await admin.end().catch(() => {});
    await redis.stop();
  }
  result.loadAverage.push(loadavg()[0].toFixed(1));
  return result;
}

function requestsTable(r) {
  const met = (ok) => (ok ? 'met' : '**not met**');
  // The issue's target is for PostgreSQL; the embedded database is measured for comparison.
  const row = (name, m, target = true) =>
    `| ${name} | ${m.rps} req/s, p99 ${m.p99} ms | ${m.portalCpuMs} + ${m.databaseCpuMs} ms | ${r.baseline.rps} req/s, p99 ${r.baseline.p99} ms | ${Math.round((m.rps / r.baseline.rps) * 100)} % | ${target ? met(m.p99 <= 50) : '(no target)'} |`;
  const pg = r.postgres;
  return [
    `${r.applications.toLocaleString('en')} export applications of ${r.companies.toLocaleString('en')} companies (history included), ${CONNECTIONS} connections × ${DURATION} s after ${WARMUP_SECONDS} s unmeasured; the baseline serves a body of the exporter list's size (${r.listBytes} bytes, ${pg.listRows} rows); load average ${r.loadAverage.join(' → ')} (start → end). Target: p99 ≤ 50 ms.`,
    '',
    '| measure | portal | CPU per request (portal + database) | bare Fastify baseline | portal / baseline | p99 ≤ 50 ms |',
    '|---|---|---|---|---|---|',
    row(
      `exporter's list (\`GET /api/profile/sales-market?page=1\`, ${r.companies} exporters in turn), PostgreSQL`,
      pg.exporterList,
    ),
    row("managers' queue (`GET /api/admin/sales-market?status=accepted`), PostgreSQL", pg.queueAccepted),
    row("managers' queue, all statuses (`GET /api/admin/sales-market`), PostgreSQL", pg.queueAll),
    row("exporter's list, PGlite (database in the portal's process)", r.pglite.exporterList, false),
    '',
    `PDF (\`POST /api/profile/sales-market/download/{id}\`, ${pg.pdf.count} one after another, uk and en, about ${pg.pdf.averageKb} KB each): median ${pg.pdf.medianMs} ms, p95 ${pg.pdf.p95Ms} ms, slowest ${pg.pdf.maxMs} ms; target ≤ 300 ms: ${met(pg.pdf.p95Ms <= 300)}. Seeding took ${r.seedPostgresMs} ms on PostgreSQL and ${r.seedPgliteMs} ms on PGlite.`,
  ].join('\n');
}

// BENCH_NO_BUILD=1 measures the build already there (a second run of one part).
if (!process.env.BENCH_NO_BUILD) {
  console.log('Building…');
  if (spawnSync('npm', ['run', 'build'], { stdio: 'ignore' }).status !== 0) throw new Error('build failed');
}

/** Merges one part's results into bench-results.json, keeping the other parts of earlier runs. */
function saveResults(part) {
  let previous = {};
  try {
    previous = JSON.parse(readFileSync('bench-results.json', 'utf8'));
  } catch {
    // no earlier run
  }
  writeFileSync('bench-results.json', `${JSON.stringify({ ...previous, ...part }, null, 2)}\n`);
}

if (ONLY === 'requests') {
  const requests = await runRequestsBench();
  saveResults({ requests });
  console.log(`\n${requestsTable(requests)}\n`);
  process.exit(0);
}

if (ONLY === 'chat') {
  const chat = await runChatBench();
  saveResults({ chat });
  console.log(`\n${chatTable(chat)}\n`);
  process.exit(0);
}

if (ONLY === 'files') {
  const files = await runFilesBench();
  saveResults({ files });
  console.log(`\n${filesTable(files)}\n`);
  process.exit(0);
}

if (ONLY === 'matchmaking') {
  const matchmaking = await runMatchmakingBench();
  saveResults({ matchmaking });
  console.log(`\nPlan of the suggestions' query:\n${matchmaking.plan.join('\n')}`);
  console.log(`\n${matchmakingTable(matchmaking, { connections: CONNECTIONS, duration: DURATION })}\n`);
  process.exit(0);
}

/** Runs one of issue 30's parts (cluster, soak) with a Redis of the run, and merges its result in. */
async function runWithRedis(part, run) {
  const redis = await startRedis();
  try {
    return await run(redis.url);
  } finally {
    await redis.stop();
  }
}

if (ONLY === 'cluster' || ONLY === 'soak') {
  const result =
    ONLY === 'cluster'
      ? await runWithRedis('cluster', (redisUrl) =>
          runClusterBench({ pgUrl: PG_URL, redisUrl, connections: CONNECTIONS, duration: DURATION }),
        )
      : await runWithRedis('soak', (redisUrl) => runSoak({ pgUrl: PG_URL, redisUrl, seconds: SOAK_SECONDS }));
  saveResults({ [ONLY]: result });
  console.log(`\n${ONLY === 'cluster' ? clusterTable(result) : soakTable(result)}\n`);
  process.exit(0);
}

if (ONLY === 'lighthouse') {
  // The existing data folder when there is one (a quicker start); results merged into the last run's.
  const portal = await startPortal('pglite', { DATA_DIR: '.tmp/bench-data' });
  let lighthouseResult;
  try {
    lighthouseResult = await runLighthouse();
  } finally {
    await stop(portal.child);
  }
  saveResults({ lighthouse: lighthouseResult });
  console.log(`\n${lighthouseTable(lighthouseResult)}\n`);
  process.exit(0);
}

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
// Guests' public pages (issue 30 §2): kept rendered after the first guest, against the same HTML
// served by the baseline.
const guestPages = {};
for (const path of GUEST_PAGES) guestPages[path] = await (await fetch(`http://127.0.0.1:3390${path}`)).text();
const landingHtml = guestPages['/'];
// The baseline, serving bodies of the same size; it runs until the PostgreSQL part is done.
const pagesFile = '.tmp/bench-guest-pages.json';
writeFileSync(pagesFile, JSON.stringify(guestPages));
const baseline = start('scripts/bench/baseline-server.mjs', {
  PORT: '3399',
  BASELINE_JSON: apiBody,
  BASELINE_HTML: landingHtml,
  BASELINE_PAGES_FILE: pagesFile,
});
await waitFor('http://127.0.0.1:3399/');
const baselineApi = { url: 'http://127.0.0.1:3399/api/read', pid: baseline.pid };
const apiPglite = await compareApiRead(
  { url: `${PORTAL_URL}${API_PATH}`, pid: portal.child.pid },
  baselineApi,
);
results.apiPortal = apiPglite.portal;
results.apiBaseline = apiPglite.baseline;
results.apiTurns = {
  turnSeconds: apiPglite.turnSeconds,
  pglite: { ratio: apiPglite.ratio, ratios: apiPglite.ratios },
};
results.guestPortal = {};
for (const path of GUEST_PAGES) results.guestPortal[path] = await load(`http://127.0.0.1:3390${path}`);
results.landingPortal = results.guestPortal['/'];
// A signed-in exporter's page, rendered for them on each request.
const exporterToken = await signInDemo('http://127.0.0.1:3390');
results.signedInPortal = await load(`http://127.0.0.1:3390${SIGNED_IN_PATH}`, {
  cookie: `token=${exporterToken}`,
});
results.rssAfterLoadPgliteMb = rssMb(portal.child.pid);
results.lighthouse = await runLighthouse();
await stop(portal.child);

results.guestBaseline = {};
for (const path of GUEST_PAGES) results.guestBaseline[path] = await load(`http://127.0.0.1:3399${path}`);
results.landingBaseline = results.guestBaseline['/'];

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
  const apiPostgres = await compareApiRead(
    { url: `${PORTAL_URL}${API_PATH}`, pid: portal.child.pid },
    baselineApi,
  );
  results.apiPortalPostgres = apiPostgres.portal;
  results.apiBaselinePostgres = apiPostgres.baseline;
  results.apiTurns.postgres = { ratio: apiPostgres.ratio, ratios: apiPostgres.ratios };
  results.rssAfterLoadPostgresMb = rssMb(portal.child.pid);
  await stop(portal.child);
  await admin.query(`drop database ${database} with (force)`);
} catch (error) {
  console.warn(`PostgreSQL part skipped: ${error.message}`);
} finally {
  await admin.end().catch(() => {});
  await stop(baseline);
}

// `--only=main` stops here: the portal against the baseline, memory, weight and Lighthouse of one
// run (issue 30's targets hold in the same run), without the longer parts below.
if (ONLY !== 'main') {
  // Issue 5's requests part and issue 15's matchmaking need PostgreSQL, like the part above.
  try {
    results.requests = await runRequestsBench();
  } catch (error) {
    console.warn(`Requests part skipped: ${error.message}`);
  }
  try {
    results.matchmaking = await runMatchmakingBench();
  } catch (error) {
    console.warn(`Matchmaking part skipped: ${error.message}`);
  }
  results.files = await runFilesBench();
  // Issue 29's chat needs PostgreSQL and Redis (a private redis-server, or BENCH_REDIS_URL).
  try {
    results.chat = await runChatBench();
  } catch (error) {
    console.warn(`Chat part skipped: ${error.message}`);
  }

  // Issue 30 §5: instances behind HAProxy, and the soak (PostgreSQL, Redis, HAProxy).
  try {
    results.cluster = await runWithRedis('cluster', (redisUrl) =>
      runClusterBench({ pgUrl: PG_URL, redisUrl, connections: CONNECTIONS, duration: DURATION }),
    );
    results.soak = await runWithRedis('soak', (redisUrl) =>
      runSoak({ pgUrl: PG_URL, redisUrl, seconds: SOAK_SECONDS }),
    );
  } catch (error) {
    console.warn(`Cluster part skipped: ${error.message}`);
  }
}

const pct = (a, b) => `${Math.round((a / b) * 100)} %`;
/** The cached API read beside the baseline measured in the same turns (compareApiRead). */
function apiRow(database, portal, base, turns) {
  const cpu = (m) => (m.cpuUsPerRequest === undefined ? '' : `, ${m.cpuUsPerRequest} µs CPU per request`);
  return [
    `API read (\`GET ${API_PATH}\`), ${database}, median of ${API_TURNS} turns`,
    `${portal.rps} req/s, p99 ${portal.p99} ms${cpu(portal)}`,
    `${base.rps} req/s, p99 ${base.p99} ms${cpu(base)}`,
    turns
      ? `${turns.ratio} % (median of the turns: ${turns.ratios.join(', ')} %); target ≥ 85 %`
      : pct(portal.rps, base.rps),
  ];
}
const rows = [
  apiRow('PGlite', results.apiPortal, results.apiBaseline, results.apiTurns?.pglite),
  ...GUEST_PAGES.map((path) => [
    `Guest page \`GET ${path}\` (kept rendered)`,
    `${results.guestPortal[path].rps} req/s, p99 ${results.guestPortal[path].p99} ms`,
    `${results.guestBaseline[path].rps} req/s, p99 ${results.guestBaseline[path].p99} ms (the same HTML, static)`,
    pct(results.guestPortal[path].rps, results.guestBaseline[path].rps),
  ]),
  [
    `Signed-in page \`GET ${SIGNED_IN_PATH}\` (rendered per request)`,
    `${results.signedInPortal.rps} req/s, p99 ${results.signedInPortal.p99} ms`,
    '—',
    '—',
  ],
];
if (results.apiPortalPostgres) {
  rows.push(
    apiRow('PostgreSQL', results.apiPortalPostgres, results.apiBaselinePostgres, results.apiTurns?.postgres),
  );
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
    : null,
  `| landing page initial JavaScript, gzip | ${results.landingJs.kb} KB in ${results.landingJs.files} files | ≤ 130 KB |`,
  '',
  lighthouseTable(results.lighthouse),
  '',
  ...(ONLY === 'main'
    ? []
    : [
        results.requests ? requestsTable(results.requests) : 'Requests part: not measured (no PostgreSQL).',
        '',
        results.matchmaking
          ? matchmakingTable(results.matchmaking, { connections: CONNECTIONS, duration: DURATION })
          : 'Matchmaking part: not measured (no PostgreSQL).',
        '',
        filesTable(results.files),
        '',
        results.chat ? chatTable(results.chat) : 'Chat part: not measured (no PostgreSQL or Redis).',
        '',
        results.cluster
          ? clusterTable(results.cluster)
          : 'Cluster part: not measured (no PostgreSQL, Redis or HAProxy).',
        '',
        results.soak ? soakTable(results.soak) : 'Soak: not run.',
      ]),
]
  .filter((line) => line !== null)
  .join('\n');
// A whole run replaces the file; `--only=main` keeps the other parts of the last run.
if (ONLY === 'main') saveResults(results);
else writeFileSync('bench-results.json', `${JSON.stringify(results, null, 2)}\n`);
console.log(`\n${table}\n`);
