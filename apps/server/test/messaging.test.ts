import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '@portal/db';
import { MAIL_JOB, SMS_JOB } from '../src/integrations/messaging';
import { createSmsClient, SmsGatewayError } from '../src/integrations/sms/sms-client';
import { createJobQueue } from '../src/jobs/queue';
import {
  buildTestApp,
  createTestEmail,
  findClosedPort,
  readOutbox,
  silentLogger,
  type TestApp,
} from './helpers';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

// A drain takes every due job in the table: each test starts from an empty one.
beforeEach(async () => {
  await testApp.dbHandle.db.delete(jobs);
});

async function getJob(id: string) {
  const [job] = await testApp.dbHandle.db.select().from(jobs).where(eq(jobs.id, id));
  if (!job) throw new Error(`job ${id} not found`);
  return job;
}

function createPhone(): string {
  return `+38067${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

describe('ARCHITECTURE §7 e-mail: through a job, over real SMTP, into the development outbox', () => {
  it('mail.send is delivered only when the job runs, with subject, text and html, Cyrillic intact', async () => {
    const to = createTestEmail('mail');
    const message = {
      to,
      subject: 'Код підтвердження — 123456: ґанок, їжак, єнот, м’ята',
      text: 'Ваш код: 123456.\nДякуємо, що обрали «Портал експортерів»!',
      html: '<p>Ваш код: <strong>123456</strong>. Дякуємо!</p>',
    };
    await testApp.app.jobs.enqueue(MAIL_JOB, message);
    expect(await readOutbox(testApp.app, to)).toEqual([]);

    expect(await testApp.app.jobs.drain()).toBe(1);

    const outbox = await readOutbox(testApp.app, to);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ channel: 'email', recipient: to, subject: message.subject });
    expect(outbox[0]?.text.trim()).toBe(message.text);
    expect(outbox[0]?.html).toContain('<p>Ваш код: <strong>123456</strong>. Дякуємо!</p>');
  });

  it('a mail job against an SMTP server where nothing listens fails and is kept for a retry', async () => {
    const port = await findClosedPort();
    const broken = await buildTestApp({
      dbHandle: testApp.dbHandle,
      env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
    });
    try {
      const to = createTestEmail('lost');
      const id = await broken.app.jobs.enqueue(MAIL_JOB, { to, subject: 'Hello', text: 'Hello' });
      expect(await broken.app.jobs.drain()).toBe(1);
      const job = await getJob(id);
      expect(job).toMatchObject({ status: 'pending', attempts: 1 });
      expect(job.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(job.runAt.getTime()).toBeGreaterThan(Date.now());
      expect(await readOutbox(testApp.app, to)).toEqual([]);
    } finally {
      await broken.close();
    }
  });
});

describe('ARCHITECTURE §7 SMS: through a job, over HTTP to the gateway, into the development outbox', () => {
  it('sms.send lands in the outbox under the E.164 number', async () => {
    const phone = createPhone();
    await testApp.app.jobs.enqueue(SMS_JOB, { to: phone, text: 'Код для входу: 654321' });
    expect(await testApp.app.jobs.drain()).toBe(1);
    const outbox = await readOutbox(testApp.app, phone);
    expect(outbox).toMatchObject([
      { channel: 'sms', recipient: phone, text: 'Код для входу: 654321', subject: 'SMS Exporters' },
    ]);
  });

  it('the SMS client rejects a wrong token: the gateway answers an error code', async () => {
    const client = createSmsClient({
      baseUrl: testApp.messaging.devEndpoints.smsUrl!,
      token: 'not-the-token',
      sender: 'Exporters',
    });
    const sent = client.send({ to: createPhone(), text: 'Hi' });
    await expect(sent).rejects.toBeInstanceOf(SmsGatewayError);
    await expect(sent).rejects.toThrow(/REQUIRED_TOKEN/);
  });

  it('an SMS job refused by the gateway is kept for a retry and nothing is delivered', async () => {
    const client = createSmsClient({
      baseUrl: testApp.messaging.devEndpoints.smsUrl!,
      token: 'not-the-token',
      sender: 'Exporters',
    });
    const queue = createJobQueue({
      db: testApp.dbHandle.db,
      handlers: {
        [SMS_JOB]: async (payload) => void (await client.send(payload as { to: string; text: string })),
      },
      logger: silentLogger,
      pollMs: 20,
    });
    const phone = createPhone();
    const id = await queue.enqueue(SMS_JOB, { to: phone, text: 'Hi' });
    expect(await queue.drain()).toBe(1);
    const job = await getJob(id);
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job.lastError).toMatch(/REQUIRED_TOKEN/);
    expect(await readOutbox(testApp.app, phone)).toEqual([]);
  });
});
