import { ENGINES } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestKey, ownerHeaders } from '../testing/api-keys.ts';
import { startTestAcquisition, type TestAcquisition } from '../testing/test-acquisition.ts';

describe.each(ENGINES)('the owner web API for webhooks on %s', (engine) => {
  let service: TestAcquisition;
  let owner: Record<string, string>;
  beforeAll(async () => {
    service = await startTestAcquisition(engine);
    owner = await ownerHeaders(service);
  });
  afterAll(() => service.dispose());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers = owner) =>
    service.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  it('adds, lists, changes and removes targets; the secret is shown once and stored sealed', async () => {
    const created = await call('POST', '/api/webhooks', { url: 'https://example.org/hook?x=1', kinds: ['title.added'] });
    expect(created.statusCode).toBe(201);
    const target = created.json();
    expect(target).toMatchObject({ url: 'https://example.org/hook?x=1', kinds: ['title.added'], enabled: true });
    expect(target.secret).toMatch(/^whsec_/);

    const list = (await call('GET', '/api/webhooks')).json();
    expect(list.items).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(target.secret);
    expect(JSON.stringify((await call('GET', `/api/webhooks/${target.id}`)).json())).not.toContain(target.secret);
    const stored = await service.database.db.selectFrom('webhook_targets').select('secret_sealed').executeTakeFirstOrThrow();
    expect(stored.secret_sealed).not.toContain(target.secret.slice(6));

    const changed = await call('PATCH', `/api/webhooks/${target.id}`, { url: 'http://127.0.0.1:9/other', kinds: null });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ url: 'http://127.0.0.1:9/other', kinds: null, enabled: true });

    const rotated = await call('POST', `/api/webhooks/${target.id}/secret`);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().secret).toMatch(/^whsec_/);
    expect(rotated.json().secret).not.toBe(target.secret);

    expect((await call('DELETE', `/api/webhooks/${target.id}`)).statusCode).toBe(204);
    for (const [method, url] of [
      ['GET', `/api/webhooks/${target.id}`],
      ['DELETE', `/api/webhooks/${target.id}`],
      ['GET', `/api/webhooks/${target.id}/deliveries`],
      ['POST', `/api/webhooks/${target.id}/secret`],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'webhook_not_found', params: { webhook_id: target.id } });
    }
    const gone = await call('PATCH', `/api/webhooks/${target.id}`, { enabled: false });
    expect(gone.json().code).toBe('webhook_not_found');
  });

  it('refuses unusable addresses and unknown kinds, changing nothing', async () => {
    for (const [url, reason] of [
      ['ftp://example.org/x', 'scheme_not_http'],
      ['not an address', 'not_a_url'],
      ['https://user:pw@example.org/x', 'credentials_in_url'],
    ]) {
      const res = await call('POST', '/api/webhooks', { url });
      expect(res.statusCode, url).toBe(422);
      expect(res.json()).toMatchObject({ code: 'webhook_url_invalid', params: { reason } });
      expect(JSON.stringify(res.json())).not.toContain('pw@');
    }
    for (const body of [{ url: 'https://example.org', kinds: ['title.exploded'] }, { url: 'https://example.org', kinds: [] }, {}]) {
      const res = await call('POST', '/api/webhooks', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().code).toBe('invalid_input');
    }
    expect((await call('GET', '/api/webhooks')).json().items).toEqual([]);
    const created = (await call('POST', '/api/webhooks', { url: 'https://example.org' })).json();
    const bad = await call('PATCH', `/api/webhooks/${created.id}`, { url: 'javascript:alert(1)' });
    expect(bad.json().code).toBe('webhook_url_invalid');
    expect((await call('GET', `/api/webhooks/${created.id}`)).json().url).toBe('https://example.org/');
    const empty = await call('PATCH', `/api/webhooks/${created.id}`, {});
    expect(empty.json().code).toBe('invalid_input');
    const badPage = await call('GET', `/api/webhooks/${created.id}/deliveries?limit=0`);
    expect(badPage.json().code).toBe('invalid_input');
    await call('DELETE', `/api/webhooks/${created.id}`);
  });

  it('opens only with the owner session, never with an API key, and changes need X-Requested-With', async () => {
    const key = await createTestKey(service, ['read', 'request', 'operate']);
    for (const headers of [{}, bearer(key)]) {
      const list = await call('GET', '/api/webhooks', undefined, headers);
      expect(list.statusCode).toBe(401);
      expect(list.json().code).toBe('session_required');
      const add = await call('POST', '/api/webhooks', { url: 'https://example.org' }, headers);
      expect(add.statusCode).toBe(401);
    }
    const { 'x-requested-with': _, ...cookieOnly } = owner;
    const add = await call('POST', '/api/webhooks', { url: 'https://example.org' }, cookieOnly);
    expect(add.statusCode).toBe(403);
    expect(add.json().code).toBe('requested_with_missing');
    expect((await call('GET', '/api/webhooks')).json().items).toEqual([]);
  });

  it('keeps webhook settings out of the /api/v1 contract', async () => {
    const doc = (await service.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const v1 = Object.keys(doc.paths).filter((path) => path.startsWith('/api/v1/') && path.includes('webhook'));
    expect(v1).toEqual([]);
    expect(doc.paths['/api/webhooks/{webhook_id}/deliveries'].get.responses['200']).toBeDefined();
  });
});
