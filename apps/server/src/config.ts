import { createHash } from 'node:crypto';
import { z } from 'zod';
import { AUTH } from '@portal/contract';

/** OWASP Password Storage Cheat Sheet, argon2id: m=19456 KiB (19 MiB), t=2, p=1. */
export const OWASP_ARGON2_MEMORY_KIB = 19_456;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
/** 32 bytes in base64 or base64url, as `openssl rand -base64 32` prints them. */
const secretsKey = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32 && /^[A-Za-z0-9+/_-]+={0,2}$/.test(value), {
      error: 'must be 32 bytes in base64 (openssl rand -base64 32)',
    })
    .transform((value) => Buffer.from(value, 'base64'))
    .optional(),
);
/**
 * Outside production, without SECRETS_KEY: a fixed key anyone can read here, so demo and test
 * data keep opening across restarts. Production refuses to start without a key of its own.
 */
const DEVELOPMENT_SECRETS_KEY = createHash('sha256')
  .update('exporters-portal development key, not secret')
  .digest();
const optionalUrl = (protocols: RegExp) =>
  z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: protocols, error: `must be a URL (${protocols.source.replace(/[\^$]/g, '')})` })
      .optional(),
  );

/** Every setting the process reads, validated at start (README, "Configuration"). */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * How the portal behaves (demo content, outbox, required services); defaults to NODE_ENV.
   * Separate because a built portal always runs its libraries with NODE_ENV=production
   * (React's development build is many times slower), also on a developer's machine.
   */
  APP_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).optional()),
  HOST: z.string().min(1).default('0.0.0.0'),
  // An empty PORT= would coerce to 0, a random port: empty means unset.
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65_535).default(3000)),
  PUBLIC_URL: optionalUrl(/^https?$/),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(1024 * 1024),
  BODY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  /**
   * The body of a file upload (`POST /api/admin/files`, decision 036) must arrive within this time:
   * 10 MB in 2 minutes is 85 KB/s, a slow office line; BODY_TIMEOUT_MS is for everything else.
   */
  UPLOAD_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  /** New accounts one client address may open per hour (decision 019). */
  NEW_ACCOUNTS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(AUTH.newAccountsPerAddress),
  /** A request's headers must arrive within this time, else 408 and the connection is closed. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  TRUST_PROXY: z
    .preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false'))
    .transform((v) => v === 'true'),
  SMTP_URL: optionalUrl(/^smtps?$/),
  MAIL_FROM: z.string().min(3).default('Exporters portal <no-reply@exporters.local>'),
  SUPPORT_EMAIL: z.email().default('support@exporters.local'),
  SMS_GATEWAY_URL: optionalUrl(/^https?$/),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  SMS_SENDER: z.string().min(1).max(11).default('Exporters'),
  /** LiqPay (issue 14): its address (checkout and API) and the shop's keys; outside production a local fake when unset. */
  LIQPAY_URL: optionalUrl(/^https?$/),
  LIQPAY_PUBLIC_KEY: z.string().min(1).max(100).optional(),
  LIQPAY_PRIVATE_KEY: z.string().min(1).max(200).optional(),
  /** Vkursi, the Ukrainian company-data service (issue 16 §5): its API and the portal's token; outside production a local fake when unset. */
  VKURSI_URL: optionalUrl(/^https?$/),
  VKURSI_TOKEN: z.string().min(1).max(500).optional(),
  /** The foreign company-data provider (issue 28 §1): its API and the portal's token; outside production a local fake when unset. */
  INFOPROFF_URL: optionalUrl(/^https?$/),
  INFOPROFF_TOKEN: z.string().min(1).max(500).optional(),
  /** How long the local fake provider takes to produce a report (development and tests). */
  INFOPROFF_FAKE_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(20_000),
  /** The courier company's lead endpoint (issue 28 §5, decision 049); outside production a local fake when unset. */
  COURIER_LEAD_URL: optionalUrl(/^https?$/),
  /** How long one attempt to post a lead waits for the whole answer before it counts as failed. */
  COURIER_LEAD_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  JOB_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(500),
  /**
   * On SIGTERM, how long an instance keeps serving while /readyz answers 503 (issue 30 §1), so that
   * the balancer's health checks take it out before it stops: longer than the checks' interval ×
   * their fall count.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /**
   * Redis (issue 29, decision 051): with it, the chat's live events published on one instance reach
   * the clients of every instance; without it, events stay in the process (one instance).
   */
  REDIS_URL: optionalUrl(/^rediss?$/),
  /** The namespace of the portal's channels in a Redis shared with others (staging beside production, tests). */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/)
    .default('portal'),
  /** How often a comment keeps each open chat stream alive through proxies. */
  CHAT_HEARTBEAT_MS: z.coerce.number().int().min(50).max(120_000).default(20_000),
  /** How often each instance reads the stream for messages whose signal was lost (Redis away). */
  CHAT_SWEEP_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  /**
   * Guests' public pages kept rendered in memory (issue 30 §2, decision 053): how long one may be
   * served before it is rendered again even if no edit came (anything shown by the clock, the
   * footer's year); 0 switches the cache off.
   */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(86_400_000).default(300_000),
  /** The most the kept pages (with their compressed copies) may take in memory. */
  PAGE_CACHE_MAX_MB: z.coerce.number().min(1).max(1024).default(32),
  /**
   * How often each instance reads the content version for an edit whose signal it lost (Redis
   * away, or several instances without Redis).
   */
  CONTENT_SWEEP_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  RUN_JOBS: z
    .preprocess(emptyToUndefined, z.enum(['true', 'false']).default('true'))
    .transform((v) => v === 'true'),
  WEB_BUILD_DIR: z.string().optional(),
  /**
   * Argon2id memory cost in KiB (ARCHITECTURE §4: OWASP parameters, 19456 KiB, t=2, p=1).
   * Tests lower it to stay fast; production refuses anything below the OWASP value.
   */
  PASSWORD_HASH_MEMORY_KIB: z.coerce
    .number()
    .int()
    .min(64)
    .max(4 * 1024 * 1024)
    .default(OWASP_ARGON2_MEMORY_KIB),
  /** The key that seals stored secrets such as TOTP keys (decision 018); required in production. */
  SECRETS_KEY: secretsKey,
  /** The key before the last change: values it sealed still open and are resealed at start. */
  SECRETS_KEY_PREVIOUS: secretsKey,
});

export type AppEnv = 'development' | 'production' | 'test';
export type Config = z.infer<typeof ConfigSchema> & {
  appEnv: AppEnv;
  isProduction: boolean;
  publicUrl: string;
  /** SECRETS_KEY, or outside production the development key. */
  secretsKey: Buffer;
};

/** Settings whose values an error message must not repeat: it ends up in logs. */
const HIDDEN_VALUES = new Set([
  'SECRETS_KEY',
  'SECRETS_KEY_PREVIOUS',
  'SMS_GATEWAY_TOKEN',
  'LIQPAY_PRIVATE_KEY',
  'VKURSI_TOKEN',
  'INFOPROFF_TOKEN',
]);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the configuration; every bad value is named in one clear message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.join('.');
      const shown = HIDDEN_VALUES.has(name) ? '(hidden)' : JSON.stringify(env[name] ?? '');
      return `  ${name}=${shown}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = result.data;
  const appEnv: AppEnv = config.APP_ENV ?? config.NODE_ENV;
  const isProduction = appEnv === 'production';
  if (isProduction && !config.SMTP_URL) {
    throw new ConfigError('Invalid configuration:\n  SMTP_URL: is required in production');
  }
  if (isProduction && !config.SMS_GATEWAY_URL) {
    throw new ConfigError('Invalid configuration:\n  SMS_GATEWAY_URL: is required in production');
  }
  if (isProduction && (!config.LIQPAY_URL || !config.LIQPAY_PUBLIC_KEY || !config.LIQPAY_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  LIQPAY_URL, LIQPAY_PUBLIC_KEY, LIQPAY_PRIVATE_KEY: are required in production',
    );
  }
  if (isProduction && (!config.VKURSI_URL || !config.VKURSI_TOKEN)) {
    throw new ConfigError('Invalid configuration:\n  VKURSI_URL, VKURSI_TOKEN: are required in production');
  }
  if (isProduction && (!config.INFOPROFF_URL || !config.INFOPROFF_TOKEN)) {
    throw new ConfigError(
      'Invalid configuration:\n  INFOPROFF_URL, INFOPROFF_TOKEN: are required in production',
    );
  }
  if (isProduction && !config.COURIER_LEAD_URL) {
    throw new ConfigError('Invalid configuration:\n  COURIER_LEAD_URL: is required in production');
  }
  if (isProduction && config.PASSWORD_HASH_MEMORY_KIB < OWASP_ARGON2_MEMORY_KIB) {
    throw new ConfigError(
      `Invalid configuration:\n  PASSWORD_HASH_MEMORY_KIB: must be at least ${OWASP_ARGON2_MEMORY_KIB} in production (OWASP)`,
    );
  }
  if (isProduction && !config.SECRETS_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  SECRETS_KEY: is required in production (32 bytes in base64: openssl rand -base64 32)',
    );
  }
  const secretsKey = config.SECRETS_KEY ?? DEVELOPMENT_SECRETS_KEY;
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  return { ...config, appEnv, isProduction, publicUrl, secretsKey };
}
