// `npm run cluster`: the portal as several instances behind HAProxy (issue 30 §1), on PostgreSQL
// and Redis. `--instances=N` (default 2) and `--port=P` (default 3000, the instances on P+101…).
// DATABASE_URL (default: a database of its own on the local server, dropped at the end unless
// given) and REDIS_URL (default redis://127.0.0.1:6379). Builds the portal first when needed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createClusterDatabase, ensureHaproxy, startCluster } from './cluster/cluster.mjs';

const option = (name, fallback) => {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const count = option('instances', 2);
const port = option('port', 3000);

ensureHaproxy();
if (!existsSync('apps/server/dist/server.js') || !existsSync('apps/web/build/server/index.js')) {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const ownDatabase = process.env.DATABASE_URL
  ? null
  : await createClusterDatabase('postgres://postgres@127.0.0.1:5432/postgres');
const cluster = await startCluster({
  count,
  port,
  firstPort: port + 101,
  databaseUrl: process.env.DATABASE_URL || ownDatabase.url,
  redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  log: true,
});
console.log(
  `\nThe portal is at ${cluster.url}: ${count} instances (${cluster.instances.map((i) => i.url).join(', ')}) behind HAProxy. Ctrl+C stops them.`,
);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  await ownDatabase?.drop();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
