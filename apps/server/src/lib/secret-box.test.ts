import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, isSealed } from './secret-box';

const current = randomBytes(32);
const previous = randomBytes(32);

describe('secret box: secrets the portal must read back are stored sealed (decision 018)', () => {
  const box = createSecretBox({ key: current });

  it('seals to text that holds neither the secret nor the same bytes twice, and opens it again', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp:user-1');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', 'totp:user-1')).not.toBe(sealed);
    expect(box.open(sealed, 'totp:user-1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('a sealed value opens only in its own context: another user’s row cannot lend its secret', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp:user-1');
    expect(() => box.open(sealed, 'totp:user-2')).toThrow();
  });

  it('a changed byte, another key or a value that was never sealed fails to open', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp:user-1');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    const tampered = [...parts.slice(0, 3), body.toString('base64url'), parts[4]].join('.');
    expect(() => box.open(tampered, 'totp:user-1')).toThrow();
    expect(() => createSecretBox({ key: previous }).open(sealed, 'totp:user-1')).toThrow();
    expect(() => box.open('JBSWY3DPEHPK3PXP', 'totp:user-1')).toThrow();
    expect(isSealed('JBSWY3DPEHPK3PXP')).toBe(false);
  });

  it('after a key change, values sealed with the previous key still open and are marked for resealing', () => {
    const old = createSecretBox({ key: previous }).seal('JBSWY3DPEHPK3PXP', 'totp:user-1');
    const rotated = createSecretBox({ key: current, previousKey: previous });
    expect(rotated.open(old, 'totp:user-1')).toBe('JBSWY3DPEHPK3PXP');
    expect(rotated.isCurrent(old)).toBe(false);
    expect(rotated.isCurrent(rotated.seal('JBSWY3DPEHPK3PXP', 'totp:user-1'))).toBe(true);
  });

  it('takes 32-byte keys only', () => {
    expect(() => createSecretBox({ key: randomBytes(16) })).toThrow(/32 bytes/);
  });
});
