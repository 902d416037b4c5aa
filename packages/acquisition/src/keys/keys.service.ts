import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError, type Clock, isoNow } from '@hms/platform';
import type { Kysely } from 'kysely';
import type { AcquisitionDb } from '../db/schema.ts';
import { type ApiKeyRow, KeysRepository } from './keys.repository.ts';
import { hasControlCharacters, normaliseScopes, type Scope, scopesFromText, scopesToText } from './scopes.ts';

export type KeyOrigin = 'owner' | 'cli' | 'pairing';

/** What the HTTP layer knows about the caller once its key is accepted. */
export interface ApiKeyIdentity {
  id: number;
  name: string;
  scopes: Scope[];
}

export interface ApiKeyRecord extends ApiKeyIdentity {
  origin: KeyOrigin;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface NewApiKey {
  /** The key itself: shown once, never stored. */
  key: string;
  record: ApiKeyRecord;
}

const KEY_PREFIX = 'acq_';
/** `last_used_at` is written at most this often per key, so reading does not mean a write each time. */
const TOUCH_INTERVAL_MS = 60_000;

export const fingerprintOf = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

function toRecord(row: ApiKeyRow): ApiKeyRecord {
  return {
    id: row.id,
    name: row.name,
    scopes: scopesFromText(row.scopes),
    origin: row.origin as KeyOrigin,
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    revoked_at: row.revoked_at,
  };
}

/**
 * API keys: made by the owner (web or command line) or through pairing, each with its scopes.
 * Only the SHA-256 fingerprint is kept; a presented key is found by its fingerprint and then
 * compared in constant time.
 */
export class KeysService {
  private readonly repository: KeysRepository;

  constructor(
    private readonly db: Kysely<AcquisitionDb>,
    private readonly clock: Clock,
  ) {
    this.repository = new KeysRepository(db);
  }

  /** Makes a key; `executor` lets a caller (pairing) make it inside its own transaction. */
  async create(
    input: { name: string; scopes: readonly string[]; origin: KeyOrigin },
    executor: Kysely<AcquisitionDb> = this.db,
  ): Promise<NewApiKey> {
    const name = input.name.trim();
    if (name === '' || name.length > 100 || hasControlCharacters(name)) {
      throw new AppError('invalid_input', {
        errors: [{ path: 'body/name', code: name === '' ? 'minLength' : name.length > 100 ? 'maxLength' : 'pattern' }],
        summary: 'a key needs a name of 1 to 100 characters without control characters',
      });
    }
    const scopes = normaliseScopes(input.scopes);
    const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    const row = await new KeysRepository(executor).insert({
      name,
      scopes: scopesToText(scopes),
      fingerprint: fingerprintOf(key),
      origin: input.origin,
      created_at: isoNow(this.clock),
    });
    return { key, record: toRecord(row) };
  }

  async list(): Promise<ApiKeyRecord[]> {
    return (await this.repository.list()).map(toRecord);
  }

  async get(id: number): Promise<ApiKeyRecord> {
    const row = await this.repository.findById(id);
    if (!row) throw new AppError('key_not_found', { key_id: id });
    return toRecord(row);
  }

  /** Revokes one key; the others keep working. Revoking a revoked key changes nothing. */
  async revoke(id: number): Promise<ApiKeyRecord> {
    await this.get(id);
    await this.repository.revoke(id, isoNow(this.clock));
    return this.get(id);
  }

  /**
   * The identity behind an `Authorization` header value, or `api_key_missing` /
   * `api_key_invalid`.
   */
  async authenticate(authorization: string | undefined): Promise<ApiKeyIdentity> {
    const presented = bearerToken(authorization);
    if (presented === undefined) throw new AppError('api_key_missing');
    if (presented === null) throw new AppError('api_key_invalid');
    const fingerprint = fingerprintOf(presented);
    const row = await this.repository.findByFingerprint(fingerprint);
    if (!row || !timingSafeEqual(Buffer.from(row.fingerprint, 'hex'), Buffer.from(fingerprint, 'hex'))) {
      throw new AppError('api_key_invalid');
    }
    if (row.revoked_at !== null) throw new AppError('api_key_invalid');
    const now = this.clock.now();
    if (row.last_used_at === null || now.getTime() - Date.parse(row.last_used_at) >= TOUCH_INTERVAL_MS) {
      await this.repository.touch(row.id, now.toISOString());
    }
    return { id: row.id, name: row.name, scopes: scopesFromText(row.scopes) };
  }
}

/** `undefined` when no key was sent, `null` when something unusable was. */
function bearerToken(header: string | undefined): string | null | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const match = /^Bearer[ \t]+(\S*)\s*$/i.exec(header);
  if (!match) return null;
  const token = match[1] ?? '';
  if (token === '') return undefined;
  return token.length <= 200 ? token : null;
}
