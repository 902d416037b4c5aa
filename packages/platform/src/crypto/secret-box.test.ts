import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSecretBox, SECRET_KEY_FILE, secretBoxWithKey } from './secret-box.ts';

const SECRET_KEY_ENV = 'TEST_SECRET_KEY';

describe('the secret box', () => {
  const folder = mkdtempSync(join(tmpdir(), 'hms-secret-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('seals so that only the same key opens, and tampering reads as null', () => {
    const key = randomBytes(32);
    const box = secretBoxWithKey(key);
    const sealed = box.seal('token ü 123');
    expect(sealed).not.toContain('token');
    expect(box.open(sealed)).toBe('token ü 123');
    expect(box.seal('same')).not.toBe(box.seal('same'));
    expect(secretBoxWithKey(randomBytes(32)).open(sealed)).toBeNull();
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3]!, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(box.open([parts[0], parts[1], parts[2], flipped.toString('base64url')].join('.'))).toBeNull();
    expect(box.open('not sealed')).toBeNull();
  });

  it('makes secret.key (0600) in the data folder once and reuses it', () => {
    const first = loadSecretBox(folder, SECRET_KEY_ENV, {});
    const file = join(folder, SECRET_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const content = readFileSync(file, 'utf8');
    const second = loadSecretBox(folder, SECRET_KEY_ENV, {});
    expect(readFileSync(file, 'utf8')).toBe(content);
    expect(second.open(first.seal('kept'))).toBe('kept');
  });

  it('takes the key from the environment when given, and refuses a malformed one', () => {
    const key = randomBytes(32);
    const fromEnv = loadSecretBox(folder, SECRET_KEY_ENV, { [SECRET_KEY_ENV]: key.toString('base64') });
    expect(secretBoxWithKey(key).open(fromEnv.seal('x'))).toBe('x');
    expect(() => loadSecretBox(folder, SECRET_KEY_ENV, { [SECRET_KEY_ENV]: 'c2hvcnQ=' })).toThrow(SECRET_KEY_ENV);
  });
});
