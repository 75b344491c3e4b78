import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database, DbHandle } from '@portal/db';
import type { Config } from './config';
import type { Messaging } from './integrations/messaging';
import type { Payments } from './integrations/payments';
import type { CompanyData } from './integrations/company-data';
import type { Courier } from './integrations/courier';
import { createJobQueue, type JobQueue } from './jobs/queue';
import { zodValidatorCompiler } from './lib/validation';
import { setPreparedTextChecks } from './lib/prepared-queries';
import { AppError } from './lib/app-error';
import { createReferenceCache, type ReferenceCache } from './lib/reference-cache';
import {
  BROTLI_QUALITY_PER_ANSWER,
  COMPRESSION_ENCODINGS,
  COMPRESSION_THRESHOLD_BYTES,
} from './lib/compression';
import { createPdfPool, type PdfPool } from './lib/pdf-pool';
import localization from './plugins/localization';
import errors, { sendFrameworkError } from './plugins/errors';
import bodyDeadline from './plugins/body-deadline';
import securityHeaders from './plugins/security-headers';
import openapi from './plugins/openapi';
import web, { type WebOptions } from './plugins/web';
import healthRoutes from './routes/system/health';
import cspReportRoutes from './routes/system/csp-report';
import commonRoutes from './routes/common';
import publicRoutes from './routes/public';
import siteRoutes from './routes/site';
import outboxRoutes from './routes/dev/outbox';
import outboxPageRoutes from './routes/dev/outbox-page';
import auth from './plugins/auth';
import registrationRoutes from './routes/auth/registration';
import signInRoutes from './routes/auth/sign-in';
import passwordResetRoutes from './routes/auth/password-reset';
import profileRoutes from './routes/profile/profile';
import securityRoutes from './routes/profile/security';
import requestRoutes from './routes/profile/requests';
import moneyRoutes from './routes/money';
import publishedAnalysisRoutes from './routes/country-analyses';
import requestKindRoutes from './routes/kinds';
import importingCountryRoutes from './routes/importing-countries';
import importerSaleRoutes from './routes/importer-sales';
import eventRoutes from './routes/events';
import proPartnerRoutes from './routes/pro-partners';
import vkursiRoutes from './routes/vkursi';
import infoproffRoutes from './routes/infoproff';
import academyRoutes from './routes/academy';
import courierRoutes from './routes/courier';
import devCourierRoutes from './routes/dev/courier';
import { createCourierJobHandlers } from './domain/courier/deliver-courier-lead';
import liqpayRoutes from './routes/payments/liqpay';
import { createLiqPayJobHandlers } from './domain/money/liqpay-callback';
import { createSubscriptionNoticeJobHandlers } from './domain/money/subscription-notices';
import { createEventJobHandlers } from './domain/events/event-notices';
import { createReportJobHandlers } from './domain/reports/report-production';
import { createChatJobHandlers } from './domain/chat/unread-mail';
import { createChatHub, type ChatHub } from './domain/chat/live/chat-hub';
import { createChatBus } from './domain/chat/live/chat-bus';
import { createLocalSignalBus, createRedisSignalBus, type SignalBus } from './lib/signal-bus';
import pageCache from './plugins/page-cache';
import chatRoutes from './routes/chat';
import adminRoutes from './routes/admin';
import { createAccountJobHandlers } from './jobs/account-jobs';
import { createSecretBox, type SecretBox } from './lib/secret-box';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    dbHandle: DbHandle;
    jobs: JobQueue;
    messaging: Messaging;
    payments: Payments;
    companyData: CompanyData;
    /** The courier company's lead endpoint, or its local fake (decision 049). */
    courier: Courier;
    referenceCache: ReferenceCache;
    /** PDFs rendered in worker threads, bounded in number (decision 040). */
    pdf: PdfPool;
    /** Seals stored secrets such as TOTP keys under SECRETS_KEY (decision 018). */
    secretBox: SecretBox;
    /** The chat's open streams on this instance and the signals between instances (decision 051). */
    chatHub: ChatHub;
    /**
     * Signals between the instances (decisions 051, 053): Redis pub/sub with REDIS_URL, else in
     * the process.
     */
    signals: SignalBus;
    /** Set on shutdown: /readyz answers 503 so that the balancer sends nothing more (issue 30 §1). */
    draining: boolean;
  }
}

export type AppDependencies = {
  config: Config;
  dbHandle: DbHandle;
  messaging: Messaging;
  payments: Payments;
  companyData: CompanyData;
  courier: Courier;
  /** The web front end; tests of the API alone leave it out. */
  web?: WebOptions | undefined;
  logger?: FastifyServerOptions['logger'];
  /** The HTTP server to serve on; development shares it with Vite's hot-reload socket. */
  httpServer?: Server | undefined;
  /** More routes under /api, with the API's settings (tests register fixture routes here). */
  extraApiRoutes?: FastifyPluginAsync | undefined;
};

/**
 * One log line per request, when it is answered (issue 30 §3): Fastify's default writes two
 * ('incoming request' and 'request completed'), which cost a cached read some 40 % more CPU at
 * LOG_LEVEL=info. The line carries what both did: the method, address, host and client of `req`,
 * the status of `res`, the time in milliseconds. Fastify's other lines (errors, 404) are its own.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

const REQUEST_ID_PATTERN = /^[\w.:-]{8,128}$/;

/** The whole portal as one Fastify instance: API, OpenAPI, development outbox and the web app. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
    ...(deps.httpServer ? { serverFactory: serveOn(deps.httpServer) } : {}),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Slow clients (issue 12): headers must arrive within HEADERS_TIMEOUT_MS, checked every
    // second (Node checks every 30 s by default, and waits 60 s for headers).
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(1000, config.HEADERS_TIMEOUT_MS),
    },
    trustProxy: config.TRUST_PROXY,
    return503OnClosing: true,
    requestIdHeader: false,
    logController: new OneLinePerRequest(),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  // A prepared-query key reused with another SQL text is a programming error: checked outside a
  // production build (decision 024; NODE_ENV as for a library's development build, decision 008).
  setPreparedTextChecks(config.NODE_ENV !== 'production');
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('dbHandle', deps.dbHandle);
  app.decorate('db', deps.dbHandle.db);
  app.decorate('messaging', deps.messaging);
  app.decorate('payments', deps.payments);
  app.decorate('companyData', deps.companyData);
  app.decorate('courier', deps.courier);
  app.decorate('draining', false);
  app.decorate('referenceCache', createReferenceCache());
  app.decorate('pdf', createPdfPool());
  app.addHook('onClose', () => app.pdf.close());
  app.decorate(
    'secretBox',
    createSecretBox({ key: config.secretsKey, previousKey: config.SECRETS_KEY_PREVIOUS }),
  );
  app.decorate(
    'jobs',
    createJobQueue({
      db: deps.dbHandle.db,
      handlers: {
        ...deps.messaging.handlers,
        ...createAccountJobHandlers({ db: deps.dbHandle.db, config, getJobs: () => app.jobs }),
        ...createLiqPayJobHandlers({
          db: deps.dbHandle.db,
          liqpay: deps.payments.liqpay,
          logger: app.log,
          publicUrl: config.publicUrl,
          supportEmail: config.SUPPORT_EMAIL,
          getJobs: () => app.jobs,
        }),
        ...createSubscriptionNoticeJobHandlers({ db: deps.dbHandle.db, publicUrl: config.publicUrl }),
        ...createEventJobHandlers({ db: deps.dbHandle.db, publicUrl: config.publicUrl }),
        ...createReportJobHandlers({
          db: deps.dbHandle.db,
          settings: deps.companyData.infoproff,
          publicUrl: config.publicUrl,
          supportEmail: config.SUPPORT_EMAIL,
          logger: app.log,
          getJobs: () => app.jobs,
        }),
        ...createChatJobHandlers({
          db: deps.dbHandle.db,
          publicUrl: config.publicUrl,
          supportEmail: config.SUPPORT_EMAIL,
        }),
        ...createCourierJobHandlers({
          db: deps.dbHandle.db,
          courier: deps.courier.settings,
          logger: app.log,
        }),
      },
      logger: app.log,
      pollMs: config.JOB_POLL_MS,
    }),
  );

  app.decorate(
    'signals',
    config.REDIS_URL
      ? createRedisSignalBus(config.REDIS_URL, config.REDIS_PREFIX, app.log)
      : createLocalSignalBus(),
  );
  app.addHook('onClose', () => app.signals.close());
  app.decorate(
    'chatHub',
    createChatHub({
      db: deps.dbHandle.db,
      bus: createChatBus(app.signals),
      logger: app.log,
      heartbeatMs: config.CHAT_HEARTBEAT_MS,
      sweepMs: config.CHAT_SWEEP_MS,
    }),
  );
  // Open chat streams end before the server stops taking connections: the browsers come back to
  // another instance (decision 051 §4); a stream left open would hold the shutdown.
  app.addHook('preClose', () => app.chatHub.close());

  // Callback hooks on the way of every request, not async ones: a promise per hook and request
  // is measurable on a cached read (issue 30 §3).
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  // Guests' public pages kept rendered (issue 30 §2, decision 053): before the security headers,
  // whose work a kept page has already done.
  await app.register(pageCache, { enabled: deps.web?.mode === 'build', bus: app.signals });
  // Content-Security-Policy with a nonce per request, HSTS in production over TLS, and the rest
  // of helmet's headers (decision 020).
  await app.register(securityHeaders);

  await app.register(localization);
  await app.register(errors);
  await app.register(bodyDeadline, { timeoutMs: config.BODY_TIMEOUT_MS });
  await app.register(cookie);
  // Pages and API answers compressed for clients that accept it; Brotli at a quality that costs
  // little CPU per response (static files come precompressed at the highest quality).
  // The reference cache compresses its answers once, beforehand, and chooses among them as this
  // plugin would: the same encodings, threshold and negotiation (lib/compression.ts).
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: [...COMPRESSION_ENCODINGS],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY_PER_ANSWER } },
  });
  await app.register(auth);
  await app.register(openapi);
  await app.register(healthRoutes);

  await app.register(
    async (api) => {
      // The API speaks JSON only: a text/plain body is an unsupported type (415), not a string
      // that fails validation.
      api.removeContentTypeParser('text/plain');
      await api.register(cspReportRoutes);
      // The calls of the API: every route here comes from an entry of the endpoint table
      // (decision 023); one registered any other way stops the start.
      await api.register(async (calls) => {
        calls.addHook('onRoute', (options) => {
          if (!options.config?.endpoint) {
            throw new Error(
              `${String(options.method)} ${options.url} is not registered from the endpoint table`,
            );
          }
        });
        await calls.register(commonRoutes);
        await calls.register(publicRoutes);
        await calls.register(registrationRoutes);
        await calls.register(signInRoutes);
        await calls.register(passwordResetRoutes);
        await calls.register(profileRoutes);
        await calls.register(securityRoutes);
        await calls.register(requestRoutes);
        await calls.register(requestKindRoutes);
        await calls.register(moneyRoutes);
        await calls.register(publishedAnalysisRoutes);
        await calls.register(importingCountryRoutes);
        await calls.register(importerSaleRoutes);
        await calls.register(eventRoutes);
        await calls.register(proPartnerRoutes);
        await calls.register(vkursiRoutes);
        await calls.register(infoproffRoutes);
        await calls.register(academyRoutes);
        await calls.register(courierRoutes);
        await calls.register(chatRoutes);
        await calls.register(liqpayRoutes);
        await calls.register(adminRoutes);
        if (!config.isProduction) await calls.register(outboxRoutes);
        if (!config.isProduction) await calls.register(devCourierRoutes);
      });
      if (deps.extraApiRoutes) await api.register(deps.extraApiRoutes);
      // Unknown calls under /api answer JSON 404, never the web app.
      api.all('/*', { schema: { hide: true } }, async () => {
        throw new AppError('not_found', 'error.route_not_found');
      });
    },
    { prefix: '/api' },
  );
  if (!config.isProduction) await app.register(outboxPageRoutes);
  await app.register(siteRoutes);

  if (deps.web) await app.register(web, deps.web);
  app.setNotFoundHandler(async () => {
    throw new AppError('not_found', 'error.route_not_found');
  });
  return app;
}

function serveOn(server: Server) {
  return (handler: RequestListener<typeof IncomingMessage, typeof ServerResponse>) => {
    server.on('request', handler);
    return server;
  };
}
