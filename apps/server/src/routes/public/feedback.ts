import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FeedbackBodySchema,
  FeedbackSentResponseSchema,
  PUBLIC_FORM_LIMITS,
  translateMessage,
} from '@portal/contract';
import { sendFeedback } from '../../domain/public-forms/send-feedback';

const { perAddress, perEmail } = PUBLIC_FORM_LIMITS;

/** The feedback form (spec §7 `/feedback/send`; DOMAIN.md: support answers by e-mail). */
const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/feedback/send',
    {
      // Guests and signed-in users alike; a session, when there is one, is noted with the message.
      onRequest: app.identify,
      schema: {
        tags: ['public-forms'],
        summary: 'Send a message to the support team (mailed to the support mailbox, Reply-To the sender)',
        description:
          `At most ${perAddress.max} messages in ${perAddress.windowMs / 60_000} minutes from one client address and ` +
          `${perEmail.max} an hour for one e-mail address; beyond that 429 with Retry-After.`,
        body: FeedbackBodySchema,
        response: { 200: FeedbackSentResponseSchema },
      },
    },
    async (request) => {
      const user = request.auth?.user;
      await sendFeedback({
        db: app.db,
        jobs: app.jobs,
        supportEmail: app.config.SUPPORT_EMAIL,
        message: request.body,
        locale: request.locale,
        ip: request.ip,
        sender: user ? { userId: user.id, email: user.email } : null,
      });
      return {
        data: { sent: true as const, message: translateMessage('public.feedback_sent', request.locale) },
      };
    },
  );
};

export default feedbackRoutes;
