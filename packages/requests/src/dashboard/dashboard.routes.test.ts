import type { ManualClock } from '@hms/platform';
import { ENGINES } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_VERSION } from '../app.ts';
import { bearer, createTestAccount, tokenFor } from '../testing/accounts.ts';
import { startTestRequests, type TestRequests } from '../testing/test-requests.ts';

const GB = 1_000_000_000;

describe.each(ENGINES)('GET /api/v1/dashboard and /api/v1/about on %s', (engine) => {
  let service: TestRequests;
  let adminToken: string;
  beforeAll(async () => {
    service = await startTestRequests(engine);
    adminToken = await tokenFor(service, await createTestAccount(service, { role: 'admin' }), { readOnly: true });
  });
  afterAll(() => service.dispose());

  const dashboard = async () => {
    const response = await service.app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: bearer(adminToken) });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('answers real zeros on an empty installation, and the acquisition mode dienst by default', async () => {
    expect(await dashboard()).toEqual({
      version: SERVICE_VERSION,
      befunde: { fehler: 0, warnung: 0, hinweis: 0, dringendste: [] },
      anfragen: { wartend: 0, laufend: 0, fehlgeschlagen_7d: 0 },
      bibliothek: { filme: 0, serien: 0, belegt_bytes: 0, frei_bytes: 0, hausbestand_bytes: 0 },
      instanzen: [],
      tickets_offen: 0,
      beschaffung: 'dienst',
    });
  });

  it('counts requests, tickets and measured storage as they exist', async () => {
    const user = await createTestAccount(service, { role: 'user' });
    const autoUser = await service.accounts.update((await createTestAccount(service, { role: 'user' })).id, { auto_approve: 1 });
    await service.requests.create(user, { media_type: 'movie', catalog_id: 603 });
    await service.requests.create(user, { media_type: 'tv', catalog_id: 1396, season: 1 });
    const running = await service.requests.create(autoUser, { media_type: 'movie', catalog_id: 11 });
    expect(running.status).toBe('approved');
    await service.tickets.open(user, { subject: 'Bild ruckelt' });
    await service.storage.record({ accountId: user.id, mediaType: 'movie', fassung: 'Standard', tier: 'standard', catalogId: 603, title: 'The Matrix', sizeBytes: 3 * GB, state: 'vorhanden', path: '/m/a' });
    await service.storage.record({ accountId: null, mediaType: 'tv', fassung: 'Standard', tier: 'standard', catalogId: 1396, season: 1, title: 'Breaking Bad', sizeBytes: 4 * GB, state: 'vorhanden', path: '/t/a' });
    await service.storage.record({ accountId: null, mediaType: 'tv', fassung: 'Standard', tier: 'standard', catalogId: 1396, season: 2, title: 'Breaking Bad', sizeBytes: 5 * GB, state: 'vorhanden', path: '/t/b' });
    const body = await dashboard();
    expect(body.anfragen).toEqual({ wartend: 2, laufend: 1, fehlgeschlagen_7d: 0 });
    expect(body.bibliothek).toEqual({ filme: 1, serien: 1, belegt_bytes: 12 * GB, frei_bytes: 0, hausbestand_bytes: 9 * GB });
    expect(body.tickets_offen).toBe(1);
    (service.clock as ManualClock).advanceMinutes(1);
    await service.requests.cancelOwn(user, (await service.requests.mine(user.id))[0]!.id);
    expect((await dashboard()).anfragen.wartend).toBe(1);
  });

  it('tells about the application without any network call', async () => {
    const token = await tokenFor(service, await createTestAccount(service, { role: 'user' }));
    const response = await service.app.inject({ method: 'GET', url: '/api/v1/about', headers: bearer(token) });
    expect(response.json()).toEqual({
      version: SERVICE_VERSION,
      repo_url: 'https://github.com/home-media-stack/home-media-stack',
      release_url: `https://github.com/home-media-stack/home-media-stack/releases/tag/v${SERVICE_VERSION}`,
      license: 'UNLICENSED',
      update_checked: false,
      latest_version: null,
      update_available: false,
      checked_at: null,
    });
  });
});

describe.each(ENGINES)('the dashboard with other settings on %s', (engine) => {
  let service: TestRequests;
  beforeAll(async () => {
    service = await startTestRequests(engine, {
      env: { REQUESTS_ACQUISITION_MODE: 'arr', REQUESTS_REPO_URL: 'https://git.example/hms/' },
    });
  });
  afterAll(() => service.dispose());

  it('names the acquisition mode arr and the configured repository', async () => {
    const token = await tokenFor(service, await createTestAccount(service, { role: 'admin' }));
    const dashboard = await service.app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: bearer(token) });
    expect(dashboard.json().beschaffung).toBe('arr');
    const about = await service.app.inject({ method: 'GET', url: '/api/v1/about', headers: bearer(token) });
    expect(about.json()).toMatchObject({ repo_url: 'https://git.example/hms', release_url: expect.stringMatching(/^https:\/\/git\.example\/hms\/releases\/tag\/v/) });
  });

  it('refuses to start with an unknown acquisition mode or quota period', async () => {
    await expect(startTestRequests(engine, { env: { REQUESTS_ACQUISITION_MODE: 'sonstwas' } })).rejects.toThrow(/acquisition-mode/);
    await expect(startTestRequests(engine, { env: { REQUESTS_QUOTA_PERIOD: 'year' } })).rejects.toThrow(/quota-period/);
  });
});
