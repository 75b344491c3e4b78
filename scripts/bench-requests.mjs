// The requests part of `npm run bench` (issue 5): 1,000 approved exporters' companies with
// 10,000 export applications in varied statuses and their status history, seeded by plain SQL;
// then the exporter's list, the managers' queue (with and without a status filter) and PDF
// downloads, measured on a portal started by scripts/bench.mjs. Target: p99 ≤ 50 ms for the
// lists under 20 connections, a PDF in ≤ 300 ms.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';

export const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 1000);
export const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 10_000);
const PDF_DOWNLOADS = Number(process.env.BENCH_PDF_DOWNLOADS ?? 50);
/** Seconds of unmeasured load before each measured run. */
export const WARMUP_SECONDS = 2;

/** Statuses in proportion to a busy portal: mostly submitted and under work, some closed. */
const STATUS_SHARES = {
  created: 8,
  accepted: 25,
  in_process: 15,
  approved: 10,
  in_work: 10,
  in_finalization: 7,
  denied: 5,
  closed: 8,
  contract: 7,
  future: 5,
};

/** The steps from creation to each status along the graph of DOMAIN.md: [from, to, actor]. */
const PATHS = {
  created: [],
  accepted: [['created', 'accepted', 'exporter']],
  in_process: [['accepted', 'in_process']],
  in_finalization: [
    ['accepted', 'in_process'],
    ['in_process', 'in_finalization'],
  ],
  approved: [
    ['accepted', 'in_process'],
    ['in_process', 'approved'],
  ],
  denied: [
    ['accepted', 'in_process'],
    ['in_process', 'denied'],
  ],
  in_work: [
    ['accepted', 'in_process'],
    ['in_process', 'approved'],
    ['approved', 'in_work'],
  ],
};
for (const end of ['closed', 'contract', 'future']) PATHS[end] = [...PATHS.in_work, ['in_work', end]];
for (const status of Object.keys(PATHS)) {
  if (status !== 'created' && status !== 'accepted') PATHS[status] = [...PATHS.accepted, ...PATHS[status]];
}

const REGIONS = ['UA-05', 'UA-07', 'UA-12', 'UA-18', 'UA-21', 'UA-26', 'UA-30', 'UA-32', 'UA-46', 'UA-51'];
const COUNTRIES = ['PL', 'DE', 'FR', 'IT', 'ES', 'NL', 'CZ', 'RO', 'US', 'CA', 'JP', 'KR'];
const sqlArray = (values) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

/** Session tokens of one run: `bench-<salt>-<i>` for exporter i (1…), `bench-<salt>-manager`. */
export function createBenchTokens() {
  const salt = randomBytes(12).toString('base64url');
  return {
    salt,
    exporter: (i) => `bench-${salt}-${i}`,
    manager: `bench-${salt}-manager`,
  };
}

/**
 * The whole data set as one SQL script with no parameters, so PostgreSQL (`pg`) and PGlite
 * (`exec`) run it alike. Sessions store SHA-256 of the token, as the portal does.
 */
export function seedSql(tokens) {
  const statuses = Object.entries(STATUS_SHARES).flatMap(([status, share]) => Array(share).fill(status));
  const steps = Object.entries(PATHS).flatMap(([status, path]) =>
    path.map(
      ([from, to, actor], i) => `('${status}', ${i + 2}, '${from}', '${to}', '${actor ?? 'manager'}')`,
    ),
  );
  const tokenHash = (token) => `encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`;
  return `
begin;
insert into users (email, password_hash, role, registration_step, email_verified_at, phone, phone_verified_at,
                   name, surname, locale, is_approved, terms_accepted_at)
select 'bench-exporter-' || i || '@bench.test', 'bench-no-password', 'exporter', 5, now(),
       '+38067' || lpad(i::text, 7, '0'), now(), 'Олена', 'Експортерка ' || i,
       case when i % 5 = 0 then 'en' else 'uk' end, true, now()
from generate_series(1, ${COMPANIES}) i;
insert into users (email, password_hash, role, registration_step, name, surname, is_approved)
values ('bench-manager@bench.test', 'bench-no-password', 'manager', 5, 'Ірина', 'Менеджерка', true);

insert into companies (user_id, name_uk, name_en, year_of_foundation, edrpou_code, ipn_code, region,
                       fields_of_activity, type_business, website_url, position_in_the_company)
select u.id, 'ТОВ «Бенч ' || n || '»', 'Bench ' || n || ' LLC', 2000 + n % 24, lpad((30000000 + n)::text, 8, '0'),
       lpad((300000000000 + n)::text, 12, '0'), (${sqlArray(REGIONS)})[1 + n % ${REGIONS.length}],
       '{food}', 'manufacturer', 'https://bench' || n || '.example', 'Директорка'
from (select id, split_part(split_part(email, '@', 1), '-', 3)::int as n from users
      where email like 'bench-exporter-%') u;

create temporary table bench_headings as
select row_number() over (order by h.code) - 1 as k, s.code as section, c.code as chapter, h.code as heading
from hs_headings h join hs_chapters c on c.code = h.chapter_code join hs_sections s on s.number = c.section_number;

insert into sales_market_applications (
  company_id, created_by, status, contact_name, contact_position, contact_phone, contact_email,
  product_step_at, product_name_uk, product_name_en, hs_section, hs_group, hs_product_item, description,
  production_capacity, capacity_unit, capacity_period, price_minor, currency, price_unit, incoterms,
  minimum_order, minimum_order_unit, certificates, exported_countries, target_countries, service_ids,
  answers, submitted_at, status_changed_at, created_at, updated_at)
select c.id, c.user_id, a.status, 'Олена Експортерка', 'Менеджерка з експорту', '+380671234567',
       'export' || a.i || '@bench.test',
       case when a.draft then null else a.created end,
       case when a.draft then '' else 'Продукт № ' || a.i end,
       case when a.draft then '' else 'Product No. ' || a.i end,
       h.section, h.chapter, h.heading,
       case when a.draft then '' else repeat('Опис продукції для покупців за кордоном. ', 8) end,
       100 + a.i % 900, 't', 'year', 100 + a.i % 10000, 'EUR', 'kg', '{FCA,DAP}', 10, 't',
       'HACCP, ISO 22000', '{PL}',
       array[(${sqlArray(COUNTRIES)})[1 + a.i % ${COUNTRIES.length}], (${sqlArray(COUNTRIES)})[1 + (a.i + 5) % ${COUNTRIES.length}]],
       '{1,3}', '{"export_experience":"yes","samples":"partly"}'::jsonb,
       case when a.status = 'created' then null else a.created + interval '1 day' end,
       a.created + (a.steps || ' days')::interval, a.created, a.created + (a.steps || ' days')::interval
from (
  select i, s.status, (select count(*) from (values ${steps.join(',')}) p(status) where p.status = s.status) as steps,
         now() - ((i * 7) % 365) * interval '1 day' - (i % 1440) * interval '1 minute' as created,
         s.status = 'created' and i % 2 = 0 as draft
  from generate_series(1, ${APPLICATIONS}) i
  cross join lateral (select (${sqlArray(statuses)})[1 + (i * 37) % ${statuses.length}] as status) s
) a
join (select id, user_id, row_number() over (order by name_en) - 1 as k from companies where name_en like 'Bench %') c
  on c.k = a.i % ${COMPANIES}
join bench_headings h on h.k = a.i % (select count(*) from bench_headings);

insert into request_status_changes (kind, request_id, from_status, to_status, actor_user_id, actor_role, comment, created_at)
select 'sales_market', a.id, null, 'created', a.created_by, 'exporter', '', a.created_at
from sales_market_applications a
union all
select 'sales_market', a.id, p.from_status, p.to_status,
       case when p.actor = 'exporter' then a.created_by else (select id from users where email = 'bench-manager@bench.test') end,
       p.actor, case when p.to_status in ('in_finalization', 'denied') then 'Додайте, будь ласка, сертифікати.' else '' end,
       a.created_at + (p.step - 1) * interval '1 day'
from sales_market_applications a
join (values ${steps.join(',')}) p(status, step, from_status, to_status, actor) on p.status = a.status;

insert into sessions (user_id, token_hash, expires_at, last_used_at, user_agent)
select u.id,
       case when u.role = 'manager' then ${tokenHash(`'${tokens.manager}'`)}
            else ${tokenHash(`'bench-${tokens.salt}-' || split_part(split_part(u.email, '@', 1), '-', 3)`)} end,
       now() + interval '7 days', now() + interval '1 hour', 'bench'
from users u where u.email like 'bench-%@bench.test';
commit;
analyze;
`;
}

/** SHA-256 the way the portal stores session tokens (to check the seed matches). */
export const hashToken = (token) => createHash('sha256').update(token, 'utf8').digest('hex');

/** CPU time a process has used, in ms (utime + stime; Linux clock ticks of 10 ms). */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0; // the process has ended
  }
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * The scenario on a running portal whose database `seed` filled: the exporter's list with the
 * tokens of many exporters in turn, the managers' queue, then PDFs one after another. Beside
 * throughput and latency, the CPU each request cost the portal and the database (`cpu()`
 * snapshots, in ms): on a shared machine the latency depends on the neighbours, the cost less.
 */
export async function measureRequests({
  portalUrl,
  load: loadOnly,
  cpu,
  tokens,
  applicationsForPdf,
  withQueue = true,
}) {
  const load = async (url, headers, options) => {
    // Steady state, as a portal in service is: a short unmeasured run first compiles the hot code.
    await loadOnly(url, headers, { ...options, duration: WARMUP_SECONDS });
    const before = await cpu();
    const measured = await loadOnly(url, headers, options);
    const after = await cpu();
    const perRequest = (key) => Math.round(((after[key] - before[key]) / measured.requests) * 100) / 100;
    return { ...measured, portalCpuMs: perRequest('portal'), databaseCpuMs: perRequest('database') };
  };
  const exporters = Array.from({ length: COMPANIES }, (_, i) => `Bearer ${tokens.exporter(i + 1)}`);
  let next = 0;
  const rotating = {
    // PGlite answers one query at a time: under a busy machine a request may wait past
    // autocannon's default 10 s, which would count as an error rather than as latency.
    timeout: 30,
    requests: [
      {
        setupRequest: (request) => {
          request.headers = { ...request.headers, authorization: exporters[next++ % exporters.length] };
          return request;
        },
      },
    ],
  };
  const listUrl = `${portalUrl}/api/profile/sales-market?page=1`;
  const check = await fetch(listUrl, { headers: { authorization: exporters[0] } });
  if (!check.ok) throw new Error(`exporter list answered ${check.status}: ${await check.text()}`);
  const listBody = await check.text();
  const rows = JSON.parse(listBody).data;
  const result = {
    listBody,
    listRows: Array.isArray(rows) ? rows.length : rows?.items?.length,
    exporterList: await load(listUrl, {}, rotating),
  };
  if (!withQueue) return result;

  const manager = { authorization: `Bearer ${tokens.manager}` };
  for (const [key, query] of [
    ['queueAccepted', '?status=accepted'],
    ['queueAll', ''],
  ]) {
    const url = `${portalUrl}/api/admin/sales-market${query}`;
    const answer = await fetch(url, { headers: manager });
    if (!answer.ok)
      throw new Error(`manager queue ${query} answered ${answer.status}: ${await answer.text()}`);
    result[key] = await load(url, manager);
  }

  const times = [];
  let bytes = 0;
  for (let k = 0; k < PDF_DOWNLOADS; k++) {
    const { id, exporter } = applicationsForPdf[k % applicationsForPdf.length];
    const t0 = performance.now();
    const response = await fetch(`${portalUrl}/api/profile/sales-market/download/${id}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokens.exporter(exporter)}`,
        'x-localization': k % 2 ? 'en' : 'uk',
      },
    });
    const body = Buffer.from(await response.arrayBuffer());
    times.push(performance.now() - t0);
    if (response.status !== 200 || response.headers.get('content-type') !== 'application/pdf')
      throw new Error(`PDF download answered ${response.status}: ${body.toString().slice(0, 200)}`);
    bytes += body.length;
  }
  const sorted = times.slice().sort((a, b) => a - b);
  result.pdf = {
    count: PDF_DOWNLOADS,
    medianMs: Math.round(percentile(sorted, 50)),
    p95Ms: Math.round(percentile(sorted, 95)),
    maxMs: Math.round(sorted.at(-1)),
    averageKb: Math.round(bytes / PDF_DOWNLOADS / 1024),
  };
  return result;
}

/** Applications to download (submitted ones, of different companies) with the number of their exporter. */
export const PDF_APPLICATIONS_SQL = `
select a.id, split_part(split_part(u.email, '@', 1), '-', 3)::int as exporter
from sales_market_applications a join companies c on c.id = a.company_id join users u on u.id = c.user_id
where a.status <> 'created' and u.email like 'bench-exporter-%'
order by a.number limit ${PDF_DOWNLOADS}`;
