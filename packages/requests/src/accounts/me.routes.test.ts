import type { ManualClock } from '@hms/platform';
import { ENGINES } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestAccount, signIn, tokenFor } from '../testing/accounts.ts';
import { startTestRequests, type TestRequests } from '../testing/test-requests.ts';
import type { Role } from './account.ts';

const EXPECTED_RIGHTS: Record<Role, string[]> = {
  admin: ['lesen', 'anfragen', 'entscheiden', 'verwalten', 'einrichten'],
  approver: ['lesen', 'anfragen', 'entscheiden'],
  user: ['lesen', 'anfragen'],
  child: ['lesen', 'anfragen'],
};

describe.each(ENGINES)('GET /api/v1/me and the auth hook on %s', (engine) => {
  let service: TestRequests;
  let clock: ManualClock;
  beforeAll(async () => {
    service = await startTestRequests(engine);
    clock = service.clock as ManualClock;
  });
  afterAll(() => service.dispose());

  const me = (headers: Record<string, string> = {}) => service.app.inject({ method: 'GET', url: '/api/v1/me', headers });

  it.each(['admin', 'approver', 'user', 'child'] as Role[])('answers a %s signed in by browser session', async (role) => {
    const account = await createTestAccount(service, { role });
    const { accessToken } = await signIn(service, account.username);
    const response = await me(bearer(accessToken));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      version: expect.any(String),
      konto: { id: account.id, username: account.username, name: account.username, role, betreiber: role === 'admin' && account.isBetreiber },
      schluessel: null,
      darf: EXPECTED_RIGHTS[role],
    });
  });

  it.each(['admin', 'approver', 'user'] as Role[])('answers a %s calling with a personal token', async (role) => {
    const account = await createTestAccount(service, { role });
    const token = await tokenFor(service, account, { name: 'Heimautomation' });
    const response = await me(bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.json().schluessel).toEqual({ name: 'Heimautomation', nur_lesen: false });
    expect(response.json().darf).toEqual(EXPECTED_RIGHTS[role]);
    // the same token in X-Api-Key, as integrations of the field send it
    expect((await me({ 'x-api-key': token })).json().konto.id).toBe(account.id);
  });

  it('gives a read-only administrator token the reading rights only (it cannot approve)', async () => {
    const admin = await createTestAccount(service, { role: 'admin' });
    const token = await tokenFor(service, admin, { readOnly: true, name: 'Anzeige' });
    const body = (await me(bearer(token))).json();
    expect(body.konto.role).toBe('admin');
    expect(body.schluessel).toEqual({ name: 'Anzeige', nur_lesen: true });
    expect(body.darf).toEqual(['lesen', 'verwalten']);
  });

  it('refuses a read-only token on a writing address with reason read_only_token', async () => {
    const user = await createTestAccount(service, { role: 'user' });
    const token = await tokenFor(service, user, { readOnly: true });
    const response = await service.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: bearer(token),
      payload: { display_name: 'Neu' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden', params: { reason: 'read_only_token' } });
    expect((await service.accounts.get(user.id)).displayName).toBeNull();
  });

  it('refuses no token, an unknown token, a revoked token and an expired token with 401', async () => {
    const noToken = await me();
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toMatchObject({ code: 'not_authenticated', message: expect.any(String), params: {} });
    expect((await me(bearer('hmr_nonsense'))).json()).toMatchObject({ code: 'not_authenticated', params: { reason: 'invalid_token' } });
    expect((await me(bearer('not.a.jwt'))).statusCode).toBe(401);

    const user = await createTestAccount(service, { role: 'user' });
    const revoked = await tokenFor(service, user);
    expect((await me(bearer(revoked))).statusCode).toBe(200);
    const [listed] = await service.tokens.listOwn(user.id);
    await service.tokens.revokeOwn(user.id, listed?.id ?? -1);
    expect((await me(bearer(revoked))).statusCode).toBe(401);

    const expiring = await tokenFor(service, user, { expiresInDays: 2 });
    clock.advance(2 * 86_400_000 - 1000);
    expect((await me(bearer(expiring))).statusCode).toBe(200);
    clock.advance(1000);
    expect((await me(bearer(expiring))).statusCode).toBe(401);
  });

  it('refuses an expired access token and a token of a switched-off account', async () => {
    const user = await createTestAccount(service, { role: 'user' });
    const { accessToken } = await signIn(service, user.username);
    clock.advance(15 * 60_000);
    expect((await me(bearer(accessToken))).statusCode).toBe(401);

    const token = await tokenFor(service, user);
    await service.accounts.update(user.id, { is_active: 0 });
    const off = await me(bearer(token));
    expect(off.statusCode).toBe(403);
    expect(off.json().code).toBe('account_disabled');
  });

  it('keeps the OpenAPI document keyless and lists /api/v1/me', async () => {
    const document = await service.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(document.statusCode).toBe(200);
    expect(Object.keys(document.json().paths)).toContain('/api/v1/me');
  });
});
