import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Bytes of randomness in session tokens, reset links and 2FA challenges (ARCHITECTURE §4). */
export const OPAQUE_TOKEN_BYTES = 32;

/** An opaque random token (32 bytes, base64url): sessions, reset links, 2FA challenges. */
export function createOpaqueToken(): string {
  return randomBytes(OPAQUE_TOKEN_BYTES).toString('base64url');
}

/** The only form in which a token is stored (ARCHITECTURE §4): SHA-256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A uniformly random 6-digit code, leading zeros kept (ARCHITECTURE §4). */
export function createNumericCode(length = 6): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/**
 * A verification code is stored as SHA-256 of the code bound to its owner and purpose, so the
 * same code for two people or two purposes never has the same hash.
 */
export function hashCode(options: { userId: string; purpose: string; code: string }): string {
  return hashToken(`${options.purpose}:${options.userId}:${options.code}`);
}

/** Compares two hex digests in constant time. */
export function isSameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
