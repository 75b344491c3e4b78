// The chat part of `npm run bench` (issue 29 §6, decision 051): two instances of the built portal
// on one PostgreSQL database, their signals through Redis. 2,000 idle exporters' streams
// (`GET /api/chat/events`, each a company of its own, half on each instance), then 200 exporters
// posting `POST /api/chat/messages` to instance A at a fixed rate each while managers' streams and
// each sender's own second stream on instance B receive them. Measures the delivery latency (send
// time, written in the message, to its receipt on B), the resident memory of both instances before
// the connections, with the idle ones, after the messages and after closing, the CPU per message
// of each process, and counts what every receiving stream got: nothing lost, nothing twice, nothing
// for the idle ones. The same scenario runs on the floor beside it: two bare Node HTTP processes
// holding the same streams and relaying the messages through Redis pub/sub (scripts/bench/
// baseline-chat.mjs). Target: p99 ≤ 100 ms.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

export const CHAT = {
  /** Idle exporters' streams, half on each instance. */
  idle: Number(process.env.BENCH_CHAT_IDLE ?? 2000),
  /** Exporters posting to instance A, each at `rate` messages a second. */
  senders: Number(process.env.BENCH_CHAT_SENDERS ?? 200),
  rate: Number(process.env.BENCH_CHAT_RATE ?? 1),
  /** Managers' streams on instance B (each gets every message). */
  managers: Number(process.env.BENCH_CHAT_MANAGERS ?? 10),
  /** Seconds measured, after unmeasured ones at the same rate. */
  seconds: Number(process.env.BENCH_CHAT_SECONDS ?? 30),
  warmupSeconds: Number(process.env.BENCH_CHAT_WARMUP_SECONDS ?? 5),
};
export const CHAT_TARGET_P99_MS = 100;
/** Streams opened at once (each costs the server a session lookup and a first query). */
const OPEN_AT_ONCE = 50;
/** How often `probe()` is asked while the measured messages are sent. */
const PROBE_EVERY_MS = 200;
/** How long a stream may take to send its `ready` event. */
const READY_TIMEOUT_MS = 30_000;
/** How long memory is left to settle before it is read. */
const SETTLE_MS = 3000;
/** How long the receivers may take, after the last answer to a post, to get everything. */
const DRAIN_TIMEOUT_MS = 20_000;
/** Descriptors the run needs: the generator's sockets and each instance's. */
export const CHAT_FILES_NEEDED = CHAT.idle + 2 * CHAT.senders + CHAT.managers + 1024;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Session tokens of one run: `bench-chat-<salt>-<i>` for exporter i (1…), `…-manager-<j>` for manager j. */
export function createChatTokens() {
  const salt = randomBytes(12).toString('base64url');
  return {
    salt,
    exporter: (i) => `bench-chat-${salt}-${i}`,
    manager: (j) => `bench-chat-${salt}-manager-${j}`,
  };
}

/** The baseline's tokens name the audience itself: a company's number or the office. */
export const BASELINE_CHAT_TOKENS = { exporter: (i) => `company-${i}`, manager: (j) => `office-${j}` };

/**
 * Approved exporters with a company each (senders first, then the idle ones), managers, and a
 * session for everyone, as one SQL script. Sessions store SHA-256 of the token, as the portal does.
 */
export function chatSeedSql(tokens) {
  const exporters = CHAT.senders + CHAT.idle;
  const number = (part) => `split_part(split_part(email, '@', 1), '-', ${part})`;
  return `
begin;
insert into users (email, password_hash, role, registration_step, email_verified_at, phone, phone_verified_at,
                   name, surname, locale, is_approved, terms_accepted_at)
select 'bench-chat-' || i || '@bench.test', 'bench-no-password', 'exporter', 5, now(),
       '+38068' || lpad(i::text, 7, '0'), now(), 'Олена', 'Експортерка ' || i, 'uk', true, now()
from generate_series(1, ${exporters}) i;
insert into users (email, password_hash, role, registration_step, name, surname, is_approved)
select 'bench-chat-manager-' || j || '@bench.test', 'bench-no-password', 'manager', 5, 'Ірина', 'Менеджерка ' || j, true
from generate_series(1, ${CHAT.managers}) j;
insert into companies (user_id, name_uk, name_en, year_of_foundation, edrpou_code, ipn_code, region,
                       fields_of_activity, type_business, website_url, position_in_the_company)
select id, 'ТОВ «Чат ' || n || '»', 'Chat ' || n || ' LLC', 2000 + n % 24, lpad((40000000 + n)::text, 8, '0'),
       lpad((400000000000 + n)::text, 12, '0'), 'UA-30', '{food}', 'manufacturer', 'https://chat' || n || '.example',
       'Директорка'
from (select id, ${number(3)}::int as n from users where email like 'bench-chat-%' and role = 'exporter') u;
insert into sessions (user_id, token_hash, expires_at, last_used_at, user_agent)
select id, encode(sha256(convert_to('bench-chat-${tokens.salt}-' ||
         case when role = 'manager' then 'manager-' || ${number(4)} else ${number(3)} end, 'UTF8')), 'hex'),
       now() + interval '7 days', now() + interval '1 hour', 'bench'
from users where email like 'bench-chat-%@bench.test';
commit;
analyze;
`;
}

/** Resident memory of a process, in kB. */
const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
function summary(values) {
  const sorted = Float64Array.from(values).sort();
  if (sorted.length === 0) return { count: 0, p50: null, p99: null, max: null };
  return {
    count: sorted.length,
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    max: Math.round(sorted[sorted.length - 1]),
  };
}

/**
 * One event of a server-sent stream, from the lines between two blank lines; null for a block
 * without data (a comment, `retry:`), which EventSource does not dispatch either.
 */
function parseEvent(block) {
  const event = { event: 'message', id: undefined, data: [] };
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const name = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + (line[colon + 1] === ' ' ? 2 : 1));
    if (name === 'event') event.event = value;
    else if (name === 'id') event.id = value;
    else if (name === 'data') event.data.push(value);
  }
  return event.data.length === 0 ? null : { ...event, data: event.data.join('\n') };
}

/**
 * A plain server-sent events client over `http`: answers once the stream's `ready` arrived. A
 * stream the server ends is opened again with `Last-Event-ID`, as a browser's EventSource does.
 */
function openStream(client, agent, onMessage) {
  return new Promise((resolve, reject) => {
    const headers = { authorization: `Bearer ${client.token}`, accept: 'text/event-stream' };
    if (client.lastId > 0) headers['last-event-id'] = String(client.lastId);
    const query = client.lastId > 0 || client.after === undefined ? '' : `?after=${client.after}`;
    const request = http.get(`${client.origin}/api/chat/events${query}`, { agent, headers }, (response) => {
      if (response.statusCode !== 200) {
        clearTimeout(timer);
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () =>
          reject(new Error(`${client.origin} events answered ${response.statusCode}: ${body.slice(0, 300)}`)),
        );
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      let ready = false;
      response.on('data', (chunk) => {
        buffer += chunk.includes('\r') ? chunk.replace(/\r\n?/g, '\n') : chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const event = parseEvent(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (!event) continue;
          if (event.event === 'message') onMessage(client, event);
          else client.events[event.event] = (client.events[event.event] ?? 0) + 1;
          if (event.event === 'ready') {
            ready = true;
            clearTimeout(timer);
            resolve();
          }
        }
      });
      response.on('close', () => {
        if (client.closing) return;
        if (!ready) {
          reject(new Error(`${client.origin} ended a stream before its ready event`));
          return;
        }
        // Ended by the server (or a dropped socket): come back as a browser would.
        client.reconnections += 1;
        setTimeout(() => {
          openStream(client, agent, onMessage).catch((error) => client.failures.push(error.message));
        }, 100);
      });
    });
    request.on('error', (error) => {
      if (!client.closing) reject(error);
    });
    const timer = setTimeout(() => {
      reject(new Error(`${client.origin}: no ready event within ${READY_TIMEOUT_MS} ms`));
      request.destroy();
    }, READY_TIMEOUT_MS);
    client.request = request;
  });
}

/** Opens streams `OPEN_AT_ONCE` at a time. */
async function openAll(clients, agents, onMessage) {
  let next = 0;
  await Promise.all(
    Array.from({ length: OPEN_AT_ONCE }, async () => {
      while (next < clients.length) {
        const client = clients[next++];
        await openStream(client, agents.get(client.origin), onMessage);
      }
    }),
  );
}

function closeAll(clients) {
  for (const client of clients) {
    client.closing = true;
    client.request?.destroy();
  }
}

/** A message's text: who sent it, its number, when (ms since the epoch), and whether it is measured. */
const TEXT = /^bench (\d+) (\d+) (\d+) ([wm])$/;

/**
 * The scenario on two running servers (the portal's instances or the baseline's processes):
 * `origins` [A, B], `pids` [A, B], `tokens` as `createChatTokens` makes them, `cpu()` a
 * snapshot of the CPU time (ms) of the processes that serve it, by name (and `transactions`, the
 * database's count, when there is one); `probe()`, when given,
 * a snapshot of numbers (the database's sessions waiting on a lock…) averaged over the messages.
 */
export async function measureChat({ origins, pids, tokens, cpu, probe }) {
  const [originA, originB] = origins;
  const agents = new Map(
    origins.map((origin) => [origin, new http.Agent({ keepAlive: true, maxSockets: Infinity })]),
  );
  const client = (kind, token, origin, extra = {}) => ({
    kind,
    token,
    origin,
    lastId: 0,
    messages: 0,
    outOfOrder: 0,
    keys: new Map(),
    events: {},
    reconnections: 0,
    failures: [],
    closing: false,
    ...extra,
  });
  // Exporters 1…senders post; the next `idle` ones only listen, alternately on A and B.
  const idle = Array.from({ length: CHAT.idle }, (_, k) =>
    client('idle', tokens.exporter(CHAT.senders + k + 1), k % 2 === 0 ? originA : originB),
  );
  const managers = Array.from({ length: CHAT.managers }, (_, j) =>
    client('office', tokens.manager(j + 1), originB, { after: 0 }),
  );
  const ownStreams = Array.from({ length: CHAT.senders }, (_, i) =>
    client('company', tokens.exporter(i + 1), originB, { after: 0, sender: i }),
  );
  const latencies = { office: [], company: [] };
  const onMessage = (receiver, event) => {
    const receivedAt = Date.now();
    receiver.messages += 1;
    const id = Number(event.id);
    if (!(id > receiver.lastId)) receiver.outOfOrder += 1;
    receiver.lastId = Math.max(receiver.lastId, id || 0);
    const match = TEXT.exec(JSON.parse(event.data).text ?? '');
    if (!match) return;
    const key = `${match[1]}:${match[2]}`;
    const seen = receiver.keys.get(key) ?? 0;
    receiver.keys.set(key, seen + 1);
    if (seen === 0 && match[4] === 'm' && receiver.kind !== 'idle')
      latencies[receiver.kind].push(receivedAt - Number(match[3]));
  };
  const memory = (stage) => Object.fromEntries(pids.map((pid, k) => [`${'ab'[k]}${stage}Kb`, rssKb(pid)]));

  const result = { memory: memory('Before') };
  const t0 = performance.now();
  await openAll(idle, agents, onMessage);
  result.openIdleMs = Math.round(performance.now() - t0);
  await sleep(SETTLE_MS);
  Object.assign(result.memory, memory('Idle'));
  const idleOn = (origin) => idle.filter((c) => c.origin === origin).length;
  result.idleOn = [idleOn(originA), idleOn(originB)];
  await openAll([...managers, ...ownStreams], agents, onMessage);

  // The senders run in a worker thread: their timers and requests do not hold up the receipts.
  const worker = new Worker(new URL('./bench/chat-senders.mjs', import.meta.url), {
    workerData: {
      origin: originA,
      tokens: Array.from({ length: CHAT.senders }, (_, i) => tokens.exporter(i + 1)),
      rate: CHAT.rate,
      seconds: CHAT.seconds,
      warmupSeconds: CHAT.warmupSeconds,
    },
  });
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  let cpuBefore;
  let generatorBefore;
  const probes = [];
  let probing = false;
  const probeLoop = async () => {
    while (probing) {
      probes.push(await probe());
      await sleep(PROBE_EVERY_MS);
    }
  };
  let probed = Promise.resolve();
  const sent = await new Promise((resolve, reject) => {
    worker.on('error', reject);
    worker.on('exit', (code) => reject(new Error(`the senders' worker ended (${code}) before it was done`)));
    worker.on('message', (message) => {
      if (message.type === 'measuring') {
        loopDelay.enable();
        generatorBefore = process.cpuUsage();
        cpu().then((snapshot) => (cpuBefore = snapshot), reject);
        if (probe) {
          probing = true;
          probed = probeLoop();
        }
      } else if (message.type === 'done') {
        probing = false;
        resolve(message.sent);
      }
    });
  });
  await worker.terminate();
  await probed;

  const accepted = sent.filter((m) => m.status === 201 || m.status === 200);
  const measured = accepted.filter((m) => m.measured);
  const bySender = new Map();
  for (const m of accepted) bySender.set(m.sender, (bySender.get(m.sender) ?? 0) + 1);
  const complete = () =>
    managers.every((c) => c.keys.size >= accepted.length) &&
    ownStreams.every((c) => c.keys.size >= (bySender.get(c.sender) ?? 0));
  const drainStart = performance.now();
  while (!complete() && performance.now() - drainStart < DRAIN_TIMEOUT_MS) await sleep(50);
  result.drainMs = Math.round(performance.now() - drainStart);
  const cpuAfter = await cpu();
  const generator = process.cpuUsage(generatorBefore);
  loopDelay.disable();
  await sleep(SETTLE_MS);
  Object.assign(result.memory, memory('After'));
  const all = [...idle, ...managers, ...ownStreams];
  closeAll(all);
  await sleep(SETTLE_MS);
  Object.assign(result.memory, memory('Closed'));
  for (const agent of agents.values()) agent.destroy();

  // What each receiver should have got: managers every accepted message, a sender's own stream
  // its own, idle streams nothing.
  const acceptedKeys = new Set(accepted.map((m) => `${m.sender}:${m.seq}`));
  const delivery = { expected: 0, received: 0, lost: 0, duplicated: 0, unexpected: 0, outOfOrder: 0 };
  for (const c of all) {
    const expected =
      c.kind === 'office'
        ? acceptedKeys
        : c.kind === 'company'
          ? new Set(accepted.filter((m) => m.sender === c.sender).map((m) => `${m.sender}:${m.seq}`))
          : new Set();
    delivery.expected += expected.size;
    delivery.received += c.messages;
    delivery.outOfOrder += c.outOfOrder;
    for (const key of expected) if (!c.keys.has(key)) delivery.lost += 1;
    for (const [key, count] of c.keys) {
      if (count > 1) delivery.duplicated += count - 1;
      if (!expected.has(key)) delivery.unexpected += count;
    }
  }
  delivery.reconnections = all.reduce((sum, c) => sum + c.reconnections, 0);
  delivery.failedReconnections = all.flatMap((c) => c.failures).slice(0, 5);
  delivery.idleMessages = idle.reduce((sum, c) => sum + c.messages, 0);

  const perMessage = (key) =>
    Math.round(((cpuAfter[key] - cpuBefore[key]) / Math.max(1, measured.length)) * 1000) / 1000;
  const m = result.memory;
  return {
    ...result,
    sent: sent.length,
    accepted: accepted.length,
    measuredMessages: measured.length,
    failedPosts: sent.length - accepted.length,
    failedStatuses: [...new Set(sent.filter((s) => !accepted.includes(s)).map((s) => s.status))],
    postMs: summary(measured.map((s) => s.ms)),
    // What the portal kept up with: measured messages over the time from the first one's sending
    // to the last one's answer (the offered rate when it keeps up).
    acceptedPerSecond: Math.round(
      measured.length /
        ((Math.max(...measured.map((s) => s.sentAt + s.ms)) - Math.min(...measured.map((s) => s.sentAt))) /
          1000),
    ),
    latencyMs: { office: summary(latencies.office), company: summary(latencies.company) },
    delivery,
    perIdleConnectionKb: [
      Math.round(((m.aIdleKb - m.aBeforeKb) / result.idleOn[0]) * 10) / 10,
      Math.round(((m.bIdleKb - m.bBeforeKb) / result.idleOn[1]) * 10) / 10,
    ],
    probes: Object.fromEntries(
      Object.keys(probes[0] ?? {}).map((key) => [
        key,
        Math.round((probes.reduce((sum, p) => sum + p[key], 0) / probes.length) * 10) / 10,
      ]),
    ),
    cpuPerMessageMs: Object.fromEntries(
      Object.keys(cpuAfter)
        .filter((key) => key !== 'transactions')
        .map((key) => [key, perMessage(key)]),
    ),
    transactionsPerMessage: cpuAfter.transactions === undefined ? null : perMessage('transactions'),
    generator: {
      cpuPerMessageMs:
        Math.round(((generator.user + generator.system) / 1000 / measured.length) * 1000) / 1000,
      // The histogram counts the 1 ms between its own samples.
      eventLoopDelayP99Ms: Math.max(0, Math.round(loopDelay.percentile(99) / 1e5 - 10) / 10),
    },
  };
}

const mb = (kb) => Math.round(kb / 1024);
const memoryCell = (r, k) =>
  `${mb(r.memory[`${k}BeforeKb`])} → ${mb(r.memory[`${k}IdleKb`])} → ${mb(r.memory[`${k}AfterKb`])} → ${mb(r.memory[`${k}ClosedKb`])} MB`;
const latencyCell = (s) =>
  s.count ? `p50 ${s.p50} ms, p99 ${s.p99} ms, slowest ${s.max} ms` : 'none received';
const cpuCell = (c) =>
  `${c.a} + ${c.b} + ${c.database ?? 0} + ${c.redis ?? 0} = ${Math.round((c.a + c.b + (c.database ?? 0) + (c.redis ?? 0)) * 100) / 100} ms`;
const deliveryCell = (d) =>
  `${d.lost} / ${d.duplicated} / ${d.unexpected} of ${d.expected.toLocaleString('en')} expected` +
  (d.reconnections ? ` (${d.reconnections} reconnections)` : '');

/** The Markdown of the part, for docs/benchmarks.md and the README. */
export function chatTable(r) {
  const met = (ok) => (ok ? 'met' : '**not met**');
  const p = r.portal;
  const b = r.baseline;
  const worst = Math.max(p.latencyMs.office.p99 ?? Infinity, p.latencyMs.company.p99 ?? Infinity);
  const d = p.delivery;
  return [
    `${r.idle.toLocaleString('en')} idle exporters' streams (\`GET /api/chat/events\`, one company each, half on each instance), then ${r.senders} exporters posting \`POST /api/chat/messages\` to instance A, ${r.rate} message/s each for ${r.seconds} s (after ${r.warmupSeconds} s unmeasured), received on instance B by ${r.managers} managers' streams and each sender's own second stream. Two instances of the built portal on PostgreSQL, signals through Redis ${r.redis}; the baseline is two bare Node HTTP processes relaying the same messages through the same Redis. Load generator, both instances, PostgreSQL and Redis share the 2 cores; load average ${r.loadAverage.join(' → ')}. Target: p99 ≤ ${CHAT_TARGET_P99_MS} ms.`,
    '',
    '| measure | portal (2 instances, PostgreSQL, Redis) | bare Node + Redis baseline | target |',
    '|---|---|---|---|',
    `| delivery, send → a manager's stream on the other instance (${p.latencyMs.office.count.toLocaleString('en')} receipts) | ${latencyCell(p.latencyMs.office)} | ${latencyCell(b.latencyMs.office)} | p99 ≤ ${CHAT_TARGET_P99_MS} ms: ${met(worst <= CHAT_TARGET_P99_MS)} |`,
    `| delivery, send → the sender's own stream on the other instance (${p.latencyMs.company.count.toLocaleString('en')} receipts) | ${latencyCell(p.latencyMs.company)} | ${latencyCell(b.latencyMs.company)} | — |`,
    `| the post's answer (\`201\`), ${p.measuredMessages.toLocaleString('en')} measured posts | p50 ${p.postMs.p50} ms, p99 ${p.postMs.p99} ms${p.failedPosts ? `, **${p.failedPosts} failed** (${p.failedStatuses.join(', ')})` : ''} | p50 ${b.postMs.p50} ms, p99 ${b.postMs.p99} ms | — |`,
    `| messages kept up with (offered ${r.senders * r.rate}/s): measured messages ÷ (first sent → last answered) | ${p.acceptedPerSecond}/s | ${b.acceptedPerSecond}/s | ${r.senders * r.rate}/s |`,
    `| lost / duplicated / unexpected messages (every receiving stream counted; idle streams expect none) | ${deliveryCell(d)} | ${deliveryCell(b.delivery)} | none: ${met(d.lost === 0 && d.duplicated === 0 && d.unexpected === 0 && p.failedPosts === 0)} |`,
    `| resident memory of A (senders' instance): start → ${p.idleOn[0].toLocaleString('en')} idle streams → after the messages → streams closed | ${memoryCell(p, 'a')} | ${memoryCell(b, 'a')} | — |`,
    `| resident memory of B (receivers' instance): the same, with ${p.idleOn[1].toLocaleString('en')} idle streams | ${memoryCell(p, 'b')} | ${memoryCell(b, 'b')} | — |`,
    `| memory per idle stream, A / B | ${p.perIdleConnectionKb[0]} / ${p.perIdleConnectionKb[1]} KB | ${b.perIdleConnectionKb[0]} / ${b.perIdleConnectionKb[1]} KB | — |`,
    `| CPU per message: A + B + PostgreSQL + Redis | ${cpuCell(p.cpuPerMessageMs)} | ${cpuCell(b.cpuPerMessageMs)} | — |`,
    ...(p.probes?.active !== undefined
      ? [
          `| PostgreSQL sessions of the run while the messages go (every ${PROBE_EVERY_MS} ms): running a statement, of them waiting for a lock | ${p.probes.active}, ${p.probes.waitingOnLock} on average | — | — |`,
          `| PostgreSQL transactions per message (a statement outside one counts one) | ${p.transactionsPerMessage} | — | — |`,
        ]
      : []),
    `| the load generator: CPU per message, event-loop delay p99 | ${p.generator.cpuPerMessageMs} ms, ${p.generator.eventLoopDelayP99Ms} ms | ${b.generator.cpuPerMessageMs} ms, ${b.generator.eventLoopDelayP99Ms} ms | — |`,
    '',
    `Opening the ${r.idle.toLocaleString('en')} idle streams (${OPEN_AT_ONCE} at a time) took ${p.openIdleMs} ms on the portal, ${b.openIdleMs} ms on the baseline.`,
  ].join('\n');
}
