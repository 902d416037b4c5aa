import { ENGINES } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeysService } from '../keys/keys.service.ts';
import { bearer, createTestKey } from '../testing/api-keys.ts';
import { startTestAcquisition, type TestAcquisition } from '../testing/test-acquisition.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const DARK_SIDE = 'musicdb:f5093c06-23e3-404f-aeaa-40f72885ee3a';
const PINK_FLOYD = 'musicdb:83d91898-7763-47d7-b03b-b92132375c47';

/** Every library address with its scope and a body that passes validation. */
const ADDRESSES: { method: Method; url: string; scope: 'read' | 'request'; body?: object }[] = [
  { method: 'GET', url: '/api/v1/titles', scope: 'read' },
  { method: 'POST', url: '/api/v1/titles/lookup', scope: 'read', body: { items: [{ kind: 'movie', ref: 'catalog:603' }] } },
  { method: 'POST', url: '/api/v1/titles/why', scope: 'read', body: { items: [{ kind: 'movie', ref: 'catalog:603' }] } },
  { method: 'GET', url: '/api/v1/titles/movie/catalog:603', scope: 'read' },
  { method: 'GET', url: '/api/v1/titles/movie/catalog:603/history', scope: 'read' },
  { method: 'GET', url: '/api/v1/titles/movie/catalog:603/why', scope: 'read' },
  { method: 'GET', url: '/api/v1/titles/movie/catalog:603/files', scope: 'read' },
  { method: 'GET', url: '/api/v1/titles/series/catalog:1396/seasons/1', scope: 'read' },
  { method: 'GET', url: `/api/v1/titles/artist/${PINK_FLOYD}/albums`, scope: 'read' },
  { method: 'GET', url: '/api/v1/recycle-bin', scope: 'read' },
  { method: 'GET', url: '/api/v1/history', scope: 'read' },
  { method: 'GET', url: '/api/v1/wanted', scope: 'read' },
  { method: 'GET', url: '/api/v1/calendar?from=2026-01-01&to=2026-12-31', scope: 'read' },
  { method: 'GET', url: '/api/v1/ratings?kind=movie&refs=catalog:603', scope: 'read' },
  { method: 'POST', url: '/api/v1/preview', scope: 'request', body: { kind: 'movie', ref: 'catalog:603' } },
  { method: 'POST', url: '/api/v1/requests', scope: 'request', body: { kind: 'album', ref: DARK_SIDE } },
  { method: 'PUT', url: '/api/v1/titles/movie/catalog:603/monitoring', scope: 'request', body: { monitored: true } },
  { method: 'POST', url: '/api/v1/titles/movie/catalog:603/search', scope: 'request' },
  { method: 'POST', url: '/api/v1/titles/movie/catalog:603/refresh', scope: 'request' },
  { method: 'POST', url: '/api/v1/titles/movie/catalog:603/delete-files', scope: 'request', body: {} },
  { method: 'POST', url: '/api/v1/titles/movie/catalog:603/withdraw', scope: 'request', body: {} },
  { method: 'POST', url: '/api/v1/recycle-bin/1/restore', scope: 'request' },
  { method: 'DELETE', url: '/api/v1/titles/movie/catalog:603', scope: 'request' },
];

describe.each(ENGINES)('library addresses and their scopes on %s', (engine) => {
  let service: TestAcquisition;
  const keys: Record<string, string> = {};

  beforeAll(async () => {
    service = await startTestAcquisition(engine);
    keys.read = await createTestKey(service, ['read'], 'reader');
    keys.request = await createTestKey(service, ['read', 'request'], 'requester');
    keys.operate = await createTestKey(service, ['read', 'operate'], 'operator');
    keys.revoked = await createTestKey(service, ['read', 'request', 'operate'], 'gone');
    const service_ = new KeysService(service.database.db, service.clock);
    const gone = (await service_.list()).find((k) => k.name === 'gone');
    await service_.revoke(Number(gone?.id));
    for (const body of [
      { kind: 'movie', ref: 'catalog:603', versions: ['v_movie'] },
      { kind: 'series', ref: 'catalog:1396', versions: ['v_series'] },
      { kind: 'artist', ref: PINK_FLOYD, artist: { albums: [] } },
    ]) {
      const response = await service.app.inject({ method: 'POST', url: '/api/v1/requests', headers: bearer(keys.request ?? ''), payload: body });
      expect(response.statusCode).toBe(201);
    }
  });
  afterAll(() => service.dispose());

  const send = (address: (typeof ADDRESSES)[number], headers: Record<string, string>) =>
    service.app.inject({ method: address.method, url: address.url, headers, ...(address.body ? { payload: address.body } : {}) });

  it('without a key: 401 api_key_missing; with a revoked key: 401 api_key_invalid', async () => {
    for (const address of ADDRESSES) {
      const none = await send(address, {});
      expect({ url: address.url, status: none.statusCode, code: none.json().code }).toEqual({ url: address.url, status: 401, code: 'api_key_missing' });
      const revoked = await send(address, bearer(keys.revoked ?? ''));
      expect({ url: address.url, code: revoked.json().code }).toEqual({ url: address.url, code: 'api_key_invalid' });
    }
  });

  it('read and operate keys read, but cannot change: 403 scope_missing', async () => {
    for (const address of ADDRESSES) {
      for (const name of ['read', 'operate']) {
        const response = await send(address, bearer(keys[name] ?? ''));
        if (address.scope === 'read') {
          expect({ url: address.url, name, status: response.statusCode }).toEqual({ url: address.url, name, status: 200 });
        } else {
          expect({ url: address.url, name, status: response.statusCode, code: response.json().code }).toEqual({
            url: address.url,
            name,
            status: 403,
            code: 'scope_missing',
          });
        }
      }
    }
  });

  it('a request key passes every gate (the answer is the route\'s own)', async () => {
    for (const address of ADDRESSES) {
      const response = await send(address, bearer(keys.request ?? ''));
      expect({ url: address.url, gated: [401, 403].includes(response.statusCode) }).toEqual({ url: address.url, gated: false });
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});
