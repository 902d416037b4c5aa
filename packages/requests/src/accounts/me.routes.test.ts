import type { ManualClock } from '@hms/platform';
import { ENGINES, startCallbackReceiver } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestAccount, signIn, tokenFor } from '../testing/accounts.ts';
import { startTestRequests, type TestRequests } from '../testing/test-requests.ts';
import { type Role, SWITCH_NAMES } from './account.ts';

const SWITCHES = SWITCH_NAMES;
/** The required fields of the account record, seed 2.1. */
const REQUIRED_RECORD_FIELDS = (
  'id username role display_name email email_verified language theme is_active avatar_url created_at last_login_at has_password ' +
  'auto_approve auto_approve_movies auto_approve_series effective_auto_approve effective_auto_approve_movies effective_auto_approve_series ' +
  'can_approve can_request_uhd_movies can_request_uhd_series auto_approve_uhd effective_auto_approve_uhd blocked_movie_profiles ' +
  'blocked_series_profiles blocked_movie_uhd_profiles blocked_series_uhd_profiles quota_movies_limit quota_series_limit quota_reset_at ' +
  'watchlist_connected mediaserver_provider mediaserver_username mediaserver_linked discover_region age rating_region hide_unrated ' +
  'is_betreiber parent_id can_manage_children fassung_rechte storage_limit_gb hausordnung_gelesen_am'
).split(' ');

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

  it.each(['admin', 'approver', 'user', 'child'] as Role[])('lets a %s read and change its own record (never the username)', async (role) => {
    const account = await createTestAccount(service, { role });
    const { accessToken } = await signIn(service, account.username);
    const record = (await service.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(accessToken) })).json();
    for (const field of [...REQUIRED_RECORD_FIELDS, ...SWITCHES]) expect(record, field).toHaveProperty(field);
    expect(record).toMatchObject({ id: account.id, role, has_password: true, is_active: true, language: 'de', mail_download_complete: true, push_download_complete: false });
    const changed = await service.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: bearer(accessToken),
      payload: { display_name: ' Mia ', language: 'en', theme: 'dark', discover_region: 'AT', push_ticket: true, mail_cleanup: false, username: 'stolen' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      username: account.username,
      display_name: 'Mia',
      language: 'en',
      theme: 'dark',
      discover_region: 'AT',
      push_ticket: true,
      mail_cleanup: false,
      mail_ticket: true,
    });
    // null leaves a field alone
    const kept = await service.app.inject({ method: 'PATCH', url: '/api/auth/me', headers: bearer(accessToken), payload: { display_name: null, push_ticket: null } });
    expect(kept.json()).toMatchObject({ display_name: 'Mia', push_ticket: true });
    const bad = await service.app.inject({ method: 'PATCH', url: '/api/auth/me', headers: bearer(accessToken), payload: { language: 'klingon' } });
    expect(bad.statusCode).toBe(422);
    expect((await service.accounts.get(account.id)).language).toBe('en');
    expect((await service.app.inject({ method: 'PATCH', url: '/api/auth/me', payload: { theme: 'x' } })).statusCode).toBe(401);
  });

  it('lets a read-only token register its callback (PUT /api/v1/me/push) but nothing else that writes', async () => {
    const receiver = await startCallbackReceiver();
    try {
      const user = await createTestAccount(service, { role: 'user' });
      const token = await tokenFor(service, user, { readOnly: true });
      const registered = await service.app.inject({
        method: 'PUT',
        url: '/api/v1/me/push',
        headers: bearer(token),
        payload: { url: `${receiver.url}/hook`, name: 'Anzeige' },
      });
      expect(registered.statusCode).toBe(200);
      expect((await receiver.next()).method).toBe('POST');
      const removed = await service.app.inject({ method: 'DELETE', url: '/api/v1/me/push', headers: bearer(token) });
      expect(removed.statusCode).not.toBe(403);
      const other = await service.app.inject({ method: 'POST', url: '/api/auth/me/ueberall-abmelden', headers: bearer(token) });
      expect(other.statusCode).toBe(403);
    } finally {
      await receiver.close();
    }
  });

  it('keeps the OpenAPI document keyless and lists /api/v1/me', async () => {
    const document = await service.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(document.statusCode).toBe(200);
    expect(Object.keys(document.json().paths)).toContain('/api/v1/me');
  });
});
