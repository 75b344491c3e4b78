import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { TOKEN_COOKIE, type CompanyDataBody } from '@portal/contract';
import { createSession } from '../src/domain/sessions/create-session';
import { createUser, type CreateUserOptions } from '../src/domain/users/create-user';
import type { UserRow } from '../src/domain/users/get-user';
import { getPasswordHashOptions } from '../src/lib/password';
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

/** POST a JSON body to an API call, as the portal's own pages would. */
export function postApi(
  app: FastifyInstance,
  url: string,
  payload: InjectOptions['payload'],
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
}

export const REGISTER_PASSWORD = 'Zelena-Hora-7';

/** Registers through POST /auth/register, as the form does; answers the bearer headers. */
export async function registerThroughApi(
  app: FastifyInstance,
  options: { email?: string; headers?: Record<string, string> } = {},
) {
  const email = options.email ?? createTestEmail('reg');
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      email,
      password: REGISTER_PASSWORD,
      password_confirmation: REGISTER_PASSWORD,
      accept_terms: true,
    },
    headers: options.headers ?? {},
  });
  expect(response.statusCode).toBe(200);
  const token = response.json().data.token as string;
  return { email, token, response, headers: { authorization: `Bearer ${token}` } };
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
