import { ManualClock } from '@hms/platform';
import { ENGINES } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestKey } from '../testing/api-keys.ts';
import { startTestAcquisition, type TestAcquisition } from '../testing/test-acquisition.ts';
import { groupState, isReleased, itemState } from './states.ts';

const now = new Date('2026-03-01T12:00:00Z');
const base = { monitored: true, hasFile: false, cutoffMet: true, releaseDate: '2020-01-01' };

describe('state of one item (precedence: first that applies wins)', () => {
  it('puts activity first, then the file, then the switch, then the date', () => {
    expect(itemState({ ...base, hasFile: true, activity: 'downloading' }, now)).toBe('downloading');
    expect(itemState({ ...base, hasFile: true }, now)).toBe('available');
    expect(itemState({ ...base, hasFile: true, cutoffMet: false }, now)).toBe('upgrading');
    expect(itemState({ ...base, hasFile: true, cutoffMet: false, monitored: false }, now)).toBe('available');
    expect(itemState({ ...base, monitored: false }, now)).toBe('frozen');
    expect(itemState({ ...base, releaseDate: '2026-03-02' }, now)).toBe('not_released');
    expect(itemState({ ...base, releaseDate: null }, now)).toBe('not_released');
    expect(itemState({ ...base, activity: 'searching' }, now)).toBe('searching');
    expect(itemState(base, now)).toBe('missing');
  });

  it('counts a date as released on its own day', () => {
    expect(isReleased('2026-03-01', now)).toBe(true);
    expect(isReleased('2026-03-02', now)).toBe(false);
  });
});

describe('state of a group (season, series version)', () => {
  it('is missing while anything watched and aired lacks a file', () => {
    expect(groupState(['available', 'missing', 'not_released'], true)).toBe('missing');
    expect(groupState(['available', 'not_released', 'frozen'], true)).toBe('available');
    expect(groupState(['available', 'upgrading'], true)).toBe('upgrading');
    expect(groupState(['frozen', 'frozen'], true)).toBe('frozen');
    expect(groupState(['not_released', 'not_released'], false)).toBe('frozen');
    expect(groupState(['not_released', 'frozen'], true)).toBe('not_released');
    expect(groupState([], true)).toBe('not_released');
    expect(groupState([], false)).toBe('frozen');
    expect(groupState(['available', 'stuck', 'missing'], true)).toBe('stuck');
  });
});

describe.each(ENGINES)('states moving with the clock on %s', (engine) => {
  let service: TestAcquisition;
  const clock = new ManualClock('1999-03-01T12:00:00.000Z');
  beforeAll(async () => {
    service = await startTestAcquisition(engine, { clock });
  });
  afterAll(() => service.dispose());

  it('turns not_released into missing once the date comes, and moves the change number', async () => {
    const key = await createTestKey(service, ['read', 'request']);
    const requested = await service.app.inject({
      method: 'POST',
      url: '/api/v1/requests',
      headers: bearer(key),
      payload: { kind: 'movie', ref: 'catalog:603', versions: ['v_movie'] },
    });
    expect(requested.json().versions[0].state).toBe('not_released');
    const marker = (await service.app.inject({ method: 'GET', url: '/api/v1/titles?after=0', headers: bearer(key) })).json().next_after;
    clock.set('1999-04-01T12:00:00.000Z');
    await service.jobs.runDue();
    const feed = (await service.app.inject({ method: 'GET', url: `/api/v1/titles?after=${marker}`, headers: bearer(key) })).json();
    expect(feed.items).toHaveLength(1);
    expect(feed.items[0].versions[0]).toMatchObject({ version: 'v_movie', state: 'missing' });
    const events = (await service.app.inject({ method: 'GET', url: '/api/v1/events?after=0&limit=1000', headers: bearer(key) })).json();
    expect(events.items).toContainEqual(
      expect.objectContaining({ kind: 'version.state_changed', data: expect.objectContaining({ from: 'not_released', to: 'missing' }) }),
    );
  });
});
