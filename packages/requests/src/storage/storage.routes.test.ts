import { ENGINES } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../accounts/account.ts';
import { bearer, createTestAccount, tokenFor } from '../testing/accounts.ts';
import { startTestRequests, type TestRequests } from '../testing/test-requests.ts';
import { STORAGE_PAGE_SIZE } from './storage.service.ts';

const GB = 1_000_000_000;

describe.each(ENGINES)('GET /api/v1/storage/me on %s', (engine) => {
  let service: TestRequests;
  let owner: Account;
  let headers: Record<string, string>;
  beforeAll(async () => {
    service = await startTestRequests(engine);
    owner = await createTestAccount(service, { role: 'user' });
    headers = bearer(await tokenFor(service, owner));
  });
  afterAll(() => service.dispose());

  const mine = (query = '', h = headers) => service.app.inject({ method: 'GET', url: `/api/v1/storage/me${query}`, headers: h });

  it('answers honest zeros before anything was measured', async () => {
    const response = await mine();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      used_bytes: 0,
      items: 0,
      pending_bytes: 0,
      limit_bytes: null,
      zurechenbar: false,
      watched_available: false,
      matches: 0,
      per_page: STORAGE_PAGE_SIZE,
      entries: [],
    });
  });

  it('sums the caller\'s own items only, pages them, filters by title, and never shows paths', async () => {
    const other = await createTestAccount(service, { role: 'user' });
    await service.storage.record({ accountId: other.id, mediaType: 'movie', fassung: 'Standard', tier: 'standard', catalogId: 11, title: 'Star Wars', sizeBytes: 9 * GB, state: 'vorhanden', path: '/m/sw' });
    await service.storage.record({ accountId: null, mediaType: 'movie', fassung: 'Standard', tier: 'standard', catalogId: 13, title: 'Forrest Gump', sizeBytes: 5 * GB, state: 'vorhanden', path: '/m/fg' });
    const matrix = await service.storage.record({ accountId: owner.id, mediaType: 'movie', fassung: 'Standard', tier: 'standard', catalogId: 603, title: 'The Matrix', sizeBytes: 3 * GB, state: 'vorhanden', path: '/m/matrix' });
    await service.storage.record({ accountId: owner.id, mediaType: 'tv', fassung: 'Standard', tier: 'standard', catalogId: 1396, season: 1, title: 'Breaking Bad', sizeBytes: 2 * GB, state: 'vorhanden', path: '/tv/bb/s1' });
    await service.accounts.update(owner.id, { storage_limit_gb: 20 });

    const body = (await mine()).json();
    expect(body).toMatchObject({
      used_bytes: 5 * GB,
      items: 2,
      pending_bytes: 0,
      limit_bytes: 20 * GB,
      zurechenbar: true,
      matches: 2,
    });
    expect(body.entries.map((e: { title: string }) => e.title)).toEqual(['Breaking Bad', 'The Matrix']);
    expect(body.entries[1]).toEqual({
      id: matrix,
      media_type: 'movie',
      fassung: 'Standard',
      tier: 'standard',
      catalog_id: 603,
      seriesdb_id: null,
      season: null,
      title: 'The Matrix',
      size_bytes: 3 * GB,
      state: 'vorhanden',
      measured_at: service.clock.now().toISOString(),
      released_at: null,
      release_wish: null,
      watched: null,
      managed: true,
    });
    const filtered = (await mine('?q=matr')).json();
    expect(filtered).toMatchObject({ matches: 1, used_bytes: 5 * GB });
    expect(filtered.entries.map((e: { id: number }) => e.id)).toEqual([matrix]);
    expect((await mine('?q=100%25')).json().matches).toBe(0);
    expect((await mine('?page=2')).json()).toMatchObject({ matches: 2, entries: [] });
    expect((await mine('?gesehen=true')).json().matches).toBe(0);
  });

  it('refuses bad query values as invalid_input', async () => {
    for (const query of ['?page=0', '?page=abc', '?gesehen=vielleicht']) {
      const response = await mine(query);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().code).toBe('invalid_input');
    }
  });
});
