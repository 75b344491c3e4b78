// `npm test`: everything CI runs, in order — installs Debian's Chromium when it is missing, then
// typecheck, lint, formatting, the unit suite, the API integration suite, the production build,
// the checks on Node 24 LTS (the production runtime, decision 021) and the end-to-end suite in
// headless Chromium. Each suite runs once (decision 042): the unit suite on this Node; the API
// suite on PostgreSQL on Node 24 when a server answers, with its driver-sensitive files on PGlite
// here as well, else all of it on PGlite here. Stops at the first failure; prints each step's
// time at the end.
import { ensureHaproxy } from './cluster/cluster.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isListening } from './is-listening.mjs';

/** The browser the e2e suite drives (its old headless shell) and the full one (bench, screenshots). */
const CHROMIUM_PACKAGES = [
  ['/usr/bin/chromium-headless-shell', 'chromium-headless-shell'],
  ['/usr/bin/chromium', 'chromium'],
];
const started = Date.now();
/** Each step's title and seconds, printed as a table at the end. */
const timings = [];

/**
 * The API files whose behaviour depends on the database driver: PGlite's own codecs, locks,
 * errors and full-text search. With PostgreSQL present they run on PGlite too (decision 042).
 */
const DRIVER_SENSITIVE_API_TESTS = [
  'apps/server/test/create-db.test.ts',
  'apps/server/test/db-faults.test.ts',
  'apps/server/test/test-database.test.ts',
  'apps/server/test/health.test.ts',
  'apps/server/test/files-streaming.test.ts',
  'apps/server/test/images.test.ts',
  'apps/server/test/money-races.test.ts',
  'apps/server/test/bursts.test.ts',
  'apps/server/test/classification.test.ts',
  'apps/server/test/jobs.test.ts',
  // The chat's live path (issue 29 §5): on both databases.
  'apps/server/test/chat.test.ts',
  'apps/server/test/chat-instances.test.ts',
];

function printTimings() {
  const width = Math.max(...timings.map(([title]) => title.length));
  console.log('\nStep times:');
  for (const [title, seconds] of timings) console.log(`  ${title.padEnd(width)}  ${seconds.padStart(7)} s`);
  console.log(`  ${'Total'.padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`);
}

function run(title, command, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  timings.push([title, seconds]);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds} s`);
    printTimings();
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds} s)`);
}

/**
 * Steps that read the sources only, run side by side (each mostly on one core); each one's output
 * is printed whole when it ends. Stops after all have ended if any failed.
 */
async function runTogether(steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${steps.map(([title]) => title).join(', ')} (side by side)`);
  const results = await Promise.all(
    steps.map(
      ([title, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (code) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            console.log(`\n── ${title} ──\n${output.trimEnd()}`);
            console.log(code === 0 ? `✔ ${title} (${seconds} s)` : `✖ ${title} failed after ${seconds} s`);
            resolve({ title, code, seconds });
          });
        }),
    ),
  );
  for (const { title, seconds } of results) timings.push([title, seconds]);
  timings.push(['  (side by side, wall time)', ((Date.now() - t0) / 1000).toFixed(1)]);
  if (results.some(({ code }) => code !== 0)) {
    printTimings();
    process.exit(1);
  }
}

function ensureChromium() {
  const missing = CHROMIUM_PACKAGES.filter(([path]) => !existsSync(path)).map(([, name]) => name);
  if (missing.length === 0) return;
  const asRoot = process.getuid?.() === 0;
  const sudo = asRoot ? [] : ['sudo', '-n'];
  const apt = (...args) => [...sudo, 'apt-get', ...args];
  const [cmd, ...rest] = apt('update');
  run("Installing Debian's Chromium (apt-get update)", cmd, rest, { DEBIAN_FRONTEND: 'noninteractive' });
  const [cmd2, ...rest2] = apt('install', '-y', '--no-install-recommends', ...missing, 'fonts-dejavu-core');
  run("Installing Debian's Chromium", cmd2, rest2, { DEBIAN_FRONTEND: 'noninteractive' });
}

const testDatabaseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const { hostname, port } = new URL(testDatabaseUrl);
const hasPostgres = await isListening(hostname, Number(port || 5432));

ensureChromium();
ensureHaproxy();
// The type check is two programs (tsconfig.json: contract, db, server, e2e and the configs; the web
// app with its own libraries and generated route types), run beside each other and the linters.
await runTogether([
  ['Typecheck (contract, db, server, e2e)', 'npm', ['run', 'typecheck:node']],
  ['Typecheck (web app)', 'npm', ['run', 'typecheck:web']],
  ['Lint', 'npm', ['run', 'lint']],
  ['Formatting', 'npm', ['run', 'format:check']],
]);
run('Unit tests', 'npx', ['vitest', 'run', '--project', 'unit']);
if (hasPostgres) {
  run(
    'API integration tests on PGlite, driver-sensitive files (the whole suite runs on PostgreSQL below)',
    'npx',
    ['vitest', 'run', '--project', 'api', ...DRIVER_SENSITIVE_API_TESTS],
    { TEST_DATABASE_URL: '' },
  );
} else {
  console.log(`\n• No PostgreSQL answers at ${hostname}:${port || 5432}: the API suite runs on PGlite.`);
  run('API integration tests on PGlite', 'npx', ['vitest', 'run', '--project', 'api'], {
    TEST_DATABASE_URL: '',
  });
}
run('Production build', 'npm', ['run', 'build']);
run('Two instances of the build behind HAProxy (issue 30 §1)', 'npx', [
  'vitest',
  'run',
  '--project',
  'cluster',
]);
run(
  hasPostgres
    ? 'Checks on Node 24 LTS (API suite on PostgreSQL, start-and-answer smoke)'
    : 'Checks on Node 24 LTS (start-and-answer smoke)',
  process.execPath,
  ['scripts/node24.mjs', '--built', hasPostgres ? '--api-only' : '--smoke-only'],
  { TEST_DATABASE_URL: testDatabaseUrl },
);
run('End-to-end tests in headless Chromium', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
printTimings();
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
