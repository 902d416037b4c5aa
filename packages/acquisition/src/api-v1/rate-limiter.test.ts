import { ManualClock } from '@hms/platform';
import { describe, expect, it } from 'vitest';
import { TokenBucketLimiter } from './rate-limiter.ts';

describe('the token bucket', () => {
  it('allows the burst, then one per refill interval, with Retry-After rounded up', () => {
    const clock = new ManualClock();
    const limiter = new TokenBucketLimiter(clock, { per_second: 0.5, burst: 2 });
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 2 });
    clock.advance(1_000);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock.advance(1_000);
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('b')).toEqual({ allowed: true });
  });

  it('forgets full buckets when it remembers many callers, keeping the others', () => {
    const clock = new ManualClock();
    const limiter = new TokenBucketLimiter(clock, { per_second: 1, burst: 1 });
    for (let i = 0; i < 9_999; i += 1) limiter.take(`caller-${i}`);
    clock.advance(1_000); // every caller's bucket is full again
    expect(limiter.take('busy')).toEqual({ allowed: true });
    expect(limiter.remembered).toBe(10_000);
    limiter.take('one more');
    expect(limiter.remembered).toBe(2);
    expect(limiter.take('busy')).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});
