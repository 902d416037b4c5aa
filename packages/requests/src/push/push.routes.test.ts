import { type CallbackReceiver, ENGINES, freePort, startCallbackReceiver } from '@hms/testkit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../accounts/account.ts';
import { bearer, createTestAccount, signIn, tokenFor } from '../testing/accounts.ts';
import { startTestRequests, type TestRequests } from '../testing/test-requests.ts';
import { MAX_CODE_ATTEMPTS } from './push.service.ts';

interface TestMessage {
  type: string;
  code: string;
  message: string;
}

describe.each(ENGINES)('callback addresses of tokens (/api/v1/me/push) on %s', (engine) => {
  let service: TestRequests;
  let receiver: CallbackReceiver;
  let admin: Account;
  let adminToken: string;
  beforeAll(async () => {
    service = await startTestRequests(engine);
    receiver = await startCallbackReceiver();
    admin = await createTestAccount(service, { role: 'admin' });
    adminToken = await tokenFor(service, admin, { name: 'Heimautomation' });
  });
  afterEach(() => receiver.answerWith(200));
  afterAll(async () => {
    await service.dispose();
    await receiver.close();
  });

  const push = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', token: string, payload?: Record<string, unknown>) =>
    service.app.inject({ method, url: '/api/v1/me/push', headers: bearer(token), ...(payload ? { payload } : {}) });

  /** Registers `url` for the token and returns the code of the test message that arrived. */
  async function register(token: string, path: string): Promise<string> {
    const answer = await push('PUT', token, { url: `${receiver.url}${path}`, name: 'Haus', language: 'de' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().ok).toBe(true);
    const message = await receiver.next();
    expect(message.path).toBe(path);
    return (message.body as TestMessage).code;
  }

  it('sends a test message with a four-digit code in its own field, and confirms with that code', async () => {
    expect((await push('GET', adminToken)).json()).toEqual({
      eingerichtet: false,
      bestaetigt: false,
      url: null,
      name: null,
      language: null,
      letzter_fehler: null,
    });
    const answer = await push('PUT', adminToken, { url: `${receiver.url}/admin-hook`, name: 'Haus' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ok: true, message: expect.any(String) });
    const message = await receiver.next();
    expect(message.method).toBe('POST');
    expect(message.headers['content-type']).toContain('application/json');
    const body = message.body as TestMessage;
    expect(body.type).toBe('test');
    expect(body.code).toMatch(/^\d{4}$/);
    expect(body.message).not.toContain(body.code);
    expect((await push('GET', adminToken)).json()).toMatchObject({
      eingerichtet: true,
      bestaetigt: false,
      url: `${receiver.url}/admin-hook`,
      name: 'Haus',
      language: admin.language,
    });

    const wrongCode = body.code === '0000' ? '0001' : '0000';
    expect((await push('POST', adminToken, { code: wrongCode })).json()).toMatchObject({ ok: false });
    const confirmed = await push('POST', adminToken, { code: body.code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().ok).toBe(true);
    expect((await push('GET', adminToken)).json()).toMatchObject({ eingerichtet: true, bestaetigt: true });
  });

  it('delivers the owner\'s notifications to a confirmed address only, never another person\'s', async () => {
    const approver = await createTestAccount(service, { role: 'approver' });
    const approverToken = await tokenFor(service, approver);
    // the approver registers but never confirms: nothing may reach that address
    await register(approverToken, '/unconfirmed');
    const user = await createTestAccount(service, { role: 'user' });
    const userToken = await tokenFor(service, user);
    const userCode = await register(userToken, '/user-hook');
    expect((await push('POST', userToken, { code: userCode })).json().ok).toBe(true);

    const before = receiver.received.length;
    const created = await service.app.inject({
      method: 'POST',
      url: '/api/v1/requests',
      headers: bearer(userToken),
      payload: { media_type: 'movie', catalog_id: 603 },
    });
    expect(created.json().status).toBe('pending_approval');
    const delivered = await receiver.next();
    await service.notifications.settled();
    expect(delivered.path).toBe('/admin-hook');
    expect(delivered.body).toMatchObject({
      type: 'notification',
      notification: { type: 'request_pending', request_id: created.json().id, is_read: false },
    });
    // only the administrator's confirmed address got it: not the unconfirmed one, not the requester's
    expect(receiver.received.slice(before).map((r) => r.path)).toEqual(['/admin-hook']);

    await service.requests.markDownloaded(created.json().id);
    await service.notifications.settled();
    const toUser = await receiver.next();
    expect(toUser.path).toBe('/user-hook');
    expect(toUser.body).toMatchObject({ notification: { type: 'download_complete', request_id: created.json().id } });
    expect(receiver.received.slice(before).map((r) => r.path)).toEqual(['/admin-hook', '/user-hook']);
  });

  it('lets a read-only token register, confirm, read and remove its address; the token stays valid', async () => {
    const user = await createTestAccount(service, { role: 'user' });
    const readOnly = await tokenFor(service, user, { readOnly: true });
    const code = await register(readOnly, '/read-only');
    expect((await push('POST', readOnly, { code })).json().ok).toBe(true);
    expect((await push('GET', readOnly)).json().bestaetigt).toBe(true);
    const removed = await push('DELETE', readOnly);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().ok).toBe(true);
    expect((await push('GET', readOnly)).json()).toMatchObject({ eingerichtet: false, bestaetigt: false, url: null });
    expect((await push('DELETE', readOnly)).json().code).toBe('push_not_registered');
    expect((await push('POST', readOnly, { code })).statusCode).toBe(404);
    // still a read-only token: it cannot write elsewhere
    const refused = await service.app.inject({
      method: 'POST',
      url: '/api/v1/requests',
      headers: bearer(readOnly),
      payload: { media_type: 'movie', catalog_id: 11 },
    });
    expect(refused.json().params.reason).toBe('read_only_token');
  });

  it('replaces the address on a second registration, which must be confirmed again', async () => {
    const user = await createTestAccount(service, { role: 'user' });
    const token = await tokenFor(service, user);
    const first = await register(token, '/first');
    expect((await push('POST', token, { code: first })).json().ok).toBe(true);
    const second = await register(token, '/second');
    expect((await push('GET', token)).json()).toMatchObject({ url: `${receiver.url}/second`, bestaetigt: false });
    expect((await push('POST', token, { code: second })).json().ok).toBe(true);
  });

  it(`voids the code after ${MAX_CODE_ATTEMPTS} wrong tries`, async () => {
    const user = await createTestAccount(service, { role: 'user' });
    const token = await tokenFor(service, user);
    const code = await register(token, '/guessing');
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) expect((await push('POST', token, { code: wrong })).json().ok).toBe(false);
    expect((await push('POST', token, { code })).json().ok).toBe(false);
    expect((await push('GET', token)).json().bestaetigt).toBe(false);
  });

  it('reports a test message that did not arrive, and keeps the reason in letzter_fehler', async () => {
    const user = await createTestAccount(service, { role: 'user' });
    const token = await tokenFor(service, user);
    receiver.answerWith(302, 'http://127.0.0.1:9/elsewhere');
    const redirected = await push('PUT', token, { url: `${receiver.url}/moved` });
    expect(redirected.json().ok).toBe(false);
    expect((await push('GET', token)).json()).toMatchObject({ eingerichtet: true, bestaetigt: false, letzter_fehler: expect.stringContaining('302') });
    receiver.answerWith(200);
    const closedPort = await freePort();
    const unreachable = await push('PUT', token, { url: `http://127.0.0.1:${closedPort}/hook` });
    expect(unreachable.json().ok).toBe(false);
    expect((await push('GET', token)).json().letzter_fehler).toContain('unreachable');
  });

  it('refuses an address that is not http(s) and a call from a browser session', async () => {
    const user = await createTestAccount(service, { role: 'user' });
    const token = await tokenFor(service, user);
    for (const url of ['ftp://example.org/x', 'not a url', '']) {
      const response = await push('PUT', token, { url });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().code).toBe('invalid_input');
    }
    expect((await push('GET', token)).json().eingerichtet).toBe(false);
    const { accessToken } = await signIn(service, user.username);
    const bySession = await push('PUT', accessToken, { url: `${receiver.url}/session` });
    expect(bySession.statusCode).toBe(409);
    expect(bySession.json().code).toBe('push_needs_token');
    expect((await push('GET', accessToken)).json().eingerichtet).toBe(false);
  });
});
