// Several instances of the built portal on PostgreSQL and Redis behind HAProxy (issue 30 §1):
// what `npm run cluster` starts and what the cluster test walks through. HAProxy comes from
// Debian's package; the caller installs it (`ensureHaproxy`) as the tests install Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../server-node-flags.mjs';

export const HAPROXY = '/usr/sbin/haproxy';

/** Installs Debian's HAProxy when it is missing (root, or sudo without a password). */
export function ensureHaproxy() {
  if (existsSync(HAPROXY)) return;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', '--no-install-recommends', 'haproxy'],
  ]) {
    const [command, ...rest] = [...sudo, ...args];
    const result = spawnSync(command, rest, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed (${result.status})`);
  }
}

/**
 * The balancer's configuration: round robin, health checks on /readyz, at most 64 requests at once
 * per instance (more wait in HAProxy's queue), the chat's long streams.
 */
export function haproxyConfig({ port, instances }) {
  const servers = instances
    .map(
      (instance, index) =>
        `  server portal${index + 1} 127.0.0.1:${instance.port} check inter 500ms fall 2 rise 2 maxconn 64`,
    )
    .join('\n');
  return `global
  maxconn 8000

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # A check waits behind the requests an instance is busy with: under full load that takes longer
  # than the checks' interval, and an instance answering slowly is not a dead one. A draining
  # instance answers 503 at once, so it is still out after 2 × 500 ms.
  timeout check 5s
  # The chat's event streams (GET /api/chat/events) stay open; the portal ends them every ~10 min.
  timeout tunnel 15m
  option forwardfor
  option http-server-close
  # A request never sent to a dead instance goes to another; a POST that reached one is never resent.
  retries 2
  option redispatch
  retry-on conn-failure

frontend portal
  bind 127.0.0.1:${port}
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
${servers}
`;
}

/** Waits until `url` answers 200 (or throws after `timeoutMs`). */
export async function waitForOk(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Creates a database of its own on the PostgreSQL server of `serverUrl`; answers its URL and a drop. */
export async function createClusterDatabase(serverUrl, name = `portal_cluster_${randomUUID().slice(0, 8)}`) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Starts `count` instances of the built portal (apps/server/dist/server.js) on one database and
 * one Redis, one after the other's migrations, then HAProxy in front of them on `port`.
 */
export async function startCluster({
  count = 2,
  port = 3000,
  firstPort = port + 100,
  databaseUrl,
  redisUrl,
  env = {},
  log = false,
}) {
  const prefix = `cluster-${randomUUID().slice(0, 8)}`;
  const instances = [];
  const startInstance = async (index) => {
    const instancePort = firstPort + index;
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'apps/server/dist/server.js'], {
      env: {
        ...process.env,
        APP_ENV: 'development',
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: prefix,
        HOST: '127.0.0.1',
        PORT: String(instancePort),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        TRUST_PROXY: 'true',
        // Longer than the health checks' 2 × 500 ms: the balancer takes a stopping instance out first.
        SHUTDOWN_DRAIN_MS: '1500',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', log ? 'inherit' : 'ignore', log ? 'inherit' : 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    const instance = {
      index,
      port: instancePort,
      url: `http://127.0.0.1:${instancePort}`,
      child,
      exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal }))),
      stderr: () => stderr,
    };
    instances[index] = instance;
    await Promise.race([
      waitForOk(`${instance.url}/readyz`),
      instance.exited.then(({ code }) => {
        throw new Error(`instance ${index + 1} exited (${code}) before it was ready: ${stderr}`);
      }),
    ]);
    return instance;
  };
  // The first instance migrates and seeds; the others then start side by side.
  await startInstance(0);
  await Promise.all(Array.from({ length: count - 1 }, (_, index) => startInstance(index + 1)));

  const folder = mkdtempSync(join(tmpdir(), 'portal-haproxy-'));
  const configFile = join(folder, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig({ port, instances }));
  const balancer = spawn(HAPROXY, ['-f', configFile, '-db'], {
    stdio: ['ignore', 'ignore', log ? 'inherit' : 'ignore'],
  });
  const balancerExited = new Promise((resolve) => balancer.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const stopInstances = async () => {
    for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill('SIGTERM');
    await Promise.all(instances.map((instance) => instance.exited));
  };
  try {
    await waitForOk(`${url}/readyz`, 20_000);
  } catch (error) {
    balancer.kill('SIGTERM');
    await stopInstances();
    throw error;
  }

  return {
    url,
    instances,
    balancerPid: balancer.pid,
    /** Starts instance `index` again (after it stopped), on its port: the balancer takes it back. */
    start: (index) => startInstance(index),
    /** Stops the balancer and the instances (SIGTERM: each drains and exits). */
    async stop() {
      balancer.kill('SIGTERM');
      await Promise.all([balancerExited, stopInstances()]);
    },
  };
}

/**
 * The body of `PUT /api/admin/tariffs/{id}` that keeps `tariff` (an item of `GET /api/admin/tariffs`)
 * as it is but for its description: how the cluster test and the soak edit what guests see.
 */
export function tariffEditBody(tariff, description) {
  return {
    name: tariff.name,
    description,
    price: tariff.price,
    period_months: tariff.period_months,
    trial_days: tariff.trial_days,
    is_recommended: tariff.is_recommended,
    is_public: tariff.is_public,
    features: [],
  };
}
