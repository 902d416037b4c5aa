import type { ManualClock } from '@hms/platform';
import { ENGINES, startCallbackReceiver } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../accounts/account.ts';
import { bearer, createTestAccount, signIn } from '../testing/accounts.ts';
import { startTestRequests, type TestRequests } from '../testing/test-requests.ts';

type Method = 'GET' | 'POST' | 'DELETE';

describe.each(ENGINES)('personal tokens area on %s', (engine) => {
  let service: TestRequests;
  let clock: ManualClock;
  beforeAll(async () => {
    service = await startTestRequests(engine);
    clock = service.clock as ManualClock;
  });
  afterAll(() => service.dispose());

  const call = (method: Method, url: string, token?: string, payload?: object) =>
    service.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  it.each(['admin', 'approver', 'user'] as Role[])('a %s creates a token shown once, lists it without the token, and uses it', async (role) => {
    const account = await createTestAccount(service, { role });
    const { accessToken } = await signIn(service, account.username);
    const created = await call('POST', '/api/auth/me/schluessel', accessToken, { name: 'Home Assistant', tage: 30 });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toEqual({
      id: expect.any(Number),
      name: 'Home Assistant',
      vorschau: expect.stringMatching(/^hmr_.{4}…$/),
      nur_lesen: false,
      created_at: clock.now().toISOString(),
      expires_at: new Date(clock.now().getTime() + 30 * 86_400_000).toISOString(),
      last_used_at: null,
      rueckkanal: null,
      rueckkanal_bereit: false,
      schluessel: expect.stringMatching(/^hmr_[A-Za-z0-9_-]{43}$/),
    });
    expect(body.schluessel.startsWith(body.vorschau.slice(0, -1))).toBe(true);

    const list = await call('GET', '/api/auth/me/schluessel', accessToken);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(body.schluessel);
    expect(list.json()).toEqual([{ ...body, schluessel: undefined }].map(({ schluessel: _, ...rest }) => rest));

    // the token works and records its use; only its checksum is stored
    expect((await call('GET', '/api/v1/me', body.schluessel)).json().schluessel).toEqual({ name: 'Home Assistant', nur_lesen: false });
    const [listed] = (await call('GET', '/api/auth/me/schluessel', accessToken)).json();
    expect(listed.last_used_at).toBe(clock.now().toISOString());
    const stored = await service.database.db.selectFrom('api_tokens').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(body.schluessel.slice(8));
  });

  it('refuses a child account a token', async () => {
    const parent = await createTestAccount(service, { role: 'user' });
    const child = await createTestAccount(service, { role: 'child', parentId: parent.id });
    const { accessToken } = await signIn(service, child.username);
    const response = await call('POST', '/api/auth/me/schluessel', accessToken, { name: 'meins' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden', params: { reason: 'child_account' } });
    expect((await call('GET', '/api/auth/me/schluessel', accessToken)).json()).toEqual([]);
  });

  it('read-only tokens read but cannot create or revoke tokens', async () => {
    const user = await createTestAccount(service, { role: 'user' });
    const { accessToken } = await signIn(service, user.username);
    const readOnly = (await call('POST', '/api/auth/me/schluessel', accessToken, { name: 'Anzeige', nur_lesen: true })).json();
    expect(readOnly.nur_lesen).toBe(true);
    expect((await call('GET', '/api/auth/me/schluessel', readOnly.schluessel)).statusCode).toBe(200);
    const create = await call('POST', '/api/auth/me/schluessel', readOnly.schluessel, { name: 'mehr' });
    expect(create.statusCode).toBe(403);
    expect(create.json().params.reason).toBe('read_only_token');
    const revoke = await call('DELETE', `/api/auth/me/schluessel/${readOnly.id}`, readOnly.schluessel);
    expect(revoke.statusCode).toBe(403);
  });

  it('revokes only own tokens, immediately; a foreign token answers 404 and stays valid', async () => {
    const alice = await createTestAccount(service, { role: 'user' });
    const bob = await createTestAccount(service, { role: 'admin' });
    const aliceSession = await signIn(service, alice.username);
    const bobSession = await signIn(service, bob.username);
    const aliceToken = (await call('POST', '/api/auth/me/schluessel', aliceSession.accessToken, { name: 'a' })).json();
    const foreign = await call('DELETE', `/api/auth/me/schluessel/${aliceToken.id}`, bobSession.accessToken);
    expect(foreign.statusCode).toBe(404);
    expect((await call('GET', '/api/v1/me', aliceToken.schluessel)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/auth/me/schluessel/${aliceToken.id}`, aliceSession.accessToken)).statusCode).toBe(204);
    expect((await call('GET', '/api/v1/me', aliceToken.schluessel)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/auth/me/schluessel/${aliceToken.id}`, aliceSession.accessToken)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/auth/me/schluessel/abc', aliceSession.accessToken)).statusCode).toBe(422);
  });

  it('expires a token after its days, driven by the clock', async () => {
    const user = await createTestAccount(service, { role: 'user' });
    const { accessToken } = await signIn(service, user.username);
    const token = (await call('POST', '/api/auth/me/schluessel', accessToken, { name: 'kurz', tage: 1 })).json();
    clock.advance(86_400_000 - 1);
    expect((await call('GET', '/api/v1/me', token.schluessel)).statusCode).toBe(200);
    clock.advance(1);
    expect((await call('GET', '/api/v1/me', token.schluessel)).statusCode).toBe(401);
  });

  it('refuses bad bodies and no token', async () => {
    const user = await createTestAccount(service, { role: 'user' });
    const { accessToken } = await signIn(service, user.username);
    for (const payload of [{}, { name: '' }, { name: 'x', tage: -1 }, { name: 'x', tage: 0 }, { name: 'x', tage: 'viele' }, { name: 'x', nur_lesen: 'ja' }]) {
      const response = await call('POST', '/api/auth/me/schluessel', accessToken, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().code).toBe('invalid_input');
    }
    expect((await call('GET', '/api/auth/me/schluessel', accessToken)).json()).toEqual([]);
    expect((await call('GET', '/api/auth/me/schluessel')).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/me/schluessel', undefined, { name: 'x' })).statusCode).toBe(401);
  });

  it('shows each token\'s callback and removes only the callback, keeping the token valid', async () => {
    const receiver = await startCallbackReceiver();
    try {
      const user = await createTestAccount(service, { role: 'user' });
      const { accessToken } = await signIn(service, user.username);
      const token = (await call('POST', '/api/auth/me/schluessel', accessToken, { name: 'Bot' })).json();
      const put = await service.app.inject({
        method: 'PUT',
        url: '/api/v1/me/push',
        headers: bearer(token.schluessel),
        payload: { url: `${receiver.url}/bot` },
      });
      expect(put.statusCode).toBe(200);
      const [listed] = (await call('GET', '/api/auth/me/schluessel', accessToken)).json();
      expect(listed).toMatchObject({ id: token.id, rueckkanal: `${receiver.url}/bot`, rueckkanal_bereit: false });
      const code = ((await receiver.next()).body as { code: string }).code;
      await service.app.inject({ method: 'POST', url: '/api/v1/me/push', headers: bearer(token.schluessel), payload: { code } });
      expect((await call('GET', '/api/auth/me/schluessel', accessToken)).json()[0].rueckkanal_bereit).toBe(true);

      const stranger = await createTestAccount(service, { role: 'admin' });
      const foreign = await call('DELETE', `/api/auth/me/schluessel/${token.id}/rueckkanal`, (await signIn(service, stranger.username)).accessToken);
      expect(foreign.statusCode).toBe(404);
      expect((await call('DELETE', `/api/auth/me/schluessel/${token.id}/rueckkanal`, accessToken)).statusCode).toBe(204);
      expect((await call('GET', '/api/auth/me/schluessel', accessToken)).json()[0]).toMatchObject({ rueckkanal: null, rueckkanal_bereit: false });
      expect((await call('GET', '/api/v1/me', token.schluessel)).statusCode).toBe(200);
    } finally {
      await receiver.close();
    }
  });

  it("shows the administrator every account's tokens without the token and without revocation", async () => {
    const admin = await createTestAccount(service, { role: 'admin' });
    const user = await createTestAccount(service, { role: 'user' });
    const { accessToken } = await signIn(service, user.username);
    const token = (await call('POST', '/api/auth/me/schluessel', accessToken, { name: 'Kodi', nur_lesen: true })).json();
    const adminSession = await signIn(service, admin.username);
    const list = await call('GET', '/api/users/api-schluessel', adminSession.accessToken);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(token.schluessel);
    expect(list.json()).toContainEqual({
      id: token.id,
      user_id: user.id,
      username: user.username,
      name: 'Kodi',
      vorschau: token.vorschau,
      nur_lesen: true,
      created_at: token.created_at,
      expires_at: null,
      last_used_at: null,
    });
    const approver = await createTestAccount(service, { role: 'approver' });
    expect((await call('GET', '/api/users/api-schluessel', (await signIn(service, approver.username)).accessToken)).statusCode).toBe(403);
  });
});
