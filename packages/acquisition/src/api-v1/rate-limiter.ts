import type { Clock } from '@hms/platform';

export interface RateLimit {
  /** Tokens added per second. */
  per_second: number;
  /** Largest number of requests allowed at once. */
  burst: number;
}

export const DEFAULT_RATE_LIMIT: RateLimit = { per_second: 20, burst: 40 };

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Callers (keys, client addresses) remembered before full buckets are forgotten. */
const MAX_BUCKETS = 10_000;

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * A token bucket per caller (API key id): each request takes one token, tokens come back at
 * `per_second` up to `burst`. Time comes from the injected clock so tests drive it.
 */
export class TokenBucketLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private limit: RateLimit;

  constructor(
    private readonly clock: Clock,
    limit: RateLimit = DEFAULT_RATE_LIMIT,
  ) {
    this.limit = limit;
  }

  get current(): RateLimit {
    return this.limit;
  }

  /** How many callers' buckets are kept. */
  get remembered(): number {
    return this.buckets.size;
  }

  setLimit(limit: RateLimit): void {
    this.limit = limit;
    this.buckets.clear();
  }

  take(caller: string): RateDecision {
    const now = this.clock.now().getTime();
    if (this.buckets.size >= MAX_BUCKETS) this.forgetFull(now);
    const { per_second, burst } = this.limit;
    const bucket = this.buckets.get(caller) ?? { tokens: burst, at: now };
    const refilled = Math.min(burst, bucket.tokens + (Math.max(0, now - bucket.at) / 1000) * per_second);
    if (refilled >= 1) {
      this.buckets.set(caller, { tokens: refilled - 1, at: now });
      return { allowed: true };
    }
    this.buckets.set(caller, { tokens: refilled, at: now });
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - refilled) / per_second)) };
  }

  /** A bucket that has refilled says nothing a fresh one would not: forget it. */
  private forgetFull(now: number): void {
    const { per_second, burst } = this.limit;
    for (const [caller, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.at) / 1000) * per_second >= burst) this.buckets.delete(caller);
    }
  }
}
