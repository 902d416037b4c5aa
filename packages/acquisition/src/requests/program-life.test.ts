import { ENGINES } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, ownerHeaders } from '../testing/api-keys.ts';
import { startTestAcquisition, type TestAcquisition } from '../testing/test-acquisition.ts';

/**
 * A program's whole life with the service, only through HTTP: pairing, the owner's consent,
 * system, requests, the change feed from 0, a change, the feed from `next_after`, withdrawing.
 */
describe.each(ENGINES)("a program's life on %s", (engine) => {
  let service: TestAcquisition;
  beforeAll(async () => {
    service = await startTestAcquisition(engine);
  });
  afterAll(() => service.dispose());

  it('pairs, requests, follows the feed and withdraws', async () => {
    const app = service.app;
    const owner = await ownerHeaders(service);

    // The owner has a second movie version.
    const version = await app.inject({
      method: 'POST',
      url: '/api/versions',
      headers: owner,
      payload: { id: 'v_movie_4k', kind: 'movie', name: 'Movies 4K', quality_profile_id: 2, root_folder: 'library/movies-4k' },
    });
    expect(version.statusCode).toBe(201);

    // Pair: the program asks, the owner confirms, the first poll carries the key once.
    const pairing = (
      await app.inject({ method: 'POST', url: '/api/v1/pairing', payload: { app: 'Household app', scopes: ['read', 'request'] } })
    ).json();
    expect(pairing).toMatchObject({ pairing_id: expect.any(String), secret: expect.any(String), code: expect.any(String) });
    const poll = () =>
      app.inject({ method: 'GET', url: `/api/v1/pairing/${pairing.pairing_id}`, headers: { 'x-pairing-secret': pairing.secret } });
    expect((await poll()).json().key).toBeNull();
    const confirmed = await app.inject({ method: 'POST', url: `/api/pairings/${pairing.pairing_id}/confirm`, headers: owner, payload: {} });
    expect(confirmed.statusCode).toBe(200);
    const key = (await poll()).json().key as string;
    expect(key).toEqual(expect.any(String));
    expect((await poll()).json().key).toBeNull();
    const auth = bearer(key);

    // System: what this instance carries and what the key may do.
    const system = (await app.inject({ method: 'GET', url: '/api/v1/system', headers: auth })).json();
    expect(system.contract).toMatchObject({ major: 1, stage: 5 });
    expect(system.scopes).toEqual(expect.arrayContaining(['read', 'request']));
    const versions = (await app.inject({ method: 'GET', url: '/api/v1/versions?kind=movie', headers: auth })).json();
    expect(versions.items.map((v: { id: string }) => v.id)).toEqual(expect.arrayContaining(['v_movie', 'v_movie_4k']));

    // Request a movie in two versions and a series with chosen seasons.
    const movie = await app.inject({
      method: 'POST',
      url: '/api/v1/requests',
      headers: auth,
      payload: { kind: 'movie', ref: 'catalog:157336', versions: ['v_movie', 'v_movie_4k'], origin: 'request-17' },
    });
    expect(movie.statusCode).toBe(201);
    expect(movie.json().versions.map((v: { version: string }) => v.version)).toEqual(['v_movie', 'v_movie_4k']);
    const series = await app.inject({
      method: 'POST',
      url: '/api/v1/requests',
      headers: auth,
      payload: { kind: 'series', ref: 'catalog:1399', versions: ['v_series'], series: { seasons: [1, 2] }, origin: 'request-18' },
    });
    expect(series.statusCode).toBe(201);

    // The feed from 0, in pages.
    const page1 = (await app.inject({ method: 'GET', url: '/api/v1/titles?after=0&limit=1', headers: auth })).json();
    expect(page1.more).toBe(true);
    const page2 = (await app.inject({ method: 'GET', url: `/api/v1/titles?after=${page1.next_after}&limit=1`, headers: auth })).json();
    expect([...page1.items, ...page2.items].map((t: { ref: string }) => t.ref)).toEqual(['catalog:157336', 'catalog:1399']);
    const synced = (await app.inject({ method: 'GET', url: `/api/v1/titles?after=${page2.next_after}`, headers: auth })).json();
    expect(synced).toMatchObject({ items: [], removed: [], more: false });
    const marker = synced.next_after;
    const seriesSeasons = page2.items[0].series.seasons as { season: number; versions: { monitored: boolean }[] }[];
    expect(seriesSeasons.filter((s) => s.versions[0]?.monitored).map((s) => s.season)).toEqual([1, 2]);

    // A change: season 3 is asked for too; the feed from the marker shows only that title.
    const more = await app.inject({
      method: 'POST',
      url: '/api/v1/requests',
      headers: auth,
      payload: { kind: 'series', ref: 'seriesdb:121361', versions: ['v_series'], series: { seasons: [3] } },
    });
    expect(more.statusCode).toBe(200);
    const changed = (await app.inject({ method: 'GET', url: `/api/v1/titles?after=${marker}`, headers: auth })).json();
    expect(changed.items.map((t: { ref: string }) => t.ref)).toEqual(['catalog:1399']);
    expect(changed.removed).toEqual([]);

    // The owner cannot remove a version titles still want.
    const inUse = await app.inject({ method: 'DELETE', url: '/api/versions/v_movie_4k', headers: owner });
    expect({ status: inUse.statusCode, code: inUse.json().code }).toEqual({ status: 409, code: 'version_in_use' });

    // Withdraw the movie: the program brought it and it is empty now, so it goes.
    const withdrawn = await app.inject({ method: 'POST', url: '/api/v1/titles/movie/catalog:157336/withdraw', headers: auth, payload: {} });
    expect(withdrawn.json()).toMatchObject({ title_removed: true });
    const removal = (await app.inject({ method: 'GET', url: `/api/v1/titles?after=${changed.next_after}`, headers: auth })).json();
    expect(removal.items).toEqual([]);
    expect(removal.removed).toEqual([expect.objectContaining({ kind: 'movie', ref: 'catalog:157336' })]);

    expect((await app.inject({ method: 'DELETE', url: '/api/versions/v_movie_4k', headers: owner })).statusCode).toBeLessThan(300);

    // The events tell the same story.
    const events = (await app.inject({ method: 'GET', url: '/api/v1/events?after=0&limit=1000', headers: auth })).json();
    const kinds = events.items.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['pairing.requested', 'pairing.confirmed', 'title.added', 'version.requested', 'version.withdrawn', 'title.removed']));
  });
});
