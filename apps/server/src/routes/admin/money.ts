import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { getAdminInvoice } from '../../domain/admin/money/admin-invoice';
import {
  getAdminOfficeSettings,
  updateAdminOfficeSettings,
} from '../../domain/admin/money/admin-office-settings';
import { listAdminTariffs, updateAdminTariff } from '../../domain/admin/money/admin-tariffs';
import { cancelInvoice } from '../../domain/admin/money/cancel-invoice';
import { findCompanySubscriptions } from '../../domain/admin/money/company-subscriptions';
import { findAdminInvoices } from '../../domain/admin/money/find-admin-invoices';
import { findPayments } from '../../domain/admin/money/find-payments';
import { markInvoicePaid } from '../../domain/admin/money/mark-invoice-paid';
import { refundInvoice } from '../../domain/admin/money/refund-invoice';
import { route } from '../../lib/endpoint-route';

/** The back office's money (issue 14 §5, decision 027): thin handlers over domain/admin/money. */
const moneyAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listAdminInvoices, async (request, _reply, scope) => ({
    data: await findAdminInvoices({
      db: app.db,
      scope,
      locale: request.locale,
      query: request.query,
    }),
  }));

  route(app, endpoints.getAdminInvoice, async (request, _reply, scope) => ({
    data: await getAdminInvoice({
      db: app.db,
      scope,
      id: request.params.id,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.markAdminInvoicePaid, async (request, _reply, scope) => ({
    data: await markInvoicePaid({
      db: app.db,
      scope,
      ip: request.ip,
      id: request.params.id,
      body: request.body,
      locale: request.locale,
      jobs: app.jobs,
      publicUrl: app.config.publicUrl,
    }),
  }));

  route(app, endpoints.cancelAdminInvoice, async (request, _reply, scope) => ({
    data: await cancelInvoice({
      db: app.db,
      scope,
      ip: request.ip,
      id: request.params.id,
      reason: request.body?.reason,
      locale: request.locale,
      jobs: app.jobs,
      publicUrl: app.config.publicUrl,
    }),
  }));

  route(app, endpoints.refundAdminInvoice, async (request, _reply, scope) => ({
    data: await refundInvoice({
      db: app.db,
      jobs: app.jobs,
      liqpay: app.payments.liqpay,
      publicUrl: app.config.publicUrl,
      scope,
      ip: request.ip,
      id: request.params.id,
      reason: request.body.reason,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.listAdminPayments, async (request, _reply, scope) => ({
    data: await findPayments({ db: app.db, scope, query: request.query }),
  }));

  route(app, endpoints.listAdminCompanySubscriptions, async (request, _reply, scope) => ({
    data: await findCompanySubscriptions({
      db: app.db,
      scope,
      userId: request.params.userId,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.listAdminTariffs, async (request, _reply, scope) => ({
    data: await listAdminTariffs({ db: app.db, scope }),
  }));

  route(app, endpoints.updateAdminTariff, async (request, _reply, scope) => ({
    data: await updateAdminTariff({
      db: app.db,
      scope,
      ip: request.ip,
      id: request.params.id,
      body: request.body,
    }),
  }));

  route(app, endpoints.getAdminOfficeSettings, async (request, _reply, scope) => ({
    data: await getAdminOfficeSettings({ db: app.db, scope }),
  }));

  route(app, endpoints.updateAdminOfficeSettings, async (request, _reply, scope) => ({
    data: await updateAdminOfficeSettings({
      db: app.db,
      scope,
      ip: request.ip,
      body: request.body,
    }),
  }));
};

export default moneyAdminRoutes;
