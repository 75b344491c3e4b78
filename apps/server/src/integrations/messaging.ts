import type { FastifyBaseLogger } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Database } from '@portal/db';
import type { Config } from '../config';
import { createOutboxMessage } from '../domain/outbox/outbox';
import type { JobHandlers } from '../jobs/queue';
import { startDevSmtpServer } from './mail/dev-smtp-server';
import { createSmtpMailer, type MailMessage, type Mailer } from './mail/mailer';
import { startFakeSmsGateway } from './sms/fake-sms-gateway';
import { createSmsClient, type SmsClient, type SmsMessage } from './sms/sms-client';

export const MAIL_JOB = 'mail.send';
export const SMS_JOB = 'sms.send';

export type Messaging = {
  mailer: Mailer;
  sms: SmsClient;
  /** Job handlers that deliver queued mail and SMS. */
  handlers: JobHandlers;
  /** Where development mail and SMS go, when the local stand-ins are used. */
  devEndpoints: { smtpUrl: string | null; smsUrl: string | null };
  close: () => Promise<void>;
};

/**
 * Mail through SMTP and SMS through the gateway. Outside production, when SMTP_URL or
 * SMS_GATEWAY_URL is unset, local stand-ins speaking the same protocols start on loopback and
 * keep every message in the development outbox (ARCHITECTURE §7).
 */
export async function createMessaging(options: {
  config: Config;
  db: Database;
  logger: FastifyBaseLogger;
}): Promise<Messaging> {
  const { config, db } = options;
  const closers: (() => Promise<void> | void)[] = [];

  let smtpUrl = config.SMTP_URL;
  let devSmtpUrl: string | null = null;
  if (!smtpUrl && !config.isProduction) {
    const dev = await startDevSmtpServer(async (mail) => {
      for (const to of mail.to) {
        await createOutboxMessage(db, {
          channel: 'email',
          recipient: to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      }
    });
    closers.push(dev.close);
    smtpUrl = dev.url;
    devSmtpUrl = dev.url;
  }
  const mailer = createSmtpMailer({ smtpUrl: smtpUrl!, from: config.MAIL_FROM });
  closers.push(mailer.close);

  let smsUrl = config.SMS_GATEWAY_URL;
  let smsToken = config.SMS_GATEWAY_TOKEN ?? '';
  let devSmsUrl: string | null = null;
  if (!smsUrl && !config.isProduction) {
    smsToken = randomBytes(16).toString('hex');
    const fake = await startFakeSmsGateway({
      token: smsToken,
      onSms: (sms) =>
        createOutboxMessage(db, {
          channel: 'sms',
          recipient: sms.to,
          subject: `SMS ${sms.sender}`,
          text: sms.text,
        }),
    });
    closers.push(fake.close);
    smsUrl = fake.url;
    devSmsUrl = fake.url;
  }
  const sms = createSmsClient({ baseUrl: smsUrl!, token: smsToken, sender: config.SMS_SENDER });

  return {
    mailer,
    sms,
    handlers: {
      [MAIL_JOB]: async (payload) => mailer.send(payload as MailMessage),
      [SMS_JOB]: async (payload) => {
        await sms.send(payload as SmsMessage);
      },
    },
    devEndpoints: { smtpUrl: devSmtpUrl, smsUrl: devSmsUrl },
    close: async () => {
      for (const close of closers.reverse()) await close();
    },
  };
}
