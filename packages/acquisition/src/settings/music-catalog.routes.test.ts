import { type DemoArtist, MADE_UP_ID_PREFIX } from '@hms/catalog';
import { ENGINES, startFakeMusicBrainz } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestKey, ownerHeaders } from '../testing/api-keys.ts';
import { startTestAcquisition, type TestAcquisition } from '../testing/test-acquisition.ts';

// An artist and album only the fake server knows, so a title that carries them came from it.
const ARTIST_ID = `${MADE_UP_ID_PREFIX}0000-0000-4000-8000-00000000a001`;
const ALBUM_ID = `${MADE_UP_ID_PREFIX}0000-0000-4000-8000-00000000b001`;
const FAKE_ARTIST: DemoArtist = {
  id: ARTIST_ID,
  name: 'The Loopback Quartet',
  sortName: 'Loopback Quartet, The',
  type: 'Group',
  country: 'DE',
  disambiguation: '',
  begin: '2001',
  end: null,
  albums: [
    {
      id: ALBUM_ID,
      title: 'Songs from 127.0.0.1',
      primaryType: 'Album',
      secondaryTypes: [],
      firstReleaseDate: '2019-05-17',
      country: 'DE',
      format: 'CD',
      tracks: [
        ['Handshake', 201],
        ['Keep-Alive', 245],
      ],
    },
  ],
};

describe.each(ENGINES)('the music catalog setting on %s', (engine) => {
  let service: TestAcquisition;
  let key: string;
  beforeAll(async () => {
    service = await startTestAcquisition(engine);
    key = await createTestKey(service, ['read', 'request']);
  });
  afterAll(() => service.dispose());

  const setMusicCatalog = async (payload: object) =>
    service.app.inject({ method: 'PUT', url: '/api/settings/music-catalog', headers: await ownerHeaders(service), payload });
  const requestAlbum = (id: string) =>
    service.app.inject({ method: 'POST', url: '/api/v1/requests', headers: bearer(key), payload: { kind: 'album', ref: `musicdb:${id}` } });

  it('starts on the demo music catalog, which does not know the fake server’s album', async () => {
    const view = await service.app.inject({ method: 'GET', url: '/api/settings/music-catalog', headers: await ownerHeaders(service) });
    expect(view.json()).toEqual({ base_url: null, mode: 'demo' });
    expect((await requestAlbum(ALBUM_ID)).json().code).toBe('title_not_found');
  });

  it('adds an album from a configured MusicBrainz-compatible server', { timeout: 60_000 }, async () => {
    const server = await startFakeMusicBrainz({ artists: [FAKE_ARTIST] });
    try {
      const set = await setMusicCatalog({ base_url: `${server.baseUrl}/` });
      expect(set.statusCode).toBe(200);
      expect(set.json()).toEqual({ base_url: server.baseUrl, mode: 'configured' });
      const added = await requestAlbum(ALBUM_ID);
      expect(added.statusCode).toBe(201);
      expect(added.json().title).toMatchObject({ kind: 'album', ref: `musicdb:${ALBUM_ID}`, name: 'Songs from 127.0.0.1' });
      expect(server.requestCount()).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });

  it('refuses an address that is not http(s) and keeps the setting', async () => {
    const before = (await service.app.inject({ method: 'GET', url: '/api/settings/music-catalog', headers: await ownerHeaders(service) })).json();
    const refused = await setMusicCatalog({ base_url: 'ftp://music.example' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'invalid_input', params: { errors: [{ path: 'body/base_url', code: 'format' }] } });
    const after = (await service.app.inject({ method: 'GET', url: '/api/settings/music-catalog', headers: await ownerHeaders(service) })).json();
    expect(after).toEqual(before);
  });

  it('goes back to the demo music catalog when the address is cleared', async () => {
    expect((await setMusicCatalog({ base_url: null })).json()).toEqual({ base_url: null, mode: 'demo' });
    const darkSide = await requestAlbum('f5093c06-23e3-404f-aeaa-40f72885ee3a');
    expect(darkSide.statusCode).toBe(201);
  });

  it('is the owner’s alone: no session, no change; a key never opens it', async () => {
    const anonymous = await service.app.inject({ method: 'PUT', url: '/api/settings/music-catalog', payload: { base_url: null } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('session_required');
    const withKey = await service.app.inject({ method: 'GET', url: '/api/settings/music-catalog', headers: bearer(key) });
    expect(withKey.statusCode).toBe(401);
  });
});
