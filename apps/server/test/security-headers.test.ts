import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from '@portal/contract';
import { toVideoEmbedUrl } from '../src/domain/academy/academy-rules';
import { readViolations } from '../src/routes/system/csp-report';
import { injectOptionsOf } from './call';
import { buildTestApp, type TestApp } from './helpers';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

/** The Content-Security-Policy header as directive → sources. */
function readCsp(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header, 'content-security-policy').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function readNonce(csp: Map<string, string[]>): string {
  const nonces = (csp.get('script-src') ?? []).filter((source) => source.startsWith("'nonce-"));
  expect(nonces).toHaveLength(1);
  return nonces[0]!.slice("'nonce-".length, -1);
}

/** Production, as a deployment configures it (its outside services are never called here). */
function productionEnv(extra: Record<string, string> = {}) {
  return {
    APP_ENV: 'production',
    SMTP_URL: 'smtp://127.0.0.1:1',
    SMS_GATEWAY_URL: 'http://127.0.0.1:1',
    LIQPAY_URL: 'https://liqpay.example.test',
    LIQPAY_PUBLIC_KEY: 'i00000000',
    LIQPAY_PRIVATE_KEY: 'production-private-key',
    VKURSI_URL: 'https://api.vkursi.example',
    VKURSI_TOKEN: 'production-vkursi-token',
    INFOPROFF_URL: 'https://api.infoproff.example',
    INFOPROFF_TOKEN: 'production-infoproff-token',
    COURIER_LEAD_URL: 'https://leads.courier.example/api/leads',
    SECRETS_KEY: randomBytes(32).toString('base64'),
    ...extra,
  };
}

describe('issue 12 item 11: Content-Security-Policy on every answer', () => {
  it('/healthz: frame-ancestors none, object-src none, base-uri self, scripts by nonce only', async () => {
    const response = await testApp.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    const csp = readCsp(response);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    // Issue 14: forms go to the portal and to LiqPay's checkout (here the local fake's origin).
    expect(csp.get('form-action')).toEqual(["'self'", new URL(testApp.app.payments.liqpay.url).origin]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    // Decision 033 §5: the academy's lesson videos, and nothing else, may be framed.
    expect(csp.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('report-uri')).toEqual(['/api/csp-report']);
    const scriptSrc = csp.get('script-src') ?? [];
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc.filter((source) => source !== "'self'" && !source.startsWith("'nonce-"))).toEqual([]);
    // Over plain http neither the upgrade nor HSTS (they would break http://localhost).
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('decision 033 §5: every video address the academy embeds is on an origin frame-src admits', async () => {
    const frameSrc = readCsp(await testApp.app.inject({ url: '/healthz' })).get('frame-src') ?? [];
    for (const video of [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://youtu.be/aqz-KE-bpKQ',
      'https://vimeo.com/76979871',
    ]) {
      const embed = toVideoEmbedUrl(video);
      expect(embed, video).not.toBeNull();
      expect(frameSrc, video).toContain(new URL(embed!).origin);
    }
  });

  it('the nonce is 16 random bytes in base64, new for every request', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const nonce = readNonce(readCsp(await testApp.app.inject({ url: '/healthz' })));
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(5);
  });

  it('JSON API answers, errors included, carry the REST set: a policy that allows nothing, no framing, no sniffing', async () => {
    // A call of the table, and a path that is none (the catch-all's 404).
    for (const request of [injectOptionsOf(endpoints.listHsSections), { url: '/api/no-such-call' }]) {
      const url = String(request.url);
      const response = await testApp.app.inject(request);
      const csp = readCsp(response);
      expect(csp.get('default-src'), url).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(response.headers['x-request-id'], url).toBeTruthy();
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
    const invalid = await testApp.app.inject(
      injectOptionsOf(
        endpoints.signInWithPassword,
        {},
        { headers: { 'content-type': 'application/json' }, payload: '{"email":' },
      ),
    );
    expect(invalid.statusCode).toBe(400);
    expect(readCsp(invalid).get('default-src')).toEqual(["'none'"]);
  });

  it('anything else (pages, their errors, static files) carries the pages’ policy with its nonce', async () => {
    const response = await testApp.app.inject({ url: '/no-such-page' });
    const csp = readCsp(response);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(readNonce(csp)).toBeTruthy();
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('the development outbox page and the API documentation are served under the policy', async () => {
    const outbox = await testApp.app.inject({ url: '/dev/outbox' });
    expect(outbox.statusCode).toBe(200);
    expect(readCsp(outbox).get('frame-ancestors')).toEqual(["'none'"]);
    // The outbox page runs no script of its own: the policy's script-src needs no exception.
    expect(outbox.body).not.toMatch(/<script/i);

    const docs = await testApp.app.inject({ url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(readNonce(readCsp(docs))).toBeTruthy();
    // Swagger UI's page loads its scripts from files ('self'); an inline one would be blocked.
    const scripts = docs.body.match(/<script\b[^>]*>/gi) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toMatch(/\bsrc="/);
  });
});

describe('issue 12 item 11: no eval in the browser', () => {
  it('zod keeps its settings in globalThis.__zod_globalConfig, where root.tsx sets jitless', () => {
    // apps/web/app/root.tsx turns zod's `new Function` probe off there without importing zod;
    // a zod release that moves its settings must fail here, not as CSP reports in browsers.
    const holder = globalThis as { __zod_globalConfig?: object };
    expect(holder.__zod_globalConfig).toBeDefined();
    expect(z.config()).toBe(holder.__zod_globalConfig);
  });
});

describe('issue 12 item 11: the rest of helmet’s headers', () => {
  it('Permissions-Policy, Cross-Origin-Opener-Policy, framing, sniffing, referrer', async () => {
    const response = await testApp.app.inject({ url: '/healthz' });
    const permissions = String(response.headers['permissions-policy']).split(/,\s*/);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(permissions).toContain(`${feature}=()`);
    }
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Not helmet's no-referrer: browsers would send `Origin: null` on our own POSTs.
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['origin-agent-cluster']).toBe('?1');
    expect(response.headers['x-permitted-cross-domain-policies']).toBe('none');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('issue 12 item 11: HSTS only in production over TLS', () => {
  const overTls = { 'x-forwarded-proto': 'https' };

  it('production behind a TLS proxy (TRUST_PROXY, X-Forwarded-Proto: https): HSTS and the upgrade', async () => {
    const production = await buildTestApp({
      dbHandle: testApp.dbHandle,
      env: productionEnv({ TRUST_PROXY: 'true' }),
    });
    try {
      const secure = await production.app.inject({ url: '/healthz', headers: overTls });
      expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(readCsp(secure).get('upgrade-insecure-requests')).toEqual([]);
      const api = await production.app.inject({ url: '/api/no-such-call', headers: overTls });
      expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');

      // The same production over plain http: neither.
      const plain = await production.app.inject({ url: '/healthz' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      expect(readCsp(plain).has('upgrade-insecure-requests')).toBe(false);
    } finally {
      await production.close();
    }
  });

  it('issue 14: form-action admits the configured LiqPay checkout’s origin, and nothing else', async () => {
    const production = await buildTestApp({ dbHandle: testApp.dbHandle, env: productionEnv() });
    try {
      const csp = readCsp(await production.app.inject({ url: '/healthz' }));
      expect(csp.get('form-action')).toEqual(["'self'", 'https://liqpay.example.test']);
    } finally {
      await production.close();
    }
  });

  it('production without TRUST_PROXY: a client’s own X-Forwarded-Proto is not believed', async () => {
    const production = await buildTestApp({ dbHandle: testApp.dbHandle, env: productionEnv() });
    try {
      const response = await production.app.inject({ url: '/healthz', headers: overTls });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await production.close();
    }
  });

  it('development behind a TLS proxy: no HSTS (it would stick to localhost for a year)', async () => {
    const development = await buildTestApp({
      dbHandle: testApp.dbHandle,
      env: { APP_ENV: 'development', TRUST_PROXY: 'true' },
    });
    try {
      const response = await development.app.inject({ url: '/healthz', headers: overTls });
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(readCsp(response).get('frame-ancestors')).toEqual(["'none'"]);
    } finally {
      await development.close();
    }
  });

  it('an https PUBLIC_URL adds the Reporting API endpoint (report-to) beside report-uri', async () => {
    const production = await buildTestApp({
      dbHandle: testApp.dbHandle,
      env: productionEnv({ TRUST_PROXY: 'true', PUBLIC_URL: 'https://exporters.example.test' }),
    });
    try {
      const response = await production.app.inject({ url: '/healthz', headers: overTls });
      expect(response.headers['reporting-endpoints']).toBe(
        'csp="https://exporters.example.test/api/csp-report"',
      );
      const csp = readCsp(response);
      expect(csp.get('report-to')).toEqual(['csp']);
      expect(csp.get('report-uri')).toEqual(['/api/csp-report']);
    } finally {
      await production.close();
    }
    // Without it (plain http) report-uri alone: a browser ignores report-uri once report-to is there.
    const plain = await testApp.app.inject({ url: '/healthz' });
    expect(plain.headers['reporting-endpoints']).toBeUndefined();
    expect(readCsp(plain).has('report-to')).toBe(false);
  });
});

describe('issue 12 item 11: POST /api/csp-report', () => {
  const cspReport = {
    'csp-report': {
      'document-uri': 'http://localhost:3000/en',
      referrer: '',
      'violated-directive': 'script-src-elem',
      'effective-directive': 'script-src-elem',
      'original-policy': "default-src 'self'",
      disposition: 'enforce',
      'blocked-uri': 'inline',
      'line-number': 12,
      'source-file': 'http://localhost:3000/en',
      'status-code': 200,
      'script-sample': '',
    },
  };
  const reportsJson = [
    {
      type: 'csp-violation',
      age: 10,
      url: 'https://exporters.example.test/en',
      user_agent: 'Chromium',
      body: {
        documentURL: 'https://exporters.example.test/en',
        effectiveDirective: 'img-src',
        blockedURL: 'https://tracker.example/pixel.gif',
        disposition: 'enforce',
        statusCode: 200,
      },
    },
  ];

  function postReport(payload: string | Buffer, contentType = 'application/csp-report') {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/csp-report',
      headers: { 'content-type': contentType },
      payload,
    });
  }

  it('a report-uri report (application/csp-report) answers 204', async () => {
    const response = await postReport(JSON.stringify(cspReport));
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('a Reporting API batch (application/reports+json) answers 204', async () => {
    const response = await postReport(JSON.stringify(reportsJson), 'application/reports+json');
    expect(response.statusCode).toBe(204);
  });

  it('junk answers 204 or a 4xx, never a 5xx', async () => {
    const junk: Array<[string | Buffer, string, number]> = [
      ['not json', 'application/csp-report', 204],
      ['', 'application/csp-report', 204],
      ['null', 'application/csp-report', 204],
      ['{"csp-report": 1}', 'application/csp-report', 204],
      ['{"csp-report": {"blocked-uri": {"x": 1}, "line-number": "NaN"}}', 'application/csp-report', 204],
      ['[1, "a", null, {"body": []}]', 'application/reports+json', 204],
      ['{"__proto__": {"polluted": true}, "csp-report": {"constructor": 1}}', 'application/json', 204],
      ['['.repeat(5000) + ']'.repeat(5000), 'application/reports+json', 204],
      [Buffer.from([0xff, 0xfe, 0x00, 0xc3, 0x28]), 'application/csp-report', 204],
      [JSON.stringify(cspReport), 'application/csp-report; charset=utf-8', 204],
      [JSON.stringify(cspReport), 'text/plain', 415],
      [JSON.stringify(cspReport), 'application/x-www-form-urlencoded', 415],
      ['x'.repeat(70 * 1024), 'application/csp-report', 413],
    ];
    for (const [payload, type, status] of junk) {
      const response = await postReport(payload, type);
      expect(response.statusCode, `${type}: ${String(payload).slice(0, 40)}`).toBe(status);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // Another method is an unknown call.
    expect((await testApp.app.inject({ url: '/api/csp-report' })).statusCode).toBe(404);
  });

  it('is not in the OpenAPI document (browsers call it, not API clients)', async () => {
    const openapi = await testApp.app.inject({ url: '/api/openapi.json' });
    expect(Object.keys(openapi.json().paths)).not.toContain('/api/csp-report');
  });

  it('reads both formats into the fields worth logging, and nothing from junk', () => {
    expect(readViolations(JSON.stringify(cspReport))).toEqual([
      {
        'document-uri': 'http://localhost:3000/en',
        referrer: '',
        'violated-directive': 'script-src-elem',
        'effective-directive': 'script-src-elem',
        disposition: 'enforce',
        'blocked-uri': 'inline',
        'line-number': 12,
        'source-file': 'http://localhost:3000/en',
        'status-code': 200,
        'script-sample': '',
      },
    ]);
    expect(readViolations(JSON.stringify(reportsJson))).toEqual([
      {
        documentURL: 'https://exporters.example.test/en',
        effectiveDirective: 'img-src',
        blockedURL: 'https://tracker.example/pixel.gif',
        disposition: 'enforce',
        statusCode: 200,
      },
    ]);
    expect(readViolations(JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(5000) } }))).toEqual([
      { 'blocked-uri': 'x'.repeat(500) },
    ]);
    for (const junk of ['', 'nope', 'null', '1', '[]', '{}', '{"csp-report":[1]}', '[{"body":"x"}]']) {
      expect(readViolations(junk), junk).toEqual([]);
    }
    expect(readViolations(JSON.stringify(Array.from({ length: 50 }, () => reportsJson[0])))).toHaveLength(10);
  });
});
