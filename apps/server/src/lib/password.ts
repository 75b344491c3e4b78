import { hash, verify } from '@node-rs/argon2';

/** Argon2id cost (ARCHITECTURE §4). The library's default algorithm is argon2id, version 0x13. */
export type PasswordHashOptions = { memoryKib: number };

const TIME_COST = 2;
const PARALLELISM = 1;

export function hashPassword(password: string, options: PasswordHashOptions): Promise<string> {
  return hash(password, { memoryCost: options.memoryKib, timeCost: TIME_COST, parallelism: PARALLELISM });
}

/** The cost is read from the stored hash, so older hashes keep verifying after a change. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash never signs anybody in.
    return false;
  }
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * Spends the time of a real verification when there is no account, so that an unknown e-mail
 * answers as slowly as a wrong password (no account enumeration by timing).
 */
export async function verifyDummyPassword(password: string, options: PasswordHashOptions): Promise<void> {
  await verifyPassword(await prepareDummyPassword(options), password);
}

/** The dummy hash of a cost, computed once per process (the server prepares it at start). */
export function prepareDummyPassword(options: PasswordHashOptions): Promise<string> {
  let dummy = dummyHashes.get(options.memoryKib);
  if (!dummy) {
    dummy = hashPassword('dummy password for timing only', options);
    dummyHashes.set(options.memoryKib, dummy);
  }
  return dummy;
}

/** The configured cost (PASSWORD_HASH_MEMORY_KIB; production refuses less than OWASP's). */
export function getPasswordHashOptions(config: { PASSWORD_HASH_MEMORY_KIB: number }): PasswordHashOptions {
  return { memoryKib: config.PASSWORD_HASH_MEMORY_KIB };
}
