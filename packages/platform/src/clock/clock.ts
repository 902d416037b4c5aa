/**
 * Time comes in through this interface so tests can drive it. Services never call `Date.now()`
 * or `setTimeout` for domain decisions; they ask the clock.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string = '2026-01-01T00:00:00.000Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): Date {
    this.current += ms;
    return this.now();
  }

  advanceMinutes(minutes: number): Date {
    return this.advance(minutes * 60_000);
  }

  set(to: Date | string): void {
    this.current = new Date(to).getTime();
  }
}

export function isoNow(clock: Clock): string {
  return clock.now().toISOString();
}
