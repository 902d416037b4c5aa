import type { ManualClock } from '@hms/platform';
import { ENGINES } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestKey, ownerHeaders } from '../testing/api-keys.ts';
import { startTestAcquisition, type TestAcquisition } from '../testing/test-acquisition.ts';

describe.each(ENGINES)('keys on %s', (engine) => {
  let service: TestAcquisition;
  let owner: Record<string, string>;
  beforeAll(async () => {
    service = await startTestAcquisition(engine);
    owner = await ownerHeaders(service);
  });
  afterAll(() => service.dispose());

  it('GET /api/v1/key describes the calling key with its rate limit', async () => {
    const key = await createTestKey(service, ['request'], 'my program');
    const response = await service.app.inject({ method: 'GET', url: '/api/v1/key', headers: bearer(key) });
    expect(response.statusCode).toBe(200);
    const now = (service.clock as ManualClock).now().toISOString();
    expect(response.json()).toEqual({
      id: expect.any(Number),
      name: 'my program',
      scopes: ['read', 'request'],
      origin: 'cli',
      created_at: now,
      last_used_at: now,
      rate_limit: { per_second: 20, burst: 40 },
    });
  });

  it('the owner makes a key (shown once), lists keys without the key, and revokes one', async () => {
    const created = await service.app.inject({
      method: 'POST',
      url: '/api/keys',
      headers: owner,
      payload: { name: 'Requests app', scopes: ['request', 'request'] },
    });
    expect(created.statusCode).toBe(201);
    const { key, item } = created.json();
    expect(key).toMatch(/^acq_[A-Za-z0-9_-]{43}$/);
    expect(item).toMatchObject({ name: 'Requests app', scopes: ['read', 'request'], origin: 'owner', revoked_at: null });
    expect((await service.app.inject({ method: 'GET', url: '/api/v1/key', headers: bearer(key) })).statusCode).toBe(200);

    const list = await service.app.inject({ method: 'GET', url: '/api/keys', headers: owner });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(key);
    expect(list.json().items.map((k: { name: string }) => k.name)).toContain('Requests app');

    const revoked = await service.app.inject({ method: 'DELETE', url: `/api/keys/${item.id}`, headers: owner });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revoked_at).not.toBeNull();
    expect((await service.app.inject({ method: 'GET', url: '/api/v1/key', headers: bearer(key) })).json().code).toBe(
      'api_key_invalid',
    );
  });

  it('refuses bad key input and unknown keys and changes nothing', async () => {
    const before = (await service.app.inject({ method: 'GET', url: '/api/keys', headers: owner })).json().items.length;
    for (const payload of [{ name: 'x', scopes: ['admin'] }, { name: '', scopes: [] }, { scopes: ['read'] }, { name: 'a\u0000', scopes: [] }]) {
      const response = await service.app.inject({ method: 'POST', url: '/api/keys', headers: owner, payload });
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('invalid_input');
      expect(response.json().params.errors.length).toBeGreaterThan(0);
    }
    const after = (await service.app.inject({ method: 'GET', url: '/api/keys', headers: owner })).json().items.length;
    expect(after).toBe(before);
    const unknown = await service.app.inject({ method: 'DELETE', url: '/api/keys/99999', headers: owner });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'key_not_found', params: { key_id: 99999 } });
    for (const id of ['abc', '0', '99999999999999999999']) {
      const bad = await service.app.inject({ method: 'DELETE', url: `/api/keys/${id}`, headers: owner });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().code).toBe('invalid_input');
    }
  });

  it('no key opens the owner key settings, and changes need X-Requested-With', async () => {
    const key = await createTestKey(service, ['read', 'request', 'operate']);
    const withKey = await service.app.inject({ method: 'GET', url: '/api/keys', headers: bearer(key) });
    expect(withKey.statusCode).toBe(401);
    expect(withKey.json().code).toBe('session_required');
    const noXrw = await service.app.inject({
      method: 'POST',
      url: '/api/keys',
      headers: { cookie: owner.cookie! },
      payload: { name: 'x', scopes: [] },
    });
    expect(noXrw.statusCode).toBe(403);
    expect(noXrw.json().code).toBe('requested_with_missing');
  });
});
