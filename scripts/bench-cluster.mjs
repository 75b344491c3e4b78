// Issue 30 §5: the portal behind HAProxy against the number of instances, and a soak of mixed
// traffic. `npm run bench -- --only=cluster` and `--only=soak` run these parts alone (the full run
// runs both). Each starts the built portal with scripts/cluster/cluster.mjs on a PostgreSQL
// database of its own (dropped after) and Redis.
import { cpus, loadavg } from 'node:os';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuMs } from './bench-requests.mjs';
import { createClusterDatabase, ensureHaproxy, startCluster, tariffEditBody } from './cluster/cluster.mjs';

const PORT = Number(process.env.BENCH_CLUSTER_PORT ?? 3470);
const EXPORTER = { email: 'exporter@demo.exporters.local', password: 'Exporter2026!' };
const MANAGER = { email: 'manager@demo.exporters.local', password: 'Manager2026!' };
/** What the cluster part measures through the balancer: a guest's page, a signed-in page, an API read. */
export const CLUSTER_MEASURES = [
  { name: 'guest landing (`GET /`, kept page)', path: '/', as: 'guest' },
  { name: 'signed-in page (`GET /profile/market`)', path: '/profile/market', as: 'exporter' },
  {
    name: 'API read (`GET /api/common/hcdcs/get-sections`)',
    path: '/api/common/hcdcs/get-sections',
    as: 'guest',
  },
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

async function signIn(base, credentials) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`sign-in of ${credentials.email}: ${response.status}`);
  return (await response.json()).data.token;
}

/** CPU used so far (ms): the instances, the database's sessions, the balancer, this process (the load's client). */
async function cpuNow(cluster, admin, databaseName) {
  const { rows } = await admin.query('select pid from pg_stat_activity where datname = $1', [databaseName]);
  const usage = process.cpuUsage();
  return {
    portal: cluster.instances.reduce((sum, instance) => sum + cpuMs(instance.child.pid), 0),
    database: rows.reduce((sum, row) => sum + cpuMs(row.pid), 0),
    balancer: cpuMs(cluster.balancerPid),
    client: Math.round((usage.user + usage.system) / 1000),
  };
}

async function load(url, headers, { connections, duration }) {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    requests: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
    ),
  };
}

async function withCluster(options, run) {
  const cluster = await startCluster({
    port: PORT,
    firstPort: PORT + 1,
    env: { RUN_JOBS: 'false', SHUTDOWN_DRAIN_MS: '0' },
    ...options,
  });
  try {
    return await run(cluster);
  } finally {
    await cluster.stop();
  }
}

/**
 * Throughput and p99 of each measure through HAProxy with 1, 2 and 3 instances (BENCH_CLUSTER_COUNTS),
 * and the CPU each part of the system spent per request: on this machine's cores everything (the
 * load's client included) shares the same CPUs, which is what limits the figures.
 */
export async function runClusterBench({ pgUrl, redisUrl, connections, duration }) {
  ensureHaproxy();
  const counts = (process.env.BENCH_CLUSTER_COUNTS ?? '1,2,3').split(',').map(Number);
  const name = `portal_bench_cluster_${process.pid}`;
  const database = await createClusterDatabase(pgUrl, name);
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  const result = {
    cores: cpus().length,
    connections,
    duration,
    loadAverage: [loadavg()[0].toFixed(1)],
    rows: [],
  };
  try {
    for (const count of counts) {
      await withCluster({ count, databaseUrl: database.url, redisUrl }, async (cluster) => {
        const token = await signIn(cluster.url, EXPORTER);
        const headers = { guest: {}, exporter: { cookie: `token=${token}` } };
        // Every instance renders the guest's page once and the signed-in page a few times first.
        for (let i = 0; i < count * 4; i++) {
          for (const measure of CLUSTER_MEASURES)
            await (
              await fetch(`${cluster.url}${measure.path}`, { headers: headers[measure.as] })
            ).arrayBuffer();
        }
        await sleep(500);
        for (const measure of CLUSTER_MEASURES) {
          const before = await cpuNow(cluster, admin, name);
          const measured = await load(`${cluster.url}${measure.path}`, headers[measure.as], {
            connections,
            duration,
          });
          const after = await cpuNow(cluster, admin, name);
          const perRequest = (part) =>
            Math.round(((after[part] - before[part]) / Math.max(1, measured.requests)) * 1000) / 1000;
          const busy = (part) => Math.round(((after[part] - before[part]) / (duration * 1000)) * 100);
          result.rows.push({
            instances: count,
            measure: measure.name,
            ...measured,
            cpuPerRequestMs: {
              portal: perRequest('portal'),
              database: perRequest('database'),
              balancer: perRequest('balancer'),
              client: perRequest('client'),
            },
            busyPercent: {
              portal: busy('portal'),
              database: busy('database'),
              balancer: busy('balancer'),
              client: busy('client'),
            },
          });
          console.log(
            `${count} instance(s), ${measure.name}: ${measured.rps} req/s, p99 ${measured.p99} ms, answers ${JSON.stringify(measured.statuses)}` +
              ` (CPU busy: portal ${busy('portal')} %, database ${busy('database')} %, HAProxy ${busy('balancer')} %, client ${busy('client')} %)`,
          );
        }
      });
    }
  } finally {
    await admin.end();
    await database.drop();
  }
  result.loadAverage.push(loadavg()[0].toFixed(1));
  return result;
}

export function clusterTable(result) {
  return [
    `Through HAProxy on PostgreSQL with Redis, ${result.connections} connections × ${result.duration} s, on ${result.cores} cores shared by the instances, PostgreSQL, HAProxy and the load's client (load average ${result.loadAverage.join(' → ')}). CPU busy: share of one core over the run.`,
    '',
    '| instances | measure | req/s | p99 | CPU busy: portal / PostgreSQL / HAProxy / client |',
    '|---|---|---|---|---|',
    ...result.rows.map(
      (row) =>
        `| ${row.instances} | ${row.measure} | ${row.rps} | ${row.p99} ms | ${row.busyPercent.portal} % / ${row.busyPercent.database} % / ${row.busyPercent.balancer} % / ${row.busyPercent.client} % |`,
    ),
  ].join('\n');
}

/** A stream of the chat read to the end, counting its frames; an error ends the soak's count of failures. */
function openChatStream(url, token, counters, signal) {
  return (async () => {
    while (!signal.aborted) {
      try {
        const response = await fetch(`${url}/api/chat/events`, {
          headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
          signal,
        });
        if (response.status !== 200) {
          counters.failed += 1;
          await sleep(1000);
          continue;
        }
        const reader = response.body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          counters.streamBytes += value.length;
        }
      } catch (error) {
        if (signal.aborted) return;
        counters.failed += 1;
        counters.lastError = String(error?.message ?? error);
        await sleep(1000);
      }
    }
  })();
}

/**
 * Issue 30 §5: BENCH_SOAK_SECONDS (600) of mixed traffic on two instances behind HAProxy — guests
 * on the public pages, an exporter's pages and API calls, a manager's back office, a tariff edited
 * every 30 s (every kept page rendered again on both instances), and the chat (open streams and a
 * message each way every 2 s). Resident memory of each instance is sampled every 10 s; its growth
 * is measured from the end of the first minute (warm-up) to the end. Any failed request counts.
 */
export async function runSoak({ pgUrl, redisUrl, seconds }) {
  ensureHaproxy();
  const name = `portal_bench_soak_${process.pid}`;
  const database = await createClusterDatabase(pgUrl, name);
  const warmup = Math.min(60, Math.round(seconds / 5));
  const result = {
    seconds,
    warmupSeconds: warmup,
    cores: cpus().length,
    loadAverage: [loadavg()[0].toFixed(1)],
  };
  try {
    await withCluster({ count: 2, databaseUrl: database.url, redisUrl }, async (cluster) => {
      const exporter = await signIn(cluster.url, EXPORTER);
      const manager = await signIn(cluster.url, MANAGER);
      const chat = await (
        await fetch(`${cluster.url}/api/chat`, { headers: { authorization: `Bearer ${exporter}` } })
      ).json();
      const conversationId = chat.data.conversation.id;
      const counters = { failed: 0, edits: 0, messages: 0, streamBytes: 0, lastError: null };
      const stop = new AbortController();
      const deadline = Date.now() + seconds * 1000;

      const traffic = [
        // Guests: the public pages in both languages.
        autocannon({
          url: cluster.url,
          connections: 4,
          overallRate: 150,
          duration: seconds,
          requests: ['/', '/tariffs', '/faq', '/en', '/partners', '/en/tariffs', '/pro', '/export'].map(
            (path) => ({
              method: 'GET',
              path,
            }),
          ),
        }),
        // An exporter's cabinet and API calls.
        autocannon({
          url: cluster.url,
          connections: 2,
          overallRate: 12,
          duration: seconds,
          headers: { cookie: `token=${exporter}` },
          requests: ['/profile/market', '/profile/chat', '/api/profile', '/profile/my-company'].map(
            (path) => ({
              method: 'GET',
              path,
            }),
          ),
        }),
        // A manager's back office.
        autocannon({
          url: cluster.url,
          connections: 1,
          overallRate: 4,
          duration: seconds,
          headers: { cookie: `token=${manager}` },
          requests: ['/admin/chat', '/api/admin/tariffs', '/admin/support'].map((path) => ({
            method: 'GET',
            path,
          })),
        }),
      ];
      const streams = [];
      for (let i = 0; i < 10; i++) {
        streams.push(openChatStream(cluster.url, exporter, counters, stop.signal));
        streams.push(openChatStream(cluster.url, manager, counters, stop.signal));
      }
      const post = async (path, token, body) => {
        try {
          const response = await fetch(`${cluster.url}/api${path}`, {
            method: path.includes('tariffs') ? 'PUT' : 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          if (!response.ok) {
            counters.failed += 1;
            counters.lastError = `${path}: ${response.status}`;
          }
          await response.arrayBuffer();
          return response.ok;
        } catch (error) {
          counters.failed += 1;
          counters.lastError = String(error?.message ?? error);
          return false;
        }
      };
      const tariffs = await (
        await fetch(`${cluster.url}/api/admin/tariffs`, { headers: { authorization: `Bearer ${manager}` } })
      ).json();
      const tariff = tariffs.data.items.find((item) => item.is_public);
      const tariffBody = (suffix) =>
        tariffEditBody(tariff, {
          ...tariff.description,
          uk: `${tariff.description.uk.slice(0, 900)} ${suffix}`.trim(),
        });
      const timers = [
        setInterval(() => {
          counters.edits += 1;
          void post(`/admin/tariffs/${tariff.id}`, manager, tariffBody(`(${counters.edits})`));
        }, 30_000),
        setInterval(() => {
          counters.messages += 2;
          void post('/chat/messages', exporter, { text: `Soak ${counters.messages}` });
          void post(`/admin/chat/${conversationId}/messages`, manager, {
            text: `Soak answer ${counters.messages}`,
          });
        }, 2_000),
      ];

      const samples = [];
      const sample = () =>
        samples.push({
          second: Math.round((seconds * 1000 - (deadline - Date.now())) / 1000),
          rss: cluster.instances.map((instance) => rssMb(instance.child.pid)),
        });
      sample();
      const sampler = setInterval(sample, 10_000);
      const results = await Promise.all(traffic);
      clearInterval(sampler);
      sample();
      for (const timer of timers) clearInterval(timer);
      stop.abort();
      await Promise.allSettled(streams);
      await post(`/admin/tariffs/${tariff.id}`, manager, tariffBody(''));

      const atWarmup = samples.find((s) => s.second >= warmup) ?? samples[0];
      const last = samples.at(-1);
      // Resident memory saws up and down with the collector: the growth compares the median of the
      // two minutes after the warm-up with the median of the last two minutes (a leak still shows).
      const window = Math.min(120, Math.round((seconds - warmup) / 3));
      const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
      const windowMedian = (from, to, i) =>
        median(samples.filter((s) => s.second >= from && s.second <= to).map((s) => s.rss[i]));
      result.requests = results.reduce((sum, r) => sum + r.requests.total, 0);
      result.failedRequests =
        results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0) + counters.failed;
      result.lastError = counters.lastError;
      result.edits = counters.edits;
      result.messages = counters.messages;
      result.p99 = results.map((r) => r.latency.p99);
      result.rss = {
        afterWarmup: atWarmup.rss,
        end: last.rss,
        peak: cluster.instances.map((_, i) => Math.max(...samples.map((s) => s.rss[i]))),
        growthPercent: atWarmup.rss.map((mb, i) => Math.round(((last.rss[i] - mb) / mb) * 1000) / 10),
        windowSeconds: window,
        startMedian: cluster.instances.map((_, i) => windowMedian(warmup, warmup + window, i)),
        endMedian: cluster.instances.map((_, i) => windowMedian(seconds - window, seconds + 10, i)),
      };
      result.rss.medianGrowthPercent = result.rss.startMedian.map(
        (mb, i) => Math.round(((result.rss.endMedian[i] - mb) / mb) * 1000) / 10,
      );
      result.samples = samples;
      console.log(
        `Soak: ${result.requests} requests, ${result.failedRequests} failed; RSS ${atWarmup.rss.join(' / ')} MB → ${last.rss.join(' / ')} MB (${result.rss.growthPercent.join(' / ')} %), medians ${result.rss.medianGrowthPercent.join(' / ')} %`,
      );
    });
  } finally {
    await database.drop();
  }
  result.loadAverage.push(loadavg()[0].toFixed(1));
  return result;
}

export function soakTable(result) {
  return [
    `Soak: ${Math.round(result.seconds / 60)} min of mixed traffic on 2 instances behind HAProxy (PostgreSQL, Redis; ${result.cores} cores, load average ${result.loadAverage.join(' → ')}): guests on 8 public pages (150 req/s), an exporter's cabinet (12 req/s), a manager's back office (4 req/s), a tariff edited every 30 s, 20 open chat streams and a message each way every 2 s.`,
    '',
    '| measure | instance 1 | instance 2 | target |',
    '|---|---|---|---|',
    `| resident memory after ${result.warmupSeconds} s of warm-up | ${result.rss.afterWarmup[0]} MB | ${result.rss.afterWarmup[1]} MB | — |`,
    `| resident memory at the end (peak) | ${result.rss.end[0]} MB (${result.rss.peak[0]}) | ${result.rss.end[1]} MB (${result.rss.peak[1]}) | — |`,
    `| growth, first sample after the warm-up → last sample | ${result.rss.growthPercent[0]} % | ${result.rss.growthPercent[1]} % | — |`,
    `| median of the ${result.rss.windowSeconds} s after the warm-up → median of the last ${result.rss.windowSeconds} s | ${result.rss.startMedian[0]} → ${result.rss.endMedian[0]} MB | ${result.rss.startMedian[1]} → ${result.rss.endMedian[1]} MB | — |`,
    `| growth of the medians | ${result.rss.medianGrowthPercent[0]} % | ${result.rss.medianGrowthPercent[1]} % | < 10 % |`,
    '',
    `${result.requests} requests, ${result.messages} chat messages and ${result.edits} tariff edits; failed: ${result.failedRequests} (target 0)${result.lastError ? `, last: ${result.lastError}` : ''}; p99 guests / exporter / manager: ${result.p99.join(' / ')} ms.`,
  ].join('\n');
}
