import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Encrypts and decrypts stored secrets (AES-256-GCM); `null` when a value cannot be read back. */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string | null;
}

const VERSION = 'v1';

/** A box over a 32-byte key: sealed text is `v1.<iv>.<tag>.<ciphertext>`, all base64url. */
export function secretBoxWithKey(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the secret key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export const SECRET_KEY_FILE = 'secret.key';

/**
 * The key of a service's stored secrets (tokens it sends on, HMAC keys): from the environment
 * variable `envName` (base64 of 32 bytes) when set, else from `secret.key` in the data folder,
 * made (mode 0600) on first use. The key never goes into the database, so a database dump alone
 * does not reveal the secrets.
 */
export function loadSecretBox(dataDir: string, envName: string, env: NodeJS.ProcessEnv = process.env): SecretBox {
  const fromEnv = env[envName];
  if (fromEnv) {
    const key = Buffer.from(fromEnv, 'base64');
    if (key.length !== 32) throw new Error(`${envName} must be the base64 text of 32 random bytes`);
    return secretBoxWithKey(key);
  }
  const file = join(dataDir, SECRET_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key`);
  return secretBoxWithKey(key);
}
