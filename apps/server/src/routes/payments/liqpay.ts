import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { handleLiqPayCallback } from '../../domain/money/liqpay-callback';
import { route } from '../../lib/endpoint-route';

/** LiqPay posts a form of two fields; 64 KB is far above what it sends. */
const CALLBACK_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * `POST /api/payments/liqpay/callback` (issue 14 §3): LiqPay's form, read in this plugin only
 * (the rest of the API speaks JSON), verified and settled by the domain; 200 to the sender, or 429
 * to an address that sent too many refused callbacks (issue 24 §6).
 */
const liqpayRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  route(
    app,
    endpoints.liqpayCallback,
    async (request) => {
      await handleLiqPayCallback(
        {
          db: app.db,
          liqpay: app.payments.liqpay,
          logger: request.log,
          ip: request.ip,
          jobs: app.jobs,
          publicUrl: app.config.publicUrl,
          supportEmail: app.config.SUPPORT_EMAIL,
        },
        request.body,
      );
      return { data: { received: true as const } };
    },
    { bodyLimit: CALLBACK_BODY_LIMIT_BYTES },
  );
};

export default liqpayRoutes;
