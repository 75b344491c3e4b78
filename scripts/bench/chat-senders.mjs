// The chat part's senders (scripts/bench-chat.mjs), in a worker thread: each token posts
// `POST /api/chat/messages` at `rate` a second, the senders spread evenly over each period, in an
// open loop (a slow answer does not delay the next message). A message's text carries the
// sender's number, the message's, the time it was sent (ms since the epoch) and whether it is
// measured: `bench <sender> <seq> <sentAt> <w|m>`. Tells the main thread when the measured
// messages start, then answers every post's outcome.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { origin, tokens, rate, seconds, warmupSeconds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: tokens.length });
const period = 1000 / rate;
const warmupRounds = Math.round(warmupSeconds * rate);
const rounds = warmupRounds + Math.round(seconds * rate);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function post(token, body) {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      `${origin}/api/chat/messages`,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
        timeout: 30_000,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve(0));
    request.end(payload);
  });
}

const sent = [];
const pending = [];
const start = performance.now() + 200;
const marks = (async () => {
  await sleep(start + warmupRounds * period - performance.now());
  parentPort.postMessage({ type: 'measuring' });
})();
await Promise.all(
  tokens.map(async (token, sender) => {
    const offset = (sender / tokens.length) * period;
    for (let seq = 0; seq < rounds; seq++) {
      const wait = start + seq * period + offset - performance.now();
      if (wait > 0) await sleep(wait);
      const measured = seq >= warmupRounds;
      const sentAt = Date.now();
      const t0 = performance.now();
      pending.push(
        post(token, {
          text: `bench ${sender} ${seq} ${sentAt} ${measured ? 'm' : 'w'}`,
          client_id: `bench-${sender}-${seq}`,
        }).then((status) => {
          sent.push({ sender, seq, measured, status, sentAt, ms: performance.now() - t0 });
        }),
      );
    }
  }),
);
await marks;
await Promise.all(pending);
agent.destroy();
parentPort.postMessage({ type: 'done', sent });
