// `npm test`: everything CI runs, in order — installs Debian's Chromium when it is missing,
// then typecheck, lint, formatting, unit tests, the API integration suite on PGlite, the
// production build, the checks on Node 24 LTS (the production runtime, decision 021:
// scripts/node24.mjs installs the pinned binary from the npm registry and runs the unit suite, the
// API suite on PostgreSQL when a server answers (else PGlite) and a start-and-answer smoke),
// and the end-to-end suite in headless Chromium. The other steps run on the Node that runs
// this script (Node 20 on these machines). Stops at the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const started = Date.now();

function run(title, command, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds} s)`);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const asRoot = process.getuid?.() === 0;
  const sudo = asRoot ? [] : ['sudo', '-n'];
  const apt = (...args) => [...sudo, 'apt-get', ...args];
  const [cmd, ...rest] = apt('update');
  run("Installing Debian's Chromium (apt-get update)", cmd, rest, { DEBIAN_FRONTEND: 'noninteractive' });
  const [cmd2, ...rest2] = apt('install', '-y', '--no-install-recommends', 'chromium', 'fonts-dejavu-core');
  run("Installing Debian's Chromium", cmd2, rest2, { DEBIAN_FRONTEND: 'noninteractive' });
}

ensureChromium();
run('Typecheck', 'npm', ['run', 'typecheck']);
run('Lint', 'npm', ['run', 'lint']);
run('Formatting', 'npm', ['run', 'format:check']);
run('Unit tests', 'npx', ['vitest', 'run', '--project', 'unit']);
run('API integration tests on PGlite', 'npx', ['vitest', 'run', '--project', 'api'], {
  TEST_DATABASE_URL: '',
});
// The PostgreSQL run of the API suite is the Node 24 step's (scripts/node24.mjs: the production
// runtime on the production database when a server answers), not repeated here: running it on both
// Nodes cost ~4 minutes of a run that must stay well under 30.
run('Production build', 'npm', ['run', 'build']);
run('Checks on Node 24 LTS (unit, API, start-and-answer smoke)', process.execPath, [
  'scripts/node24.mjs',
  '--built',
]);
run('End-to-end tests in headless Chromium', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
