import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError, type Clock } from '@hms/platform';
import type { Account } from '../accounts/account.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { TokenRow, TokensRepository } from './tokens.repository.ts';

/** Prefix of every personal token, so a leaked one is recognisable (and greppable). */
export const TOKEN_PREFIX = 'hmr_';
const LAST_USED_PRECISION_MS = 60_000;
const DAY_MS = 86_400_000;

export interface PersonalToken {
  id: number;
  accountId: number;
  name: string;
  preview: string;
  readOnly: boolean;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

export interface TokenOwner {
  account: Account;
  token: PersonalToken;
}

export function checksumOf(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function fromRow(row: TokenRow): PersonalToken {
  return {
    id: Number(row.id),
    accountId: Number(row.account_id),
    name: row.name,
    preview: row.preview,
    readOnly: row.read_only === 1,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    lastUsedAt: row.last_used_at,
  };
}

/**
 * Personal API tokens (seed 5.3): random, shown once, stored as a SHA-256 checksum only (the
 * token carries 256 random bits, so a fast checksum is enough; no salt or slow hash needed).
 */
export class TokensService {
  constructor(
    private readonly repository: TokensRepository,
    private readonly accounts: AccountsService,
    private readonly clock: Clock,
  ) {}

  /** Creates a token for the account; the plain token is in the answer and nowhere else. */
  async create(
    accountId: number,
    input: { name: string; readOnly?: boolean; expiresInDays?: number | null },
  ): Promise<{ token: PersonalToken; plain: string }> {
    const account = await this.accounts.get(accountId);
    if (account.role === 'child') throw new AppError('forbidden', { reason: 'child_account' });
    const plain = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const now = this.clock.now();
    const id = await this.repository.insert({
      account_id: accountId,
      name: input.name,
      checksum: checksumOf(plain),
      preview: `${plain.slice(0, TOKEN_PREFIX.length + 4)}…`,
      read_only: input.readOnly ? 1 : 0,
      created_at: now.toISOString(),
      expires_at: input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * DAY_MS).toISOString() : null,
      last_used_at: null,
    });
    const row = await this.repository.findById(id);
    if (!row) throw new Error('token vanished after insert');
    return { token: fromRow(row), plain };
  }

  /** The owner of a presented token, or undefined when it is unknown, expired or its account is off. */
  async authenticate(plain: string): Promise<TokenOwner | undefined> {
    const checksum = checksumOf(plain);
    const row = await this.repository.findByChecksum(checksum);
    if (!row) return undefined;
    // the look-up matched already; compare again in constant time so no path depends on
    // how much of the checksum agreed
    if (!timingSafeEqual(Buffer.from(row.checksum, 'hex'), Buffer.from(checksum, 'hex'))) return undefined;
    const now = this.clock.now();
    if (row.expires_at && row.expires_at <= now.toISOString()) return undefined;
    const account = await this.accounts.find(Number(row.account_id));
    if (!account) return undefined;
    if (!row.last_used_at || now.getTime() - Date.parse(row.last_used_at) >= LAST_USED_PRECISION_MS) {
      await this.repository.touch(Number(row.id), now.toISOString());
      row.last_used_at = now.toISOString();
    }
    return { account, token: fromRow(row) };
  }

  async listOwn(accountId: number): Promise<PersonalToken[]> {
    return (await this.repository.listOfAccount(accountId)).map(fromRow);
  }

  async listAll(): Promise<(PersonalToken & { username: string })[]> {
    return (await this.repository.listAllWithOwner()).map((row) => ({ ...fromRow(row), username: row.username }));
  }

  /** Throws 404 unless the token belongs to the account (another's answers like a missing one). */
  async requireOwn(accountId: number, tokenId: number): Promise<PersonalToken> {
    const row = await this.repository.findById(tokenId);
    if (!row || Number(row.account_id) !== accountId) {
      throw new AppError('not_found', { method: 'DELETE', path: `/api/auth/me/schluessel/${tokenId}` });
    }
    return fromRow(row);
  }

  /** Revokes one of the caller's own tokens; another account's token answers 404 like a missing one. */
  async revokeOwn(accountId: number, tokenId: number): Promise<void> {
    if (!(await this.repository.deleteOwned(tokenId, accountId))) {
      throw new AppError('not_found', { method: 'DELETE', path: `/api/auth/me/schluessel/${tokenId}` });
    }
  }
}
