import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { getInvoice } from '../../domain/money/find-invoices';
import { listReportCountries, searchReportCompanies } from '../../domain/reports/provider-calls';
import {
  cancelReportOrder,
  confirmReportOrder,
  createReportInvoice,
  findReportInvoiceId,
  getReportOrder,
  listReportOrders,
  quoteReport,
  readReportFile,
} from '../../domain/reports/report-orders';
import { refreshReportOrders } from '../../domain/reports/report-production';
import { getAdminReportOrder, listAdminReportOrders } from '../../domain/reports/admin-report-orders';
import { getAdminReportSettings, saveAdminReportSettings } from '../../domain/reports/report-settings';
import { route } from '../../lib/endpoint-route';
import { renderedFile, sendFile } from '../../lib/send-file';

/** Foreign company reports (spec §7 `/infoproff/*`, issue 28, decision 050) and their back office. */
const infoproffRoutes: FastifyPluginAsync = async (app) => {
  const settings = () => app.companyData.infoproff;
  const context = (request: { log: typeof app.log }) => ({
    db: app.db,
    settings: settings(),
    jobs: app.jobs,
    publicUrl: app.config.publicUrl,
    supportEmail: app.config.SUPPORT_EMAIL,
    logger: request.log,
  });

  route(app, endpoints.listReportCountries, async (request) => ({
    data: await listReportCountries(settings(), request.locale),
  }));

  route(app, endpoints.searchReportCompanies, async (request) => ({
    data: await searchReportCompanies(settings(), request.body),
  }));

  route(app, endpoints.quoteReport, async (request, _reply, scope) => ({
    data: await quoteReport({ db: app.db, scope, settings: settings(), body: request.body }),
  }));

  route(app, endpoints.confirmReportOrder, async (request, _reply, scope) => ({
    data: await confirmReportOrder({ db: app.db, scope, id: request.body.order_id }),
  }));

  route(app, endpoints.cancelReportOrder, async (request, _reply, scope) => ({
    data: await cancelReportOrder({ db: app.db, scope, id: request.body.order_id }),
  }));

  route(app, endpoints.listReportOrders, async (request, _reply, scope) => ({
    data: await listReportOrders({ db: app.db, scope, query: request.query }),
  }));

  route(app, endpoints.getReportOrder, async (request, _reply, scope) => ({
    data: await getReportOrder({ db: app.db, scope, id: request.params.id }),
  }));

  route(app, endpoints.downloadReport, async (request, reply, scope) =>
    sendFile(reply, await readReportFile({ db: app.db, scope, id: request.params.id })),
  );

  route(app, endpoints.refreshReportOrders, async (request, _reply, scope) => ({
    data: await refreshReportOrders({ ...context(request), scope }),
  }));

  route(app, endpoints.createReportInvoice, async (request, _reply, scope) => ({
    data: await createReportInvoice({
      db: app.db,
      scope,
      body: request.body,
      liqpay: app.payments.liqpay,
      publicUrl: app.config.publicUrl,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.downloadReportInvoice, async (request, reply, scope) => {
    const id = await findReportInvoiceId({ db: app.db, scope, id: request.params.id });
    const invoice = await getInvoice({ db: app.db, scope, id, locale: request.locale });
    const pdf = await app.pdf.render('invoice', { invoice, locale: request.locale });
    return sendFile(reply, renderedFile(`invoice-${invoice.number}.pdf`, 'application/pdf', pdf));
  });

  route(app, endpoints.listAdminReportOrders, async (request, _reply, scope) => ({
    data: await listAdminReportOrders({ db: app.db, scope, query: request.query, locale: request.locale }),
  }));

  route(app, endpoints.getAdminReportOrder, async (request, _reply, scope) => ({
    data: await getAdminReportOrder({ db: app.db, scope, id: request.params.id, locale: request.locale }),
  }));

  route(app, endpoints.getAdminReportSettings, async (_request, _reply, scope) => ({
    data: await getAdminReportSettings({ db: app.db, scope }),
  }));

  route(app, endpoints.saveAdminReportSettings, async (request, _reply, scope) => ({
    data: await saveAdminReportSettings({ db: app.db, scope, ip: request.ip, body: request.body }),
  }));
};

export default infoproffRoutes;
