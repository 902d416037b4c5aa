import { randomBytes } from 'node:crypto';
import { DEMO_CATALOG_DATA, type DemoCatalogData } from '@hms/catalog';
import { secretBoxWithKey } from '@hms/platform';
import { ENGINES, startFakeTmdb } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SettingsService } from '../settings/settings.service.ts';
import { bearer, createTestKey, ownerHeaders } from '../testing/api-keys.ts';
import { startTestAcquisition, type TestAcquisition } from '../testing/test-acquisition.ts';

/** The demo data with Breaking Bad cut to its first `seasons` seasons. */
function withSeasons(seasons: number): DemoCatalogData {
  return {
    ...DEMO_CATALOG_DATA,
    series: DEMO_CATALOG_DATA.series.map((s) =>
      s.id === 1396 ? { ...s, seasons: s.seasons.filter((season) => season.season_number <= seasons) } : s,
    ),
  };
}

describe.each(ENGINES)('the library on a configured catalog on %s', (engine) => {
  let service: TestAcquisition;
  let key: string;
  const servers: { close(): Promise<void> }[] = [];
  const useCatalog = async (payload: object) => {
    const response = await service.app.inject({ method: 'PUT', url: '/api/settings/catalog', headers: await ownerHeaders(service), payload });
    expect(response.statusCode).toBe(200);
  };
  const request = (body: object) => service.app.inject({ method: 'POST', url: '/api/v1/requests', headers: bearer(key), payload: body });

  beforeAll(async () => {
    service = await startTestAcquisition(engine);
    key = await createTestKey(service, ['read', 'request']);
  });
  afterAll(async () => {
    await service.dispose();
    for (const server of servers) await server.close();
  });

  it('adds a title from the catalog server, and refresh takes in a season named later', async () => {
    const first = await startFakeTmdb({ token: 'secret-token', data: withSeasons(2) });
    servers.push(first);
    await useCatalog({ base_url: first.baseUrl, token: 'secret-token' });
    const added = await request({ kind: 'series', ref: 'catalog:1396', versions: ['v_series'] });
    expect(added.statusCode).toBe(201);
    expect(added.json().title.series.seasons.map((s: { season: number }) => s.season)).not.toContain(3);

    const second = await startFakeTmdb({ token: 'secret-token', data: withSeasons(3) });
    servers.push(second);
    await useCatalog({ base_url: second.baseUrl, token: 'secret-token' });
    const marker = (await service.app.inject({ method: 'GET', url: '/api/v1/titles?after=0', headers: bearer(key) })).json().next_after;
    expect((await service.app.inject({ method: 'POST', url: '/api/v1/titles/series/catalog:1396/refresh', headers: bearer(key) })).statusCode).toBe(202);
    await service.jobs.runDue();
    const changed = (await service.app.inject({ method: 'GET', url: `/api/v1/titles?after=${marker}`, headers: bearer(key) })).json();
    const season3 = changed.items[0].series.seasons.find((s: { season: number }) => s.season === 3);
    expect(season3.versions[0]).toMatchObject({ version: 'v_series', monitored: true });
    expect(season3.versions[0].episodes_monitored).toBeGreaterThan(0);
  });

  it('answers 502 catalog_token_rejected when the catalog refuses the token, and adds nothing', async () => {
    const server = await startFakeTmdb({ token: 'another-token' });
    servers.push(server);
    await useCatalog({ base_url: server.baseUrl, token: 'wrong-token' });
    const response = await request({ kind: 'movie', ref: 'catalog:27205', versions: ['v_movie'] });
    expect({ status: response.statusCode, code: response.json().code }).toEqual({ status: 502, code: 'catalog_token_rejected' });
    expect((await service.app.inject({ method: 'GET', url: '/api/v1/titles/movie/catalog:27205', headers: bearer(key) })).json().code).toBe(
      'title_not_found',
    );
    // A title already in the library needs no catalog: asking again works.
    expect((await request({ kind: 'series', ref: 'catalog:1396', versions: ['v_series'] })).statusCode).toBe(200);
  });

  it('answers 409 catalog_token_unreadable when the stored token cannot be decrypted', async () => {
    // A token sealed with a key this installation does not have (the key file was lost).
    await new SettingsService(service.database.db, service.clock).set('catalog', {
      base_url: null,
      token_sealed: secretBoxWithKey(randomBytes(32)).seal('x'),
    });
    const response = await request({ kind: 'movie', ref: 'catalog:27205', versions: ['v_movie'] });
    expect({ status: response.statusCode, code: response.json().code }).toEqual({ status: 409, code: 'catalog_token_unreadable' });
    const preview = await service.app.inject({ method: 'POST', url: '/api/v1/preview', headers: bearer(key), payload: { kind: 'movie', ref: 'catalog:27205' } });
    expect(preview.json().code).toBe('catalog_token_unreadable');
  });
});
