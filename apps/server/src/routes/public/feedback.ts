import type { FastifyPluginAsync } from 'fastify';
import { endpoints, translateMessage } from '@portal/contract';
import { sendFeedback } from '../../domain/public-forms/send-feedback';
import { route } from '../../lib/endpoint-route';

/** The feedback form (spec §7 `/feedback/send`; DOMAIN.md: support answers by e-mail). */
const feedbackRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.sendFeedback, async (request) => {
    const user = request.auth?.user;
    await sendFeedback({
      db: app.db,
      jobs: app.jobs,
      supportEmail: app.config.SUPPORT_EMAIL,
      message: request.body,
      locale: request.locale,
      ip: request.ip,
      sender: user ? { userId: user.id, email: user.email } : null,
      publicUrl: app.config.publicUrl,
    });
    return {
      data: { sent: true as const, message: translateMessage('public.feedback_sent', request.locale) },
    };
  });
};

export default feedbackRoutes;
