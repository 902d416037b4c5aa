import { ENGINES } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../accounts/account.ts';
import { bearer, createTestAccount, signIn, tokenFor } from '../testing/accounts.ts';
import { startTestRequests, type TestRequests } from '../testing/test-requests.ts';
import { principalOf } from './principal.ts';

describe.each(ENGINES)('the auth hook on %s', (engine) => {
  let service: TestRequests;
  beforeAll(async () => {
    service = await startTestRequests(engine);
    // routes only this test adds, before the app is ready, to drive each kind of protection
    service.app.get('/api/test/open', { config: { auth: 'none' } }, async (request) => ({ who: request.principal?.account.username ?? null }));
    service.app.get('/api/test/default', {}, async (request) => ({ who: principalOf(request).account.username }));
    service.app.post('/api/test/decide', { config: { auth: 'account', need: 'entscheiden' } }, async () => ({ ok: true }));
    service.app.post('/api/test/admin', { config: { auth: 'account', roles: ['admin'] } }, async () => ({ ok: true }));
  });
  afterAll(() => service.dispose());

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
    service.app.inject({ method, url, headers });

  it('reads a valid credential on keyless routes and ignores a bad one', async () => {
    const user = await createTestAccount(service, { role: 'user' });
    const token = await tokenFor(service, user);
    expect((await call('GET', '/api/test/open')).json()).toEqual({ who: null });
    expect((await call('GET', '/api/test/open', bearer(token))).json()).toEqual({ who: user.username });
    expect((await call('GET', '/api/test/open', bearer('hmr_wrong'))).json()).toEqual({ who: null });
  });

  it('requires an account on routes that declare nothing', async () => {
    expect((await call('GET', '/api/test/default')).statusCode).toBe(401);
    const user = await createTestAccount(service, { role: 'user' });
    expect((await call('GET', '/api/test/default', { 'x-api-key': await tokenFor(service, user) })).json()).toEqual({
      who: user.username,
    });
  });

  it.each([
    ['admin', 200],
    ['approver', 200],
    ['user', 403],
    ['child', 403],
  ] as [Role, number][])('lets a %s decide: %i', async (role, status) => {
    const account = await createTestAccount(service, { role });
    // children have no personal tokens: they sign in
    const credential = role === 'child' ? (await signIn(service, account.username)).accessToken : await tokenFor(service, account);
    const response = await call('POST', '/api/test/decide', bearer(credential));
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json()).toMatchObject({ code: 'forbidden', params: { reason: 'right', need: 'entscheiden' } });
  });

  it('refuses by role before the handler runs, and unknown paths stay 404 without credentials', async () => {
    const approver = await createTestAccount(service, { role: 'approver' });
    const refused = await call('POST', '/api/test/admin', bearer(await tokenFor(service, approver)));
    expect(refused.json()).toMatchObject({ code: 'forbidden', params: { reason: 'role', roles: ['admin'] } });
    expect((await call('GET', '/api/nothing/here')).statusCode).toBe(404);
  });

  it('accepts the Bearer scheme in any case and refuses malformed headers', async () => {
    const user = await createTestAccount(service, { role: 'user' });
    const token = await tokenFor(service, user);
    expect((await call('GET', '/api/test/default', { authorization: `bearer ${token}` })).statusCode).toBe(200);
    expect((await call('GET', '/api/test/default', { authorization: `Basic ${token}` })).statusCode).toBe(401);
    expect((await call('GET', '/api/test/default', { authorization: 'Bearer' })).statusCode).toBe(401);
  });
});
