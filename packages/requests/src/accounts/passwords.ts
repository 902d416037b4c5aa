import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing with argon2id (the library's defaults: 19 MiB, 2 passes, the OWASP
 * recommendation). A fixed decoy hash is verified when no account matches, so an unknown
 * username costs the same time as a wrong password.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hash('decoy password nobody has');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
