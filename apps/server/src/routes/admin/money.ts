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
import { backOfficeScope } from '../../domain/requests/request-scope';
import { route } from '../../lib/endpoint-route';
import { requireUser } from '../../plugins/auth';

/** The back office's money (issue 14 §5, decision 027): thin handlers over domain/admin/money. */
const moneyAdminRoutes: FastifyPluginAsync = async (app) => {
  const scopeOf = (request: Parameters<typeof requireUser>[0]) => backOfficeScope(requireUser(request).user);

  route(app, endpoints.listAdminInvoices, async (request) => ({
    data: await findAdminInvoices({
      db: app.db,
      scope: scopeOf(request),
      locale: request.locale,
      query: request.query,
    }),
  }));

  route(app, endpoints.getAdminInvoice, async (request) => ({
    data: await getAdminInvoice({
      db: app.db,
      scope: scopeOf(request),
      id: request.params.id,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.markAdminInvoicePaid, async (request) => ({
    data: await markInvoicePaid({
      db: app.db,
      scope: scopeOf(request),
      ip: request.ip,
      id: request.params.id,
      body: request.body,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.cancelAdminInvoice, async (request) => ({
    data: await cancelInvoice({
      db: app.db,
      scope: scopeOf(request),
      ip: request.ip,
      id: request.params.id,
      reason: request.body?.reason,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.refundAdminInvoice, async (request) => ({
    data: await refundInvoice({
      db: app.db,
      jobs: app.jobs,
      liqpay: app.payments.liqpay,
      publicUrl: app.config.publicUrl,
      scope: scopeOf(request),
      ip: request.ip,
      id: request.params.id,
      reason: request.body.reason,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.listAdminPayments, async (request) => ({
    data: await findPayments({ db: app.db, scope: scopeOf(request), query: request.query }),
  }));

  route(app, endpoints.listAdminCompanySubscriptions, async (request) => ({
    data: await findCompanySubscriptions({
      db: app.db,
      scope: scopeOf(request),
      userId: request.params.userId,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.listAdminTariffs, async (request) => ({
    data: await listAdminTariffs({ db: app.db, scope: scopeOf(request) }),
  }));

  route(app, endpoints.updateAdminTariff, async (request) => ({
    data: await updateAdminTariff({
      db: app.db,
      scope: scopeOf(request),
      ip: request.ip,
      id: request.params.id,
      body: request.body,
    }),
  }));

  route(app, endpoints.getAdminOfficeSettings, async (request) => ({
    data: await getAdminOfficeSettings({ db: app.db, scope: scopeOf(request) }),
  }));

  route(app, endpoints.updateAdminOfficeSettings, async (request) => ({
    data: await updateAdminOfficeSettings({
      db: app.db,
      scope: scopeOf(request),
      ip: request.ip,
      body: request.body,
    }),
  }));
};

export default moneyAdminRoutes;
