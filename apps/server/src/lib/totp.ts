import { Secret, TOTP } from 'otpauth';

/**
 * TOTP as Google Authenticator reads it (RFC 6238, ARCHITECTURE §4): HMAC-SHA-1, 6 digits,
 * 30-second steps; a code of the step before or after is accepted for clock drift.
 */
export const TOTP_ISSUER = 'Exporters portal';
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const ALGORITHM = 'SHA1';
const WINDOW = 1;
/** 160 bits, the HMAC-SHA-1 key size RFC 4226 recommends. */
const SECRET_BYTES = 20;

/** A new random secret, base32 as authenticator apps take it. */
export function createTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

function createTotp(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD_SECONDS,
  });
}

/** The `otpauth://totp/...` URL an authenticator app scans from the QR code. */
export function buildOtpauthUrl(options: { secret: string; label: string }): string {
  return createTotp(options.secret, options.label).toString();
}

/**
 * The time step a code belongs to when it is valid now (±1 step), or null. The caller accepts
 * it only when the step is after the last accepted one, so each code works once.
 */
export function findTotpStep(options: { secret: string; code: string; now?: number }): number | null {
  const timestamp = options.now ?? Date.now();
  const totp = createTotp(options.secret);
  const delta = totp.validate({ token: options.code, timestamp, window: WINDOW });
  if (delta === null) return null;
  return totp.counter({ timestamp }) + delta;
}

/** The code of a given moment (tests and the demo use it; users have their authenticator). */
export function generateTotpCode(options: { secret: string; now?: number }): string {
  return createTotp(options.secret).generate({ timestamp: options.now ?? Date.now() });
}
