import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { AppError, type Clock, isoNow } from '@hms/platform';
import type { Kysely } from 'kysely';
import type { TokenBucketLimiter } from '../api-v1/rate-limiter.ts';
import type { AcquisitionDb } from '../db/schema.ts';
import { hasControlCharacters } from '../keys/scopes.ts';
import { OWNER_ID, OwnerRepository } from './owner.repository.ts';

/** A session lasts 30 days from sign-in. */
export const SESSION_DAYS = 30;

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export interface OwnerCredentials {
  username: string;
  password: string;
}

function checkCredentials({ username, password }: OwnerCredentials): void {
  const errors: { path: string; code: string }[] = [];
  if (username.trim() === '' || username.length > 100 || hasControlCharacters(username)) errors.push({ path: 'body/username', code: 'length' });
  if (password.length < 8 || password.length > 200) errors.push({ path: 'body/password', code: 'length' });
  if (errors.length > 0) {
    throw new AppError('invalid_input', {
      errors,
      summary: 'a user name of 1 to 100 characters and a password of 8 to 200 characters are needed',
    });
  }
}

/**
 * The one owner of the service: an account made once (command line, or the first-run setup
 * page), a password kept as an argon2id hash, and sessions whose tokens are kept only hashed.
 */
export class OwnerService {
  private readonly repository: OwnerRepository;
  /** Compared against when the user name is wrong, so both failures take the same time. */
  private dummyHash: Promise<string> | undefined;

  constructor(
    db: Kysely<AcquisitionDb>,
    private readonly clock: Clock,
    /** Slows password guessing: sign-in attempts per client address. */
    private readonly signInLimiter?: TokenBucketLimiter,
  ) {
    this.repository = new OwnerRepository(db);
  }

  async exists(): Promise<boolean> {
    return (await this.repository.findOwner()) !== undefined;
  }

  async username(): Promise<string | null> {
    return (await this.repository.findOwner())?.username ?? null;
  }

  /** Makes the owner; `owner_exists` when there is one already. */
  async create(credentials: OwnerCredentials): Promise<void> {
    checkCredentials(credentials);
    const now = isoNow(this.clock);
    const created = await this.repository.insertOwner({
      id: OWNER_ID,
      username: credentials.username.trim(),
      password_hash: await hash(credentials.password),
      created_at: now,
      updated_at: now,
    });
    if (!created) throw new AppError('owner_exists');
  }

  /** Sets a new user name and password and ends every session (the command line's way back in). */
  async reset(credentials: OwnerCredentials): Promise<void> {
    checkCredentials(credentials);
    if (!(await this.exists())) throw new AppError('owner_missing');
    await this.repository.updateOwner({
      username: credentials.username.trim(),
      password_hash: await hash(credentials.password),
      updated_at: isoNow(this.clock),
    });
    await this.repository.deleteAllSessions();
  }

  /** Checks the password and opens a session; the returned token goes into the cookie only. */
  async signIn({ username, password }: OwnerCredentials, from = 'local'): Promise<{ token: string; expires_at: string }> {
    const decision = this.signInLimiter?.take(`sign-in:${from}`);
    if (decision && !decision.allowed) {
      const retry = decision.retryAfterSeconds;
      throw new AppError('rate_limited', { retry_after: retry }, { 'retry-after': String(retry) });
    }
    const owner = await this.repository.findOwner();
    const given = Buffer.from(username.trim(), 'utf8');
    const known = Buffer.from(owner?.username ?? '', 'utf8');
    const sameName = owner !== undefined && given.length === known.length && timingSafeEqual(given, known);
    this.dummyHash ??= hash('not the password of anyone');
    const passwordOk = await verify(owner?.password_hash ?? (await this.dummyHash), password);
    if (!sameName || !passwordOk) throw new AppError('sign_in_failed');
    return this.openSession();
  }

  async openSession(): Promise<{ token: string; expires_at: string }> {
    const now = this.clock.now();
    await this.repository.deleteExpiredSessions(now.toISOString());
    const token = randomBytes(32).toString('base64url');
    const expires_at = new Date(now.getTime() + SESSION_DAYS * 86_400_000).toISOString();
    await this.repository.insertSession({ token_hash: hashToken(token), created_at: now.toISOString(), expires_at });
    return { token, expires_at };
  }

  async isSessionValid(token: string | undefined): Promise<boolean> {
    if (!token || token.length > 200) return false;
    const session = await this.repository.findSession(hashToken(token));
    return session !== undefined && session.expires_at > isoNow(this.clock);
  }

  async signOut(token: string | undefined): Promise<void> {
    if (token) await this.repository.deleteSession(hashToken(token));
  }
}
