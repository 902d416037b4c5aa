import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { AppError, type Clock } from '@hms/platform';
import type { Kysely } from 'kysely';
import type { Account } from '../accounts/account.ts';
import type { RequestsDb } from '../db/schema.ts';
import type { NotificationRecord } from '../notifications/notifications.schemas.ts';
import type { CallbackSender } from './callback-sender.ts';
import { PushRepository, type PushTargetRow } from './push.repository.ts';
import type { OkMessage, PushRegisterBody, PushStatus } from './push.schemas.ts';

/** Wrong codes allowed before the code is void and a new test message must be asked for. */
export const MAX_CODE_ATTEMPTS = 5;

type Texts = Record<'test' | 'sent' | 'notSent' | 'confirmed' | 'already' | 'wrong' | 'void' | 'removed', string>;

const TEXTS: { de: Texts; en: Texts } = {
  de: {
    test: 'Testnachricht der Anfragen-App. Bestätige diese Adresse mit dem Code im Feld "code".',
    sent: 'Testnachricht gesendet. Bestätige die Adresse mit dem vierstelligen Code daraus.',
    notSent: 'Die Testnachricht kam nicht an: {error}',
    confirmed: 'Adresse bestätigt. Benachrichtigungen gehen ab jetzt an sie.',
    already: 'Diese Adresse ist bereits bestätigt.',
    wrong: 'Der Code stimmt nicht.',
    void: 'Zu viele falsche Codes. Registriere die Adresse erneut, um einen neuen Code zu bekommen.',
    removed: 'Rückkanal entfernt. Der Schlüssel bleibt gültig.',
  },
  en: {
    test: 'Test message of the requests app. Confirm this address with the code in the field "code".',
    sent: 'Test message sent. Confirm the address with the four-digit code it carries.',
    notSent: 'The test message did not arrive: {error}',
    confirmed: 'Address confirmed. Notifications go to it from now on.',
    already: 'This address is already confirmed.',
    wrong: 'The code is not right.',
    void: 'Too many wrong codes. Register the address again to get a new code.',
    removed: 'Callback removed. The key stays valid.',
  },
};

function textsFor(language: string | null | undefined): Texts {
  return language?.toLowerCase().startsWith('de') ? TEXTS.de : TEXTS.en;
}

/** Who is calling: the account and the personal token the call came with (null for a browser session). */
export interface PushCaller {
  account: Account;
  tokenId: number | null;
}

/**
 * Callback addresses of integrations (seed 001, 6.2–6.3): one per personal token, confirmed by
 * the four-digit code of a test message; only confirmed addresses receive the owner's
 * notifications, and only the owner's.
 */
export class PushService {
  private readonly repository: PushRepository;

  constructor(private readonly deps: { db: Kysely<RequestsDb>; clock: Clock; sender: CallbackSender }) {
    this.repository = new PushRepository(deps.db);
  }

  async status(caller: PushCaller): Promise<PushStatus> {
    const target = caller.tokenId === null ? undefined : await this.repository.findByToken(caller.tokenId);
    return {
      eingerichtet: Boolean(target),
      bestaetigt: target?.confirmed === 1,
      url: target?.url ?? null,
      name: target?.name ?? null,
      language: target?.language ?? null,
      letzter_fehler: target?.last_error ?? null,
    };
  }

  /** Registers (or replaces) the token's address and sends it a test message with a new code. */
  async register(caller: PushCaller, body: PushRegisterBody): Promise<OkMessage> {
    const tokenId = requireToken(caller);
    const url = checkUrl(body.url);
    const language = body.language ?? caller.account.language;
    const code = String(randomInt(0, 10_000)).padStart(4, '0');
    const now = this.deps.clock.now().toISOString();
    await this.repository.upsert({
      account_id: caller.account.id,
      token_id: tokenId,
      url,
      name: body.name ?? null,
      language,
      code_checksum: codeChecksum(tokenId, code),
      code_attempts: 0,
      confirmed: 0,
      confirmed_at: null,
      created_at: now,
      updated_at: now,
    });
    const texts = textsFor(language);
    const result = await this.deps.sender.post(url, {
      type: 'test',
      code,
      message: texts.test,
      name: body.name ?? null,
      sent_at: now,
    });
    if (!result.ok) {
      await this.repository.update(tokenId, { last_error: result.error, last_error_at: now });
      return { ok: false, message: texts.notSent.replace('{error}', result.error) };
    }
    await this.repository.update(tokenId, { last_success_at: now });
    return { ok: true, message: texts.sent };
  }

  async confirm(caller: PushCaller, code: string): Promise<OkMessage> {
    const tokenId = requireToken(caller);
    const target = await this.repository.findByToken(tokenId);
    if (!target) throw new AppError('push_not_registered');
    const texts = textsFor(target.language);
    if (target.confirmed === 1) return { ok: true, message: texts.already };
    if (!target.code_checksum || target.code_attempts >= MAX_CODE_ATTEMPTS) return { ok: false, message: texts.void };
    const now = this.deps.clock.now().toISOString();
    if (!sameChecksum(codeChecksum(tokenId, code.trim()), target.code_checksum)) {
      const attempts = target.code_attempts + 1;
      await this.repository.update(tokenId, {
        code_attempts: attempts,
        code_checksum: attempts >= MAX_CODE_ATTEMPTS ? null : target.code_checksum,
        updated_at: now,
      });
      return { ok: false, message: attempts >= MAX_CODE_ATTEMPTS ? texts.void : texts.wrong };
    }
    await this.repository.update(tokenId, { confirmed: 1, confirmed_at: now, code_checksum: null, updated_at: now });
    return { ok: true, message: texts.confirmed };
  }

  /** Stops the callback; the token itself stays valid. */
  async remove(caller: PushCaller): Promise<OkMessage> {
    const tokenId = requireToken(caller);
    const removed = await this.repository.deleteByToken(tokenId);
    if (removed === 0) throw new AppError('push_not_registered');
    return { ok: true, message: textsFor(caller.account.language).removed };
  }

  /**
   * The callback of each of the account's tokens (for the token list's `rueckkanal` and
   * `rueckkanal_bereit`), keyed by token id.
   */
  async callbacksByToken(accountId: number): Promise<Map<number, { url: string; bestaetigt: boolean }>> {
    const rows = await this.repository.listOf(accountId);
    return new Map(rows.map((row) => [Number(row.token_id), { url: row.url, bestaetigt: row.confirmed === 1 }]));
  }

  /** Removes the callback of one of the account's own tokens; false when it had none. */
  async removeForToken(accountId: number, tokenId: number): Promise<boolean> {
    return (await this.repository.deleteOf(accountId, tokenId)) > 0;
  }

  /** Hands a stored notification to every confirmed callback of its owner (never anybody else's). */
  async deliver(accountId: number, notification: NotificationRecord): Promise<void> {
    const targets = await this.repository.confirmedOf(accountId);
    await Promise.all(targets.map((target) => this.deliverTo(target, notification)));
  }

  private async deliverTo(target: PushTargetRow, notification: NotificationRecord): Promise<void> {
    const result = await this.deps.sender.post(target.url, { type: 'notification', notification });
    const now = this.deps.clock.now().toISOString();
    const tokenId = Number(target.token_id);
    if (result.ok) await this.repository.update(tokenId, { last_success_at: now, last_error: null, last_error_at: null });
    else await this.repository.update(tokenId, { last_error: result.error, last_error_at: now });
  }
}

function requireToken(caller: PushCaller): number {
  if (caller.tokenId === null) throw new AppError('push_needs_token');
  return caller.tokenId;
}

function checkUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw invalidUrl();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalidUrl();
  return url.toString();
}

function invalidUrl(): AppError {
  return new AppError('invalid_input', {
    errors: [{ path: 'body/url', code: 'format' }],
    summary: 'body/url (an http or https address)',
  });
}

// The code is short-lived and only four digits, yet it is kept as a checksum like every secret.
function codeChecksum(tokenId: number, code: string): string {
  return createHash('sha256').update(`push-code:${tokenId}:${code}`).digest('hex');
}

function sameChecksum(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
