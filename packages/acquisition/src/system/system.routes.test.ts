import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { ManualClock } from '@hms/platform';
import { secretBoxWithKey } from '@hms/platform';
import { ENGINES } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATE_PRECEDENCE } from '../library/states.ts';
import { CatalogSettingsService } from '../settings/catalog-settings.service.ts';
import { SettingsService } from '../settings/settings.service.ts';
import { bearer, createTestKey, ownerHeaders } from '../testing/api-keys.ts';
import { startTestAcquisition, type TestAcquisition } from '../testing/test-acquisition.ts';

describe.each(ENGINES)('system, health, states and storage on %s', (engine) => {
  let service: TestAcquisition;
  let owner: Record<string, string>;
  let readKey: string;
  beforeAll(async () => {
    service = await startTestAcquisition(engine);
    owner = await ownerHeaders(service);
    readKey = await createTestKey(service, ['read']);
  });
  afterAll(() => service.dispose());

  const get = (url: string, key = readKey) => service.app.inject({ method: 'GET', url, headers: bearer(key) });

  it('GET /system describes the instance with the scopes of the calling key', async () => {
    const requester = await createTestKey(service, ['request']);
    const response = await get('/api/v1/system', requester);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      app: 'acquisition',
      version: '0.2.0',
      contract: { major: 1, stage: 5 },
      scopes: ['read', 'request'],
      web_url: null,
      update: { current: '0.2.0', latest: null, available: false, checked_at: null },
    });
    expect(body.installation_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.capabilities).toMatchObject({ movies: true, series: true, music: true, anime: false, webhooks: true });
    expect(Object.keys(body.links).sort()).toEqual(['calendar', 'download', 'problems', 'profile', 'recycle_bin', 'title', 'version']);
    // fixed per installation
    expect((await get('/api/v1/system')).json().installation_id).toBe(body.installation_id);
  });

  it('GET /states lists the contract precedence with unknown last', async () => {
    const items = (await get('/api/v1/states')).json().items as { state: string; applies_to: string[]; description: string }[];
    expect(items.map((i) => i.state)).toEqual([...STATE_PRECEDENCE, 'unknown']);
    for (const item of items) {
      expect(item.applies_to).toEqual(['version', 'season', 'episode']);
      expect(item.description.length).toBeGreaterThan(5);
    }
  });

  it('GET /storage gives free and total per version and never a path', async () => {
    const response = await get('/api/v1/storage');
    const items = response.json().items as { version: string; free_bytes: number; total_bytes: number; disk: string }[];
    expect(items.map((i) => i.version).sort()).toEqual(['v_movie', 'v_music', 'v_series']);
    for (const item of items) {
      expect(item.total_bytes).toBeGreaterThan(0);
      expect(item.free_bytes).toBeGreaterThanOrEqual(0);
      expect(item.free_bytes).toBeLessThanOrEqual(item.total_bytes);
    }
    expect(new Set(items.map((i) => i.disk)).size).toBe(1);
    expect(response.body).not.toContain('/');
  });

  it('GET /health names what is missing, worst first, and records health.changed when it changes', async () => {
    const first = (await get('/api/v1/health')).json().items;
    expect(first).toEqual([
      { code: 'no_version_ready', level: 'error', params: {} },
      { code: 'no_download_client', level: 'warning', params: { kinds: ['album', 'movie', 'series'] } },
      { code: 'no_indexer', level: 'warning', params: { kinds: ['album', 'movie', 'series'] } },
      { code: 'catalog_not_configured', level: 'info', params: {} },
    ]);
    const folders = (await service.app.inject({ method: 'GET', url: '/api/versions', headers: owner })).json().items;
    const music = folders.find((v: { id: string }) => v.id === 'v_music');
    rmSync(music.root_folder_path, { recursive: true });
    (service.clock as ManualClock).advanceMinutes(6); // past the folder memory
    const second = (await get('/api/v1/health')).json().items;
    expect(second.slice(0, 2)).toEqual([
      { code: 'no_version_ready', level: 'error', params: {} },
      { code: 'root_folder_missing', level: 'error', params: { version: 'v_music' } },
    ]);
    await get('/api/v1/health');
    const changes = (await service.events.list(0, 1000)).items.filter((e: { kind: string }) => e.kind === 'health.changed');
    expect(changes.length).toBe(2);
    expect(changes[1]!.data).toEqual({ items: second });
  });

  it('each address needs a key; every scope reads; a revoked key is refused', async () => {
    for (const url of ['/api/v1/system', '/api/v1/health', '/api/v1/states', '/api/v1/storage']) {
      expect((await service.app.inject({ method: 'GET', url })).json().code).toBe('api_key_missing');
      for (const scopes of [['read'], ['request'], ['operate']]) expect((await get(url, await createTestKey(service, scopes))).statusCode).toBe(200);
    }
    const revoked = await createTestKey(service, ['read']);
    const id = (await get('/api/v1/key', revoked)).json().id;
    await service.app.inject({ method: 'DELETE', url: `/api/keys/${id}`, headers: owner });
    expect((await get('/api/v1/system', revoked)).json().code).toBe('api_key_invalid');
  });

  it('the catalog token is stored encrypted, never shown, and an unreadable one is a finding', async () => {
    const set = await service.app.inject({
      method: 'PUT',
      url: '/api/settings/catalog',
      headers: owner,
      payload: { base_url: 'http://127.0.0.1:9/3/', token: 'secret-token-123' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ base_url: 'http://127.0.0.1:9/3', token_set: true, mode: 'configured' });
    expect(set.body).not.toContain('secret-token-123');
    const stored = await service.database.db.selectFrom('settings').select('value').where('name', '=', 'catalog').executeTakeFirstOrThrow();
    expect(stored.value).not.toContain('secret-token-123');
    expect((await get('/api/v1/health')).json().items.map((f: { code: string }) => f.code)).not.toContain('catalog_not_configured');

    const bad = await service.app.inject({ method: 'PUT', url: '/api/settings/catalog', headers: owner, payload: { base_url: 'ftp://x' } });
    expect(bad.json().code).toBe('invalid_input');
    expect((await service.app.inject({ method: 'GET', url: '/api/settings/catalog', headers: owner })).json().base_url).toBe('http://127.0.0.1:9/3');

    // A token sealed with a key this installation does not have (the key file was lost).
    const settings = new SettingsService(service.database.db, service.clock);
    await settings.set('catalog', { base_url: null, token_sealed: secretBoxWithKey(randomBytes(32)).seal('x') });
    expect((await service.app.inject({ method: 'GET', url: '/api/settings/catalog', headers: owner })).json().mode).toBe('unreadable');
    expect((await get('/api/v1/health')).json().items.map((f: { code: string }) => f.code)).toContain('catalog_token_unreadable');
    const catalog = new CatalogSettingsService(settings, secretBoxWithKey(randomBytes(32)));
    await expect(catalog.connection()).rejects.toMatchObject({ code: 'catalog_token_unreadable' });

    const cleared = await service.app.inject({ method: 'PUT', url: '/api/settings/catalog', headers: owner, payload: { token: null } });
    expect(cleared.json()).toMatchObject({ token_set: false, mode: 'demo' });
  });

  it('the owner web interface reads system, health and storage with its session only', async () => {
    for (const url of ['/api/system', '/api/health', '/api/storage']) {
      const response = await service.app.inject({ method: 'GET', url, headers: owner });
      expect(response.statusCode).toBe(200);
      expect((await service.app.inject({ method: 'GET', url, headers: bearer(readKey) })).json().code).toBe('session_required');
    }
    const system = (await service.app.inject({ method: 'GET', url: '/api/system', headers: owner })).json();
    expect(system.scopes).toEqual(['read', 'request', 'operate']);
    expect(system.installation_id).toBe((await get('/api/v1/system')).json().installation_id);
  });

  it('the owner changes the per-key rate limit', async () => {
    const changed = await service.app.inject({
      method: 'PUT',
      url: '/api/settings/rate-limit',
      headers: owner,
      payload: { per_second: 1, burst: 2 },
    });
    expect(changed.json()).toEqual({ per_second: 1, burst: 2 });
    const key = await createTestKey(service, ['read']);
    expect((await get('/api/v1/key', key)).json().rate_limit).toEqual({ per_second: 1, burst: 2 });
    expect((await get('/api/v1/key', key)).statusCode).toBe(200);
    expect((await get('/api/v1/key', key)).statusCode).toBe(429);
    const refused = await service.app.inject({ method: 'PUT', url: '/api/settings/rate-limit', headers: owner, payload: { per_second: 0, burst: 2 } });
    expect(refused.json().code).toBe('invalid_input');
    await service.app.inject({ method: 'PUT', url: '/api/settings/rate-limit', headers: owner, payload: { per_second: 20, burst: 40 } });
  });
});
