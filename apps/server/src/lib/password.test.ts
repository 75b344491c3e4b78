import { describe, expect, it } from 'vitest';
import { hashPassword, verifyDummyPassword, verifyPassword } from './password';

describe('ARCHITECTURE §4 passwords: argon2id', () => {
  it('hashes with argon2id at the given memory cost, t=2, p=1, salted', async () => {
    const first = await hashPassword('Zelena-Hora-7', { memoryKib: 1024 });
    const second = await hashPassword('Zelena-Hora-7', { memoryKib: 1024 });
    expect(first).toMatch(/^\$argon2id\$v=19\$m=1024,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'Zelena-Hora-7')).toBe(true);
    expect(await verifyPassword(first, 'zelena-hora-7')).toBe(false);
  });

  it('a malformed stored hash verifies nothing instead of throwing', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('the dummy verification for unknown e-mails resolves', async () => {
    await expect(verifyDummyPassword('anything', { memoryKib: 1024 })).resolves.toBeUndefined();
  });
});
