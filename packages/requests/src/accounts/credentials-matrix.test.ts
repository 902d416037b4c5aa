import type { ManualClock } from '@hms/platform';
import { ENGINES } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestAccount, tokenFor } from '../testing/accounts.ts';
import { startTestRequests, type TestRequests } from '../testing/test-requests.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every address of the accounts area that needs an account, with a harmless valid payload. */
const ADDRESSES: [Method, string, object?][] = [
  ['GET', '/api/v1/me'],
  ['GET', '/api/auth/me'],
  ['PATCH', '/api/auth/me', { theme: 'dark' }],
  ['POST', '/api/auth/me/password', { current_password: 'whatever1', new_password: 'whatever2' }],
  ['POST', '/api/auth/me/ueberall-abmelden'],
  ['PUT', '/api/auth/me/email', { email: 'x@haus.test' }],
  ['POST', '/api/auth/me/resend-verification'],
  ['DELETE', '/api/auth/me/avatar'],
  ['GET', '/api/auth/me/schluessel'],
  ['POST', '/api/auth/me/schluessel', { name: 'x' }],
  ['DELETE', '/api/auth/me/schluessel/999999'],
  ['DELETE', '/api/auth/me/schluessel/999999/rueckkanal'],
  ['GET', '/api/children'],
  ['POST', '/api/children', { username: 'kind-matrix', password: 'kinderleicht' }],
  ['GET', '/api/users'],
  ['PATCH', '/api/users/999999', { theme: 'x' }],
  ['POST', '/api/users/999999/password', { password: 'whatever123' }],
  ['POST', '/api/users/999999/quota/reset'],
  ['DELETE', '/api/users/999999'],
  ['GET', '/api/users/betreiber'],
  ['GET', '/api/users/999999/aufloesung'],
  ['POST', '/api/users/betreiber/uebergeben', { user_id: 999999 }],
  ['GET', '/api/users/api-schluessel'],
  ['GET', '/api/users/invitations'],
  ['GET', '/api/users/invitations/server'],
  ['PATCH', '/api/app/1/admin/users/999999', { display_name: 'x' }],
  ['POST', '/api/app/1/admin/users/999999/quota/reset'],
  ['POST', '/api/app/1/admin/invitations', { email: 'x@haus.test' }],
  ['DELETE', '/api/app/1/admin/invitations/999999'],
  ['POST', '/api/users/invitations', { email: 'x@haus.test' }],
  ['DELETE', '/api/users/invitations/999999'],
  ['POST', '/api/users/invitations/999999/gesehen'],
  ['POST', '/api/users/rechte/bewerten', {}],
  ['GET', '/api/app/1/admin/users'],
  ['GET', '/api/app/1/admin/invitations'],
];

describe.each(ENGINES)('credentials on every accounts address on %s', (engine) => {
  let service: TestRequests;
  let revoked: string;
  let expired: string;
  let readOnly: string;
  beforeAll(async () => {
    service = await startTestRequests(engine);
    const admin = await createTestAccount(service, { role: 'admin' });
    revoked = await tokenFor(service, admin, { name: 'revoked' });
    const [listed] = await service.tokens.listOwn(admin.id);
    await service.tokens.revokeOwn(admin.id, listed?.id ?? -1);
    expired = await tokenFor(service, admin, { expiresInDays: 1 });
    (service.clock as ManualClock).advance(86_400_000);
    readOnly = await tokenFor(service, admin, { readOnly: true });
  });
  afterAll(() => service.dispose());

  const call = (method: Method, url: string, token: string | undefined, payload?: object) =>
    service.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  it.each(ADDRESSES)('%s %s: 401 without a token, with a revoked and with an expired token', async (method, url, payload) => {
    for (const token of [undefined, revoked, expired]) {
      const response = await call(method, url, token, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('not_authenticated');
    }
  });

  it.each(ADDRESSES)('%s %s: a read-only administrator token reads but never writes', async (method, url, payload) => {
    const response = await call(method, url, readOnly, payload);
    if (method === 'GET') {
      // reading is allowed: the answer is the address's own (404 for the made-up id)
      expect(url.includes('999999') ? 404 : 200).toBe(response.statusCode);
    } else {
      expect(response.statusCode).toBe(403);
      expect(response.json().params.reason).toBe('read_only_token');
    }
  });
});
