import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.ts';

describe('SecretBox', () => {
  const dir = mkdtempSync(join(tmpdir(), 'secret-box-'));
  const otherDir = mkdtempSync(join(tmpdir(), 'secret-box-other-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(otherDir, { recursive: true, force: true });
  });

  it('seals so only the same data folder key opens it, and keeps the key private', () => {
    const box = SecretBox.fromDataDir(dir);
    const sealed = box.seal('whsec_top-secret');
    expect(sealed).not.toContain('top-secret');
    expect(SecretBox.fromDataDir(dir).open(sealed)).toBe('whsec_top-secret');
    expect(statSync(join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
    const other = SecretBox.fromDataDir(otherDir);
    expect(() => other.open(sealed)).toThrow();
  });

  it('never seals the same text the same way twice and refuses altered text', () => {
    const box = SecretBox.fromDataDir(dir);
    const a = box.seal('same');
    const b = box.seal('same');
    expect(a).not.toBe(b);
    const parts = a.split(':');
    const data = Buffer.from(parts[3]!, 'base64url');
    data[0] = data[0]! ^ 1;
    parts[3] = data.toString('base64url');
    expect(() => box.open(parts.join(':'))).toThrow();
    expect(() => box.open('plain text')).toThrow('not a sealed secret');
  });
});
