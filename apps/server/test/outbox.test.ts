import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/contract';
import { createOutboxMessage } from '../src/domain/outbox/outbox';
import { startDevSmtpServer } from '../src/integrations/mail/dev-smtp-server';
import { startFakeSmsGateway } from '../src/integrations/sms/fake-sms-gateway';
import { call } from './call';
import { buildTestApp, createTestEmail, readOutbox, type TestApp } from './helpers';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

describe('ARCHITECTURE §7: the development outbox as JSON', () => {
  it('GET /api/dev/outbox?to= answers only that recipient’s messages, with recipient, subject, text, html, time', async () => {
    const anna = createTestEmail('anna');
    const boris = createTestEmail('boris');
    const db = testApp.dbHandle.db;
    await createOutboxMessage(db, { channel: 'email', recipient: anna, subject: 'Перший', text: 'Один' });
    await createOutboxMessage(db, {
      channel: 'email',
      recipient: boris,
      subject: 'Boris',
      text: 'Not for Anna',
    });
    await createOutboxMessage(db, {
      channel: 'email',
      recipient: anna,
      subject: 'Другий',
      text: 'Два',
      html: '<p>Два</p>',
    });

    const response = await call(testApp.app, endpoints.listOutboxMessages, { query: { to: anna } });
    expect(response.status).toBe(200);
    const data: Record<string, unknown>[] = response.data;
    expect(data).toHaveLength(2);
    expect(data.map((message) => message.recipient)).toEqual([anna, anna]);
    expect(data.map((message) => message.subject).sort()).toEqual(['Другий', 'Перший']);
    const second = data.find((message) => message.subject === 'Другий');
    expect(second).toMatchObject({ channel: 'email', text: 'Два', html: '<p>Два</p>' });
    expect(data.find((message) => message.subject === 'Перший')).toMatchObject({ html: null });
    for (const message of data) {
      expect(Object.keys(message).sort()).toEqual([
        'channel',
        'html',
        'id',
        'recipient',
        'subject',
        'text',
        'time',
      ]);
      expect(new Date(String(message.time)).toISOString()).toBe(message.time);
      expect(Date.now() - Date.parse(String(message.time))).toBeLessThan(60_000);
    }
  });

  it('the recipient filter ignores the case of an e-mail address', async () => {
    const address = createTestEmail('mixed');
    await createOutboxMessage(testApp.dbHandle.db, { channel: 'email', recipient: address, text: 'Hi' });
    const messages = await readOutbox(testApp.app, address.toUpperCase());
    expect(messages.map((message) => message.recipient)).toEqual([address]);
  });

  it('an address with no messages answers an empty list', async () => {
    expect(await readOutbox(testApp.app, createTestEmail('nobody'))).toEqual([]);
  });

  it('the channel filter keeps SMS apart from e-mail', async () => {
    const phone = `+38067${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
    await createOutboxMessage(testApp.dbHandle.db, { channel: 'sms', recipient: phone, text: 'Код 123456' });
    const sms = await call(testApp.app, endpoints.listOutboxMessages, {
      query: { to: phone, channel: 'sms' },
    });
    expect(sms.data).toMatchObject([{ channel: 'sms', recipient: phone, text: 'Код 123456' }]);
    const email = await call(testApp.app, endpoints.listOutboxMessages, {
      query: { to: phone, channel: 'email' },
    });
    expect(email.data).toEqual([]);
  });
});

describe('ARCHITECTURE §7: the development outbox page', () => {
  it('GET /dev/outbox renders the messages as HTML with their content escaped', async () => {
    const recipient = createTestEmail('page');
    await createOutboxMessage(testApp.dbHandle.db, {
      channel: 'email',
      recipient,
      subject: '<script>alert("subject")</script>',
      text: 'Tom & Jerry <b>bold</b> "quoted" \'single\'',
      html: '<p onclick="alert(1)">Привіт</p>',
    });
    const response = await testApp.app.inject({ url: '/dev/outbox', query: { to: recipient } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.body;
    expect(page).toContain(recipient);
    expect(page).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;');
    expect(page).toContain('Tom &amp; Jerry &lt;b&gt;bold&lt;/b&gt; &quot;quoted&quot; &#39;single&#39;');
    // The HTML part is shown only inside a sandboxed frame, as an escaped attribute.
    expect(page).toContain('srcdoc="&lt;p onclick=&quot;alert(1)&quot;&gt;Привіт&lt;/p&gt;"');
    expect(page).not.toContain('<script>alert');
    expect(page).not.toContain('<p onclick');
    expect(page).not.toContain('<b>bold</b>');
  });

  it('the filter value is escaped back into the form', async () => {
    const response = await testApp.app.inject({
      url: '/dev/outbox',
      query: { to: '"><img src=x onerror=alert(1)>' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('value="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
    expect(response.body).not.toContain('<img src=x');
  });
});

describe('ARCHITECTURE §7: the outbox does not exist in production', () => {
  it('GET /api/dev/outbox and /dev/outbox answer 404 when NODE_ENV=production', async () => {
    const smtp = await startDevSmtpServer(async () => {});
    const gateway = await startFakeSmsGateway({ token: 'production-token', onSms: async () => {} });
    const production = await buildTestApp({
      dbHandle: testApp.dbHandle,
      env: {
        NODE_ENV: 'production',
        SMTP_URL: smtp.url,
        SMS_GATEWAY_URL: gateway.url,
        LIQPAY_URL: 'https://liqpay.example.test',
        LIQPAY_PUBLIC_KEY: 'i00000000',
        LIQPAY_PRIVATE_KEY: 'production-private-key',
        VKURSI_URL: 'https://api.vkursi.example',
        VKURSI_TOKEN: 'production-vkursi-token',
        INFOPROFF_URL: 'https://api.infoproff.example',
        INFOPROFF_TOKEN: 'production-infoproff-token',
        COURIER_LEAD_URL: 'https://leads.courier.example/api/leads',
        SMS_GATEWAY_TOKEN: 'production-token',
        SECRETS_KEY: randomBytes(32).toString('base64'),
      },
    });
    try {
      expect(production.config.isProduction).toBe(true);
      const api = await call(production.app, endpoints.listOutboxMessages, {
        query: { to: 'a@example.test' },
      });
      expect(api.status).toBe(404);
      expect(api.body).toEqual({ message: 'Такого методу API не існує.', code: 'not_found' });
      const page = await production.app.inject({ url: '/dev/outbox' });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toMatch(/^application\/json/);
      const openapi = await production.app.inject({ url: '/api/openapi.json' });
      expect(Object.keys(openapi.json().paths)).not.toContain('/api/dev/outbox');
      // Nor the fake courier's switch (decision 049): leads go to COURIER_LEAD_URL.
      expect(production.courier.fake).toBeNull();
      expect((await call(production.app, endpoints.setDevCourier, { body: { mode: 'down' } })).status).toBe(
        404,
      );
      expect(Object.keys(openapi.json().paths)).not.toContain('/api/dev/courier');
      // The rest of the API is there.
      expect((await call(production.app, endpoints.listHsSections)).status).toBe(200);
    } finally {
      await production.close();
      await gateway.close();
      await smtp.close();
    }
  });
});
