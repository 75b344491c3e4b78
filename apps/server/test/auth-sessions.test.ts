import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/contract';
import { sessions, users } from '@portal/db';
import { requireUser } from '../src/plugins/auth';
import { hashToken } from '../src/lib/secrets';
import { call } from './call';
import { buildTestApp, type TestApp } from './helpers';
import { createSignedInUser, errorOf, fromAddress, readTokenCookie } from './accounts';

/** Fixture calls for the role guard: GET and POST /api/test/back-office, managers and admins only. */
const backOfficeRoutes: FastifyPluginAsync = async (api) => {
  const guard = { onRequest: [api.authenticate, api.authorize(['manager', 'admin'])] };
  api.get('/test/back-office', guard, async (request) => ({
    data: { role: requireUser(request).user.role },
  }));
};

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp({ extraApiRoutes: backOfficeRoutes });
  app = testApp.app;
});

afterAll(async () => {
  await testApp?.close();
});

const DAY = 24 * 60 * 60_000;

async function getSession(id: string) {
  const [session] = await app.db.select().from(sessions).where(eq(sessions.id, id));
  if (!session) throw new Error('no session');
  return session;
}

function changeMainData(headers: Record<string, string>) {
  return call(
    app,
    endpoints.updateProfileMainData,
    { body: { name: 'Ірина', surname: 'Лисенко' } },
    { headers },
  );
}

/** GET /profile with these headers. */
function readProfile(headers: Record<string, string>) {
  return call(app, endpoints.getProfile, {}, { headers });
}

describe('ARCHITECTURE §4 sessions: the token', () => {
  it('is stored only as its SHA-256 hash, with a 30-day absolute expiry', async () => {
    const person = await createSignedInUser(app);
    const session = await getSession(person.sessionId);
    expect(session.tokenHash).toBe(hashToken(person.token));
    expect(session.tokenHash).not.toContain(person.token);
    expect(Buffer.from(person.token, 'base64url')).toHaveLength(32);
    const lifetime = session.expiresAt.getTime() - session.createdAt.getTime();
    expect(lifetime).toBe(30 * DAY);
  });

  it('is accepted from the cookie `token` and as Authorization: Bearer', async () => {
    const person = await createSignedInUser(app);
    expect((await readProfile(person.cookieHeaders)).status).toBe(200);
    expect((await call(app, endpoints.getProfile, {}, { as: person })).status).toBe(200);
  });

  it('no token, an unknown token, or a malformed Authorization header: 401 in the request’s language', async () => {
    const none = await call(app, endpoints.getProfile, {}, { locale: 'en' });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ code: 'unauthenticated', message: 'You need to sign in.' });
    const unknown = await readProfile({ authorization: 'Bearer x'.padEnd(50, 'x') });
    expect(unknown.status).toBe(401);
    expect(errorOf(unknown).message).toBe('Потрібно увійти в систему.');
    const empty = await readProfile({ authorization: 'Bearer ' });
    expect(empty.status).toBe(401);
  });

  it('a dead cookie is removed from the browser with the 401', async () => {
    const response = await readProfile({ cookie: `token=${'a'.repeat(43)}` });
    expect(response.status).toBe(401);
    expect(readTokenCookie(response.response.headers['set-cookie'])).toBe('');
  });

  it('a bearer token, when given, is the only one looked at (a bad one is not rescued by a cookie)', async () => {
    const person = await createSignedInUser(app);
    const response = await readProfile({
      ...person.cookieHeaders,
      authorization: `Bearer ${'b'.repeat(43)}`,
    });
    expect(response.status).toBe(401);
  });
});

describe('ARCHITECTURE §4 sessions: lifetime', () => {
  it('ends after 7 days without use', async () => {
    const person = await createSignedInUser(app);
    await app.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - 7 * DAY - 1000) })
      .where(eq(sessions.id, person.sessionId));
    expect((await call(app, endpoints.getProfile, {}, { as: person })).status).toBe(401);
  });

  it('6 days without use is still fine, and the use slides the idle limit', async () => {
    const person = await createSignedInUser(app);
    const sixDaysAgo = new Date(Date.now() - 6 * DAY);
    await app.db.update(sessions).set({ lastUsedAt: sixDaysAgo }).where(eq(sessions.id, person.sessionId));
    expect((await call(app, endpoints.getProfile, {}, { as: person })).status).toBe(200);
    const session = await getSession(person.sessionId);
    expect(session.lastUsedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('last use is written at most once a minute (reads stay cheap)', async () => {
    const person = await createSignedInUser(app);
    const thirtySecondsAgo = new Date(Date.now() - 30_000);
    await app.db
      .update(sessions)
      .set({ lastUsedAt: thirtySecondsAgo })
      .where(eq(sessions.id, person.sessionId));
    await call(app, endpoints.getProfile, {}, { as: person });
    expect((await getSession(person.sessionId)).lastUsedAt.getTime()).toBe(thirtySecondsAgo.getTime());
  });

  it('ends 30 days after sign-in at the latest, however often it is used', async () => {
    const person = await createSignedInUser(app);
    await app.db
      .update(sessions)
      .set({
        createdAt: new Date(Date.now() - 30 * DAY),
        expiresAt: new Date(Date.now() - 1000),
        lastUsedAt: new Date(),
      })
      .where(eq(sessions.id, person.sessionId));
    expect((await call(app, endpoints.getProfile, {}, { as: person })).status).toBe(401);
  });

  it('DOMAIN: a banned user’s existing session is refused (401 auth.banned) and every session revoked', async () => {
    const person = await createSignedInUser(app);
    const other = await createSignedInUser(app, { email: `second-${person.email}` });
    await app.db.update(users).set({ isBanned: true }).where(eq(users.id, person.user.id));
    const response = await call(
      app,
      endpoints.getProfile,
      {},
      { headers: person.cookieHeaders, locale: 'en' },
    );
    expect(response.status).toBe(401);
    expect(errorOf(response).message).toBe('Your account is blocked. Please contact support.');
    expect(readTokenCookie(response.response.headers['set-cookie'])).toBe('');
    const rows = await app.db.select().from(sessions).where(eq(sessions.userId, person.user.id));
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
    expect((await getSession(other.sessionId)).revokedAt).toBeNull();
  });
});

describe('ARCHITECTURE §4: cookie-authenticated writes only from the portal’s own origin', () => {
  it('a cookie POST with a foreign Origin answers 403 auth.cross_origin and changes nothing', async () => {
    const person = await createSignedInUser(app);
    const response = await changeMainData({
      cookie: person.cookieHeaders.cookie!,
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ code: 'forbidden', message: 'Запит надійшов з іншого сайту.' });
    const [row] = await app.db.select().from(users).where(eq(users.id, person.user.id));
    expect(row?.name).toBe('Тарас');
  });

  it('without Origin, a foreign Referer is refused and our own accepted', async () => {
    const person = await createSignedInUser(app);
    const cookie = person.cookieHeaders.cookie!;
    const foreign = await changeMainData({
      cookie,
      referer: 'https://evil.example/page',
      'x-localization': 'en',
    });
    expect(foreign.status).toBe(403);
    expect(errorOf(foreign).message).toBe('The request came from another site.');
    const own = await changeMainData({ cookie, referer: `${app.config.publicUrl}/profile/main` });
    expect(own.status).toBe(200);
  });

  it('Origin of PUBLIC_URL or of the host the request was sent to is accepted', async () => {
    const person = await createSignedInUser(app);
    const cookie = person.cookieHeaders.cookie!;
    expect((await changeMainData({ cookie, origin: app.config.publicUrl })).status).toBe(200);
    const sameHost = await changeMainData({
      cookie,
      host: 'portal.example:8443',
      origin: 'https://portal.example:8443',
    });
    expect(sameHost.status).toBe(200);
    expect((await changeMainData({ cookie, origin: 'null' })).status).toBe(403);
    expect((await changeMainData({ cookie, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('a bearer-authenticated POST needs no Origin (API clients), even a foreign one', async () => {
    const person = await createSignedInUser(app);
    const response = await changeMainData({ ...person.bearerHeaders, origin: 'https://tool.example' });
    expect(response.status).toBe(200);
  });

  it('reads with a cookie are not limited by origin', async () => {
    const person = await createSignedInUser(app);
    const response = await readProfile({
      cookie: person.cookieHeaders.cookie!,
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(200);
  });
});

describe('spec §6 / DOMAIN roles: exporter, manager, admin', () => {
  it('a back-office call answers managers and admins, 403 to an exporter, 401 to a guest', async () => {
    const manager = await createSignedInUser(app, { role: 'manager' });
    const admin = await createSignedInUser(app, { role: 'admin' });
    const exporter = await createSignedInUser(app, { role: 'exporter' });
    // The fixture call is not an entry of the table: plain app.inject.
    const backOffice = (headers: Record<string, string>) =>
      app.inject({ url: '/api/test/back-office', headers });
    expect((await backOffice(manager.bearerHeaders)).json()).toEqual({ data: { role: 'manager' } });
    expect((await backOffice(admin.bearerHeaders)).statusCode).toBe(200);
    const refused = await backOffice({ ...exporter.bearerHeaders, 'x-localization': 'en' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'forbidden', message: 'Access is forbidden.' });
    expect((await backOffice({})).statusCode).toBe(401);
  });

  it('the profile says the role', async () => {
    const manager = await createSignedInUser(app, { role: 'manager' });
    const response = await call(app, endpoints.getProfile, {}, { as: manager });
    expect(response.data.user.role).toBe('manager');
  });
});

describe('ARCHITECTURE §4: the cookie is Secure in production', () => {
  it('APP_ENV=production marks the token cookie Secure', async () => {
    const production = await buildTestApp({
      dbHandle: testApp.dbHandle,
      env: {
        APP_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:1',
        SMS_GATEWAY_URL: 'http://127.0.0.1:1',
        LIQPAY_URL: 'https://liqpay.example.test',
        LIQPAY_PUBLIC_KEY: 'i00000000',
        LIQPAY_PRIVATE_KEY: 'production-private-key',
        VKURSI_URL: 'https://api.vkursi.example',
        VKURSI_TOKEN: 'production-vkursi-token',
        INFOPROFF_URL: 'https://api.infoproff.example',
        INFOPROFF_TOKEN: 'production-infoproff-token',
        COURIER_LEAD_URL: 'https://leads.courier.example/api/leads',
        SECRETS_KEY: randomBytes(32).toString('base64'),
      },
    });
    try {
      const person = await createSignedInUser(production.app);
      const response = await call(fromAddress(production.app, '10.200.0.1'), endpoints.signInWithPassword, {
        body: { email: person.email, password: person.password },
      });
      expect(response.status).toBe(200);
      const setCookie = String(response.response.headers['set-cookie']);
      expect(setCookie).toMatch(/; Secure/);
      expect(setCookie).toMatch(/; HttpOnly/);
      expect(setCookie).toMatch(/; SameSite=Lax/);
      // Production keeps OWASP's argon2id parameters.
      const [row] = await production.app.db.select().from(users).where(eq(users.id, person.user.id));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    } finally {
      await production.close();
    }
  });
});
