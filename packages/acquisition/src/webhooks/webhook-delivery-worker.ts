import { randomUUID } from 'node:crypto';
import { AppError, type Clock, type Logger } from '@hms/platform';
import type { SendResult, WebhookSender } from './webhook-sender.ts';
import { signatureHeader } from './webhook-signature.ts';
import type { DeliveryRow, WebhooksRepository } from './webhooks.repository.ts';
import type { WebhooksService } from './webhooks.service.ts';

/** `User-Agent` of deliveries, so receivers can tell who calls. */
const USER_AGENT = 'hms-acquisition-webhooks/0.2.0';

/** A target whose sealed secret no longer opens cannot be signed for; the attempt fails. */
const UNREADABLE_SECRET: SendResult = {
  httpStatus: null,
  durationMs: 0,
  error: 'signing secret unreadable (the data folder key changed): replace the secret',
};

/** Waits after the 1st, 2nd, 3rd and 4th failed attempt (seed part 8); then it is given up. */
export const RETRY_MINUTES = [1, 5, 30, 120] as const;

export interface DeliveryWorkerOptions {
  timeoutMs: number;
  /** How often the running service looks for due retries; default 1 s. */
  pollMs?: number;
}

/**
 * Sends due deliveries: one sender per target, each working through its target's due
 * deliveries oldest first, so a slow or dead receiver only ever delays itself. Time decisions
 * (what is due, when to retry) come from the injected clock, so tests drive the schedule with
 * `runDue()`; the running service calls `start()`, which looks on a timer and whenever an event
 * commits.
 */
export class WebhookDeliveryWorker {
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  private stopping = false;
  /** The running sender per target id. */
  private readonly senders = new Map<number, Promise<number>>();

  constructor(
    private readonly repository: WebhooksRepository,
    private readonly webhooks: WebhooksService,
    private readonly sender: WebhookSender,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly options: DeliveryWorkerOptions,
  ) {}

  /** Sends every delivery due now and waits for them; returns how many attempts it made. */
  async runDue(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const started = await this.startSenders();
      if (started.length === 0) {
        if (this.senders.size === 0) return attempted;
        await Promise.all(this.senders.values()); // senders a wake-up started; then look again
        continue;
      }
      for (const count of await Promise.all(started)) attempted += count;
    }
  }

  /** Starts a sender for every target with something due that has none running. */
  private async startSenders(): Promise<Promise<number>[]> {
    if (this.stopping) return [];
    const targets = await this.repository.listTargetsWithDue(this.clock.now().toISOString());
    const started: Promise<number>[] = [];
    for (const targetId of targets) {
      if (this.senders.has(targetId)) continue;
      const sender = this.drain(targetId).finally(() => this.senders.delete(targetId));
      this.senders.set(targetId, sender);
      started.push(sender);
    }
    return started;
  }

  private async drain(targetId: number): Promise<number> {
    let attempted = 0;
    while (!this.stopping) {
      const now = this.clock.now().toISOString();
      const next = await this.repository.nextDue(targetId, now);
      // Nothing due, or another process took it: that process sends this target's deliveries.
      if (!next || !(await this.repository.claim(next.id, now))) break;
      await this.attempt(next);
      attempted += 1;
    }
    return attempted;
  }

  private async attempt(delivery: DeliveryRow): Promise<void> {
    const attempts = delivery.attempts + 1;
    const log = this.logger.child({ delivery_id: delivery.id, target_id: Number(delivery.target_id), attempt: attempts });
    const target = await this.webhooks.secretOf(Number(delivery.target_id));
    if (!target) return; // the target was removed meanwhile; its deliveries went with it
    const unixSeconds = Math.floor(this.clock.now().getTime() / 1000);
    const result =
      target.secret === null
        ? UNREADABLE_SECRET
        : await this.sender.send(
            target.url,
            {
              'content-type': 'application/json',
              'user-agent': USER_AGENT,
              'x-service-event': delivery.event_kind,
              'x-service-delivery': delivery.id,
              'x-service-signature': signatureHeader(target.secret, unixSeconds, delivery.body),
            },
            delivery.body,
            this.options.timeoutMs,
          );
    const now = this.clock.now();
    const delivered = result.error === null;
    const retryIn = RETRY_MINUTES[attempts - 1];
    const status = delivered ? 'delivered' : retryIn === undefined ? 'failed' : 'pending';
    await this.repository.recordAttempt(delivery.id, {
      status,
      attempts,
      next_attempt_at: status === 'pending' ? new Date(now.getTime() + retryIn! * 60_000).toISOString() : null,
      last_http_status: result.httpStatus,
      last_duration_ms: result.durationMs,
      last_error: result.error,
      finished_at: status === 'pending' ? null : now.toISOString(),
    });
    if (status === 'failed') log.warn({ error: result.error }, 'webhook delivery given up');
    else if (status === 'pending') log.info({ error: result.error, retry_in_minutes: retryIn }, 'webhook delivery failed; will retry');
  }

  /**
   * Sends the target a signed sample (`webhook.test`, event id 0, not in the log) at once and
   * says how the receiver answered: the owner's "test" button. Nothing is stored or retried.
   */
  async sendTest(targetId: number): Promise<SendResult> {
    const target = await this.webhooks.secretOf(targetId);
    if (!target) throw new AppError('webhook_not_found', { webhook_id: targetId });
    if (target.secret === null) return UNREADABLE_SECRET;
    const now = this.clock.now();
    const body = JSON.stringify({ id: 0, kind: 'webhook.test', at: now.toISOString(), data: { webhook_id: targetId } });
    return this.sender.send(
      target.url,
      {
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        'x-service-event': 'webhook.test',
        'x-service-delivery': `dlv_${randomUUID()}`,
        'x-service-signature': signatureHeader(target.secret, Math.floor(now.getTime() / 1000), body),
      },
      body,
      this.options.timeoutMs,
    );
  }

  /** Starts looking for due deliveries (the running service); attempts a dead process left are requeued. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.stopping = false;
    await this.repository.requeueInterrupted();
    this.timer = setInterval(() => this.wake(), this.options.pollMs ?? 1000);
    this.timer.unref();
    this.wake();
  }

  /** Looks now (after an event commits); targets whose sender is busy are left to it. */
  wake(): void {
    if (!this.started || this.stopping) return;
    this.startSenders().catch((error) => this.logger.error({ err: error }, 'webhook delivery run failed'));
  }

  /** Stops taking deliveries and waits for attempts in flight. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.started = false;
    clearInterval(this.timer);
    await Promise.allSettled(this.senders.values());
  }
}
