import type { QuotaPeriod } from './requests.schemas.ts';

export const QUOTA_PERIODS: readonly QuotaPeriod[] = ['day', 'week', 'month'];

/**
 * The calendar period (UTC) that `now` lies in: days start at midnight, weeks on Monday,
 * months on the first. Calendar periods give every account the same, predictable reset moment
 * (`resets_at`), unlike a rolling window whose end moves with each request.
 */
export function quotaPeriodBounds(period: QuotaPeriod, now: Date): { start: Date; end: Date } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const day = now.getUTCDate();
  if (period === 'day') {
    return { start: new Date(Date.UTC(year, month, day)), end: new Date(Date.UTC(year, month, day + 1)) };
  }
  if (period === 'week') {
    const sinceMonday = (now.getUTCDay() + 6) % 7;
    return {
      start: new Date(Date.UTC(year, month, day - sinceMonday)),
      end: new Date(Date.UTC(year, month, day - sinceMonday + 7)),
    };
  }
  return { start: new Date(Date.UTC(year, month, 1)), end: new Date(Date.UTC(year, month + 1, 1)) };
}

export function isQuotaPeriod(value: string): value is QuotaPeriod {
  return (QUOTA_PERIODS as readonly string[]).includes(value);
}
