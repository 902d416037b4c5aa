import { type Clock, systemClock } from '@hms/platform';

/** Waits the given milliseconds; injected so tests can move a manual clock instead of waiting. */
export type Sleeper = (ms: number) => Promise<void>;

export const realSleep: Sleeper = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Clock and sleeper together: what the rate limiters and retries need of time. */
export interface Timing {
  clock: Clock;
  sleep: Sleeper;
}

export const realTiming: Timing = { clock: systemClock, sleep: realSleep };
