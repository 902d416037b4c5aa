import { AppError, type Clock } from '@hms/platform';

/** Failures in a row that cost nothing (typos happen). */
export const FREE_FAILURES = 5;
/** The longest wait after failures; the right password is never kept out longer than this. */
export const MAX_DELAY_SECONDS = 300;
/** A key with no failure for this long starts from scratch. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;
const MAX_TRACKED = 10_000;

interface Failures {
  count: number;
  lastAt: number;
  /** Earliest time the next attempt is looked at (ms since epoch). */
  nextAllowedAt: number;
}

/**
 * Slows sign-in down after repeated failures per username and client address: after
 * FREE_FAILURES wrong passwords in a row, each further failure doubles the wait before the next
 * attempt is even checked (1 s, 2 s, 4 s ... capped at MAX_DELAY_SECONDS). Attempts inside the
 * wait answer 429 `rate_limited` with `Retry-After` and are not counted, so the right password
 * works again at most MAX_DELAY_SECONDS after the last failure; a success clears the count.
 * Kept in memory: a restart forgets, which only ever shortens a wait.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, Failures>();

  constructor(private readonly clock: Clock) {}

  private keyOf(username: string, address: string): string {
    return `${username.toLowerCase()}\u0000${address}`;
  }

  /** Throws 429 `rate_limited` while the key has to wait. */
  check(username: string, address: string): void {
    const entry = this.failures.get(this.keyOf(username, address));
    if (!entry) return;
    const now = this.clock.now().getTime();
    if (now < entry.nextAllowedAt) {
      const retryAfter = Math.ceil((entry.nextAllowedAt - now) / 1000);
      throw new AppError('rate_limited', { retry_after: retryAfter }, { 'retry-after': String(retryAfter) });
    }
  }

  /** Records a failure; returns the seconds the next attempt has to wait (0 while still free). */
  fail(username: string, address: string): number {
    const key = this.keyOf(username, address);
    const now = this.clock.now().getTime();
    const previous = this.failures.get(key);
    const count = previous && now - previous.lastAt < FORGET_AFTER_MS ? previous.count + 1 : 1;
    const delay = delaySecondsAfter(count);
    this.failures.delete(key);
    this.failures.set(key, { count, lastAt: now, nextAllowedAt: now + delay * 1000 });
    this.prune(now);
    return delay;
  }

  succeed(username: string, address: string): void {
    this.failures.delete(this.keyOf(username, address));
  }

  private prune(now: number): void {
    if (this.failures.size <= MAX_TRACKED) return;
    for (const [key, entry] of this.failures) {
      if (now - entry.lastAt >= FORGET_AFTER_MS || this.failures.size > MAX_TRACKED) this.failures.delete(key);
      else break;
    }
  }
}

/** The wait after the `count`-th failure in a row. */
export function delaySecondsAfter(count: number): number {
  if (count <= FREE_FAILURES) return 0;
  return Math.min(2 ** (count - FREE_FAILURES - 1), MAX_DELAY_SECONDS);
}
