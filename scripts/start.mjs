// `npm start`: builds the portal once when there is no build yet (or it is older than the
// sources), then serves it. On a fresh clone `npm ci && npm start` is all it takes.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const outputs = ['apps/server/dist/server.js', 'apps/web/build/server/index.js'];
const sources = [
  'apps/server/src',
  'apps/web/app',
  'packages/contract/src',
  'packages/db/src',
  'packages/db/migrations',
  'packages/db/reference',
];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

const builtAt = outputs.every((file) => existsSync(file))
  ? Math.min(...outputs.map((f) => statSync(f).mtimeMs))
  : 0;
if (builtAt === 0 || Math.max(...sources.map(newestMtime)) > builtAt) {
  console.log('Building the portal…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// The built portal runs its libraries in their production builds (NODE_ENV=production);
// how the portal behaves is APP_ENV, which follows a NODE_ENV given by the caller and is
// otherwise 'development': demo content, the embedded database, the local mail/SMS
// stand-ins. A deployment sets NODE_ENV=production or APP_ENV=production.
process.env.APP_ENV ||= process.env.NODE_ENV || 'development';
process.env.NODE_ENV = 'production';
const { startServer } = await import('../apps/server/dist/server.js');
await startServer();
