import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { findInvoices, getInvoice } from '../../domain/money/find-invoices';
import { checkoutInvoice, purchaseSubscription } from '../../domain/money/purchase';
import { startTrial, toSubscription } from '../../domain/money/start-trial';
import { route } from '../../lib/endpoint-route';

/** Subscriptions and invoices (spec §7, issue 14): thin handlers over domain/money. */
const moneyRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.startTrial, async (request, _reply, scope) => {
    const { subscription, tariff } = await startTrial({ db: app.db, scope });
    return { data: toSubscription(subscription, tariff, request.locale) };
  });

  route(app, endpoints.purchaseSubscription, async (request, _reply, scope) => {
    return {
      data: await purchaseSubscription({
        db: app.db,
        scope,
        body: request.body,
        liqpay: app.payments.liqpay,
        publicUrl: app.config.publicUrl,
        locale: request.locale,
      }),
    };
  });

  route(app, endpoints.checkoutInvoice, async (request, _reply, scope) => {
    return {
      data: await checkoutInvoice({
        db: app.db,
        scope,
        id: request.params.id,
        liqpay: app.payments.liqpay,
        publicUrl: app.config.publicUrl,
        locale: request.locale,
      }),
    };
  });

  route(app, endpoints.listInvoices, async (request, _reply, scope) => {
    return { data: await findInvoices({ db: app.db, scope, locale: request.locale, query: request.query }) };
  });

  route(app, endpoints.downloadInvoice, async (request, reply, scope) => {
    const invoice = await getInvoice({ db: app.db, scope, id: request.params.id, locale: request.locale });
    const pdf = await app.pdf.render('invoice', { invoice, locale: request.locale });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="invoice-${invoice.number}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  route(app, endpoints.getInvoice, async (request, _reply, scope) => {
    return { data: await getInvoice({ db: app.db, scope, id: request.params.id, locale: request.locale }) };
  });
};

export default moneyRoutes;
