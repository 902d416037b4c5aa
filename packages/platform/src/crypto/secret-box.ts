import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const KEY_FILE = 'secret.key';
const PREFIX = 'v1';

/**
 * Encrypts secrets a service must be able to read back (tokens it sends, HMAC keys) with
 * AES-256-GCM under a key kept in the data folder, outside the database: a copy of the database
 * alone (a PostgreSQL dump, a backup) does not reveal them. Sealed text:
 * `v1:<iv b64url>:<tag b64url>:<ciphertext b64url>`.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('a secret box key has 32 bytes');
  }

  /** The key in `<dataDir>/secret.key`, made (readable by the owner only) when missing. */
  static fromDataDir(dataDir: string): SecretBox {
    const file = join(dataDir, KEY_FILE);
    let key: Buffer;
    try {
      key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      mkdirSync(dataDir, { recursive: true });
      key = randomBytes(32);
      try {
        // 'wx': when another process made the key a moment ago, keep theirs.
        writeFileSync(file, `${key.toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
        chmodSync(file, 0o600);
      } catch (raced) {
        if ((raced as NodeJS.ErrnoException).code !== 'EEXIST') throw raced;
        key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
      }
    }
    return new SecretBox(key);
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [PREFIX, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join(':');
  }

  /** The plain text; throws when the text was not sealed with this key or was altered. */
  open(sealed: string): string {
    const [prefix, iv, tag, data] = sealed.split(':');
    if (prefix !== PREFIX || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}
