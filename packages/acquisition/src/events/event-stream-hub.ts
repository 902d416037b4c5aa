import type { ServerResponse } from 'node:http';
import type { Logger } from '@hms/platform';
import type { ServiceEvent } from './event-kinds.ts';

/** Where the hub reads the log (the EventsService). */
export interface EventSource {
  listAfter(after: number, limit: number): Promise<ServiceEvent[]>;
  latestId(): Promise<number>;
}

export interface EventStreamOptions {
  /** Comment lines keep proxies and clients from timing out; default 15 s. */
  heartbeatMs?: number;
  /** Fallback read of the log for events written by other processes; default 1 s. */
  pollMs?: number;
  /** Bytes a client may fall behind before it is dropped; default 1 MiB. */
  maxBufferBytes?: number;
  /** `retry:` sent to clients: how long they wait before reconnecting; default 2 s. */
  retryMs?: number;
  pageSize?: number;
}

/** Formats one event as a Server-Sent Events message. */
export function sseMessage(event: ServiceEvent): string {
  return `id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * One client's stream. Writes go straight to the socket until it pushes back; then they wait in
 * a bounded queue, and a client that falls further behind than the bound is cut off (it comes
 * back with Last-Event-ID and loses nothing), so a slow reader never holds up anyone else.
 */
class StreamConnection {
  lastSentId: number;
  live = false;
  closed = false;
  private queue: string[] = [];
  private queuedBytes = 0;
  private waitingForDrain = false;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly res: ServerResponse,
    after: number,
    private readonly maxBufferBytes: number,
    private readonly onOverflow: () => void,
  ) {
    this.lastSentId = after;
    res.on('close', () => {
      this.closed = true;
      this.wakeIdle();
    });
  }

  sendEvent(event: ServiceEvent): void {
    if (event.id <= this.lastSentId) return;
    this.lastSentId = event.id;
    this.write(sseMessage(event));
  }

  write(chunk: string): void {
    if (this.closed) return;
    if (this.waitingForDrain) {
      this.queue.push(chunk);
      this.queuedBytes += Buffer.byteLength(chunk);
      if (this.queuedBytes > this.maxBufferBytes) this.drop();
      return;
    }
    if (!this.res.write(chunk)) this.waitForDrain();
  }

  /** Resolves when everything written so far has gone to the socket (or the client left). */
  whenWritable(): Promise<void> {
    if (this.closed || !this.waitingForDrain) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  end(): void {
    if (this.closed) return;
    this.closed = true;
    // End the message stream, then drop the socket itself: HTTP clients must not keep it for
    // their reconnect (a closing server would answer that one with 503, which EventSource
    // treats as final).
    this.res.end(() => this.res.socket?.destroy());
    this.wakeIdle();
  }

  private waitForDrain(): void {
    this.waitingForDrain = true;
    this.res.once('drain', () => this.flush());
  }

  private flush(): void {
    this.waitingForDrain = false;
    while (this.queue.length > 0 && !this.closed) {
      const chunk = this.queue.shift()!;
      this.queuedBytes -= Buffer.byteLength(chunk);
      if (!this.res.write(chunk)) {
        this.waitForDrain();
        return;
      }
    }
    this.wakeIdle();
  }

  private drop(): void {
    this.closed = true;
    this.queue = [];
    this.queuedBytes = 0;
    this.onOverflow();
    this.res.destroy();
    this.wakeIdle();
  }

  private wakeIdle(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}

/**
 * Fans the event log out to every connected stream. A new client first gets the log from its
 * resume point, page by page at the pace its socket takes, and then switches to live delivery;
 * each connection remembers the last id it was sent, so nothing committed in between is lost or
 * sent twice. The hub reads the log when a recording transaction commits (in-process wake-up)
 * and once a second besides, for events other processes write.
 */
export class EventStreamHub {
  private readonly connections = new Set<StreamConnection>();
  /** The newest id broadcast to live clients; undefined while nobody listens. */
  private cursor: number | undefined;
  private reading = false;
  private readAgain = false;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private pollTimer: NodeJS.Timeout | undefined;
  private readonly heartbeatMs: number;
  private readonly pollMs: number;
  private readonly maxBufferBytes: number;
  private readonly retryMs: number;
  private readonly pageSize: number;
  private closing = false;

  constructor(
    private readonly source: EventSource,
    private readonly logger: Logger,
    options: EventStreamOptions = {},
  ) {
    this.heartbeatMs = options.heartbeatMs ?? 15_000;
    this.pollMs = options.pollMs ?? 1_000;
    this.maxBufferBytes = options.maxBufferBytes ?? 1024 * 1024;
    this.retryMs = options.retryMs ?? 2_000;
    this.pageSize = options.pageSize ?? 200;
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  /**
   * Streams to `res` (headers already sent) the events after `after`, or only new ones when
   * `after` is undefined; resolves once the client is live (or gone).
   */
  async attach(res: ServerResponse, after: number | undefined): Promise<void> {
    if (this.closing) {
      res.end();
      return;
    }
    const latest = await this.ensureCursor();
    // A resume point beyond the log (a restored database) would wait forever: start at the newest.
    const start = after === undefined ? latest : Math.min(after, latest);
    const connection = new StreamConnection(res, start, this.maxBufferBytes, () =>
      this.logger.warn({ last_sent: connection.lastSentId }, 'event stream client fell behind; dropped'),
    );
    this.connections.add(connection);
    res.on('close', () => this.remove(connection));
    this.startTimers();
    connection.write(`retry: ${this.retryMs}\n: connected\n\n`);
    try {
      while (!connection.closed) {
        // No await between this check and going live: events past the cursor are broadcast to
        // live clients, and each connection skips what its replay already sent.
        if (this.cursor !== undefined && connection.lastSentId >= this.cursor) {
          connection.live = true;
          return;
        }
        const page = await this.source.listAfter(connection.lastSentId, this.pageSize);
        if (page.length === 0) {
          connection.live = true;
          return;
        }
        // Replay at the pace the client reads: the bounded buffer is for live bursts only.
        for (const event of page) {
          connection.sendEvent(event);
          await connection.whenWritable();
          if (connection.closed) return;
        }
      }
    } catch (error) {
      this.logger.error({ err: error }, 'event stream replay failed');
      connection.end();
    }
  }

  /** Reads new events from the log and hands them to live clients; calls during a read coalesce. */
  wake(): void {
    if (this.cursor === undefined) return;
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = true;
    void this.readNew().finally(() => {
      this.reading = false;
    });
  }

  /** Ends every stream (the service is closing). */
  close(): void {
    this.closing = true;
    for (const connection of this.connections) connection.end();
    this.connections.clear();
    this.stopTimers();
  }

  private async readNew(): Promise<void> {
    try {
      do {
        this.readAgain = false;
        if (this.cursor === undefined) return;
        const page = await this.source.listAfter(this.cursor, this.pageSize);
        for (const event of page) {
          for (const connection of this.connections) if (connection.live) connection.sendEvent(event);
          if (this.cursor === undefined) return;
          this.cursor = event.id;
        }
        if (page.length === this.pageSize) this.readAgain = true;
      } while (this.readAgain);
    } catch (error) {
      this.logger.error({ err: error }, 'event stream read failed');
    }
  }

  private async ensureCursor(): Promise<number> {
    if (this.cursor !== undefined) return this.cursor;
    const latest = await this.source.latestId();
    if (this.cursor === undefined) this.cursor = latest;
    return this.cursor;
  }

  private remove(connection: StreamConnection): void {
    this.connections.delete(connection);
    if (this.connections.size === 0) {
      this.stopTimers();
      this.cursor = undefined;
    }
  }

  private startTimers(): void {
    if (!this.heartbeatTimer) {
      this.heartbeatTimer = setInterval(() => {
        for (const connection of this.connections) connection.write(': heartbeat\n\n');
      }, this.heartbeatMs);
      this.heartbeatTimer.unref();
    }
    if (!this.pollTimer) {
      this.pollTimer = setInterval(() => this.wake(), this.pollMs);
      this.pollTimer.unref();
    }
  }

  private stopTimers(): void {
    clearInterval(this.heartbeatTimer);
    clearInterval(this.pollTimer);
    this.heartbeatTimer = undefined;
    this.pollTimer = undefined;
  }
}
