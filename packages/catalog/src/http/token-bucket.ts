import type { Timing } from './timing.ts';

export interface TokenBucketOptions {
  /** Requests allowed at once after a quiet spell. */
  capacity: number;
  /** `capacity` tokens flow back over this many milliseconds. */
  refillIntervalMs: number;
}

/**
 * A client-side rate limiter: a token bucket refilled continuously, served strictly in call
 * order (one waiter at a time), so the catalog never sees more than `capacity` requests in any
 * `refillIntervalMs` window plus the steady refill rate. Time comes from the injected clock and
 * sleeper, so tests drive it without waiting.
 */
export class TokenBucket {
  private tokens: number;
  private updatedAt: number;
  private queue: Promise<void> = Promise.resolve();
  private readonly refillPerMs: number;

  constructor(
    private readonly options: TokenBucketOptions,
    private readonly timing: Timing,
  ) {
    if (options.capacity < 1 || options.refillIntervalMs <= 0) throw new Error('token bucket needs capacity >= 1');
    this.tokens = options.capacity;
    this.updatedAt = timing.clock.now().getTime();
    this.refillPerMs = options.capacity / options.refillIntervalMs;
  }

  /** Resolves when the caller may send one request. */
  acquire(): Promise<void> {
    const turn = this.queue.then(() => this.take());
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private refill(): void {
    const now = this.timing.clock.now().getTime();
    const elapsed = Math.max(0, now - this.updatedAt);
    this.tokens = Math.min(this.options.capacity, this.tokens + elapsed * this.refillPerMs);
    this.updatedAt = now;
  }

  private async take(): Promise<void> {
    for (;;) {
      this.refill();
      if (this.tokens >= 1 - 1e-9) {
        this.tokens = Math.max(0, this.tokens - 1);
        return;
      }
      // Timers may fire a little early; the loop re-checks the clock instead of trusting them.
      await this.timing.sleep(Math.max(1, Math.ceil((1 - this.tokens) / this.refillPerMs)));
    }
  }
}
