import type { FastifyPluginAsync } from 'fastify';

/** A report is a few hundred bytes; the Reporting API may batch a few of them. */
export const CSP_REPORT_BODY_LIMIT_BYTES = 64 * 1024;
/** The report formats browsers send: report-uri's, the Reporting API's, and plain JSON. */
const REPORT_CONTENT_TYPES = ['application/csp-report', 'application/reports+json', 'application/json'];
/** Fields of a report worth a log line, in both formats (report-uri's kebab-case, the API's camelCase). */
const LOGGED_FIELDS = [
  'document-uri',
  'documentURL',
  'referrer',
  'violated-directive',
  'effective-directive',
  'effectiveDirective',
  'blocked-uri',
  'blockedURL',
  'source-file',
  'sourceFile',
  'line-number',
  'lineNumber',
  'column-number',
  'columnNumber',
  'disposition',
  'status-code',
  'statusCode',
  'script-sample',
  'sample',
];
const MAX_LOGGED_REPORTS = 10;
const MAX_FIELD_LENGTH = 500;

type Violation = Record<string, string | number>;

/** The violations a report body holds, each reduced to the logged fields; junk gives none. */
export function readViolations(body: string): Violation[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  // report-uri: { "csp-report": {...} }; Reporting API: [{ type, url, body: {...} }, ...].
  const candidates = Array.isArray(parsed)
    ? parsed.map((report: unknown) => (isObject(report) ? report.body : undefined))
    : [isObject(parsed) ? parsed['csp-report'] : undefined];
  return candidates
    .filter(isObject)
    .slice(0, MAX_LOGGED_REPORTS)
    .map((report) => {
      const violation: Violation = {};
      for (const field of LOGGED_FIELDS) {
        const value = report[field];
        if (typeof value === 'string') violation[field] = value.slice(0, MAX_FIELD_LENGTH);
        else if (typeof value === 'number' && Number.isFinite(value)) violation[field] = value;
      }
      return violation;
    });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * POST /api/csp-report: browsers report Content-Security-Policy violations here (decision 020).
 * Every report is logged as a warning and answered 204; a body that is not a report is
 * answered 204 too (a browser does not read the answer), a body over the limit 413, another
 * content type 415. Not in the OpenAPI document: browsers call it, not API clients.
 */
const cspReportRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    REPORT_CONTENT_TYPES,
    { parseAs: 'string', bodyLimit: CSP_REPORT_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/csp-report',
    { schema: { hide: true }, bodyLimit: CSP_REPORT_BODY_LIMIT_BYTES },
    async (request, reply) => {
      const violations = readViolations(typeof request.body === 'string' ? request.body : '');
      if (violations.length > 0) request.log.warn({ violations }, 'Content-Security-Policy violation');
      else request.log.info('Content-Security-Policy report that could not be read');
      return reply.code(204).send();
    },
  );
};

export default cspReportRoutes;
