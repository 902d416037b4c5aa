import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { AppError, type Clock, inTransaction, isoNow } from '@hms/platform';
import type { Kysely } from 'kysely';
import type { EventRecorder } from '../api-v1/event-recorder.ts';
import type { TokenBucketLimiter } from '../api-v1/rate-limiter.ts';
import type { AcquisitionDb } from '../db/schema.ts';
import type { KeysService } from '../keys/keys.service.ts';
import { hasControlCharacters, normaliseScopes, type Scope, scopesFromText, scopesToText } from '../keys/scopes.ts';
import type { PairingsTable } from './pairing.migration.ts';
import { PairingRepository } from './pairing.repository.ts';

export const POLL_SECONDS = 3;
export const PAIRING_LIFETIME_MS = 10 * 60_000;
/** No 0/O, 1/I/L: the owner compares the code by eye. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 6;
/** Unanswered requests are forgotten a day after they expired. */
const FORGET_AFTER_MS = 86_400_000;

export type PairingState = 'awaiting' | 'confirmed' | 'refused' | 'expired';

export interface PairingStarted {
  pairing_id: string;
  secret: string;
  code: string;
  poll_seconds: number;
  expires_at: string;
}

export interface PairingStatus {
  pairing_id: string;
  state: PairingState;
  app: string;
  /** Asked for while awaiting; granted once confirmed. */
  scopes: Scope[];
  code: string;
  poll_seconds: number;
  expires_at: string;
  /** Only in the first answer that says `confirmed`; null in every other. */
  key: string | null;
}

export interface PairingRequestView {
  pairing_id: string;
  app: string;
  scopes: Scope[];
  code: string;
  created_at: string;
  expires_at: string;
}

const hashSecret = (secret: string) => createHash('sha256').update(secret, 'utf8').digest();

function makeCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Thrown inside a transaction to undo a key made for a poll that lost the race. */
class AlreadyCollected extends Error {}

/**
 * Pairing: a program asks for a key with `POST /pairing`, shows the code, and polls; the owner
 * compares the code and confirms (possibly with fewer scopes) or refuses. The key is made at
 * the first poll after confirmation and handed over in that answer only, so no key is ever
 * stored in the clear, not even briefly.
 */
export class PairingService {
  private readonly repository: PairingRepository;

  constructor(
    private readonly db: Kysely<AcquisitionDb>,
    private readonly clock: Clock,
    private readonly keys: KeysService,
    private readonly events: EventRecorder,
    /** Pairing needs no key, so its requests share one bucket against flooding. */
    private readonly limiter: TokenBucketLimiter | undefined,
  ) {
    this.repository = new PairingRepository(db);
  }

  async request(input: { app: string; scopes: readonly string[] }): Promise<PairingStarted> {
    const app = input.app.trim();
    if (app === '' || app.length > 100 || hasControlCharacters(app)) {
      throw new AppError('invalid_input', {
        errors: [{ path: 'body/app', code: 'pattern' }],
        summary: 'app is 1 to 100 characters without control characters',
      });
    }
    const scopes = normaliseScopes(input.scopes);
    const decision = this.limiter?.take('pairing');
    if (decision && !decision.allowed) {
      const retry = String(decision.retryAfterSeconds);
      throw new AppError('rate_limited', { retry_after: decision.retryAfterSeconds }, { 'retry-after': retry });
    }
    const now = this.clock.now();
    const secret = randomBytes(32).toString('base64url');
    const row: PairingsTable = {
      id: `pr_${randomBytes(12).toString('base64url')}`,
      app,
      scopes_requested: scopesToText(scopes),
      scopes_granted: null,
      secret_hash: hashSecret(secret).toString('hex'),
      code: makeCode(),
      state: 'awaiting',
      key_id: null,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + PAIRING_LIFETIME_MS).toISOString(),
      decided_at: null,
      collected_at: null,
    };
    await inTransaction(this.db, async (trx) => {
      const repository = new PairingRepository(trx);
      await repository.deleteExpiredBefore(new Date(now.getTime() - FORGET_AFTER_MS).toISOString());
      await repository.insert(row);
      await this.events.record(trx, 'pairing.requested', {
        pairing_id: row.id,
        app,
        scopes,
        code: row.code,
        expires_at: row.expires_at,
      });
    });
    return { pairing_id: row.id, secret, code: row.code, poll_seconds: POLL_SECONDS, expires_at: row.expires_at };
  }

  /** A program's poll; `pairing_not_found` / `pairing_secret_invalid` when it may not know. */
  async poll(pairingId: string, secret: string | undefined): Promise<PairingStatus> {
    const row = await this.repository.find(pairingId);
    if (!row) throw new AppError('pairing_not_found', { pairing_id: pairingId });
    const expected = Buffer.from(row.secret_hash, 'hex');
    if (secret === undefined || secret.length > 200 || !timingSafeEqual(hashSecret(secret), expected)) {
      throw new AppError('pairing_secret_invalid', { pairing_id: pairingId });
    }
    const state = this.stateOf(row);
    let key: string | null = null;
    if (state === 'confirmed' && row.key_id === null) key = await this.handOverKey(row);
    return {
      pairing_id: row.id,
      state,
      app: row.app,
      scopes: scopesFromText(row.scopes_granted ?? row.scopes_requested),
      code: row.code,
      poll_seconds: POLL_SECONDS,
      expires_at: row.expires_at,
      key,
    };
  }

  async listAwaiting(): Promise<PairingRequestView[]> {
    return (await this.repository.listAwaiting(isoNow(this.clock))).map((row) => ({
      pairing_id: row.id,
      app: row.app,
      scopes: scopesFromText(row.scopes_requested),
      code: row.code,
      created_at: row.created_at,
      expires_at: row.expires_at,
    }));
  }

  /** The owner's Connect: grants the asked scopes or fewer (`read` always). */
  async confirm(pairingId: string, grant: readonly string[] | undefined): Promise<PairingStatusForOwner> {
    const row = await this.awaiting(pairingId);
    const asked = scopesFromText(row.scopes_requested);
    const granted = grant === undefined ? asked : normaliseScopes(grant);
    const extra = granted.filter((scope) => !asked.includes(scope));
    if (extra.length > 0) {
      throw new AppError('invalid_input', {
        errors: extra.map((scope) => ({ path: `body/scopes/${grant?.indexOf(scope) ?? 0}`, code: 'not_requested' })),
        summary: `the program did not ask for ${extra.join(', ')}`,
      });
    }
    await inTransaction(this.db, async (trx) => {
      const decided = await new PairingRepository(trx).decide(pairingId, 'confirmed', scopesToText(granted), isoNow(this.clock));
      if (!decided) throw new AppError('pairing_not_awaiting', { pairing_id: pairingId, state: 'decided' });
      await this.events.record(trx, 'pairing.confirmed', { pairing_id: pairingId, app: row.app, scopes: granted });
    });
    return { pairing_id: pairingId, state: 'confirmed', app: row.app, scopes: granted };
  }

  async refuse(pairingId: string): Promise<PairingStatusForOwner> {
    const row = await this.awaiting(pairingId);
    const decided = await this.repository.decide(pairingId, 'refused', null, isoNow(this.clock));
    if (!decided) throw new AppError('pairing_not_awaiting', { pairing_id: pairingId, state: 'decided' });
    return { pairing_id: pairingId, state: 'refused', app: row.app, scopes: [] };
  }

  private async awaiting(pairingId: string): Promise<PairingsTable> {
    const row = await this.repository.find(pairingId);
    if (!row) throw new AppError('pairing_not_found', { pairing_id: pairingId });
    const state = this.stateOf(row);
    if (state !== 'awaiting') throw new AppError('pairing_not_awaiting', { pairing_id: pairingId, state });
    return row;
  }

  /**
   * A request expires 10 minutes after it was made unless it was refused or its key was
   * collected: a confirmed key nobody fetched in time is never made.
   */
  private stateOf(row: PairingsTable): PairingState {
    if (row.state === 'refused') return 'refused';
    if (row.state === 'confirmed' && row.key_id !== null) return 'confirmed';
    if (row.expires_at <= isoNow(this.clock)) return 'expired';
    return row.state;
  }

  private async handOverKey(row: PairingsTable): Promise<string | null> {
    try {
      return await inTransaction(this.db, async (trx) => {
        const { key, record } = await this.keys.create(
          { name: row.app, scopes: scopesFromText(row.scopes_granted ?? 'read'), origin: 'pairing' },
          trx,
        );
        const first = await new PairingRepository(trx).markCollected(row.id, record.id, isoNow(this.clock));
        if (!first) throw new AlreadyCollected();
        return key;
      });
    } catch (error) {
      if (error instanceof AlreadyCollected) return null;
      throw error;
    }
  }
}

export interface PairingStatusForOwner {
  pairing_id: string;
  state: 'confirmed' | 'refused';
  app: string;
  scopes: Scope[];
}
