import type { ManualClock } from '@hms/platform';
import { type CallbackReceiver, ENGINES, startCallbackReceiver } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, Role } from './accounts/account.ts';
import { bearer, createTestAccount, signIn, tokenFor } from './testing/accounts.ts';
import { startTestRequests, type TestRequests } from './testing/test-requests.ts';

/** The 19 promised addresses (seed 001, 4.1), as the OpenAPI document must list them. */
const PROMISED = [
  'get /api/v1/about',
  'get /api/v1/admin/requests/pending/count',
  'get /api/v1/dashboard',
  'get /api/v1/health',
  'get /api/v1/home/recent',
  'get /api/v1/me',
  'delete /api/v1/me/push',
  'get /api/v1/me/push',
  'post /api/v1/me/push',
  'put /api/v1/me/push',
  'get /api/v1/media/{media_type}/{catalog_id}',
  'get /api/v1/notifications/unread/count',
  'post /api/v1/requests',
  'get /api/v1/requests/mine',
  'get /api/v1/requests/quota',
  'post /api/v1/requests/{request_id}/cancel',
  'get /api/v1/search/{media_type}',
  'get /api/v1/storage/me',
  'get /api/v1/tickets/open-count',
];

/** Every reading address with the roles it answers; the others get 403. */
const READING: { url: string; roles: readonly Role[] }[] = [
  { url: '/api/v1/about', roles: ['admin', 'approver', 'user', 'child'] },
  { url: '/api/v1/admin/requests/pending/count', roles: ['admin', 'approver'] },
  { url: '/api/v1/dashboard', roles: ['admin'] },
  { url: '/api/v1/home/recent', roles: ['admin', 'approver', 'user', 'child'] },
  { url: '/api/v1/me/push', roles: ['admin', 'approver', 'user', 'child'] },
  { url: '/api/v1/media/movie/603', roles: ['admin', 'approver', 'user', 'child'] },
  { url: '/api/v1/notifications/unread/count', roles: ['admin', 'approver', 'user', 'child'] },
  { url: '/api/v1/requests/mine', roles: ['admin', 'approver', 'user', 'child'] },
  { url: '/api/v1/requests/quota', roles: ['admin', 'approver', 'user', 'child'] },
  { url: '/api/v1/search/tv?q=breaking', roles: ['admin', 'approver', 'user', 'child'] },
  { url: '/api/v1/storage/me', roles: ['admin', 'approver', 'user', 'child'] },
  { url: '/api/v1/tickets/open-count', roles: ['admin', 'approver', 'user', 'child'] },
];

const ROLES: Role[] = ['admin', 'approver', 'user', 'child'];
const DAY = 24 * 60 * 60 * 1000;

describe.each(ENGINES)('the promised /api/v1 addresses on %s', (engine) => {
  let service: TestRequests;
  const accounts = {} as Record<Role, Account>;
  const sessions = {} as Record<Role, string>;
  const tokens = {} as Record<Role | 'readOnlyUser' | 'readOnlyAdmin' | 'revoked' | 'expired', string>;

  let receiver: CallbackReceiver;

  beforeAll(async () => {
    service = await startTestRequests(engine);
    receiver = await startCallbackReceiver();
    const parent = await createTestAccount(service, { role: 'user' });
    for (const role of ROLES) {
      accounts[role] = await createTestAccount(service, { role, ...(role === 'child' ? { parentId: parent.id } : {}) });
    }
    tokens.expired = await tokenFor(service, accounts.user, { expiresInDays: 1 });
    (service.clock as ManualClock).advance(2 * DAY);
    for (const role of ROLES) {
      sessions[role] = (await signIn(service, accounts[role].username)).accessToken;
      if (role !== 'child') tokens[role] = await tokenFor(service, accounts[role]);
    }
    tokens.readOnlyUser = await tokenFor(service, accounts.user, { readOnly: true });
    tokens.readOnlyAdmin = await tokenFor(service, accounts.admin, { readOnly: true });
    tokens.revoked = await tokenFor(service, accounts.user, { name: 'revoked' });
    const revoked = (await service.tokens.listOwn(accounts.user.id)).find((t) => t.name === 'revoked')!;
    await service.tokens.revokeOwn(accounts.user.id, revoked.id);
  });
  afterAll(async () => {
    await service.dispose();
    await receiver.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => service.app.inject({ method: 'GET', url, headers });

  it('lists exactly the 19 promised addresses under /api/v1 in the OpenAPI document, each with answer schemas', async () => {
    const document = (await get('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>;
    };
    const listed: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      if (!path.startsWith('/api/v1/')) continue;
      for (const [method, operation] of Object.entries(item)) {
        listed.push(`${method} ${path}`);
        expect(operation.responses?.['200'] ?? operation.responses?.['201'], `${method} ${path}`).toHaveProperty('content');
      }
    }
    expect(listed.sort()).toEqual([...PROMISED].sort());
  });

  it('answers health without a key, with the single field status', async () => {
    for (const headers of [{}, bearer('hmr_not-a-token'), bearer(tokens.revoked)]) {
      const response = await get('/api/v1/health', headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    }
  });

  it.each(READING)('$url answers each role by session and token as its rule says', async ({ url, roles }) => {
    for (const role of ROLES) {
      const expected = roles.includes(role) ? 200 : 403;
      const bySession = await get(url, bearer(sessions[role]));
      expect(bySession.statusCode, `${role} by session`).toBe(expected);
      if (expected === 403) expect(bySession.json().code).toBe('forbidden');
      if (role !== 'child') expect((await get(url, bearer(tokens[role]))).statusCode, `${role} by token`).toBe(expected);
    }
  });

  it.each(READING)('$url is readable with a read-only token of an allowed role', async ({ url, roles }) => {
    const token = roles.includes('user') ? tokens.readOnlyUser : tokens.readOnlyAdmin;
    expect((await get(url, bearer(token))).statusCode).toBe(200);
  });

  it.each(READING)('$url refuses no key, a revoked and an expired token with 401', async ({ url }) => {
    const refusals: Record<string, string>[] = [{}, bearer(tokens.revoked), bearer(tokens.expired), { 'x-api-key': tokens.expired }];
    for (const headers of refusals) {
      const response = await get(url, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('not_authenticated');
    }
  });

  it('lets every role create and cancel a request by session and token; a read-only token cannot', async () => {
    const movies: Record<Role, number> = { admin: 238, approver: 11, user: 78, child: 105 };
    for (const role of ROLES) {
      const credential = role === 'child' ? sessions.child : tokens[role];
      const created = await service.app.inject({
        method: 'POST',
        url: '/api/v1/requests',
        headers: bearer(credential),
        payload: { media_type: 'movie', catalog_id: movies[role] },
      });
      expect(created.statusCode, role).toBe(201);
      expect(created.json().status).toBe(role === 'admin' ? 'approved' : 'pending_approval');
      const cancelled = await service.app.inject({
        method: 'POST',
        url: `/api/v1/requests/${created.json().id}/cancel`,
        headers: bearer(sessions[role]),
      });
      expect(cancelled.statusCode, role).toBe(200);
      expect(cancelled.json().status).toBe('cancelled');
    }
    for (const token of [tokens.readOnlyUser, tokens.readOnlyAdmin]) {
      const refused = await service.app.inject({
        method: 'POST',
        url: '/api/v1/requests',
        headers: bearer(token),
        payload: { media_type: 'movie', catalog_id: 769 },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'forbidden', params: { reason: 'read_only_token' } });
    }
    for (const headers of [{}, bearer(tokens.revoked), bearer(tokens.expired)]) {
      const refused = await service.app.inject({
        method: 'POST',
        url: '/api/v1/requests',
        headers,
        payload: { media_type: 'movie', catalog_id: 769 },
      });
      expect(refused.statusCode).toBe(401);
    }
    expect((await get('/api/v1/requests/mine', bearer(tokens.user))).json()).toHaveLength(1);
  });

  it('lets every role register, confirm and remove a callback with a token (read-only included), never without a valid one', async () => {
    const push = (method: 'PUT' | 'POST' | 'DELETE', headers: Record<string, string>, payload?: Record<string, unknown>) =>
      service.app.inject({ method, url: '/api/v1/me/push', headers, ...(payload ? { payload } : {}) });
    const credentials = [tokens.admin, tokens.approver, tokens.user, tokens.readOnlyUser, tokens.readOnlyAdmin];
    for (const [index, token] of credentials.entries()) {
      const registered = await push('PUT', bearer(token), { url: `${receiver.url}/hook-${index}` });
      expect(registered.statusCode, `credential ${index}`).toBe(200);
      expect(registered.json().ok).toBe(true);
      const { code } = (await receiver.next()).body as { code: string };
      expect((await push('POST', bearer(token), { code })).json().ok).toBe(true);
      expect((await get('/api/v1/me/push', bearer(token))).json().bestaetigt).toBe(true);
      expect((await push('DELETE', bearer(token))).statusCode).toBe(200);
    }
    // a child has no tokens; its browser session has no key to hang a callback on
    const bySession = await push('PUT', bearer(sessions.child), { url: `${receiver.url}/child` });
    expect(bySession.statusCode).toBe(409);
    expect(bySession.json().code).toBe('push_needs_token');
    const refusals: Record<string, string>[] = [{}, bearer(tokens.revoked), bearer(tokens.expired)];
    for (const headers of refusals) {
      for (const method of ['PUT', 'POST', 'DELETE'] as const) {
        const payload = method === 'PUT' ? { url: `${receiver.url}/nobody` } : method === 'POST' ? { code: '1234' } : undefined;
        expect((await push(method, headers, payload)).statusCode).toBe(401);
      }
    }
    expect(receiver.received.some((r) => r.path === '/nobody' || r.path === '/child')).toBe(false);
  });
});
