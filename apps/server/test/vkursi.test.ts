import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/contract';
import type { FakeVkursi } from '../src/integrations/vkursi/fake-vkursi';
import type { SignedInUser } from './accounts';
import { call, callOk, errorOf } from './call';
import { buildTestApp, type TestApp } from './helpers';
import { subscribe } from './pro-services';
import { createApprovedExporter } from './requests';

let testApp: TestApp;
let app: FastifyInstance;
let fake: FakeVkursi;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  fake = app.companyData.fakeVkursi!;
});

afterAll(async () => {
  await testApp?.close();
});

async function createSubscriber(): Promise<SignedInUser> {
  const exporter = await createApprovedExporter(app);
  await subscribe(app, exporter);
  return exporter;
}

const open = (user: SignedInUser, locale?: 'uk' | 'en') =>
  call(app, endpoints.registerVkursiUser, { body: {} }, { as: user, locale });

describe('spec §7 POST /vkursi/register-user: the account at Vkursi, opened once', () => {
  it('opens the account over Vkursi’s HTTP API, then answers it again without calling Vkursi', async () => {
    const subscriber = await createSubscriber();
    expect((await callOk(app, endpoints.getVkursiAccount, {}, { as: subscriber })).registered).toBe(false);
    const first = await open(subscriber);
    expect(first.status).toBe(200);
    expect(first.data.registered).toBe(true);
    expect(first.data.login_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/login\?user=/);
    expect(fake.accounts.get(subscriber.email.toLowerCase())?.external_id).toBe(subscriber.user.id);
    fake.setDown(true);
    try {
      // Kept: asking again does not need Vkursi.
      const again = await open(subscriber);
      expect(again.status).toBe(200);
      expect(again.data.login_url).toBe(first.data.login_url);
    } finally {
      fake.setDown(false);
    }
    expect((await callOk(app, endpoints.getVkursiAccount, {}, { as: subscriber })).login_url).toBe(
      first.data.login_url,
    );
  });

  it('issue 16 §5: Vkursi down is a clear 502 vkursi.unavailable, nothing kept, and the retry succeeds', async () => {
    const subscriber = await createSubscriber();
    fake.setDown(true);
    try {
      const refused = await open(subscriber, 'en');
      expect(refused.status).toBe(502);
      expect(errorOf(refused)).toEqual({
        code: 'bad_gateway',
        message: 'Vkursi is not answering right now. Please try again in a few minutes.',
      });
      expect((await callOk(app, endpoints.getVkursiAccount, {}, { as: subscriber })).registered).toBe(false);
    } finally {
      fake.setDown(false);
    }
    expect((await open(subscriber)).data.registered).toBe(true);
  });

  it('an e-mail Vkursi already knows is linked to its existing account', async () => {
    const subscriber = await createSubscriber();
    fake.accounts.set(subscriber.email.toLowerCase(), { user_id: 'known-user', external_id: 'elsewhere' });
    const linked = await open(subscriber);
    expect(linked.status).toBe(200);
    expect(linked.data.login_url).toContain('user=known-user');
  });

  it('spec §6: needs an active subscription (403 subscription.required) and a session (401)', async () => {
    const exporter = await createApprovedExporter(app);
    const refused = await open(exporter);
    expect(refused.status).toBe(403);
    expect(errorOf(refused).message).toBe(
      'Ця послуга доступна з активною підпискою. Оформіть тариф або пробний період.',
    );
    expect((await call(app, endpoints.registerVkursiUser, { body: {} })).status).toBe(401);
  });
});
