import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import helmet, { contentSecurityPolicy, strictTransportSecurity } from 'helmet';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * This request's Content-Security-Policy nonce (16 random bytes in base64): every inline
     * script of a page carries it (the web app receives it in its load context).
     */
    cspNonce: string;
  }
}

/** Where browsers send Content-Security-Policy violation reports (routes/system/csp-report). */
export const CSP_REPORT_PATH = '/api/csp-report';
/** The name of that endpoint in `Reporting-Endpoints` and the CSP's `report-to`. */
const REPORTING_ENDPOINT = 'csp';

/**
 * Powerful browser features the portal never uses, switched off for its pages and anything they
 * might embed. Payments go to LiqPay by redirect (a form posted to its checkout), not through
 * the Payment Request API or an iframe. Only features Chromium knows: an unknown one is logged
 * in the console of every page ('bluetooth' is one).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The origins of the academy's embedded lesson videos (decision 033 §5): the addresses the API
 * answers as `video_embed_url` (toVideoEmbedUrl) are on these two hosts only.
 */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

/** Stands for the request's nonce in the policy helmet builds once (see compileCsp). */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * The Content-Security-Policy of every answer (decision 020). One policy for pages and API
 * answers alike: on JSON it restricts nothing that JSON does.
 */
export function buildCspDirectives(options: {
  overTls: boolean;
  reportTo: boolean;
  /** LiqPay's checkout origin (decision 027): the pages post its checkout form there. */
  checkoutOrigin: string;
}) {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'connect-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    // LiqPay's checkout (LIQPAY_URL's origin; the local fake's loopback one outside production):
    // the pages post its form there (issue 14).
    'form-action': ["'self'", options.checkoutOrigin],
    'frame-ancestors': ["'none'"],
    // The academy's lesson videos (decision 033 §5): only the players of YouTube (its no-cookie
    // host) and Vimeo may be framed; the portal frames nothing else, itself included.
    'frame-src': [...VIDEO_EMBED_ORIGINS],
    // data: for the 2FA QR code and the images of the API documentation's style sheet.
    'img-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    // The page's inline scripts (React Router's hydration data and module bootstrap, scroll
    // restoration, React's streaming) carry the request's nonce; never 'unsafe-inline'.
    'script-src': ["'self'", `'nonce-${NONCE_PLACEHOLDER}'`],
    'script-src-attr': ["'none'"],
    // style="" attributes in server-rendered HTML (React's style prop) need 'unsafe-inline';
    // a nonce here would switch 'unsafe-inline' off (CSP 3).
    'style-src': ["'self'", "'unsafe-inline'"],
    'report-uri': [CSP_REPORT_PATH],
    ...(options.reportTo ? { 'report-to': [REPORTING_ENDPOINT] } : {}),
    // Only over TLS: on plain http (development, the end-to-end suite) it would rewrite the
    // page's own http:// requests to https, where nothing listens.
    ...(options.overTls ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The headers of a JSON answer of the API (OWASP REST Security cheat sheet): nothing in it runs,
 * so its policy allows nothing, and it may not be framed or sniffed. Sending the pages' full set
 * on every API answer cost a cached read 40 % of its throughput.
 */
const API_HEADERS: readonly (readonly [string, string])[] = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
];

/** A call of the JSON API; its documentation (/api/docs) is a page like the others. */
function isJsonApiCall(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * The policy helmet writes for `directives`, built once and split around the nonce: building it
 * per request (helmet checks every directive's values each time) halved the throughput of a
 * cached API read, 29,000 → 12,000 req/s. Per request only the nonce is put in.
 */
function compileCsp(directives: ReturnType<typeof buildCspDirectives>): (nonce: string) => string {
  let header = '';
  const response = {
    setHeader: (_name: string, value: string) => {
      header = value;
    },
  } as unknown as ServerResponse;
  contentSecurityPolicy({ useDefaults: false, directives })({} as IncomingMessage, response, () => {});
  const [before, after] = header.split(NONCE_PLACEHOLDER);
  if (after === undefined || !before) throw new Error('the Content-Security-Policy lost its nonce');
  return (nonce) => `${before}${nonce}${after}`;
}

/** The one header a helmet middleware writes, worked out once. */
function headerOf(middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void) {
  const header = { name: '', value: '' };
  const response = {
    setHeader: (name: string, value: string) => {
      header.name = name.toLowerCase();
      header.value = value;
    },
  } as unknown as ServerResponse;
  middleware({} as IncomingMessage, response, () => {});
  if (!header.name) throw new Error('the middleware wrote no header');
  return header;
}

/**
 * Security headers (issue 12 item 11, decision 020): helmet's defaults, with a
 * Content-Security-Policy that carries a nonce per request, HSTS only in production over TLS,
 * Permissions-Policy, and the referrer policy the own-origin check of cookie writes relies on.
 */
export default fp(
  async (app) => {
    const { config } = app;
    // helmet's middleware, built once. @fastify/helmet builds it anew on every request (helmet(config)
    // per call): with it a cached API read served 12,000 req/s instead of 29,000 (decision 020).
    const helmetHeaders = helmet({
      // Set below for each request: the nonce, and what depends on TLS.
      contentSecurityPolicy: false,
      strictTransportSecurity: false,
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      // frame-ancestors 'none' for browsers that know CSP, DENY for the others.
      frameguard: { action: 'deny' },
      // Not helmet's no-referrer: with it, browsers send `Origin: null` on same-origin POSTs,
      // and the API refuses cookie-authenticated writes it cannot tell are from our pages.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });

    // The Reporting API needs an absolute https endpoint; elsewhere report-uri alone (which
    // a browser ignores as soon as report-to is present).
    const reportingEndpoints = config.publicUrl.startsWith('https://')
      ? `${REPORTING_ENDPOINT}="${config.publicUrl}${CSP_REPORT_PATH}"`
      : undefined;
    const reportTo = reportingEndpoints !== undefined;
    const checkoutOrigin = new URL(app.payments.liqpay.url).origin;
    const cspOverTls = compileCsp(buildCspDirectives({ overTls: true, reportTo, checkoutOrigin }));
    const cspPlain = compileCsp(buildCspDirectives({ overTls: false, reportTo, checkoutOrigin }));
    // helmet's default: one year, subdomains included.
    const hsts = headerOf(strictTransportSecurity());
    const ignore = () => undefined;

    app.decorateRequest('cspNonce', '');
    app.addHook('onRequest', (request, reply, done) => {
      // With TRUST_PROXY, the scheme the proxy in front saw (X-Forwarded-Proto).
      const overTls = request.protocol === 'https';
      // Never on plain http: a browser would then refuse http://localhost for a year.
      const isHsts = overTls && config.isProduction;
      if (isJsonApiCall(request.url)) {
        // JSON is never rendered: OWASP's set for REST answers, without what only pages use.
        // Among the reply's headers, not on the raw response: one header on the raw response
        // makes Node take its slow way for all of them (each set and checked on its own), which
        // cost a cached read more than the rest of its headers (issue 30 §3). An error answer
        // keeps them all the same (Fastify drops only the type and length); a hijacked answer
        // takes them over itself (`hijackWithHeaders`).
        for (const [name, value] of API_HEADERS) reply.header(name, value);
        if (isHsts) reply.header(hsts.name, hsts.value);
        return done();
      }
      // Pages: on the raw response, as helmet's headers, which the web app's handler writes with.
      if (isHsts) reply.raw.setHeader(hsts.name, hsts.value);
      const nonce = randomBytes(16).toString('base64');
      request.cspNonce = nonce;
      helmetHeaders(request.raw, reply.raw, ignore);
      reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
      if (reportingEndpoints) reply.raw.setHeader('reporting-endpoints', reportingEndpoints);
      reply.raw.setHeader('content-security-policy', (overTls ? cspOverTls : cspPlain)(nonce));
      done();
    });
  },
  { name: 'security-headers' },
);

/**
 * Hands the response over to the route (`reply.hijack()`) with the headers set so far (the API's
 * security headers above): Fastify writes them only for answers it sends itself.
 */
export function hijackWithHeaders(reply: FastifyReply): void {
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) reply.raw.setHeader(name, value);
  }
  reply.hijack();
}
