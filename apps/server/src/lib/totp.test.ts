import { TOTP, Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { buildOtpauthUrl, createTotpSecret, findTotpStep, generateTotpCode } from './totp';

/** RFC 6238 appendix B: the SHA-1 seed "12345678901234567890". */
const RFC_SECRET = Secret.fromLatin1('12345678901234567890').base32;

describe('ARCHITECTURE §4 TOTP (RFC 6238, as Google Authenticator)', () => {
  it('matches the RFC 6238 SHA-1 test vectors (last 6 digits)', () => {
    expect(generateTotpCode({ secret: RFC_SECRET, now: 59_000 })).toBe('287082');
    expect(generateTotpCode({ secret: RFC_SECRET, now: 1_111_111_109_000 })).toBe('081804');
    expect(generateTotpCode({ secret: RFC_SECRET, now: 1_234_567_890_000 })).toBe('005924');
  });

  it('a code is found with its time step, also one step before or after (clock drift)', () => {
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30_000);
    const code = generateTotpCode({ secret: RFC_SECRET, now });
    expect(findTotpStep({ secret: RFC_SECRET, code, now })).toBe(step);
    expect(findTotpStep({ secret: RFC_SECRET, code, now: now + 30_000 })).toBe(step);
    expect(findTotpStep({ secret: RFC_SECRET, code, now: now - 30_000 })).toBe(step);
    expect(findTotpStep({ secret: RFC_SECRET, code, now: now + 60_000 })).toBeNull();
  });

  it('a wrong code has no step', () => {
    const now = Date.now();
    const code = generateTotpCode({ secret: RFC_SECRET, now });
    const wrong = code === '000000' ? '111111' : '000000';
    expect(findTotpStep({ secret: RFC_SECRET, code: wrong, now })).toBeNull();
  });

  it('a new secret is 160 bits of base32, and the otpauth URL names the issuer and the account', () => {
    const secret = createTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = buildOtpauthUrl({ secret, label: 'olena@example.test' });
    expect(url).toMatch(/^otpauth:\/\/totp\/Exporters%20portal:olena%40example\.test\?/);
    const parsed = new URL(url);
    expect(parsed.searchParams.get('issuer')).toBe('Exporters portal');
    expect(parsed.searchParams.get('secret')).toBe(secret);
    expect(parsed.searchParams.get('algorithm')).toBe('SHA1');
    expect(parsed.searchParams.get('digits')).toBe('6');
    expect(parsed.searchParams.get('period')).toBe('30');
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    expect(findTotpStep({ secret, code })).not.toBeNull();
  });
});
