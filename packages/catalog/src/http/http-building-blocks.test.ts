import { ManualClock } from '@hms/platform';
import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './catalog-http.ts';
import type { Timing } from './timing.ts';
import { TokenBucket } from './token-bucket.ts';
import { TtlCache } from './ttl-cache.ts';

function driven(): { clock: ManualClock; timing: Timing; waits: number[] } {
  const clock = new ManualClock();
  const waits: number[] = [];
  return {
    clock,
    waits,
    timing: {
      clock,
      sleep: async (ms) => {
        waits.push(ms);
        clock.advance(ms);
      },
    },
  };
}

describe('TokenBucket', () => {
  it('lets a burst of `capacity` through, then paces at the refill rate', async () => {
    const { clock, timing } = driven();
    const bucket = new TokenBucket({ capacity: 3, refillIntervalMs: 3000 }, timing);
    const granted: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      await bucket.acquire();
      granted.push(clock.now().getTime());
    }
    const start = granted[0]!;
    expect(granted.map((at) => at - start)).toEqual([0, 0, 0, 1000, 2000, 3000]);
  });

  it('refills while idle, never above capacity', async () => {
    const { clock, timing, waits } = driven();
    const bucket = new TokenBucket({ capacity: 2, refillIntervalMs: 1000 }, timing);
    await bucket.acquire();
    await bucket.acquire();
    clock.advance(60_000);
    await bucket.acquire();
    await bucket.acquire();
    expect(waits).toEqual([]);
    await bucket.acquire();
    expect(waits).toEqual([500]);
  });

  it('serves concurrent callers in call order', async () => {
    const { timing } = driven();
    const bucket = new TokenBucket({ capacity: 1, refillIntervalMs: 1000 }, timing);
    const order: number[] = [];
    await Promise.all([1, 2, 3, 4].map((n) => bucket.acquire().then(() => order.push(n))));
    expect(order).toEqual([1, 2, 3, 4]);
  });

  it('re-checks the clock when a timer fires early', async () => {
    const clock = new ManualClock();
    const waits: number[] = [];
    // A sleeper that comes back 1 ms too soon, as real timers sometimes do.
    const timing: Timing = {
      clock,
      sleep: async (ms) => {
        waits.push(ms);
        clock.advance(Math.max(0, ms - 1));
      },
    };
    const bucket = new TokenBucket({ capacity: 1, refillIntervalMs: 1000 }, timing);
    await bucket.acquire();
    const before = clock.now().getTime();
    await bucket.acquire();
    expect(clock.now().getTime() - before).toBeGreaterThanOrEqual(1000);
    expect(waits.length).toBe(2);
  });

  it('refuses a bucket that could never grant', () => {
    expect(() => new TokenBucket({ capacity: 0, refillIntervalMs: 1000 }, driven().timing)).toThrow();
  });
});

describe('TtlCache', () => {
  it('expires entries after their own time to live', () => {
    const clock = new ManualClock();
    const cache = new TtlCache<string>(10, clock);
    cache.set('short', 'a', 1000);
    cache.set('long', 'b', 5000);
    clock.advance(1000);
    expect(cache.get('short')).toBeUndefined();
    expect(cache.get('long')).toEqual({ value: 'b' });
    clock.advance(4000);
    expect(cache.get('long')).toBeUndefined();
  });

  it('keeps null as a value, distinct from a miss', () => {
    const cache = new TtlCache<string | null>(10, new ManualClock());
    cache.set('missing', null, 1000);
    expect(cache.get('missing')).toEqual({ value: null });
    expect(cache.get('never')).toBeUndefined();
  });

  it('drops the least recently used entry beyond its size', () => {
    const cache = new TtlCache<number>(2, new ManualClock());
    cache.set('a', 1, 1000);
    cache.set('b', 2, 1000);
    cache.get('a');
    cache.set('c', 3, 1000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual({ value: 1 });
    expect(cache.get('c')).toEqual({ value: 3 });
    expect(cache.size).toBe(2);
  });
});

describe('parseRetryAfter', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:10 GMT', now)).toBe(10_000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0);
  });
  it('ignores what it cannot read', () => {
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
  });
});
