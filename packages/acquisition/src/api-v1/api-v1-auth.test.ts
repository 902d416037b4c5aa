import type { ManualClock } from '@hms/platform';
import { ENGINES } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeysService } from '../keys/keys.service.ts';
import { bearer, createTestKey } from '../testing/api-keys.ts';
import { startTestAcquisition, type TestAcquisition } from '../testing/test-acquisition.ts';

describe.each(ENGINES)('the /api/v1 gate on %s', (engine) => {
  let service: TestAcquisition;
  let keys: KeysService;
  beforeAll(async () => {
    service = await startTestAcquisition(engine);
    keys = new KeysService(service.database.db, service.clock);
    // Probe routes of each scope, added before the app is ready; they only echo the caller.
    for (const scope of ['request', 'operate'] as const) {
      service.app.get(`/api/v1/probe-${scope}`, { config: { scope } }, async (request) => ({ key: request.apiKey }));
    }
  });
  afterAll(() => service.dispose());

  const get = (url: string, headers: Record<string, string> = {}) => service.app.inject({ method: 'GET', url, headers });

  it('answers 401 api_key_missing without a key, also for an empty bearer', async () => {
    for (const headers of [{}, { authorization: 'Bearer ' }] as Record<string, string>[]) {
      const response = await get('/api/v1/key', headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'api_key_missing', params: {} });
    }
  });

  it('answers 401 api_key_invalid for an unknown key, another scheme or a revoked key', async () => {
    const key = await createTestKey(service, ['read']);
    const [record] = (await keys.list()).slice(-1);
    await keys.revoke(record!.id);
    for (const authorization of ['Bearer acq_nonsense', 'Basic dXNlcjpwYXNz', `Bearer ${key}`]) {
      const response = await get('/api/v1/key', { authorization });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('api_key_invalid');
    }
  });

  it('revoking one key leaves the others working', async () => {
    const kept = await createTestKey(service, ['read'], 'kept');
    const gone = await createTestKey(service, ['read'], 'gone');
    const goneRecord = (await keys.list()).find((k) => k.name === 'gone')!;
    await keys.revoke(goneRecord.id);
    expect((await get('/api/v1/key', bearer(kept))).statusCode).toBe(200);
    expect((await get('/api/v1/key', bearer(gone))).statusCode).toBe(401);
  });

  it('enforces each scope with 403 scope_missing naming the scope', async () => {
    const readOnly = await createTestKey(service, ['read']);
    const requester = await createTestKey(service, ['request']);
    const operator = await createTestKey(service, ['operate']);
    const all = await createTestKey(service, ['read', 'request', 'operate']);
    const cases: [string, string, number][] = [
      [readOnly, '/api/v1/key', 200],
      [readOnly, '/api/v1/probe-request', 403],
      [readOnly, '/api/v1/probe-operate', 403],
      [requester, '/api/v1/key', 200],
      [requester, '/api/v1/probe-request', 200],
      [requester, '/api/v1/probe-operate', 403],
      [operator, '/api/v1/probe-request', 403],
      [operator, '/api/v1/probe-operate', 200],
      [all, '/api/v1/probe-request', 200],
      [all, '/api/v1/probe-operate', 200],
    ];
    for (const [key, url, status] of cases) {
      const response = await get(url, bearer(key));
      expect({ url, status: response.statusCode }).toEqual({ url, status });
      if (status === 403) {
        expect(response.json()).toMatchObject({ code: 'scope_missing', params: { scope: url.replace('/api/v1/probe-', '') } });
      }
    }
    const echoed = await get('/api/v1/probe-request', bearer(requester));
    expect(echoed.json().key).toMatchObject({ scopes: ['read', 'request'] });
  });

  it('limits each key to its rate: 429 rate_limited with Retry-After, refilled as time passes', async () => {
    const clock = service.clock as ManualClock;
    const key = await createTestKey(service, ['read'], 'busy');
    const other = await createTestKey(service, ['read'], 'calm');
    for (let i = 0; i < 40; i += 1) expect((await get('/api/v1/key', bearer(key))).statusCode).toBe(200);
    const limited = await get('/api/v1/key', bearer(key));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('1');
    expect(limited.json()).toMatchObject({ code: 'rate_limited', params: { retry_after: 1 } });
    // another key has its own bucket
    expect((await get('/api/v1/key', bearer(other))).statusCode).toBe(200);
    clock.advance(50); // 20 per second: one token back after 50 ms
    expect((await get('/api/v1/key', bearer(key))).statusCode).toBe(200);
    expect((await get('/api/v1/key', bearer(key))).statusCode).toBe(429);
    clock.advance(2_000);
    expect((await get('/api/v1/key', bearer(key))).statusCode).toBe(200);
  });

  it('refuses to start a /api/v1 route that declares no scope', async () => {
    const other = await startTestAcquisition(engine);
    try {
      expect(() => other.app.get('/api/v1/unguarded', async () => ({}))).toThrow(/must declare config.scope/);
    } finally {
      await other.dispose();
    }
  });
});
