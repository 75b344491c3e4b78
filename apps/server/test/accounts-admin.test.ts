import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataImports, seedDemoContent, users } from '@portal/db';
import { endpointRoute, endpoints, isProfileComplete, isValidEdrpou, type Profile } from '@portal/contract';
import { runUserCreate } from '../src/cli/user-create';
import { getPasswordHashOptions } from '../src/lib/password';
import { createDemoAccountSteps, DEMO_EXPORTER, DEMO_MANAGER } from '../src/seed/demo-accounts';
import { buildTestApp, createTestEmail, TEST_PASSWORD_HASH_MEMORY_KIB, type TestApp } from './helpers';
import { call } from './call';
import { fromAddress, sessionOf } from './accounts';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});

afterAll(async () => {
  await testApp?.close();
});

async function signIn(email: string, password: string): Promise<{ token: string; user: Profile }> {
  const response = await call(fromAddress(app), endpoints.signInWithPassword, { body: { email, password } });
  expect(response.status).toBe(200);
  const token = sessionOf(response.data).token;
  const profile = await call(
    app,
    endpoints.getProfile,
    {},
    { headers: { authorization: `Bearer ${token}` } },
  );
  return { token, user: profile.data.user };
}

// First in the file: the demo seed goes only into an empty database.
describe('ARCHITECTURE §3 demo seed: an approved demo exporter and a demo manager', () => {
  const steps = () => createDemoAccountSteps({ passwordHash: getPasswordHashOptions(app.config) });

  it('is skipped in production', async () => {
    expect(await seedDemoContent(app.db, { isProduction: true, steps: steps() })).toBe('skipped');
    expect(await app.db.select().from(users)).toEqual([]);
  });

  it('seeds an empty database: the exporter is approved with a complete company and a valid EDRPOU', async () => {
    expect(await seedDemoContent(app.db, { isProduction: false, steps: steps() })).toBe('seeded');
    const { user } = await signIn(DEMO_EXPORTER.email, DEMO_EXPORTER.password);
    expect(user).toMatchObject({
      role: 'exporter',
      registration_step: 5,
      is_approved: true,
      is_denied: false,
    });
    expect(user.main_info.name).not.toBe('');
    expect(isProfileComplete(user.companyInfo)).toBe(true);
    expect(isValidEdrpou(user.companyInfo.edrpou_code)).toBe(true);
    expect(user.companyInfo.region).toMatch(/^UA-\d\d$/);
    expect(user.companyInfo.fields_of_activity.length).toBeGreaterThan(0);
    const manager = await signIn(DEMO_MANAGER.email, DEMO_MANAGER.password);
    expect(manager.user).toMatchObject({ role: 'manager', registration_step: 5, is_approved: true });
  });

  it('runs once, and never into a database that has accounts', async () => {
    expect(await seedDemoContent(app.db, { isProduction: false, steps: steps() })).toBe('skipped');
    await app.db.delete(dataImports).where(eq(dataImports.name, 'demo-seed'));
    expect(await seedDemoContent(app.db, { isProduction: false, steps: steps() })).toBe('skipped');
  });
});

describe('npm run user:create (DOMAIN: back-office accounts)', () => {
  function run(argv: string[]) {
    const lines = { out: [] as string[], err: [] as string[] };
    const code = runUserCreate({
      argv,
      env: { PASSWORD_HASH_MEMORY_KIB: String(TEST_PASSWORD_HASH_MEMORY_KIB) },
      output: { out: (line) => lines.out.push(line), err: (line) => lines.err.push(line) },
      openDb: async () => testApp.dbHandle,
    });
    return code.then((exitCode) => ({ exitCode, out: lines.out.join('\n'), err: lines.err.join('\n') }));
  }

  it('creates a manager with registration complete, verified and approved, who can sign in', async () => {
    const email = createTestEmail('manager');
    const result = await run([
      '--role',
      'manager',
      '--email',
      email.toUpperCase(),
      '--password',
      'Secret123',
      '--name',
      'Olena',
      '--surname',
      'Koval',
      '--phone',
      '0671234567',
    ]);
    expect(result).toMatchObject({ exitCode: 0, err: '' });
    expect(result.out).toContain(`Created manager ${email}`);
    const { user } = await signIn(email, 'Secret123');
    expect(user).toMatchObject({
      role: 'manager',
      registration_step: 5,
      is_approved: true,
      main_info: { name: 'Olena', surname: 'Koval', phone: '+380671234567' },
    });
    const [row] = await app.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row?.phoneVerifiedAt).toBeInstanceOf(Date);
  });

  it('an existing e-mail exits 1 with a clear message and changes nothing', async () => {
    const email = createTestEmail('admin');
    expect((await run(['--role', 'admin', '--email', email, '--password', 'Secret123'])).exitCode).toBe(0);
    const again = await run(['--role', 'manager', '--email', email, '--password', 'Other1234']);
    expect(again.exitCode).toBe(1);
    expect(again.err).toBe(`An account with the e-mail ${email} already exists; nothing was changed.`);
    const [row] = await app.db.select().from(users).where(eq(users.email, email));
    expect(row?.role).toBe('admin');
  });

  it('bad input exits 2 naming each option, with the usage', async () => {
    const result = await run(['--role', 'boss', '--email', 'nope', '--password', 'short']);
    expect(result.exitCode).toBe(2);
    expect(result.err).toContain('--role: must be one of exporter, manager, admin');
    expect(result.err).toContain('--email: Invalid e-mail address.');
    expect(result.err).toContain(
      '--password: The password needs at least 8 characters, with letters and digits.',
    );
    expect(result.err).toContain('Usage: npm run user:create');
    const unknown = await run(['--rol', 'manager']);
    expect(unknown.exitCode).toBe(2);
    const missing = await run([]);
    expect(missing.err).toContain('--email: Enter your e-mail.');
  });
});

describe('OpenAPI (ARCHITECTURE §5): every accounts call is documented', () => {
  it('lists each /auth and /profile call with its tag and summary', async () => {
    const document = (await app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    };
    const expected = [
      endpoints.registerAccount,
      endpoints.sendEmailVerificationCode,
      endpoints.submitEmailVerificationCode,
      endpoints.sendPhoneVerificationCode,
      endpoints.submitPhoneVerificationCode,
      endpoints.submitRegistrationMainInfo,
      endpoints.submitRegistrationCompanyInfo,
      endpoints.signInWithPassword,
      endpoints.signInWithTwoFactorCode,
      endpoints.signOutSession,
      endpoints.requestPasswordReset,
      endpoints.resetPassword,
      endpoints.getProfile,
      endpoints.updateProfileMainData,
      endpoints.updateProfileCompanyData,
      endpoints.updateProfileExpertData,
      endpoints.updateProfileDirectorData,
      endpoints.updateProfileVchasnoData,
      endpoints.getProfileSecurity,
      endpoints.changePassword,
      endpoints.enableTwoFactor,
      endpoints.disableTwoFactor,
    ];
    for (const entry of expected) {
      const route = endpointRoute(entry);
      const path = `/api${route.path}`;
      const method = route.method.toLowerCase();
      const operation = document.paths[path]?.[method];
      expect(operation, path).toBeDefined();
      expect(operation?.summary, path).toBeTruthy();
      expect(operation?.tags?.[0], path).toMatch(/^(auth|profile)$/);
    }
  });
});
