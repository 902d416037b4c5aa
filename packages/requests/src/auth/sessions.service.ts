import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { AppError, type Clock, isoNow } from '@hms/platform';
import type { Account } from '../accounts/account.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { ACCESS_TOKEN_SECONDS, type AccessTokens } from './access-tokens.ts';
import type { AuthRepository } from './auth.repository.ts';
import type { LoginThrottle } from './login-throttle.ts';

/** A session lives this long after its last refresh. */
export const SESSION_DAYS = 30;
/** How long after a rotation the previous refresh token still gets an access token (no new cookie). */
export const REFRESH_GRACE_SECONDS = 30;
const DAY_MS = 86_400_000;

/** The TokenPair of seed 2.2 plus the refresh token that goes into the cookie, never the body. */
export interface IssuedSession {
  pair: { access_token: string; token_type: 'bearer'; expires_in: number };
  /** null: keep the cookie the browser has (a refresh inside the grace after a rotation). */
  refreshToken: string | null;
  sessionId: string;
}

export interface SessionIdentity {
  account: Account;
  sessionId: string;
}

const checksum = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');
const sameChecksum = (a: string, b: string) => timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

/** `<session id>.<secret>`: the id finds the row, the secret proves possession. */
function parseRefreshToken(token: string): { sessionId: string; secret: string } | undefined {
  const dot = token.indexOf('.');
  if (dot <= 0 || dot === token.length - 1 || token.length > 200) return undefined;
  return { sessionId: token.slice(0, dot), secret: token.slice(dot + 1) };
}

/**
 * Browser sessions (seed 5.1, 4.2): sign-in, refresh with rotation, logout of one session,
 * everywhere-logout and password changes. Each session is a stored row; the refresh cookie is
 * bound to it and access tokens name it, so ending the row ends both at once.
 */
export class SessionsService {
  constructor(
    private readonly repository: AuthRepository,
    private readonly accounts: AccountsService,
    private readonly accessTokens: AccessTokens,
    private readonly throttle: LoginThrottle,
    private readonly clock: Clock,
  ) {}

  async login(input: { username: string; password: string; address: string; userAgent?: string }): Promise<IssuedSession> {
    this.throttle.check(input.username, input.address);
    const account = await this.accounts.checkPassword(input.username, input.password);
    if (!account) {
      this.throttle.fail(input.username, input.address);
      throw new AppError('invalid_credentials');
    }
    this.throttle.succeed(input.username, input.address);
    if (!account.isActive) throw new AppError('account_disabled');
    await this.accounts.recordLogin(account.id);
    return this.open(account, input.userAgent);
  }

  /** A new session row for the account and its first token pair. */
  async open(account: Account, userAgent?: string): Promise<IssuedSession> {
    const sessionId = randomUUID();
    const secret = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    // sessions nobody refreshed in time are of no use: tidy them whenever the account signs in
    await this.repository.deleteExpiredSessionsOf(account.id, now.toISOString());
    await this.repository.insertSession({
      id: sessionId,
      account_id: account.id,
      refresh_checksum: checksum(secret),
      created_at: now.toISOString(),
      last_used_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_DAYS * DAY_MS).toISOString(),
      user_agent: userAgent?.slice(0, 300) ?? null,
    });
    return this.issue(account, sessionId, secret);
  }

  /** A pair for the session; with no secret the browser keeps its cookie. */
  private async issue(account: Account, sessionId: string, secret: string | null): Promise<IssuedSession> {
    const accessToken = await this.accessTokens.issue({
      accountId: account.id,
      sessionId,
      generation: account.authGeneration,
    });
    return {
      pair: { access_token: accessToken, token_type: 'bearer', expires_in: ACCESS_TOKEN_SECONDS },
      refreshToken: secret === null ? null : `${sessionId}.${secret}`,
      sessionId,
    };
  }

  /**
   * A new pair for the same session; the presented refresh token is used up. Presenting an
   * already used refresh token ends the session: someone else holds a copy.
   */
  async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
    const parsed = refreshToken ? parseRefreshToken(refreshToken) : undefined;
    if (!parsed) throw new AppError('not_authenticated', { reason: 'no_session' });
    const session = await this.repository.findSession(parsed.sessionId);
    if (!session) throw new AppError('not_authenticated', { reason: 'no_session' });
    const presented = checksum(parsed.secret);
    const now = this.clock.now();
    if (!sameChecksum(presented, session.refresh_checksum)) {
      // another tab of the same browser rotated a moment ago: answer without a new cookie
      const graceful =
        session.previous_checksum !== null &&
        sameChecksum(presented, session.previous_checksum) &&
        session.rotated_at !== null &&
        now.getTime() - Date.parse(session.rotated_at) < REFRESH_GRACE_SECONDS * 1000;
      if (!graceful) {
        await this.repository.deleteSession(session.id);
        throw new AppError('not_authenticated', { reason: 'refresh_reused' });
      }
      const account = await this.accounts.find(Number(session.account_id));
      if (!account?.isActive) throw new AppError('not_authenticated', { reason: 'account_disabled' });
      return this.issue(account, session.id, null);
    }
    if (session.expires_at <= now.toISOString()) {
      await this.repository.deleteSession(session.id);
      throw new AppError('not_authenticated', { reason: 'session_expired' });
    }
    const account = await this.accounts.find(Number(session.account_id));
    if (!account?.isActive) {
      await this.repository.deleteSession(session.id);
      throw new AppError('not_authenticated', { reason: 'account_disabled' });
    }
    const secret = randomBytes(32).toString('base64url');
    const rotated = await this.repository.rotateSession(
      session.id,
      session.refresh_checksum,
      checksum(secret),
      now.toISOString(),
      new Date(now.getTime() + SESSION_DAYS * DAY_MS).toISOString(),
    );
    // a concurrent refresh with the same cookie rotated first: same as the grace above
    if (!rotated) return this.issue(account, session.id, null);
    return this.issue(account, session.id, secret);
  }

  /** The account behind a valid access token whose session still exists; undefined otherwise. */
  async authenticateAccess(accessToken: string): Promise<SessionIdentity | undefined> {
    const claims = await this.accessTokens.verify(accessToken);
    if (!claims) return undefined;
    const session = await this.repository.findSession(claims.sessionId);
    if (!session || Number(session.account_id) !== claims.accountId) return undefined;
    if (session.expires_at <= isoNow(this.clock)) return undefined;
    const account = await this.accounts.find(claims.accountId);
    // a password change or everywhere-logout raised the generation: older tokens are refused
    if (!account || account.authGeneration !== claims.generation) return undefined;
    return { account, sessionId: session.id };
  }

  /**
   * Ends the one session named by the refresh cookie or, failing that, by the access token.
   * No authentication check by design (seed 4.2): whoever holds a token may end its session.
   */
  async logout(refreshToken: string | undefined, accessToken: string | undefined): Promise<void> {
    const parsed = refreshToken ? parseRefreshToken(refreshToken) : undefined;
    if (parsed) {
      const session = await this.repository.findSession(parsed.sessionId);
      const presented = checksum(parsed.secret);
      if (session && sameChecksum(presented, session.refresh_checksum)) {
        await this.repository.deleteSession(session.id);
        return;
      }
    }
    if (accessToken) {
      const claims = await this.accessTokens.verify(accessToken);
      if (claims) await this.repository.deleteSession(claims.sessionId);
    }
  }

  /** Ends every session of the account, the caller's included, and opens a fresh one for the caller. */
  async logoutEverywhere(accountId: number, userAgent?: string): Promise<IssuedSession> {
    await this.repository.deleteSessionsOf(accountId);
    const account = await this.accounts.invalidateAccessTokens(accountId);
    return this.open(account, userAgent);
  }

  /** Ends every session of the account without a new one (password set by an administrator). */
  async endAllSessions(accountId: number): Promise<void> {
    await this.repository.deleteSessionsOf(accountId);
    await this.accounts.invalidateAccessTokens(accountId);
  }

  /** Everybody signed out (e.g. after a backup restore). */
  async endEverySession(): Promise<void> {
    await this.repository.deleteAllSessions();
  }

  /**
   * Changes the caller's own password: every other device is signed out and every access token
   * issued before is refused; the caller continues in a fresh session.
   */
  async changePassword(
    accountId: number,
    input: { currentPassword: string; newPassword: string; userAgent?: string },
  ): Promise<IssuedSession> {
    if (!(await this.accounts.passwordMatches(accountId, input.currentPassword))) {
      throw new AppError('wrong_password');
    }
    await this.repository.deleteSessionsOf(accountId);
    const account = await this.accounts.setPassword(accountId, input.newPassword);
    return this.open(account, input.userAgent);
  }
}
