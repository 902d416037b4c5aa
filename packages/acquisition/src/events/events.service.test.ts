import { inTransaction } from '@hms/platform';
import { ENGINES } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestKey } from '../testing/api-keys.ts';
import { startTestAcquisition, type TestAcquisition } from '../testing/test-acquisition.ts';
import { EVENT_KINDS } from './event-kinds.ts';

describe.each(ENGINES)('the event log on %s', (engine) => {
  let service: TestAcquisition;
  let key: string;
  beforeAll(async () => {
    service = await startTestAcquisition(engine);
    key = await createTestKey(service, ['read']);
  });
  afterAll(() => service.dispose());

  const record = (kind: (typeof EVENT_KINDS)[number], data: Record<string, unknown>) =>
    inTransaction(service.database.db, (trx) => service.events.record(trx, kind, data));

  it('numbers events without gaps, in the transaction of the change, and gives a rolled-back number back', async () => {
    const first = await record('title.added', { kind: 'movie', ref: 'catalog:603' });
    expect(first).toEqual({ id: 1, kind: 'title.added', at: '2026-03-01T12:00:00.000Z', data: { kind: 'movie', ref: 'catalog:603' } });
    await expect(
      inTransaction(service.database.db, async (trx) => {
        await service.events.record(trx, 'title.changed', { ref: 'catalog:603' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const second = await record('version.requested', { ref: 'catalog:603', version: 'v_movie' });
    expect(second.id).toBe(2);
    const page = await service.events.list(0);
    expect(page.items.map((e) => [e.id, e.kind])).toEqual([
      [1, 'title.added'],
      [2, 'version.requested'],
    ]);
  });

  it('keeps numbers gap-free and in commit order when many transactions record at once', async () => {
    const before = await service.events.latestId();
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        inTransaction(service.database.db, async (trx) => {
          await trx.selectFrom('events').select('id').limit(1).execute();
          return service.events.record(trx, 'search.started', { n: i });
        }),
      ),
    );
    const page = await service.events.list(before, 1000);
    expect(page.items.map((e) => e.id)).toEqual(Array.from({ length: 25 }, (_, i) => before + i + 1));
    expect(new Set(page.items.map((e) => e.data.n)).size).toBe(25);
  });

  it('refuses a kind that is not of the form thing.happened', async () => {
    await expect(
      inTransaction(service.database.db, (trx) => service.events.record(trx, 'Bad Kind' as never, {})),
    ).rejects.toThrow('thing.happened');
  });

  it('serves GET /api/v1/events with after, limit, next_after, more and latest', async () => {
    const latest = await service.events.latestId();
    const res = await service.app.inject({ method: 'GET', url: '/api/v1/events?after=1&limit=1', headers: bearer(key) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [{ id: 2, kind: 'version.requested', at: '2026-03-01T12:00:00.000Z', data: { ref: 'catalog:603', version: 'v_movie' } }],
      next_after: 2,
      more: true,
      latest,
    });
    const rest = (await service.app.inject({ method: 'GET', url: `/api/v1/events?after=2`, headers: bearer(key) })).json();
    expect(rest.items).toHaveLength(latest - 2);
    expect(rest).toMatchObject({ next_after: latest, more: false, latest });
    const nothing = (await service.app.inject({ method: 'GET', url: `/api/v1/events?after=${latest}`, headers: bearer(key) })).json();
    expect(nothing).toEqual({ items: [], next_after: latest, more: false, latest });
  });

  it('pages by 100 when no limit is given', async () => {
    const start = await service.events.latestId();
    await inTransaction(service.database.db, async (trx) => {
      for (let i = 0; i < 105; i++) await service.events.record(trx, 'file.imported', { n: i });
    });
    const page = (await service.app.inject({ method: 'GET', url: `/api/v1/events?after=${start}`, headers: bearer(key) })).json();
    expect(page.items).toHaveLength(100);
    expect(page.more).toBe(true);
    expect(page.next_after).toBe(start + 100);
  });

  it('refuses bad paging with invalid_input and changes nothing', async () => {
    for (const query of ['limit=1001', 'limit=0', 'after=-1', 'after=abc']) {
      const res = await service.app.inject({ method: 'GET', url: `/api/v1/events?${query}`, headers: bearer(key) });
      expect(res.statusCode, query).toBe(422);
      expect(res.json().code).toBe('invalid_input');
    }
    const max = await service.app.inject({ method: 'GET', url: '/api/v1/events?limit=1000', headers: bearer(key) });
    expect(max.statusCode).toBe(200);
  });

  it('needs a key with read scope on both event addresses', async () => {
    for (const url of ['/api/v1/events', '/api/v1/events/stream']) {
      const none = await service.app.inject({ method: 'GET', url });
      expect(none.statusCode).toBe(401);
      expect(none.json().code).toBe('api_key_missing');
      const wrong = await service.app.inject({ method: 'GET', url, headers: bearer('not-a-key') });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().code).toBe('api_key_invalid');
    }
  });

  it('documents both addresses with scope read in the OpenAPI document', async () => {
    const doc = (await service.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/v1/events'].get['x-scope']).toBe('read');
    expect(doc.paths['/api/v1/events/stream'].get['x-scope']).toBe('read');
    expect(Object.keys(doc.paths['/api/v1/events/stream'].get.responses['200'].content)).toEqual(['text/event-stream']);
    expect(doc.paths['/api/v1/events'].get.responses['401'].content['application/json'].schema.properties.code.enum).toEqual([
      'api_key_missing',
      'api_key_invalid',
    ]);
  });

  it('lists the contract kinds', () => {
    expect(EVENT_KINDS).toContain('version.state_changed');
    expect(EVENT_KINDS).toContain('pairing.confirmed');
    expect(EVENT_KINDS).toHaveLength(19);
  });
});
