import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets the portal must read back (a TOTP key, unlike a password or a token, cannot be
 * stored as a hash) are sealed with AES-256-GCM under `SECRETS_KEY` (decision 018). A sealed
 * value reads `s1.<key id>.<iv>.<ciphertext>.<tag>` (base64url parts): `s1` the scheme, the key
 * id the first bytes of the key's SHA-256, so a value names the key that opens it. The context
 * (`totp:<user id>`) is authenticated with it, so a value copied into another row does not open.
 */
export type SecretBox = {
  seal: (plain: string, context: string) => string;
  /** The plain text; throws when the value is not sealed, was changed, or no key opens it. */
  open: (sealed: string, context: string) => string;
  /** Whether the current key sealed this value (else reseal it after a key change). */
  isCurrent: (sealed: string) => boolean;
  /** How every value the current key seals begins. */
  currentPrefix: string;
};

const SCHEME = 's1';
const KEY_BYTES = 32;
const IV_BYTES = 12;

function keyId(key: Buffer): string {
  return createHash('sha256').update(key).digest().subarray(0, 6).toString('base64url');
}

/** Whether a stored value is sealed at all (values from before decision 018 are not). */
export function isSealed(value: string): boolean {
  return value.startsWith(`${SCHEME}.`) && value.split('.').length === 5;
}

export function createSecretBox(options: { key: Buffer; previousKey?: Buffer | undefined }): SecretBox {
  const keys = [options.key, ...(options.previousKey ? [options.previousKey] : [])];
  for (const key of keys) {
    if (key.length !== KEY_BYTES) throw new Error(`A secrets key must be ${KEY_BYTES} bytes`);
  }
  const byId = new Map(keys.map((key) => [keyId(key), key]));
  const currentId = keyId(options.key);

  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', options.key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url'));
      return [SCHEME, currentId, ...parts].join('.');
    },
    open(sealed, context) {
      if (!isSealed(sealed)) throw new Error('The value is not sealed');
      const [, id, iv, body, tag] = sealed.split('.') as [string, string, string, string, string];
      const key = byId.get(id);
      if (!key) throw new Error('No configured key sealed this value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
    isCurrent(sealed) {
      return isSealed(sealed) && sealed.split('.')[1] === currentId;
    },
    currentPrefix: `${SCHEME}.${currentId}.`,
  };
}
