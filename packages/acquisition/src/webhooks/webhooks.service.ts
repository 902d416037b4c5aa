import { randomBytes, randomUUID } from 'node:crypto';
import { AppError, type Clock } from '@hms/platform';
import type { Kysely, Transaction } from 'kysely';
import type { ServiceEvent } from '../events/event-kinds.ts';
import type { DeliveryStatus, WebhooksTables } from './webhooks.migration.ts';
import type { DeliveryRow, TargetRow, WebhooksRepository } from './webhooks.repository.ts';

export interface WebhookTarget {
  id: number;
  url: string;
  /** Event kinds delivered; null = every kind. */
  kinds: string[] | null;
  enabled: boolean;
  created_at: string;
  updated_at: string;
}

export interface WebhookDelivery {
  id: string;
  event_id: number;
  event_kind: string;
  status: DeliveryStatus;
  attempts: number;
  http_status: number | null;
  duration_ms: number | null;
  error: string | null;
  created_at: string;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
  finished_at: string | null;
}

export interface TargetInput {
  url: string;
  kinds?: string[] | null | undefined;
  enabled?: boolean | undefined;
}

const MAX_URL_LENGTH = 2000;

/** Seals secrets under the service's key from the data folder; `open` gives null when it cannot. */
export interface SecretSealer {
  seal(plain: string): string;
  open(sealed: string): string | null;
}

/** How long finished deliveries stay in the history. */
export const HISTORY_DAYS = { delivered: 30, failed: 90 } as const;

/** The daily job that trims the delivery history. */
export const PRUNE_JOB = 'webhooks.prune-history';

/** Only plain http(s) addresses without credentials in them (they would show in the history). */
export function checkTargetUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new AppError('webhook_url_invalid', { url, reason: 'not_a_url' });
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new AppError('webhook_url_invalid', { url, reason: 'scheme_not_http' });
  }
  if (parsed.username || parsed.password) throw new AppError('webhook_url_invalid', { url: parsed.host, reason: 'credentials_in_url' });
  if (url.length > MAX_URL_LENGTH) throw new AppError('webhook_url_invalid', { url: parsed.host, reason: 'too_long' });
  return parsed.toString();
}

function toTarget(row: TargetRow): WebhookTarget {
  return {
    id: Number(row.id),
    url: row.url,
    kinds: row.kinds === null ? null : (JSON.parse(row.kinds) as string[]),
    enabled: row.enabled === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event_id: Number(row.event_id),
    event_kind: row.event_kind,
    status: row.status,
    attempts: row.attempts,
    http_status: row.last_http_status,
    duration_ms: row.last_duration_ms,
    error: row.last_error,
    created_at: row.created_at,
    last_attempt_at: row.last_attempt_at,
    next_attempt_at: row.status === 'pending' ? row.next_attempt_at : null,
    finished_at: row.finished_at,
  };
}

/**
 * Webhook targets (set by the owner) and the outbox. Each event becomes one delivery row per
 * enabled target that wants its kind, written in the event's own transaction: a delivery exists
 * exactly when its event does, and a new target starts with the next event.
 */
export class WebhooksService {
  constructor(
    private readonly repository: WebhooksRepository,
    private readonly secrets: SecretSealer,
    private readonly clock: Clock,
  ) {}

  async create(input: TargetInput): Promise<{ target: WebhookTarget; secret: string }> {
    const url = checkTargetUrl(input.url);
    const secret = `whsec_${randomBytes(32).toString('hex')}`;
    const now = this.clock.now().toISOString();
    const id = await this.repository.insertTarget({
      url,
      secret_sealed: this.secrets.seal(secret),
      kinds: input.kinds ? JSON.stringify([...new Set(input.kinds)]) : null,
      enabled: input.enabled === false ? 0 : 1,
      created_at: now,
      updated_at: now,
    });
    return { target: await this.get(id), secret };
  }

  async list(): Promise<WebhookTarget[]> {
    return (await this.repository.listTargets()).map(toTarget);
  }

  async get(id: number): Promise<WebhookTarget> {
    const row = await this.repository.getTarget(id);
    if (!row) throw new AppError('webhook_not_found', { webhook_id: id });
    return toTarget(row);
  }

  async update(id: number, changes: Partial<TargetInput>): Promise<WebhookTarget> {
    const set: { url?: string; kinds?: string | null; enabled?: number; updated_at: string } = {
      updated_at: this.clock.now().toISOString(),
    };
    if (changes.url !== undefined) set.url = checkTargetUrl(changes.url);
    if (changes.kinds !== undefined) set.kinds = changes.kinds === null ? null : JSON.stringify([...new Set(changes.kinds)]);
    if (changes.enabled !== undefined) set.enabled = changes.enabled ? 1 : 0;
    if (!(await this.repository.updateTarget(id, set))) throw new AppError('webhook_not_found', { webhook_id: id });
    return this.get(id);
  }

  /** A new secret, shown once; deliveries from now on are signed with it. */
  async rotateSecret(id: number): Promise<{ secret: string }> {
    const secret = `whsec_${randomBytes(32).toString('hex')}`;
    const changed = await this.repository.updateTarget(id, {
      secret_sealed: this.secrets.seal(secret),
      updated_at: this.clock.now().toISOString(),
    });
    if (!changed) throw new AppError('webhook_not_found', { webhook_id: id });
    return { secret };
  }

  async remove(id: number): Promise<void> {
    if (!(await this.repository.deleteTarget(id))) throw new AppError('webhook_not_found', { webhook_id: id });
  }

  /** Newest first; page with `before` = the smallest event_id seen. */
  async deliveries(
    id: number,
    options: { before?: number | undefined; status?: DeliveryStatus | undefined; limit: number },
  ): Promise<WebhookDelivery[]> {
    await this.get(id);
    return (await this.repository.listDeliveries(id, options)).map(toDelivery);
  }

  /** Sends a given-up delivery again (same delivery id, the retry schedule starts over). */
  async redeliver(id: number, deliveryId: string): Promise<WebhookDelivery> {
    await this.get(id);
    const row = await this.repository.getDelivery(id, deliveryId);
    if (!row) throw new AppError('delivery_not_found', { delivery_id: deliveryId });
    if (!(await this.repository.requeueFailed(deliveryId, this.clock.now().toISOString()))) {
      throw new AppError('delivery_not_failed', { delivery_id: deliveryId, status: row.status });
    }
    return toDelivery((await this.repository.getDelivery(id, deliveryId))!);
  }

  /**
   * Keeps the delivery history short: delivered ones for 30 days, given-up ones for 90 (they are
   * what the owner comes to look at). Runs daily as a job.
   */
  async pruneHistory(): Promise<{ delivered: number; failed: number }> {
    const now = this.clock.now().getTime();
    const day = 24 * 60 * 60_000;
    return {
      delivered: await this.repository.deleteFinishedBefore('delivered', new Date(now - HISTORY_DAYS.delivered * day).toISOString()),
      failed: await this.repository.deleteFinishedBefore('failed', new Date(now - HISTORY_DAYS.failed * day).toISOString()),
    };
  }

  /** The outbox: runs inside every event's transaction (wired in the composition root). */
  async enqueue(trx: Transaction<any>, event: ServiceEvent): Promise<number> {
    const targets = await this.repository.listEnabledTargets(trx as Kysely<WebhooksTables>);
    const wanted = targets.filter((t) => t.kinds === null || (JSON.parse(t.kinds) as string[]).includes(event.kind));
    if (wanted.length === 0) return 0;
    const body = JSON.stringify(event);
    const now = this.clock.now().toISOString();
    await this.repository.insertDeliveries(
      trx as Kysely<WebhooksTables>,
      wanted.map((target) => ({
        id: `dlv_${randomUUID()}`,
        target_id: Number(target.id),
        event_id: event.id,
        event_kind: event.kind,
        body,
        status: 'pending' as const,
        attempts: 0,
        next_attempt_at: now,
        last_attempt_at: null,
        last_http_status: null,
        last_duration_ms: null,
        last_error: null,
        created_at: now,
        finished_at: null,
      })),
    );
    return wanted.length;
  }

  /** The plain secret of a target, for signing only; null when the data folder's key changed. */
  async secretOf(id: number): Promise<{ url: string; secret: string | null } | undefined> {
    const row = await this.repository.getTarget(id);
    return row ? { url: row.url, secret: this.secrets.open(row.secret_sealed) } : undefined;
  }
}
