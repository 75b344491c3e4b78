// The files part of `npm run bench` (issue 24 §7, decision 036), on PGlite: resident memory after
// a first start, its peak while three 10 MB PDFs are uploaded at once, then 40 downloads of a
// 10 MB PDF 20 at a time with three more uploads, /healthz asked every 50 ms all along. Beside a
// bare Fastify baseline that serves the same file from memory and drains the same uploads.
// Targets: ≤ 450 MB after a first start, ≤ 600 MB at the uploads' peak, /healthz ≤ 100 ms.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';

export const FILE_BYTES = 10 * 1024 * 1024;
const DOWNLOADS = Number(process.env.BENCH_FILE_DOWNLOADS ?? 40);
const DOWNLOADS_AT_ONCE = 20;
const UPLOADS_AT_ONCE = 3;
const HEALTH_EVERY_MS = 50;

/** A 10 MB PDF: `%PDF-` and then bytes that compress as badly as a scanned document's. */
export function createBenchPdf() {
  const bytes = randomBytes(FILE_BYTES);
  bytes.write('%PDF-1.7\n', 0, 'latin1');
  return bytes;
}

/** A manager and a session token for the uploads, by plain SQL (PGlite's `exec`). */
export function filesSeedSql(token) {
  return `
insert into users (email, password_hash, role, registration_step, name, surname, is_approved)
values ('bench-files-manager@bench.test', 'bench-no-password', 'manager', 5, 'Ірина', 'Менеджерка', true);
insert into sessions (user_id, token_hash, expires_at, last_used_at, user_agent)
select id, encode(sha256(convert_to('${token}', 'UTF8')), 'hex'), now() + interval '7 days', now(), 'bench'
from users where email = 'bench-files-manager@bench.test';
`;
}

/**
 * An invoice of the demo exporter's company and a session of that exporter, for the PDF part:
 * the invoice PDF is rendered on every download (decision 040: in a worker thread).
 */
export function invoicePdfSeedSql(token) {
  return `
insert into sessions (user_id, token_hash, expires_at, last_used_at, user_agent)
select id, encode(sha256(convert_to('${token}', 'UTF8')), 'hex'), now() + interval '7 days', now(), 'bench'
from users where email = 'exporter@demo.exporters.local';
insert into invoices (id, number, year, sequence, company_id, tariff_id, payment_method, amount_minor,
  vat_minor, vat_rate_basis_points, item, period_months, seller, buyer)
select '00000000-0000-4000-8000-00000000be0c', 'EXP-2026-999999', 2026, 999999, c.id,
  (select id from tariffs order by id limit 1), 'bank_transfer', 199000, 33167, 2000,
  '{"uk":"Підписка «Стандарт» на порталі експортерів, 12 місяців","en":"Standard subscription, 12 months"}',
  12,
  '{"name":{"uk":"Портал експортерів","en":"Exporters portal"},"code":"00000000","address":{"uk":"вул. Демонстраційна, 1, м. Київ","en":"1 Demonstration St., Kyiv"},"iban":"UA000000000000000000000000000","bank":{"uk":"АТ «Банк»","en":"Bank JSC"},"vatPayer":true}',
  '{"name":{"uk":"ТОВ «Бджілка»","en":"Bdzhilka LLC"},"code":"34718266","address":{"uk":"вул. Зелена, 5, м. Львів","en":"5 Zelena St., Lviv"}}'
from companies c join users u on u.id = c.user_id where u.email = 'exporter@demo.exporters.local';
`;
}
export const BENCH_INVOICE_ID = '00000000-0000-4000-8000-00000000be0c';
const PDFS = 60;
const PDFS_AT_ONCE = 30;

/**
 * Invoice PDFs rendered on demand, 30 at a time, with /healthz asked every 50 ms; and
 * /healthz alone before, as the same run's baseline.
 */
export async function measureInvoicePdfs({ portalUrl, token }) {
  const healthUrl = `${portalUrl}/healthz`;
  const stopIdle = probeHealth(healthUrl);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const idle = await stopIdle();
  const url = `${portalUrl}/api/subscriptions/download-invoice/${BENCH_INVOICE_ID}`;
  const download = async () => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const bytes = await drain(response, url);
    if (bytes < 10_000) throw new Error(`invoice PDF: ${bytes} bytes`);
  };
  await download();
  const stopHealth = probeHealth(healthUrl);
  let pdfs;
  let health;
  try {
    pdfs = await inWaves(PDFS, PDFS_AT_ONCE, download);
  } finally {
    health = await stopHealth();
  }
  return { pdfMs: summary(pdfs), healthMs: summary(health), idleHealthMs: summary(idle) };
}

export const createFilesToken = () => `bench-files-${randomBytes(12).toString('base64url')}`;

function rssMb(pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Samples the process's resident memory every 20 ms until stopped; answers the peak. */
function sampleRss(pid) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssMb(pid));
  };
}

/** Asks /healthz every 50 ms until stopped; answers the latencies. */
function probeHealth(url) {
  const latencies = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const t0 = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      latencies.push(performance.now() - t0);
      await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
    }
  })();
  return async () => {
    running = false;
    await done;
    return latencies;
  };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
};
const summary = (values) => ({
  count: values.length,
  p50: percentile(values, 50),
  p99: percentile(values, 99),
  max: Math.round(Math.max(...values)),
});

/** `n` calls of `task`, `atOnce` at a time; answers each one's duration. */
async function inWaves(n, atOnce, task) {
  const durations = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      while (next < n) {
        next += 1;
        const t0 = performance.now();
        await task();
        durations.push(performance.now() - t0);
      }
    }),
  );
  return durations;
}

async function drain(response, url) {
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  return bytes;
}

/**
 * Measures one server: `upload()` sends the PDF once, `download()` reads it once. Answers the
 * peak memory of three uploads at once, then the downloads' and /healthz's latencies while 40
 * downloads (20 at a time) and three uploads go on.
 */
export async function measureFiles({ pid, healthUrl, upload, download }) {
  const before = rssMb(pid);
  const stopRss = sampleRss(pid);
  const uploadsAlone = await inWaves(UPLOADS_AT_ONCE, UPLOADS_AT_ONCE, upload);
  const peakUploadsMb = stopRss();
  const stopHealth = probeHealth(healthUrl);
  const stopLoadRss = sampleRss(pid);
  let downloads;
  let health;
  try {
    [downloads] = await Promise.all([
      inWaves(DOWNLOADS, DOWNLOADS_AT_ONCE, download),
      inWaves(UPLOADS_AT_ONCE, UPLOADS_AT_ONCE, upload),
    ]);
  } finally {
    health = await stopHealth();
  }
  return {
    rssBeforeMb: before,
    peakUploadsMb,
    uploadMs: summary(uploadsAlone),
    downloadMs: summary(downloads),
    healthMs: summary(health),
    peakLoadMb: stopLoadRss(),
    rssAfterMb: rssMb(pid),
  };
}

/** The portal's calls: the upload, a published analysis naming it, its PDF. */
export async function portalFileCalls({ portalUrl, token, pdf }) {
  const auth = { authorization: `Bearer ${token}` };
  const uploadUrl = `${portalUrl}/api/admin/files?kind=pdf&file_name=bench.pdf`;
  const upload = async () => {
    const response = await fetch(uploadUrl, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/pdf' },
      body: pdf,
    });
    if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
    return (await response.json()).data.id;
  };
  const created = await fetch(`${portalUrl}/api/admin/country-analyses`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      country_code: 'DE',
      title: { uk: 'Ринок меду в Німеччині', en: 'The honey market in Germany' },
      summary: {
        uk: 'Німеччина — найбільший імпортер меду в ЄС.',
        en: 'Germany is the largest honey importer in the EU.',
      },
      body: {
        uk: 'Німеччина щороку імпортує близько 80 тисяч тонн меду; покупці вимагають аналізів.',
        en: 'Germany imports about 80 thousand tonnes of honey a year; buyers ask for tests.',
      },
      pdf: { file_id: await upload() },
    }),
  });
  if (created.status !== 201) throw new Error(`analysis: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()).data;
  const downloadUrl = `${portalUrl}/api/admin/country-analyses/${id}/pdf`;
  const download = async () => {
    const bytes = await drain(await fetch(downloadUrl, { headers: auth }), downloadUrl);
    if (bytes !== FILE_BYTES) throw new Error(`download: ${bytes} bytes`);
  };
  return { upload: async () => void (await upload()), download };
}

/** The baseline's calls: the same body drained by a bare route, the same file from memory. */
export function baselineFileCalls({ baselineUrl, pdf }) {
  return {
    upload: async () => {
      const response = await fetch(`${baselineUrl}/upload`, {
        method: 'POST',
        headers: { 'content-type': 'application/pdf' },
        body: pdf,
      });
      if (!response.ok) throw new Error(`baseline upload: ${response.status}`);
      await response.arrayBuffer();
    },
    download: async () => {
      const bytes = await drain(await fetch(`${baselineUrl}/file`), 'baseline file');
      if (bytes !== FILE_BYTES) throw new Error(`baseline download: ${bytes} bytes`);
    },
  };
}

/** The table of the files part, for docs/benchmarks.md and the README. */
export function filesTable(r) {
  const met = (ok) => (ok ? 'met' : '**not met**');
  const p = r.portal;
  const b = r.baseline;
  return [
    `PGlite, a ${FILE_BYTES / 1024 / 1024} MB PDF (random bytes after \`%PDF-\`); ${DOWNLOADS} downloads ${DOWNLOADS_AT_ONCE} at a time with ${UPLOADS_AT_ONCE} uploads alongside, \`/healthz\` asked every ${HEALTH_EVERY_MS} ms meanwhile; the baseline is bare Fastify serving the file from memory and draining the uploads. Load average ${r.loadAverage.join(' → ')}.`,
    '',
    '| measure | portal | bare Fastify baseline | target |',
    '|---|---|---|---|',
    `| resident memory after a first start (empty data folder) | ${r.rssAfterFirstStartMb} MB | ${b.rssBeforeMb} MB | ≤ 450 MB: ${met(r.rssAfterFirstStartMb <= 450)} |`,
    `| peak resident memory, ${UPLOADS_AT_ONCE} uploads at once | ${p.peakUploadsMb} MB (from ${p.rssBeforeMb} MB) | ${b.peakUploadsMb} MB | ≤ 600 MB: ${met(p.peakUploadsMb <= 600)} |`,
    `| one upload, ${UPLOADS_AT_ONCE} at once | p50 ${p.uploadMs.p50} ms, slowest ${p.uploadMs.max} ms | p50 ${b.uploadMs.p50} ms | — |`,
    `| download, ${DOWNLOADS_AT_ONCE} at a time | p50 ${p.downloadMs.p50} ms, p99 ${p.downloadMs.p99} ms | p50 ${b.downloadMs.p50} ms, p99 ${b.downloadMs.p99} ms | — |`,
    `| \`/healthz\` meanwhile (${p.healthMs.count} asked) | p99 ${p.healthMs.p99} ms, slowest ${p.healthMs.max} ms | p99 ${b.healthMs.p99} ms, slowest ${b.healthMs.max} ms | ≤ 100 ms: ${met(p.healthMs.max <= 100)} |`,
    `| peak resident memory meanwhile | ${p.peakLoadMb} MB (${p.rssAfterMb} MB after) | ${b.peakLoadMb} MB | — |`,
    ...(r.pdfs
      ? [
          `| invoice PDF (\`GET /api/subscriptions/download-invoice/{id}\`), ${PDFS} rendered ${PDFS_AT_ONCE} at a time | p50 ${r.pdfs.pdfMs.p50} ms, p99 ${r.pdfs.pdfMs.p99} ms | — | — |`,
          `| \`/healthz\` meanwhile (${r.pdfs.healthMs.count} asked) | p99 ${r.pdfs.healthMs.p99} ms, slowest ${r.pdfs.healthMs.max} ms | the same portal idle: p99 ${r.pdfs.idleHealthMs.p99} ms, slowest ${r.pdfs.idleHealthMs.max} ms | ≤ 100 ms: ${met(r.pdfs.healthMs.max <= 100)} |`,
        ]
      : []),
  ].join('\n');
}
