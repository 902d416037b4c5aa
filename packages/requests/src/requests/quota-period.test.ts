import { describe, expect, it } from 'vitest';
import { isQuotaPeriod, quotaPeriodBounds } from './quota-period.ts';

describe('quota periods', () => {
  it('starts days at midnight UTC', () => {
    const { start, end } = quotaPeriodBounds('day', new Date('2026-03-04T23:59:59.000Z'));
    expect(start.toISOString()).toBe('2026-03-04T00:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-05T00:00:00.000Z');
  });

  it('starts weeks on Monday, also when today is Sunday', () => {
    const sunday = quotaPeriodBounds('week', new Date('2026-03-08T10:00:00.000Z'));
    expect(sunday.start.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(sunday.end.toISOString()).toBe('2026-03-09T00:00:00.000Z');
    const monday = quotaPeriodBounds('week', new Date('2026-03-09T00:00:00.000Z'));
    expect(monday.start.toISOString()).toBe('2026-03-09T00:00:00.000Z');
  });

  it('starts months on the first and crosses the year', () => {
    const { start, end } = quotaPeriodBounds('month', new Date('2026-12-31T12:00:00.000Z'));
    expect(start.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(end.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('knows the three period names only', () => {
    expect(['day', 'week', 'month'].every(isQuotaPeriod)).toBe(true);
    expect(isQuotaPeriod('year')).toBe(false);
  });
});
