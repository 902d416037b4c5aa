import { randomBytes } from 'node:crypto';
import { type Clock, isoNow } from '@hms/platform';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { AuthRepository } from './auth.repository.ts';

/** Lifetime of an access token; the browser renews it with the refresh cookie. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
const SECRET_NAME = 'jwt_signing_key';
const ISSUER = 'hms-requests';

export interface AccessClaims {
  accountId: number;
  sessionId: string;
  generation: number;
}

/**
 * Short-lived JWT access tokens (HS256). The signing key is 256 random bits made at first
 * start and kept in the `auth_secrets` table, so it travels with the database (backups,
 * PostgreSQL) and every process of the installation signs with the same key.
 */
export class AccessTokens {
  private key: Uint8Array | undefined;

  constructor(
    private readonly repository: AuthRepository,
    private readonly clock: Clock,
  ) {}

  private async signingKey(): Promise<Uint8Array> {
    if (this.key) return this.key;
    let stored = await this.repository.findSecret(SECRET_NAME);
    if (!stored) {
      await this.repository.insertSecret(SECRET_NAME, randomBytes(32).toString('base64url'), isoNow(this.clock));
      stored = await this.repository.findSecret(SECRET_NAME);
    }
    if (!stored) throw new Error('signing key could not be stored');
    this.key = new Uint8Array(Buffer.from(stored.value, 'base64url'));
    return this.key;
  }

  async issue(claims: AccessClaims): Promise<string> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ sid: claims.sessionId, gen: claims.generation })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.accountId))
      .setIssuer(ISSUER)
      .setIssuedAt(now)
      .setExpirationTime(now + ACCESS_TOKEN_SECONDS)
      .sign(await this.signingKey());
  }

  /** The claims of a valid, unexpired token signed by this installation; undefined otherwise. */
  async verify(token: string): Promise<AccessClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, await this.signingKey(), {
        algorithms: ['HS256'],
        issuer: ISSUER,
        currentDate: this.clock.now(),
        clockTolerance: 0,
      });
      const accountId = Number(payload.sub);
      if (!Number.isSafeInteger(accountId) || typeof payload.sid !== 'string' || typeof payload.gen !== 'number') {
        return undefined;
      }
      return { accountId, sessionId: payload.sid, generation: payload.gen };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return undefined;
      throw error;
    }
  }
}
