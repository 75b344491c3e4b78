import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import fastifyHelmet from '@fastify/helmet';
import { contentSecurityPolicy, strictTransportSecurity } from 'helmet';

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

const nonces = new WeakMap<IncomingMessage, string>();
const scriptNonce = (request: IncomingMessage) => `'nonce-${nonces.get(request) ?? ''}'`;

/**
 * The Content-Security-Policy of every answer (decision 020). One policy for pages and API
 * answers alike: on JSON it restricts nothing that JSON does.
 */
export function buildCspDirectives(options: { overTls: boolean; reportTo: boolean }) {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'connect-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    // Later: the LiqPay checkout's origin (from LIQPAY_URL), for the form posted to it.
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // data: for the 2FA QR code and the images of the API documentation's style sheet.
    'img-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    // The page's inline scripts (React Router's hydration data and module bootstrap, scroll
    // restoration, React's streaming) carry the request's nonce; never 'unsafe-inline'.
    'script-src': ["'self'", scriptNonce],
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
 * Security headers (issue 12 item 11, decision 020): helmet's defaults, with a
 * Content-Security-Policy that carries a nonce per request, HSTS only in production over TLS,
 * Permissions-Policy, and the referrer policy the own-origin check of cookie writes relies on.
 */
export default fp(
  async (app) => {
    const { config } = app;
    await app.register(fastifyHelmet, {
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
    const cspOverTls = contentSecurityPolicy({
      useDefaults: false,
      directives: buildCspDirectives({ overTls: true, reportTo }),
    });
    const cspPlain = contentSecurityPolicy({
      useDefaults: false,
      directives: buildCspDirectives({ overTls: false, reportTo }),
    });
    // helmet's default: one year, subdomains included.
    const hsts = strictTransportSecurity();
    const ignore = () => undefined;

    app.decorateRequest('cspNonce', '');
    app.addHook('onRequest', (request, reply, done) => {
      const nonce = randomBytes(16).toString('base64');
      request.cspNonce = nonce;
      nonces.set(request.raw, nonce);
      // With TRUST_PROXY, the scheme the proxy in front saw (X-Forwarded-Proto).
      const overTls = request.protocol === 'https';
      // On the raw response, as helmet's headers: an error answer keeps them.
      reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
      if (reportingEndpoints) reply.raw.setHeader('reporting-endpoints', reportingEndpoints);
      // Never on plain http: a browser would then refuse http://localhost for a year.
      if (overTls && config.isProduction) hsts(request.raw, reply.raw, ignore);
      (overTls ? cspOverTls : cspPlain)(request.raw, reply.raw, done);
    });
  },
  { name: 'security-headers' },
);
