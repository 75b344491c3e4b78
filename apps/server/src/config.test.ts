import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const SECRETS_KEY = randomBytes(32).toString('base64');

const PRODUCTION = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://user:secret@mail.example.test:587',
  SMS_GATEWAY_URL: 'https://api.turbosms.example.test/',
  LIQPAY_URL: 'https://liqpay.example.test',
  LIQPAY_PUBLIC_KEY: 'i00000000',
  LIQPAY_PRIVATE_KEY: 'production-private-key',
  VKURSI_URL: 'https://api.vkursi.example',
  VKURSI_TOKEN: 'production-vkursi-token',
  INFOPROFF_URL: 'https://api.infoproff.example',
  INFOPROFF_TOKEN: 'production-infoproff-token',
  COURIER_LEAD_URL: 'https://leads.courier.example/api/leads',
  SECRETS_KEY,
};

function getConfigError(env: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('loadConfig accepted the configuration');
}

describe('configuration: defaults', () => {
  it('an empty environment gives the development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      PORT: 3000,
      DATA_DIR: './data',
      DATABASE_POOL_SIZE: 10,
      LOG_LEVEL: 'info',
      BODY_LIMIT_BYTES: 1_048_576,
      BODY_TIMEOUT_MS: 15_000,
      UPLOAD_TIMEOUT_MS: 120_000,
      HEADERS_TIMEOUT_MS: 10_000,
      TRUST_PROXY: false,
      RUN_JOBS: true,
      JOB_POLL_MS: 500,
      SMS_SENDER: 'Exporters',
      isProduction: false,
      publicUrl: 'http://localhost:3000',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.SMS_GATEWAY_URL).toBeUndefined();
  });

  it('values are read and converted: numbers, booleans, URLs', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://portal@db.internal:5432/portal',
      TRUST_PROXY: 'true',
      RUN_JOBS: 'false',
      BODY_TIMEOUT_MS: '300',
      PUBLIC_URL: 'https://exporters.example.test/',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgresql://portal@db.internal:5432/portal',
      TRUST_PROXY: true,
      RUN_JOBS: false,
      BODY_TIMEOUT_MS: 300,
      publicUrl: 'https://exporters.example.test',
    });
  });

  it('both postgres:// and postgresql:// are accepted for DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://a@b/c' }).DATABASE_URL).toBe('postgres://a@b/c');
    expect(loadConfig({ DATABASE_URL: 'postgresql://a@b/c' }).DATABASE_URL).toBe('postgresql://a@b/c');
  });

  it('an empty PORT counts as unset (3000), not as port 0 (a random port)', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(3000);
  });

  it('an empty optional URL counts as unset', () => {
    expect(loadConfig({ SMTP_URL: '', DATABASE_URL: '' })).toMatchObject({
      SMTP_URL: undefined,
      DATABASE_URL: undefined,
    });
  });
});

describe('configuration: every bad value is named in the error', () => {
  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['LOG_LEVEL', 'loud'],
    ['SMTP_URL', 'http://x'],
    ['SMS_GATEWAY_URL', 'ftp://x'],
    ['NODE_ENV', 'staging'],
    ['BODY_LIMIT_BYTES', '10'],
    ['TRUST_PROXY', 'yes'],
    ['SUPPORT_EMAIL', 'not-an-address'],
  ])('%s=%s', (name, value) => {
    const error = getConfigError({ [name]: value });
    expect(error.message).toContain(`${name}=${JSON.stringify(value)}`);
  });

  it('several bad values are all named in one message', () => {
    const error = getConfigError({ PORT: 'abc', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });
    expect(error.message).toContain('PORT="abc"');
    expect(error.message).toContain('LOG_LEVEL="loud"');
    expect(error.message).toContain('DATABASE_URL="mysql://x"');
  });
});

describe('configuration: production', () => {
  it('requires SMTP_URL (no local stand-in in production)', () => {
    const { SMTP_URL: _omitted, ...env } = PRODUCTION;
    expect(getConfigError(env).message).toMatch(/SMTP_URL: is required in production/);
  });

  it('requires SMS_GATEWAY_URL (no local stand-in in production)', () => {
    const { SMS_GATEWAY_URL: _omitted, ...env } = PRODUCTION;
    expect(getConfigError(env).message).toMatch(/SMS_GATEWAY_URL: is required in production/);
  });

  it('requires LiqPay’s address and keys (no local fake in production)', () => {
    const { LIQPAY_PRIVATE_KEY: _omitted, ...env } = PRODUCTION;
    expect(getConfigError(env).message).toMatch(
      /LIQPAY_URL, LIQPAY_PUBLIC_KEY, LIQPAY_PRIVATE_KEY: are required/,
    );
    expect(getConfigError({ ...PRODUCTION, LIQPAY_PRIVATE_KEY: 'x'.repeat(201) }).message).not.toContain(
      'x'.repeat(20),
    );
  });

  it('requires Vkursi’s address and token (no local fake in production)', () => {
    const { VKURSI_TOKEN: _omitted, ...env } = PRODUCTION;
    expect(getConfigError(env).message).toMatch(/VKURSI_URL, VKURSI_TOKEN: are required in production/);
  });

  it('requires the courier’s lead endpoint (no local fake in production)', () => {
    const { COURIER_LEAD_URL: _omitted, ...env } = PRODUCTION;
    expect(getConfigError(env).message).toMatch(/COURIER_LEAD_URL: is required in production/);
    expect(getConfigError({ ...PRODUCTION, COURIER_LEAD_URL: 'ftp://leads.example' }).message).toMatch(
      /COURIER_LEAD_URL/,
    );
    expect(loadConfig(PRODUCTION).COURIER_LEAD_TIMEOUT_MS).toBe(10_000);
  });

  it('requires SECRETS_KEY (decision 018: the development key is public)', () => {
    const { SECRETS_KEY: _omitted, ...env } = PRODUCTION;
    expect(getConfigError(env).message).toMatch(/SECRETS_KEY: is required in production/);
  });

  it('is accepted with all three, and marked as production', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.isProduction).toBe(true);
    expect(config.SMTP_URL).toBe(PRODUCTION.SMTP_URL);
  });

  it('development and test need neither', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).isProduction).toBe(false);
    // A built portal runs libraries with NODE_ENV=production; APP_ENV decides the behaviour.
    expect(loadConfig({ NODE_ENV: 'production', APP_ENV: 'development' }).isProduction).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', APP_ENV: 'development' }).appEnv).toBe('development');
    expect(() => loadConfig({ NODE_ENV: 'development', APP_ENV: 'production' })).toThrow(/SMTP_URL/);
    expect(loadConfig({ NODE_ENV: 'development' }).isProduction).toBe(false);
  });
});

describe('configuration: the secrets key (decision 018)', () => {
  it('is 32 bytes in base64; outside production a fixed development key stands in', () => {
    expect(loadConfig(PRODUCTION).secretsKey.equals(Buffer.from(SECRETS_KEY, 'base64'))).toBe(true);
    expect(loadConfig({}).secretsKey).toHaveLength(32);
    expect(loadConfig({}).secretsKey.equals(loadConfig({ NODE_ENV: 'test' }).secretsKey)).toBe(true);
    expect(loadConfig({}).secretsKey.equals(loadConfig(PRODUCTION).secretsKey)).toBe(false);
  });

  it('refuses a key of another length or not in base64, and never repeats the value (logs keep it)', () => {
    const short = randomBytes(16).toString('base64');
    const message = getConfigError({ SECRETS_KEY: short }).message;
    expect(message).toContain('SECRETS_KEY=(hidden): must be 32 bytes in base64');
    expect(message).not.toContain(short);
    expect(getConfigError({ SECRETS_KEY: 'not a key at all!' }).message).toMatch(/SECRETS_KEY/);
    expect(getConfigError({ SECRETS_KEY_PREVIOUS: short }).message).toMatch(/SECRETS_KEY_PREVIOUS/);
  });
});

describe('configuration: password hashing (ARCHITECTURE §4: argon2id with OWASP parameters)', () => {
  it('defaults to OWASP’s 19456 KiB', () => {
    expect(loadConfig({}).PASSWORD_HASH_MEMORY_KIB).toBe(19_456);
    expect(loadConfig(PRODUCTION).PASSWORD_HASH_MEMORY_KIB).toBe(19_456);
  });

  it('may be lowered outside production (tests), and raised anywhere', () => {
    expect(loadConfig({ PASSWORD_HASH_MEMORY_KIB: '1024' }).PASSWORD_HASH_MEMORY_KIB).toBe(1024);
    expect(loadConfig({ ...PRODUCTION, PASSWORD_HASH_MEMORY_KIB: '65536' }).PASSWORD_HASH_MEMORY_KIB).toBe(
      65_536,
    );
  });

  it('production refuses less than OWASP’s value; nonsense is refused everywhere', () => {
    expect(getConfigError({ ...PRODUCTION, PASSWORD_HASH_MEMORY_KIB: '1024' }).message).toMatch(
      /PASSWORD_HASH_MEMORY_KIB: must be at least 19456 in production/,
    );
    expect(getConfigError({ PASSWORD_HASH_MEMORY_KIB: 'lots' }).message).toContain(
      'PASSWORD_HASH_MEMORY_KIB="lots"',
    );
    expect(getConfigError({ PASSWORD_HASH_MEMORY_KIB: '8' }).message).toContain(
      'PASSWORD_HASH_MEMORY_KIB="8"',
    );
  });
});
