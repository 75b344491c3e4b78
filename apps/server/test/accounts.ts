import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import {
  endpoints,
  TOKEN_COOKIE,
  type AnyEndpoint,
  type CompanyDataBody,
  type SignInResult,
} from '@portal/contract';
import { createSession } from '../src/domain/sessions/create-session';
import { createUser, type CreateUserOptions } from '../src/domain/users/create-user';
import type { UserRow } from '../src/domain/users/get-user';
import { getPasswordHashOptions } from '../src/lib/password';
import { call, type CallOptions } from './call';
import { createTestEmail, readOutbox } from './helpers';

export const TEST_PASSWORD = 'Passw0rd-test';

/** A complete, valid company as the registration and cabinet forms send it (spec §3). */
export const COMPANY_BODY: CompanyDataBody = {
  name_ru: 'ТОВ «Тестова Компанія»',
  name_en: 'Testova Kompaniia LLC',
  year_of_foundation: 2015,
  edrpou_code: '34718266',
  ipn_code: '347182626591',
  region: 'UA-46',
  fields_of_activity: ['machinery', 'metallurgy'],
  type_business: 'manufacturer',
  website_url: 'https://testova.example',
  position_in_the_company: 'Директор',
};

export type SignedInUser = {
  user: UserRow;
  email: string;
  password: string;
  token: string;
  sessionId: string;
  /** Headers of a browser on the portal: the session cookie and our own Origin. */
  cookieHeaders: Record<string, string>;
  /** Headers of an API client: `Authorization: Bearer`. */
  bearerHeaders: Record<string, string>;
};

/**
 * A fresh account at any registration step, signed in (a factory, so tests never share people):
 * straight into the database like `user:create`, without going through the forms.
 */
export async function createSignedInUser(
  app: FastifyInstance,
  options: Partial<Omit<CreateUserOptions, 'db' | 'passwordHash' | 'totp'>> & {
    step?: number;
    /** An active authenticator secret (base32): 2FA on, sealed as the portal stores it. */
    totpSecret?: string;
  } = {},
): Promise<SignedInUser> {
  const { step = 5, totpSecret, ...rest } = options;
  const email = rest.email ?? createTestEmail(rest.role ?? 'exporter');
  const password = rest.password ?? TEST_PASSWORD;
  const user = await createUser({
    ...(step >= 5 ? { company: COMPANY_BODY, name: 'Тарас', surname: 'Шевчук', phone: '+380671112233' } : {}),
    ...(step >= 3 ? { phone: '+380671112233' } : {}),
    ...rest,
    ...(totpSecret ? { totp: { secret: totpSecret, secretBox: app.secretBox } } : {}),
    db: app.db,
    passwordHash: getPasswordHashOptions(app.config),
    email,
    password,
    registrationStep: step,
  });
  const session = await createSession({ db: app.db, userId: user.id, userAgent: 'vitest' });
  return {
    user,
    email,
    password,
    token: session.token,
    sessionId: session.sessionId,
    cookieHeaders: { cookie: `${TOKEN_COOKIE}=${session.token}`, origin: app.config.publicUrl },
    bearerHeaders: { authorization: `Bearer ${session.token}` },
  };
}

/** A private address per test, so the per-address sign-in counters of tests never add up. */
export function createTestIp(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

/** The session token a Set-Cookie header carries, or undefined. */
export function readTokenCookie(setCookie: string | string[] | undefined): string | undefined {
  const headers = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  for (const header of headers) {
    const match = new RegExp(`^${TOKEN_COOKIE}=([^;]*)`).exec(header);
    if (match) return match[1];
  }
  return undefined;
}

/**
 * The app as a client at another address sees it: `call(fromAddress(app, ip), entry, …)` sends
 * from `ip` (the per-address counters of sign-in, registration and the public forms).
 */
export function fromAddress(app: FastifyInstance, ip: string = createTestIp()): FastifyInstance {
  const inject = (options: InjectOptions) => app.inject({ ...options, remoteAddress: ip });
  return Object.assign(Object.create(app) as FastifyInstance, { inject });
}

/** Sends a body (none when undefined) to an entry of the table, as the portal's own pages would. */
export function postApi<E extends AnyEndpoint>(
  app: FastifyInstance,
  entry: E,
  body: unknown,
  options: CallOptions = {},
) {
  return call(app, entry, body === undefined ? {} : { body }, options);
}

/** Error answers are read with one helper, shared by every test. */
export { errorOf } from './call';

/** A sign-in answer that gave a session (no second step asked for); throws otherwise. */
export function sessionOf(result: SignInResult): Extract<SignInResult, { requires_2fa: false }> {
  if (result.requires_2fa) throw new Error('the sign-in asked for a second step, not a session');
  return result;
}

/** The challenge of a sign-in answer that asks for the second step; throws otherwise. */
export function challengeOf(result: SignInResult): string {
  if (!result.requires_2fa) throw new Error('the sign-in gave a session, not a challenge');
  return result.challenge;
}

export const REGISTER_PASSWORD = 'Zelena-Hora-7';

/** Registers through POST /auth/register, as the form does; answers the bearer headers. */
export async function registerThroughApi(
  app: FastifyInstance,
  options: { email?: string; headers?: Record<string, string> } = {},
) {
  const email = options.email ?? createTestEmail('reg');
  const result = await call(
    app,
    endpoints.registerAccount,
    {
      body: {
        email,
        password: REGISTER_PASSWORD,
        password_confirmation: REGISTER_PASSWORD,
        accept_terms: true,
      },
    },
    { headers: options.headers ?? {} },
  );
  expect(result.status).toBe(200);
  const data = result.data;
  const token = sessionOf(data).token;
  return { email, token, response: result.response, data, headers: { authorization: `Bearer ${token}` } };
}

/** The 6-digit code of the latest message to a recipient, after the queue ran. */
export async function readSentCode(app: FastifyInstance, to: string): Promise<string> {
  await app.jobs.drain();
  const [message] = await readOutbox(app, to);
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** A code that is certainly not `code`. */
export function createWrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}
