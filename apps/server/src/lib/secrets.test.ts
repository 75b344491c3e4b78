import { describe, expect, it } from 'vitest';
import { createNumericCode, createOpaqueToken, hashCode, hashToken, isSameDigest } from './secrets';

describe('ARCHITECTURE §4 tokens and codes', () => {
  it('an opaque token is 32 random bytes in base64url, different every time', () => {
    const tokens = new Set(Array.from({ length: 100 }, createOpaqueToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('a token is stored as its SHA-256 (hex), the known test vector included', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashToken('abc')).toHaveLength(64);
  });

  it('a code is 6 digits, leading zeros kept, and roughly uniform', () => {
    const codes = Array.from({ length: 2000 }, () => createNumericCode());
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    const firstDigits = new Set(codes.map((code) => code[0]));
    expect(firstDigits.size).toBe(10);
  });

  it('a code hash is bound to its owner and purpose', () => {
    const base = { userId: 'u1', purpose: 'email_code', code: '123456' };
    expect(hashCode(base)).toBe(hashCode({ ...base }));
    expect(hashCode(base)).not.toBe(hashCode({ ...base, userId: 'u2' }));
    expect(hashCode(base)).not.toBe(hashCode({ ...base, purpose: 'phone_code' }));
    expect(hashCode(base)).not.toBe(hashCode({ ...base, code: '123457' }));
  });

  it('digests are compared in constant time, unequal lengths and empty values never match', () => {
    const digest = hashToken('x');
    expect(isSameDigest(digest, hashToken('x'))).toBe(true);
    expect(isSameDigest(digest, hashToken('y'))).toBe(false);
    expect(isSameDigest(digest, digest.slice(0, 10))).toBe(false);
    expect(isSameDigest('', '')).toBe(false);
  });
});
