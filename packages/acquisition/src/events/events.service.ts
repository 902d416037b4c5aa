import { afterCommit, type Clock, type Logger } from '@hms/platform';
import type { Kysely, Transaction } from 'kysely';
import type { EventKind, ServiceEvent } from './event-kinds.ts';
import type { EventsTables } from './events.migration.ts';
import type { EventRow, EventsRepository } from './events.repository.ts';

export const EVENTS_PAGE_DEFAULT = 100;
export const EVENTS_PAGE_MAX = 1000;

/** Work done inside the recording transaction for every event (e.g. the webhook outbox). */
export type RecordListener = (trx: Transaction<any>, event: ServiceEvent) => Promise<void>;

export interface EventsPage {
  items: ServiceEvent[];
  /** Ask again with this number: the last item's id, or `after` itself when nothing is newer. */
  next_after: number;
  /** True when more events than `limit` were waiting: ask again at once. */
  more: boolean;
  /** The newest event's number (0 when the log is empty). */
  latest: number;
}

const KIND_SHAPE = /^[a-z][a-z_]*\.[a-z][a-z_]*$/;

export function toServiceEvent(row: EventRow): ServiceEvent {
  return { id: Number(row.id), kind: row.kind, at: row.at, data: JSON.parse(row.data) };
}

/**
 * The event log: every change the service makes is recorded with a running number in the same
 * transaction as the change itself, so an event exists exactly when its change does.
 */
export class EventsService {
  private readonly recordListeners: RecordListener[] = [];
  private readonly commitListeners: (() => void)[] = [];

  constructor(
    private readonly repository: EventsRepository,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** Runs `listener` inside every recording transaction (wired in the composition root). */
  onRecord(listener: RecordListener): void {
    this.recordListeners.push(listener);
  }

  /** Calls `listener` after a transaction that recorded events has committed. */
  onCommitted(listener: () => void): void {
    this.commitListeners.push(listener);
  }

  /**
   * Records an event inside `trx` (a transaction from the platform's `inTransaction`). Call it
   * as the last write of the transaction: on PostgreSQL it holds the sequence row until commit.
   */
  async record(trx: Transaction<any>, kind: EventKind, data: Record<string, unknown>): Promise<ServiceEvent> {
    if (!KIND_SHAPE.test(kind)) throw new Error(`event kind ${kind} is not of the form thing.happened`);
    const id = await this.repository.takeNextId(trx as Kysely<EventsTables>);
    const event: ServiceEvent = { id, kind, at: this.clock.now().toISOString(), data };
    await this.repository.insert(trx as Kysely<EventsTables>, {
      id,
      kind,
      at: event.at,
      data: JSON.stringify(data),
    });
    for (const listener of this.recordListeners) await listener(trx, event);
    if (!afterCommit(trx, () => this.notifyCommitted())) {
      // Not from inTransaction: no commit callback will come; wake readers a little later and
      // let their periodic poll catch anything still uncommitted then.
      setTimeout(() => this.notifyCommitted(), 20).unref();
    }
    return event;
  }

  private notifyCommitted(): void {
    for (const listener of this.commitListeners) {
      try {
        listener();
      } catch (error) {
        this.logger.error({ err: error }, 'event commit listener failed');
      }
    }
  }

  async list(after: number, limit = EVENTS_PAGE_DEFAULT): Promise<EventsPage> {
    const latest = await this.repository.latestId();
    const rows = await this.repository.listAfter(after, limit + 1);
    const items = rows.slice(0, limit).map(toServiceEvent);
    const last = items.at(-1)?.id;
    return {
      items,
      next_after: last ?? after,
      more: rows.length > limit,
      latest: Math.max(latest, last ?? 0),
    };
  }

  /** Events after `after`, oldest first (for the stream and the webhook outbox). */
  async listAfter(after: number, limit: number): Promise<ServiceEvent[]> {
    return (await this.repository.listAfter(after, limit)).map(toServiceEvent);
  }

  latestId(): Promise<number> {
    return this.repository.latestId();
  }
}
